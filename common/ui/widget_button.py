"""The button, and its looks: raised and coloured while it can be pressed, flat and pale when it
cannot, so the two are told apart at a glance (issue 33: a greyed Undo looked like Menu)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from common.ui.draw import fitting_size, panel, text
from common.ui.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    INDIGO,
    TERRACOTTA,
    Colour,
    mix,
    shade,
)
from common.ui.widget_base import Widget

STONE = (214, 206, 194)  # what a button that cannot be pressed fades towards
DISABLED_INK = (128, 118, 108)


def mix_disabled(colour: Colour) -> Colour:
    """A button's colour when it cannot be pressed: greyed, then faded most of the way to pale
    stone (a dark, raised look is kept for what can be pressed)."""
    grey = sum(colour) // 3
    red, green, blue = ((c + grey * 2) // 3 for c in colour)
    greyed = (red, green, blue)
    return mix(greyed, STONE, 0.8)


class Button(Widget):
    """A button with hover, pressed and disabled looks; on_click runs on release inside it."""

    def __init__(
        self,
        label: str,
        on_click: Callable[[], object],  # what it returns is not used
        tooltip: str | None = None,
        primary: bool = False,
        enabled: bool = True,
    ) -> None:
        super().__init__(tooltip)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.enabled = enabled
        self.pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = max(6, self.rect.height // 4)
        if not self.enabled:
            self._draw_disabled(surface, radius)
            return
        hover = self.rect.collidepoint(pygame.mouse.get_pos())
        base = TERRACOTTA if self.primary else INDIGO
        if self.pressed:
            fill, ink = shade(base, 0.75), CREAM
        elif hover:
            fill, ink = shade(base, 1.18), GOLD_LIGHT
        else:
            fill, ink = base, CREAM
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        border = GOLD if hover or self.primary else None
        panel(surface, rect, fill, border, radius=radius, shadow=not self.pressed)
        self._label(surface, rect, ink)

    def _draw_disabled(self, surface: pygame.Surface, radius: int) -> None:
        """Flat (no shadow, no light), pale, a thin edge and muted words."""
        fill = mix_disabled(TERRACOTTA if self.primary else INDIGO)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, shade(fill, 0.8), self.rect, width=1, border_radius=radius)
        self._label(surface, self.rect, DISABLED_INK)

    def _label(self, surface: pygame.Surface, rect: pygame.Rect, ink: Colour) -> None:
        size = fitting_size(self.label, self.text_size(), rect.width - self.text_size(), True)
        text(surface, self.label, size, ink, bold=True, center=rect.center)
