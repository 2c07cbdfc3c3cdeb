"""Marrakech setup: 2-4 players, names, carpet colours (two each with two players), human or
computer, and the end-of-turn variant. The seats, Start and Back are common.ui.new_game's."""

from __future__ import annotations

from typing import Any

import pygame

from common.core.i18n import N_, _
from common.ui.new_game import NewGameScene
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.art import rug_surface
from marrakech.ui.palette import CARPET_COLOURS, colour_name
from marrakech.ui.session import MarrakechSession, Seat


class SetupScene(NewGameScene):
    game = "marrakech"
    default_count = 2
    default_names = ("Amira", "Karim", "Leila", "Omar")
    palette_size = len(CARPET_COLOURS)

    title = N_("Marrakech: a new game")
    count_tooltip = N_("How many players sit at the table")

    def add_options(self) -> None:
        self.variant = self.add_check_box(
            _("Turn Assam at the end of your turn (variant)"),
            _("After placing your carpet you turn Assam; the next player rolls at once."),
        )

    def options_table(self) -> dict[str, Any]:
        """The variant, kept with the last table (common.ui.new_game keeps and recalls it)."""
        return {"variant": self.variant.checked}

    def recall_options(self, options: dict[str, Any]) -> None:
        if isinstance(options.get("variant"), bool):
            self.variant.checked = options["variant"]

    def colour_slots(self) -> int:
        return 2 if self.players == 2 else 1

    def layout_options(self, top: int, left: int, pad: int) -> None:
        self.variant.rect = pygame.Rect(left, top, self.box.width - 4 * pad, int(self.row_h * 0.75))

    def draw_swatch(self, surface: pygame.Surface, seat: int, slot: int, rect: pygame.Rect):
        rug = rug_surface(CARPET_COLOURS[self.colours[seat][slot]], 1, rect.width)
        surface.blit(rug, rug.get_rect(center=rect.center))

    def colour_name(self, colour: int) -> str:
        return colour_name(colour)

    def session(self) -> MarrakechSession:
        seats = [
            Seat(self.seat_name(s), self.seat_level(s), self.seat_colours(s))
            for s in range(self.players)
        ]
        setup = MarrakechSetup(self.players, self.variant.checked)
        return MarrakechSession(setup, seats, self.new_seed())
