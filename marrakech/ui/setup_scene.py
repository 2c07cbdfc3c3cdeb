"""Marrakech setup: 2-4 players, names, colours, human or computer, and the variant."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from common.core.i18n import _
from common.ui.computer import SEAT_LEVELS, seat_labels, seat_tooltip
from common.ui.draw import panel, text, vertical_gradient
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, INDIGO_DARK, INK, TERRACOTTA_DARK, shade
from common.ui.widgets import Button, CheckBox, Choice, TextField, WidgetGroup
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.art import rug_surface
from marrakech.ui.palette import CARPET_COLOURS, colour_name
from marrakech.ui.session import MarrakechSession, Seat

MAX_SEATS = 4
DEFAULT_NAMES = ("Amira", "Karim", "Leila", "Omar")


class SetupScene(Scene):
    """Choose the table, then Start. Enter starts; Esc goes back."""

    def __init__(self, app, on_start: Callable[[MarrakechSession], None], on_back) -> None:
        self.on_start = on_start
        self.on_back = on_back
        self.widgets = WidgetGroup()
        self.count = self.widgets.add(
            Choice(
                ["2", "3", "4"],
                2,
                self._count_changed,
                tooltip=_("How many players sit at the table"),
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
        # palette indices per seat: a second colour is used in 2-player games
        self.colours = [[0, 4], [1, 5], [2, 4], [3, 5]]
        self.colour_rects: list[list[pygame.Rect]] = [[] for _i in range(MAX_SEATS)]
        self.variant = self.widgets.add(
            CheckBox(
                _("Turn Assam at the end of your turn (variant)"),
                False,
                tooltip=_(
                    "After placing your carpet you turn Assam; the next player rolls at once."
                ),
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
        self._fix_two_player_colours()
        super().__init__(app)

    @property
    def players(self) -> int:
        return int(self.count.options[self.count.selected])

    def _count_changed(self, _index: int) -> None:
        self._fix_two_player_colours()
        self.layout(self.size)

    def _fix_two_player_colours(self) -> None:
        """Keep every colour in use distinct after the player count changes."""
        used: set[int] = set()
        for seat in range(self.players):
            for slot in range(2 if self.players == 2 else 1):
                colour = self.colours[seat][slot]
                while colour in used:
                    colour = (colour + 1) % len(CARPET_COLOURS)
                self.colours[seat][slot] = colour
                used.add(colour)

    def _cycle_colour(self, seat: int, slot: int) -> None:
        used = {
            self.colours[s][k]
            for s in range(self.players)
            for k in range(2 if self.players == 2 else 1)
            if (s, k) != (seat, slot)
        }
        colour = self.colours[seat][slot]
        for _step in range(len(CARPET_COLOURS)):
            colour = (colour + 1) % len(CARPET_COLOURS)
            if colour not in used:
                break
        self.colours[seat][slot] = colour

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = pygame.Rect(0, 0, min(w - 60, 900), min(h - 60, 620))
        self.box.center = (w // 2, h // 2)
        row_h = max(38, self.box.height // 13)
        pad = row_h // 3
        left = self.box.left + pad * 2
        y = self.box.top + int(row_h * 1.9)
        self.count.rect = pygame.Rect(left + int(self.box.width * 0.32), y, row_h * 4, row_h)
        y += int(row_h * 1.5)
        swatch = row_h
        for seat in range(MAX_SEATS):
            visible = seat < self.players
            self.names[seat].visible = self.kinds[seat].visible = visible
            slots = 2 if self.players == 2 else 1
            self.colour_rects[seat] = [
                pygame.Rect(left + k * (swatch + pad // 2), y, swatch, swatch) for k in range(slots)
            ]
            name_left = left + slots * (swatch + pad // 2) + pad
            self.names[seat].rect = pygame.Rect(name_left, y, int(self.box.width * 0.36), row_h)
            self.kinds[seat].rect = pygame.Rect(
                self.names[seat].rect.right + pad,
                y,
                self.box.right - pad * 2 - self.names[seat].rect.right - pad,
                row_h,
            )
            if visible:
                y += int(row_h * 1.3)
        y += pad
        self.variant.rect = pygame.Rect(left, y, self.box.width - 4 * pad, int(row_h * 0.75))
        button_w = int(self.box.width * 0.28)
        self.start_button.rect = pygame.Rect(0, 0, button_w, row_h)
        self.start_button.rect.bottomright = (self.box.right - pad * 2, self.box.bottom - pad * 2)
        self.back_button.rect = pygame.Rect(0, 0, button_w, row_h)
        self.back_button.rect.bottomleft = (self.box.left + pad * 2, self.box.bottom - pad * 2)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
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
                for slot, rect in enumerate(self.colour_rects[seat]):
                    if rect.collidepoint(event.pos):
                        self._cycle_colour(seat, slot)
                        return
        self.widgets.handle(event)

    def session(self) -> MarrakechSession:
        seats = [
            Seat(
                name=self.names[s].value.strip() or _("Player {n}").format(n=s + 1),
                level=SEAT_LEVELS[self.kinds[s].selected],
                colours=list(self.colours[s][: 2 if self.players == 2 else 1]),
            )
            for s in range(self.players)
        ]
        setup = MarrakechSetup(self.players, self.variant.checked)
        return MarrakechSession(setup, seats, random.SystemRandom().randrange(1 << 62))

    def start(self) -> None:
        self.on_start(self.session())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, shade(CREAM, 0.97), GOLD, radius=20)
        row_h = self.count.rect.height
        text(
            surface,
            _("Marrakech: a new game"),
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
        for seat in range(self.players):
            for slot, rect in enumerate(self.colour_rects[seat]):
                colour = CARPET_COLOURS[self.colours[seat][slot]]
                rug = rug_surface(colour, 1, rect.width)
                surface.blit(rug, rug.get_rect(center=rect.center))
                if rect.collidepoint(pygame.mouse.get_pos()):
                    pygame.draw.rect(surface, GOLD_LIGHT, rect, 2, border_radius=4)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for seat in range(self.players):
            for slot, rect in enumerate(self.colour_rects[seat]):
                if rect.collidepoint(pos):
                    return _("{colour}: click for another colour").format(
                        colour=colour_name(self.colours[seat][slot]).capitalize()
                    )
        return self.widgets.tooltip_at(pos)
