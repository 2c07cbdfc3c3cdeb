"""Bombay Bazar setup: solo or 2-4 players, names, colours, human or computer, tournament."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from bombay.rules.board import ELEPHANT_TABLE, ELEPHANTS_IN_PLAY
from bombay.rules.setup import Setup
from bombay.rules.tournament import DEFAULT_ROUNDS, Tournament
from bombay.ui.art import elephant_surface
from bombay.ui.palette import ELEPHANT_COLOURS, colour_name
from bombay.ui.session import BombaySession, Seat
from bombay.ui.storage import load_last_table, save_last_table
from common.core.i18n import _
from common.ui.computer import SEAT_LEVELS, seat_labels, seat_tooltip
from common.ui.draw import panel, text, text_block, vertical_gradient, wrap
from common.ui.scene import Scene
from common.ui.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    INDIGO_DARK,
    INK,
    MUTED,
    TERRACOTTA_DARK,
    font,
    shade,
)
from common.ui.widgets import Button, CheckBox, Choice, TextField, WidgetGroup

MAX_SEATS = 4
DEFAULT_NAMES = ("Priya", "Arjun", "Meera", "Ravi")
ROUND_CHOICES = (2, 3, 4, 5, 6, 8)


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
        return (
            rules
            + " "
            + _(
                "Playing alone, make the trunk long and leave few cells empty: "
                "beat your best score."
            )
        )
    return rules + " " + _("The longest trunk wins.")


class SetupScene(Scene):
    """Choose the table, then Start. Enter starts; Esc goes back."""

    def __init__(self, app, on_start: Callable[[BombaySession], None], on_back) -> None:
        self.on_start = on_start
        self.on_back = on_back
        self.widgets = WidgetGroup()
        self.count = self.widgets.add(
            Choice(
                [_("Solo"), "2", "3", "4"],
                1,
                self._count_changed,
                tooltip=_("Solo: one elephant, beat your best score. Or 2-4 players."),
            )
        )
        self.names = [
            self.widgets.add(TextField(_(n), tooltip=_("Click to type a name")))
            for n in DEFAULT_NAMES
        ]
        self.kinds = [
            self.widgets.add(Choice(seat_labels(), 0, tooltip=seat_tooltip()))
            for _i in range(MAX_SEATS)
        ]
        self.colours = [0, 1, 2, 3]
        self.colour_rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0) for _i in range(MAX_SEATS)]
        self.tournament = self.widgets.add(
            CheckBox(
                _("Tournament: medals over several rounds"),
                False,
                tooltip=_(
                    "Each round gives gold, silver and bronze; most golds wins, then silvers, "
                    "then bronzes."
                ),
            )
        )
        self.rounds = self.widgets.add(
            Choice(
                [str(n) for n in ROUND_CHOICES],
                ROUND_CHOICES.index(DEFAULT_ROUNDS),
                tooltip=_("How many rounds the tournament lasts"),
            )
        )
        self.start_button = self.widgets.add(
            Button(_("Start"), self.start, primary=True, tooltip=_("Start the game (Enter)"))
        )
        self.back_button = self.widgets.add(
            Button(_("Back"), on_back, tooltip=_("Back to the title (Esc)"))
        )
        self.background: pygame.Surface | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.recall(load_last_table())
        super().__init__(app)

    # --- the last table, kept for next time ---------------------------------------------------

    def table(self) -> dict[str, Any]:
        """The table as set up now: players, names, colours, levels, tournament, rounds."""
        return {
            "players": self.players,
            "seats": [
                {"name": self.names[s].value, "colour": self.colours[s], "kind": k.selected}
                for s, k in enumerate(self.kinds)
            ],
            "tournament": self.tournament.checked,
            "rounds": ROUND_CHOICES[self.rounds.selected],
        }

    def recall(self, table: dict[str, Any]) -> None:
        """Set up the table kept last time; a field that is not as written is left alone."""
        if table.get("players") in (1, 2, 3, 4):
            self.count.selected = table["players"] - 1
        seats = table.get("seats")
        if (
            isinstance(seats, list)
            and len(seats) == MAX_SEATS
            and all(isinstance(seat, dict) for seat in seats)
        ):
            colours = [seat.get("colour") for seat in seats]
            shades = range(len(ELEPHANT_COLOURS))
            seated = colours[: self.players]  # the seats in play wear different colours
            if all(type(c) is int and c in shades for c in colours) and len(set(seated)) == len(
                seated
            ):
                self.colours = colours
            for seat, field, kind in zip(seats, self.names, self.kinds, strict=True):
                if isinstance(seat.get("name"), str):
                    name = "".join(ch for ch in seat["name"] if ch.isprintable())
                    field.value = name[: field.max_length]
                if seat.get("kind") in range(len(kind.options)):
                    kind.selected = seat["kind"]
        if isinstance(table.get("tournament"), bool):
            self.tournament.checked = table["tournament"]
        if table.get("rounds") in ROUND_CHOICES:
            self.rounds.selected = ROUND_CHOICES.index(table["rounds"])

    @property
    def players(self) -> int:
        return self.count.selected + 1

    def _count_changed(self, _index: int) -> None:
        self.layout(self.size)

    def _cycle_colour(self, seat: int) -> None:
        used = {self.colours[s] for s in range(self.players) if s != seat}
        colour = self.colours[seat]
        for _step in range(len(ELEPHANT_COLOURS)):
            colour = (colour + 1) % len(ELEPHANT_COLOURS)
            if colour not in used:
                break
        self.colours[seat] = colour

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = pygame.Rect(0, 0, min(w - 60, 920), min(h - 60, 660))
        self.box.center = (w // 2, h // 2)
        row_h = max(36, self.box.height // 14)
        self.row_h = row_h
        pad = row_h // 3
        left = self.box.left + pad * 2
        y = self.box.top + int(row_h * 1.9)
        self.count.rect = pygame.Rect(left + int(self.box.width * 0.25), y, row_h * 6, row_h)
        y += int(row_h * 1.6)
        solo = self.players == 1
        for seat in range(MAX_SEATS):
            visible = seat < self.players
            self.names[seat].visible = visible
            self.kinds[seat].visible = visible and not solo
            self.colour_rects[seat] = pygame.Rect(
                left, y - row_h // 4, int(row_h * 1.5), int(row_h * 1.5)
            )
            name_left = self.colour_rects[seat].right + pad
            self.names[seat].rect = pygame.Rect(name_left, y, int(self.box.width * 0.3), row_h)
            self.kinds[seat].rect = pygame.Rect(
                self.names[seat].rect.right + int(self.box.width * 0.17),
                y,
                self.box.right - pad * 2 - self.names[seat].rect.right - int(self.box.width * 0.17),
                row_h,
            )
            if visible:  # three or four seats stand closer: the rules below keep their room
                y += int(row_h * (1.55 if self.players < 3 else 1.3))
        y += pad
        self.tournament.visible = self.rounds.visible = not solo
        rounds_w = int(row_h * 4.8)
        self.rounds.rect = pygame.Rect(
            self.box.right - pad * 2 - rounds_w, y - row_h // 8, rounds_w, row_h
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
            left, y + (int(row_h * 0.9) - height) // 2, label_left - pad - left, height
        )
        button_w = int(self.box.width * 0.28)
        self.start_button.rect = pygame.Rect(0, 0, button_w, row_h)
        self.start_button.rect.bottomright = (self.box.right - pad * 2, self.box.bottom - pad * 2)
        self.back_button.rect = pygame.Rect(0, 0, button_w, row_h)
        self.back_button.rect.bottomleft = (self.box.left + pad * 2, self.box.bottom - pad * 2)
        below = 1.3 if self.players <= 2 else 0.5  # under the solo or two-player line
        self.blurb = pygame.Rect(
            self.box.left + row_h * 2 // 3,
            self.tournament.rect.bottom + int(row_h * below),
            self.box.width - row_h * 4 // 3,
            self.start_button.rect.top - self.tournament.rect.bottom - int(row_h * (below + 0.2)),
        )

    def handle(self, event: pygame.event.Event) -> None:
        focused = self.widgets.focused_field()
        if event.type == pygame.KEYDOWN and focused is None:
            if event.key == pygame.K_ESCAPE:
                self.on_back()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat in range(self.players):
                if self.colour_rects[seat].collidepoint(event.pos):
                    self._cycle_colour(seat)
                    return
        self.widgets.handle(event)

    def session(self) -> BombaySession:
        n = self.players
        seats = [
            Seat(
                name=self.names[s].value.strip() or _("Player {n}").format(n=s + 1),
                level=SEAT_LEVELS[self.kinds[s].selected] if n > 1 else None,
                colour=self.colours[s],
            )
            for s in range(n)
        ]
        tournament = None
        if n > 1 and self.tournament.checked:
            tournament = Tournament(n, ROUND_CHOICES[self.rounds.selected])
        return BombaySession(Setup(n), seats, random.SystemRandom().randrange(1 << 62), tournament)

    def start(self) -> None:
        save_last_table(self.table())
        self.on_start(self.session())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, shade(CREAM, 0.97), GOLD, radius=20)
        row_h = self.row_h
        text(
            surface,
            _("Bombay Bazar: a new game"),
            int(row_h * 0.75),
            TERRACOTTA_DARK,
            bold=True,
            midleft=(self.box.left + row_h, self.box.top + int(row_h * 0.95)),
        )
        text(
            surface,
            _("Players"),
            int(row_h * 0.45),
            INK,
            bold=True,
            midleft=(self.box.left + row_h * 2 // 3, self.count.rect.centery),
        )
        elephants = ELEPHANTS_IN_PLAY[self.players]
        for seat in range(self.players):
            rect = self.colour_rects[seat]
            pattern = self.colours[seat] if self.app.settings.colour_blind else None
            icon = elephant_surface(
                ELEPHANT_COLOURS[self.colours[seat]], rect.width // 2, True, pattern
            )
            surface.blit(icon, icon.get_rect(center=rect.center))
            if rect.collidepoint(pygame.mouse.get_pos()):
                pygame.draw.rect(surface, GOLD_LIGHT, rect, 2, border_radius=6)
            name = self.names[seat].rect
            text(
                surface,
                place_label(elephants[seat]),
                int(row_h * 0.42),
                MUTED,
                midleft=(name.right + row_h // 3, name.centery),
            )
        if self.players == 1:
            solo = _(
                "Solo: the other three elephants are capped. Score = trunk − empty cells − "
                "unused segments."
            )
            left = self.box.left + row_h * 2 // 3
            words = pygame.Rect(
                left, self.tournament.rect.top, self.box.right - row_h * 2 // 3 - left, row_h * 2
            )
            text_block(surface, solo, int(row_h * 0.42), words, INK)
        elif self.players == 2:
            text(
                surface,
                _("Two players sit at opposite elephants."),
                int(row_h * 0.4),
                MUTED,
                midleft=(self.box.left + row_h * 2 // 3, self.tournament.rect.bottom + row_h * 0.6),
            )
        if self.rounds.visible:
            text(
                surface,
                _("rounds"),
                int(row_h * 0.42),
                MUTED,
                midright=(self.rounds.rect.left - row_h // 4, self.rounds.rect.centery),
            )
        pygame.draw.rect(surface, shade(CREAM, 0.93), self.blurb, border_radius=12)
        inside = self.blurb.inflate(-row_h * 2 // 3, -row_h // 3)
        text_block(surface, rules_summary(self.players == 1), self.summary_size(), inside, INK)
        self.widgets.draw(surface)

    def summary_size(self) -> int:
        """The rules summary's text size: as large as fits its box, never cut short."""
        inside = self.blurb.inflate(-self.row_h * 2 // 3, -self.row_h // 3)
        words = rules_summary(self.players == 1)
        size = int(self.row_h * 0.42)
        while (
            size > 11
            and len(wrap(words, size, inside.width)) * font(size).get_linesize() > inside.height
        ):
            size -= 1
        return size

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for seat in range(self.players):
            if self.colour_rects[seat].collidepoint(pos):
                return _("{colour}: click for another colour").format(
                    colour=colour_name(self.colours[seat]).capitalize()
                )
        return self.widgets.tooltip_at(pos)
