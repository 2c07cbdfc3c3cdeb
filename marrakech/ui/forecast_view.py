"""Assam's forecast on the board: while a person turns him, each square the die can send him
to, with its chance and what would be paid there. The figures come from the rules
(marrakech.rules.forecast); this module only words and draws them."""

from __future__ import annotations

from fractions import Fraction

import pygame

from common.core.i18n import _
from common.ui.draw import text
from common.ui.theme import BAD, GOOD, INK, MUTED
from marrakech.rules.events import OWN_CARPET, NoTribute, TributePaid
from marrakech.rules.forecast import Landing, forecast
from marrakech.rules.state import MarrakechState
from marrakech.ui.layout import BoardLayout

BADGE = (255, 248, 232, 235)


def chance_words(chance: Fraction) -> str:
    """A die chance as players count it: in sixths (1/6, 2/6)."""
    sixths = chance * 6
    return f"{sixths.numerator}/6" if sixths.denominator == 1 else str(chance)


def tribute_words(landing: Landing, seat: int) -> tuple[str, tuple[int, int, int]]:
    """What the landing means to `seat`, who turns Assam, and the colour it is written in: in
    the end-of-turn variant the next player rolls, so the tribute may be paid to the turner."""
    outcome = landing.outcome
    if isinstance(outcome, TributePaid) and outcome.amount:
        if outcome.payee == seat:
            return f"+{outcome.amount}", GOOD
        return f"−{outcome.amount}", BAD if outcome.payer == seat else MUTED
    if isinstance(outcome, NoTribute) and outcome.why == OWN_CARPET and outcome.seat == seat:
        return _("own"), GOOD
    return "0", MUTED


def shown_landings(landings: dict[int, tuple[Landing, ...]], hovered: int | None) -> list[Landing]:
    """The badges to draw: the hovered turn's landings; with none hovered, each square once,
    with the best chance any turn gives it (what is due there is the same whichever way)."""
    if hovered is not None:
        return list(landings.get(hovered, ()))
    best: dict[int, Landing] = {}
    for squares in landings.values():
        for landing in squares:
            known = best.get(landing.square)
            if known is None or landing.chance > known.chance:
                best[landing.square] = landing
    return list(best.values())


class Forecast:
    """The forecast of the position on screen, worked out once per position."""

    def __init__(self) -> None:
        self._state: MarrakechState | None = None
        self._landings: dict[int, tuple[Landing, ...]] = {}

    def landings(self, state: MarrakechState) -> dict[int, tuple[Landing, ...]]:
        if state is not self._state:
            self._state, self._landings = state, forecast(state)
        return self._landings


def draw_forecast(
    surface: pygame.Surface,
    layout: BoardLayout,
    landings: dict[int, tuple[Landing, ...]],
    hovered: int | None,
    seat: int,
) -> None:
    """A badge on each square Assam can end on: the hovered turn's, or every turn's (faint);
    a square two ways reach shows the better chance of the two."""
    cell = layout.cell
    size = max(10, int(cell * 0.2))
    for landing in shown_landings(landings, hovered):
        square = layout.square_rect(landing.square)
        badge = pygame.Rect(0, 0, int(cell * 0.62), int(size * 2.3))
        badge.midbottom = (square.centerx, square.bottom - max(2, cell // 20))
        plate = pygame.Surface(badge.size, pygame.SRCALPHA)
        alpha = 235 if hovered is not None else 190
        pygame.draw.rect(plate, (*BADGE[:3], alpha), plate.get_rect(), border_radius=size // 2)
        surface.blit(plate, badge)
        pygame.draw.rect(surface, INK, badge, 1, border_radius=size // 2)
        half = badge.height // 4
        chance = chance_words(landing.chance)
        text(surface, chance, size, INK, bold=True, center=(badge.centerx, badge.top + half + 1))
        words, colour = tribute_words(landing, seat)
        text(surface, words, size, colour, bold=True, center=(badge.centerx, badge.bottom - half))
