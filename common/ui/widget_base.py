"""The widget every control is: a rect, a tooltip, shown or hidden; and the plain Label."""

from __future__ import annotations

import pygame

from common.ui.draw import text
from common.ui.theme import INK, Colour


class Widget:
    def __init__(self, tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.visible = True

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the widget used the event."""
        return False

    def draw(self, surface: pygame.Surface) -> None: ...

    def text_size(self) -> int:
        return max(12, int(self.rect.height * 0.42))


class Label(Widget):
    def __init__(self, message: str, colour: Colour = INK, bold: bool = False) -> None:
        super().__init__()
        self.message = message
        self.colour = colour
        self.bold = bold

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            text(
                surface,
                self.message,
                self.text_size(),
                self.colour,
                bold=self.bold,
                midleft=self.rect.midleft,
            )
