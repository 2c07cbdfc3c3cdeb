"""The title screen: pick a game, or quit."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from common.core.i18n import _
from common.ui.draw import text, vertical_gradient
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, INDIGO_DARK, TERRACOTTA, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup

GameEntry = tuple[str, str, Callable[[], None]]  # label, tooltip, start


class TitleScene(Scene):
    def __init__(self, app, games: Sequence[GameEntry], version: str = "") -> None:
        self.widgets = WidgetGroup()
        self.game_buttons = [
            self.widgets.add(Button(label, start, tooltip=tip, primary=True))
            for label, tip, start in games
        ]
        self.quit_button = self.widgets.add(Button(_("Quit"), app.quit))
        self.version = version
        self.background: pygame.Surface | None = None
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = _market_backdrop(size)
        w, h = size
        button_w, button_h = max(280, w // 4), max(48, h // 13)
        y = int(h * 0.52)
        for button in [*self.game_buttons, self.quit_button]:
            button.rect = pygame.Rect(0, 0, button_w, button_h)
            button.rect.midtop = (w // 2, y)
            y += int(button_h * 1.3)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.game_buttons[0].on_click()
        else:
            self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        w, h = self.size
        size = max(48, h // 7)
        text(
            surface,
            _("Bazaar"),
            size,
            GOLD_LIGHT,
            bold=True,
            center=(w // 2, int(h * 0.24)),
            shadow=True,
        )
        text(
            surface,
            _("Marrakech and Bombay Bazar at one table"),
            max(16, h // 34),
            CREAM,
            center=(w // 2, int(h * 0.24) + size),
        )
        self.widgets.draw(surface)
        if self.version:
            text(surface, self.version, max(12, h // 60), GOLD, midright=(w - 12, h - 14))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)


def _market_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Dusk over the market: a warm gradient with a row of striped awnings along the bottom."""
    surface = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
    w, h = size
    awning_h = h // 9
    stripe = max(12, w // 40)
    top = h - awning_h
    for i, x in enumerate(range(0, w + stripe, stripe)):
        colour = TERRACOTTA if i % 2 == 0 else CREAM
        pygame.draw.rect(surface, colour, (x, top, stripe, awning_h))
        # scalloped edge
        pygame.draw.circle(surface, colour, (x + stripe // 2, top), stripe // 2)
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(12):
        radius = int(h * 0.55 * (1 - i / 12))
        pygame.draw.circle(glow, (255, 200, 120, 6), (w // 2, int(h * 0.3)), radius)
    surface.blit(glow, (0, 0))
    for i in range(40):  # lanterns: a few warm dots
        x = (i * 97) % w
        y = int(h * 0.08 + (math.sin(i * 1.7) + 1) * h * 0.05)
        pygame.draw.circle(surface, GOLD, (x, y), max(2, h // 300))
    return surface
