"""The title screen: resume an unfinished game (one per game can wait), pick a game, or quit."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from common.core.i18n import _
from common.ui.draw import text, vertical_gradient
from common.ui.scene import Scene
from common.ui.settings_scene import SettingsScene
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, INDIGO_DARK, TERRACOTTA, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup

GameEntry = tuple[str, str, Callable[[], None]]  # label, tooltip, start


class TitleScene(Scene):
    def __init__(
        self,
        app,
        games: Sequence[GameEntry],
        version: str = "",
        resume: Sequence[GameEntry] = (),
        load: Callable[[], None] | None = None,
        rules: Callable[[], None] | None = None,
        note: str | None = None,
    ) -> None:
        self.widgets = WidgetGroup()
        self.resume_buttons = [
            self.widgets.add(Button(label, start, tooltip=tip, primary=True))
            for label, tip, start in resume
        ]
        self.resume_button = self.resume_buttons[0] if self.resume_buttons else None
        self.game_buttons = [
            self.widgets.add(Button(label, start, tooltip=tip, primary=not resume))
            for label, tip, start in games
        ]
        self.load_button = None
        if load is not None:
            self.load_button = self.widgets.add(
                Button(_("Load game"), load, tooltip=_("Open a game saved from the pause menu"))
            )
        self.rules_button = None
        if rules is not None:
            self.rules_button = self.widgets.add(
                Button(_("Rules"), rules, tooltip=_("How each game is played, with pictures"))
            )
        self.settings_button = self.widgets.add(
            Button(
                _("Settings"),
                self._open_settings,
                tooltip=_("Language, animations, sound, full screen, colour-blind patterns"),
            )
        )
        self.quit_button = self.widgets.add(Button(_("Quit"), app.quit))
        self.note = note
        self.version = version
        self.background: pygame.Surface | None = None
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = _market_backdrop(size)
        w, h = size
        buttons = [
            *self.resume_buttons,
            *self.game_buttons,
            self.load_button,
            self.rules_button,
            self.settings_button,
            self.quit_button,
        ]
        buttons = [b for b in buttons if b is not None]
        y = int(h * 0.38)
        room = h - y - (h // 10 if self.note else h // 28)  # two Resume buttons must fit too
        step = min(int(max(44, h // 15) * 1.22), room // len(buttons))
        button_w, button_h = max(280, w // 4), int(step / 1.22)
        for button in buttons:
            button.rect = pygame.Rect(0, 0, button_w, button_h)
            button.rect.midtop = (w // 2, y)
            y += step

    def _open_settings(self) -> None:
        self.app.push(SettingsScene(self.app, self.app.nav.title))

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            (self.resume_button or self.game_buttons[0]).on_click()
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
            center=(w // 2, int(h * 0.17)),
            shadow=True,
        )
        text(
            surface,
            _("Marrakech and Bombay Bazar at one table"),
            max(16, h // 34),
            CREAM,
            center=(w // 2, int(h * 0.17) + size),
        )
        self.widgets.draw(surface)
        if self.note:
            text(surface, self.note, max(14, h // 50), GOLD_LIGHT, center=(w // 2, h - h // 14))
        if self.version:
            text(surface, self.version, max(12, h // 60), GOLD, midright=(w - 12, h - 14))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)


def _market_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Dusk over the market: a warm gradient, lanterns, and a striped awning along the top."""
    surface = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
    w, h = size
    glow = pygame.Surface(size, pygame.SRCALPHA)
    steps = 24
    for i in range(steps):
        radius = int(h * 0.6 * (1 - i / steps))
        pygame.draw.circle(glow, (255, 190, 110, 4), (w // 2, int(h * 0.36)), radius)
    surface.blit(glow, (0, 0))
    band = h // 12
    stripe = max(16, w // 32)
    for i, x in enumerate(range(0, w + stripe, stripe)):
        colour = TERRACOTTA if i % 2 == 0 else CREAM
        pygame.draw.rect(surface, colour, (x, 0, stripe, band))
        pygame.draw.circle(surface, colour, (x + stripe // 2, band), stripe // 2)
    pygame.draw.line(surface, GOLD, (0, band // 5), (w, band // 5), max(2, h // 300))
    for i in range(9):  # lanterns hanging from the awning
        x = int(w * (i + 0.5) / 9)
        drop = int(band * (1.6 + 0.5 * math.sin(i * 2.1)))
        pygame.draw.line(surface, GOLD, (x, band), (x, drop), max(1, h // 500))
        lamp = pygame.Rect(0, 0, max(8, h // 60), max(12, h // 40))
        lamp.midtop = (x, drop)
        halo = pygame.Surface((lamp.width * 6, lamp.width * 6), pygame.SRCALPHA)
        for ring in range(6):  # a soft glow: rings that add up towards the lamp
            radius = lamp.width * 3 * (1 - ring / 6)
            pygame.draw.circle(halo, (255, 200, 90, 9), halo.get_rect().center, radius)
        surface.blit(halo, halo.get_rect(center=lamp.center))
        pygame.draw.ellipse(surface, GOLD_LIGHT, lamp)
        pygame.draw.ellipse(surface, GOLD, lamp, max(1, h // 600))
    return surface


class Backdrop(Scene):
    """The title's market at dusk with nothing on it, under a dialog shown before the title."""

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = _market_backdrop(size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
