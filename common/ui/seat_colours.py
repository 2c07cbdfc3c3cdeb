"""The seats' colours on a setup card (common.ui.new_game): kept apart when the player count
changes, the next free one at a click on a swatch, and said beside the player count: that a
click changes a colour, then whose pieces are which colour now."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from common.core.i18n import _
from common.ui.draw import ellipsize, fitting_size, text
from common.ui.theme import INK, MUTED
from common.ui.widget_choices import Choice


class SeatColours:
    """Mixed into NewGameScene; a game names its pieces in `colour_hint` and `colour_now`
    (marked with N_): the words for a seat of one colour, and of two."""

    colour_hint: str
    colour_now: Sequence[str]
    recoloured: int | None = None  # the seat a click last recoloured
    colours: list[list[int]]
    colour_rects: list[list[pygame.Rect]]
    palette_size: int
    box: pygame.Rect
    row_h: int
    count: Choice  # the player count's control

    @property
    def players(self) -> int:
        """How many seats the table has now (NewGameScene's count)."""
        raise NotImplementedError

    def colour_slots(self) -> int:
        """How many colours each seat has at the current player count."""
        return 1

    def colour_name(self, colour: int) -> str:
        """A palette colour in words."""
        return ""

    def seat_name(self, seat: int) -> str:
        raise NotImplementedError

    def _in_use(self, but: tuple[int, int] | None = None) -> set[int]:
        return {
            self.colours[seat][slot]
            for seat in range(self.players)
            for slot in range(self.colour_slots())
            if (seat, slot) != but
        }

    def _keep_colours_apart(self) -> None:
        """Every colour in use stays distinct after the player count changes."""
        used: set[int] = set()
        for seat in range(self.players):
            for slot in range(self.colour_slots()):
                colour = self.colours[seat][slot] % self.palette_size
                while colour in used:
                    colour = (colour + 1) % self.palette_size
                self.colours[seat][slot] = colour
                used.add(colour)

    def cycle_colour(self, seat: int, slot: int = 0) -> None:
        """The seat's next palette colour that nobody else uses."""
        used = self._in_use(but=(seat, slot))
        colour = self.colours[seat][slot]
        for _step in range(self.palette_size):
            colour = (colour + 1) % self.palette_size
            if colour not in used:
                break
        self.colours[seat][slot] = colour
        self.recoloured = seat

    def _swatch_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for seat in range(self.players):
            for slot, rect in enumerate(self.colour_rects[seat]):
                if rect.collidepoint(pos):
                    return seat, slot
        return None

    def colour_words(self) -> str:
        """That a click on a swatch changes its colour, and after one, the colours of the seat
        it recoloured (while that seat is still at the table)."""
        seat = self.recoloured
        if seat is None or seat >= self.players:
            return _(self.colour_hint)
        names = [self.colour_name(self.colours[seat][s]) for s in range(self.colour_slots())]
        words = _(self.colour_now[min(len(names), len(self.colour_now)) - 1])
        return words.format(name=self.seat_name(seat), colour=names[0], other=names[-1])

    def draw_colour_words(self, surface: pygame.Surface) -> None:
        """The colour words on the player count's row, after its control."""
        left = self.count.rect.right + self.row_h // 3
        width = self.box.right - (self.row_h // 3) * 2 - left
        words = self.colour_words()
        size = fitting_size(words, int(self.row_h * 0.42), width)
        colour = MUTED if self.recoloured is None else INK
        at = (left, self.count.rect.centery)
        text(surface, ellipsize(words, size, width), size, colour, midleft=at)
