"""Bombay Bazar setup: solo or 2-4 players, names, elephant colours, human or computer, and a
tournament of several rounds. The seats, Start and Back are common.ui.new_game's."""

from __future__ import annotations

from typing import Any

import pygame

from bombay.rules.board import ELEPHANT_TABLE, ELEPHANTS_IN_PLAY
from bombay.rules.setup import Setup
from bombay.rules.tournament import DEFAULT_ROUNDS, Tournament
from bombay.ui.elephant_art import elephant_surface
from bombay.ui.palette import ELEPHANT_COLOURS, colour_name
from bombay.ui.session import BombaySession, Seat
from common.core.i18n import N_, _
from common.ui.draw import text, text_block
from common.ui.new_game import NewGameScene
from common.ui.theme import INK, MUTED, font
from common.ui.widgets import Choice

ROUND_CHOICES = (2, 3, 4, 5, 6, 8)


class RoundsChoice(Choice):
    """The number of rounds: flat and pale, as a control that cannot be used, while
    Tournament is off (it means nothing then); a click on it turns Tournament on, with that
    number."""

    def __init__(self, tournament, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.tournament = tournament

    def handle(self, event: pygame.event.Event) -> bool:
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.visible and clicked and self.rect.collidepoint(event.pos):
            self.tournament.checked = True
        self.enabled = self.tournament.checked
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.enabled = self.tournament.checked
        super().draw(surface)


def place_label(elephant: int) -> str:
    where = ELEPHANT_TABLE[elephant - 1][1]
    return {
        "top-left": _("top left"),
        "top-right": _("top right"),
        "bottom-right": _("bottom right"),
        "bottom-left": _("bottom left"),
    }[where]


def rules_summary(solo: bool) -> str:
    """The game in a few sentences, ending with how it is won (alone: how it is scored)."""
    rules = _(
        "Each player grows an elephant's trunk across the bazaar floor. On your turn take any "
        "tile from the open supply, turn it and lay it where your trunk points: it must carry "
        "your trunk on, fit its neighbours, stay on the board and never join or block another "
        "trunk. Trunks follow every segment they meet. When no tile fits, the end piece goes on."
    )
    if solo:
        aim = _(
            "Playing alone, make the trunk long and leave few cells empty: beat your best score."
        )
        return rules + " " + aim
    return rules + " " + _("The longest trunk wins.")


class SetupScene(NewGameScene):
    default_count = 1
    default_names = ("Priya", "Arjun", "Meera", "Ravi")
    palette_size = len(ELEPHANT_COLOURS)
    box_size = (1180, 820)  # a large window gets a larger card (rows, words, the summary)
    rows_in_box = 14
    swatch_scale = 1.5
    place_width = 0.17
    colour_hint = N_("Click an elephant for another colour.")
    colour_now = (N_("{name} plays the {colour} elephant now."),)

    def seat_spacing(self) -> float:
        """Three or four seats stand closer: the rules summary below keeps its room."""
        return 1.55 if self.players < 3 else 1.3

    game = "bombay"

    title = N_("Bombay Bazar: a new game")
    count_tooltip = N_("Solo: one elephant, beat your best score. Or 2-4 players.")

    def add_options(self) -> None:
        self.tournament = self.add_check_box(
            _("Tournament: medals over several rounds"),
            _(
                "Each round gives gold, silver and bronze; most golds wins, then silvers, "
                "then bronzes."
            ),
        )
        self.rounds = self.widgets.add(
            RoundsChoice(
                self.tournament,
                [str(n) for n in ROUND_CHOICES],
                ROUND_CHOICES.index(DEFAULT_ROUNDS),
                tooltip=_("How many rounds the tournament lasts (a click turns Tournament on)"),
            )
        )

    def options_table(self) -> dict[str, Any]:
        return {
            "tournament": self.tournament.checked,
            "rounds": ROUND_CHOICES[self.rounds.selected],
        }

    def recall_options(self, options: dict[str, Any]) -> None:
        if isinstance(options.get("tournament"), bool):
            self.tournament.checked = options["tournament"]
        if options.get("rounds") in ROUND_CHOICES:
            self.rounds.selected = ROUND_CHOICES.index(options["rounds"])

    def seat_shown(self, seat: int) -> bool:
        return self.players > 1

    def layout_options(self, top: int, left: int, pad: int) -> None:
        row_h = self.row_h
        self.tournament.visible = self.rounds.visible = self.players > 1
        rounds_w = int(row_h * 4.8)
        self.rounds.rect = pygame.Rect(
            self.box.right - pad * 2 - rounds_w, top - row_h // 8, rounds_w, row_h
        )
        # The check box's words end before the "rounds" label: smaller if they would not.
        label_left = (
            self.rounds.rect.left - row_h // 4 - font(int(row_h * 0.42)).size(_("rounds"))[0]
        )
        height = int(row_h * 0.9)
        while height > 20:
            words = font(max(12, int(height * 0.58))).size(self.tournament.label)[0]
            if left + height * 3 // 2 + words <= label_left - pad:
                break
            height -= 1
        self.tournament.rect = pygame.Rect(
            left, top + (int(row_h * 0.9) - height) // 2, label_left - pad - left, height
        )

    def draw_swatch(self, surface: pygame.Surface, seat: int, slot: int, rect: pygame.Rect):
        colour = self.colours[seat][slot]
        pattern = colour if self.app.settings.colour_blind else None
        icon = elephant_surface(ELEPHANT_COLOURS[colour], rect.width // 2, True, pattern)
        surface.blit(icon, icon.get_rect(center=rect.center))

    def colour_name(self, colour: int) -> str:
        return colour_name(colour)

    def session(self) -> BombaySession:
        n = self.players
        seats = [Seat(self.seat_name(s), self.seat_level(s), self.colours[s][0]) for s in range(n)]
        tournament = None
        if n > 1 and self.tournament.checked:
            tournament = Tournament.new(n, ROUND_CHOICES[self.rounds.selected], self.new_seed())
        return BombaySession(Setup(n), seats, self.new_seed(), tournament)

    def draw_options(self, surface: pygame.Surface) -> None:
        row_h = self.row_h
        elephants = ELEPHANTS_IN_PLAY[self.players]
        for seat in range(self.players):
            name = self.names[seat].rect
            text(
                surface,
                place_label(elephants[seat]),
                int(row_h * 0.42),
                MUTED,
                midleft=(name.right + row_h // 3, name.centery),
            )
        under = self.box.left + row_h * 2 // 3
        if self.players == 1:
            solo = _(
                "Solo: the other three elephants are capped. Score = trunk − empty cells − "
                "unused segments."
            )
            width = self.box.right - row_h * 2 // 3 - under
            words = pygame.Rect(under, self.tournament.rect.top, width, row_h * 2)
            text_block(surface, solo, int(row_h * 0.42), words, INK)
        elif self.players == 2:
            text(
                surface,
                _("Two players sit at opposite elephants."),
                int(row_h * 0.4),
                MUTED,
                midleft=(under, self.tournament.rect.bottom + row_h * 0.6),
            )
        if self.rounds.visible:
            text(
                surface,
                _("rounds"),
                int(row_h * 0.42),
                MUTED,
                midright=(self.rounds.rect.left - row_h // 4, self.rounds.rect.centery),
            )

    def rules_summary(self) -> str:
        return rules_summary(self.players == 1)

    def summary_top(self) -> int:
        below = 1.3 if self.players <= 2 else 0.5  # under the solo or two-player line
        return self.tournament.rect.bottom + int(self.row_h * below)
