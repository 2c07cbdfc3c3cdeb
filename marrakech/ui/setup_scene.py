"""Marrakech setup: 2-4 players, names, carpet colours (two each with two players), human or
computer, and the end-of-turn variant. The seats, Start and Back are common.ui.new_game's."""

from __future__ import annotations

from typing import Any

import pygame

from common.core.i18n import N_, _
from common.ui.new_game import NewGameScene
from common.ui.settings import save_settings
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.art import rug_surface
from marrakech.ui.palette import CARPET_COLOURS, colour_name
from marrakech.ui.session import MarrakechSession, Seat


class SetupScene(NewGameScene):
    game = "marrakech"
    default_count = 2
    default_names = ("Amira", "Karim", "Leila", "Omar")
    palette_size = len(CARPET_COLOURS)
    box_size = (1180, 820)  # a large window gets a larger card (rows, words, the summary)
    rows_in_box = 14

    def seat_spacing(self) -> float:
        """Four seats stand closer: the rules summary below keeps its room."""
        return 1.3 if self.players < 4 else 1.1

    colour_hint = N_("Click a carpet for another colour.")
    colour_now = (
        N_("{name} plays the {colour} carpets now."),
        N_("{name} plays the {colour} and the {other} carpets now."),
    )

    title = N_("Marrakech: a new game")
    count_tooltip = N_("How many players sit at the table")

    def add_options(self) -> None:
        self.variant = self.add_check_box(
            _("Turn Assam at the end of your turn (variant)"),
            _("After placing your carpet you turn Assam; the next player rolls at once."),
        )
        # What Undo allows is said here, before the first roll; the choice is a setting, kept
        # for the next game (the Settings dialog has the same box).
        self.practice = self.add_check_box(
            _("Practice: Undo may take back a roll"),
            _(
                "Without it, Undo takes back your moves only until the next die is rolled, so no "
                "one can try the die again. With it, a new move after such an undo rolls "
                "afresh, and the game is marked as practice."
            ),
        )

    def __init__(self, app, *args: Any, **kwargs: Any) -> None:
        super().__init__(app, *args, **kwargs)
        self.practice.checked = app.settings.practice

    def start(self) -> None:
        if self.practice.checked != self.app.settings.practice:
            self.app.settings.practice = self.practice.checked
            save_settings(self.app.settings)
        super().start()

    def options_table(self) -> dict[str, Any]:
        """The variant, kept with the last table (common.ui.new_game keeps and recalls it)."""
        return {"variant": self.variant.checked}

    def recall_options(self, options: dict[str, Any]) -> None:
        if isinstance(options.get("variant"), bool):
            self.variant.checked = options["variant"]

    def rules_summary(self) -> str:
        """The rules in a few sentences, for the table being set: the variant's turn at the
        end, and two players' two colours, said when chosen."""
        if self.variant.checked:
            turn = _("On your turn, roll: Assam walks that many squares.")
        else:
            turn = _(
                "On your turn, turn Assam a quarter turn or not at all and roll: he walks that "
                "many squares."
            )
        parts = [
            turn,
            _(
                "On another player's carpet, pay them a dirham for each square of that colour "
                "joined to his."
            ),
            _(
                "Then lay a carpet on two squares, one next to Assam; it may cover half a "
                "carpet, never a whole one."
            ),
        ]
        if self.variant.checked:
            parts.append(_("Last, turn Assam a quarter turn or not at all for the next player."))
        if self.players == 2:
            parts.append(_("With two players each has two colours, and both count."))
        parts.append(_("At the end, dirhams plus visible squares of your colour: the most wins."))
        return " ".join(parts)

    def summary_top(self) -> int:
        return self.practice.rect.bottom + self.row_h // 3

    def colour_slots(self) -> int:
        return 2 if self.players == 2 else 1

    def layout_options(self, top: int, left: int, pad: int) -> None:
        height = int(self.row_h * (0.75 if self.players < 4 else 0.65))  # four: room for words
        self.variant.rect = pygame.Rect(left, top, self.box.width - 4 * pad, height)
        self.practice.rect = self.variant.rect.move(0, height + pad // 2)

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
