"""What both games' results screens share: a card on a dusk background with Play again (Enter)
and Back to title (Esc) along its bottom edge, keyboard focus for both, and a player's band."""

from __future__ import annotations

import math

import pygame

from common.ui.draw import vertical_gradient
from common.ui.layout import centred_card
from common.ui.scene import Scene
from common.ui.theme import GOLD_LIGHT, INDIGO_DARK, TERRACOTTA_DARK

ROW_FILL = (250, 240, 220)


def draw_player_row(surface: pygame.Surface, row: pygame.Rect, won: bool, time: float) -> None:
    """A player's band on a results card; a winner's pulses in gold for the first seconds."""
    if won:
        glow = 0.5 + 0.5 * math.sin(min(time, 3.0) * 4)
        pygame.draw.rect(
            surface, GOLD_LIGHT, row.inflate(int(6 * glow), int(6 * glow)), border_radius=12
        )
    pygame.draw.rect(surface, ROW_FILL, row, border_radius=10)


class ResultsCard(Scene):
    """Subclasses create self.widgets, self.again and self.title before calling __init__."""

    card_size = (880, 600)  # the largest the card grows

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = centred_card(size, self.card_size, (60, 50))
        button_h = max(40, size[1] // 16)
        self.again.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.again.rect.bottomright = (self.box.right - 30, self.box.bottom - 22)
        self.title.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.title.rect.bottomleft = (self.box.left + 30, self.box.bottom - 22)

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
        return self.widgets.tooltip_at(pos)
