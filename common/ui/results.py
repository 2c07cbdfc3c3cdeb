"""What both games' results screens share: a card on a dusk background with Play again (Enter)
and Back to title (Esc) along its bottom edge, and keyboard focus for both."""

from __future__ import annotations

import pygame

from common.core.i18n import _
from common.ui.draw import text, vertical_gradient
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, INDIGO_DARK, TERRACOTTA_DARK, font


class ResultsCard(Scene):
    """Subclasses create self.widgets, self.again, self.title and self.record before __init__."""

    card_size = (880, 600)  # the largest the card grows

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = pygame.Rect(0, 0, min(w - 60, self.card_size[0]), min(h - 50, self.card_size[1]))
        self.box.center = (w // 2, h // 2)
        button_h = max(40, h // 16)
        self.again.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.again.rect.bottomright = (self.box.right - 30, self.box.bottom - 22)
        self.title.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.title.rect.bottomleft = (self.box.left + 30, self.box.bottom - 22)

    def draw_practice_mark(self, surface: pygame.Surface) -> None:
        """A game that used practice take-backs says so: a badge on the card's top edge."""
        self.practice_rect = None
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
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.again.on_click()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.title.on_click()
        else:
            self.widgets.handle(event)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if getattr(self, "practice_rect", None) and self.practice_rect.collidepoint(pos):
            return _("Practice game: moves were taken back after the die")
        return self.widgets.tooltip_at(pos)
