"""What both games' results screens share: a card on a dusk background with its buttons along
its bottom edge (Back to title also Esc; Tab and Enter press any), and a player's band. Enter
alone starts nothing: a key still held from the last move (Enter plays a hint) never throws
the results away for a new game."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from common.core.i18n import _
from common.core.record import GameRecord
from common.core.review import GameReview
from common.ui.draw import ellipsize, fitting_size, text, vertical_gradient
from common.ui.layout import centred_card
from common.ui.scene import Scene
from common.ui.table_parts import SeatBase
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, INDIGO_DARK, TERRACOTTA_DARK, font
from common.ui.widgets import Button, WidgetGroup

ROW_FILL = (250, 240, 220)


def draw_player_row(surface: pygame.Surface, row: pygame.Rect, won: bool, time: float) -> None:
    """A player's band on a results card; a winner's pulses in gold for the first seconds."""
    if won:
        glow = 0.5 + 0.5 * math.sin(min(time, 3.0) * 4)
        pygame.draw.rect(
            surface, GOLD_LIGHT, row.inflate(int(6 * glow), int(6 * glow)), border_radius=12
        )
    pygame.draw.rect(surface, ROW_FILL, row, border_radius=10)


def place_buttons(box: pygame.Rect, buttons, top: int, height: int) -> None:
    """Buttons side by side along a card's bottom edge, as wide as they can be."""
    gap = 20
    width = (box.width - 60 - (len(buttons) - 1) * gap) // len(buttons)
    for i, button in enumerate(buttons):
        button.rect = pygame.Rect(box.left + 30 + i * (width + gap), top, width, height)


def the_person(seats: Sequence[SeatBase]) -> int | None:
    """The seat of the one person at a table against the computer (a seat with no level);
    None at a table of several people passing the mouse (no one in particular asks)."""
    people = [q for q, seat in enumerate(seats) if seat.level is None]
    return people[0] if len(people) == 1 else None


class ResultsCard(Scene):
    """Subclasses create self.widgets, self.again, self.title and self.record before __init__."""

    card_size = (880, 600)  # the largest the card grows
    widgets: WidgetGroup
    again: Button
    title: Button
    record: GameRecord
    background: pygame.Surface  # made by layout, on entry and on resize
    practice_rect: pygame.Rect | None = None  # the practice badge, once drawn

    def add_replay_and_review(self, review_tip: str) -> None:
        """The Replay, Review and Practice buttons; the game opens the first two
        (open_replay, open_review)."""
        self.replay = self.widgets.add(
            Button(_("Replay"), self.open_replay, tooltip=_("Step through the game move by move"))
        )
        self.review_button = self.widgets.add(Button(_("Review"), self.open_review, review_tip))
        self.practice_button = self.widgets.add(
            Button(
                _("Practice"),
                self.open_practice,
                tooltip=_("Find better moves where your reviewed games went wrong"),
            )
        )

    def open_practice(self) -> None:
        """The Practice screen over the results (its Back comes back here)."""
        self.app.nav.practice()

    def open_replay(self, review: GameReview | None = None, at: int = 0) -> None:
        """The game's replay of the record (with the review's marks, when given), showing the
        position after `at` actions."""
        raise NotImplementedError

    def open_review(self) -> None:
        """The review of the game over the results (common.ui.review_scene)."""
        raise NotImplementedError

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = centred_card(size, self.card_size, (60, 50))
        button_h = max(40, size[1] // 16)
        self.again.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.again.rect.bottomright = (self.box.right - 30, self.box.bottom - 22)
        self.title.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.title.rect.bottomleft = (self.box.left + 30, self.box.bottom - 22)

    def draw_practice_mark(self, surface: pygame.Surface) -> None:
        """A game that used practice take-backs says so: a badge on the card's top edge; an
        online game says there whether its dice matched the server's promise."""
        self.practice_rect = None
        checked = self.record.meta.get("dice_check")
        if isinstance(checked, str) and checked:
            # the whole line where it fits (smaller type before any cut), clear of the badge
            badge = self.box.width // 3 if self.record.chance.practised else 0
            room = self.box.width - 80 - badge
            size = fitting_size(checked, max(13, self.again.rect.height * 2 // 5), room - 40)
            words = ellipsize(checked, size, room - size * 2)
            rect = pygame.Rect(0, 0, font(size).size(words)[0] + size * 2, int(size * 1.9))
            rect.center = (self.box.left + 40 + rect.width // 2, self.box.top)
            pygame.draw.rect(surface, INDIGO_DARK, rect, border_radius=rect.height // 2)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=rect.height // 2)
            text(surface, words, size, CREAM, center=rect.center)
        if not self.record.chance.practised:
            return
        badge = _("Practice game")
        size = max(14, self.again.rect.height * 2 // 5)
        rect = pygame.Rect(0, 0, font(size, True).size(badge)[0] + size * 2, int(size * 1.9))
        rect.center = (self.box.right - 40 - rect.width // 2, self.box.top)
        pygame.draw.rect(surface, TERRACOTTA_DARK, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=rect.height // 2)
        text(surface, badge, size, CREAM, bold=True, center=rect.center)
        self.practice_rect = rect

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.title.on_click()
        else:
            self.widgets.handle(event)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.practice_rect is not None and self.practice_rect.collidepoint(pos):
            return _("Practice game: moves were taken back after the die")
        return self.widgets.tooltip_at(pos)
