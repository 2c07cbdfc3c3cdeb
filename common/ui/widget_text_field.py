"""One line of text input (player names, a save's name)."""

from __future__ import annotations

import pygame

from common.ui.draw import tail_that_fits, text
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, INK, SAND, font, shade
from common.ui.widget_base import Widget

# Keys that only change what the next key does: pressing one keeps a Ctrl+A selection.
_MODIFIERS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_MODE,
    }
)


class TextField(Widget):
    """Click to focus; typing edits; Enter/Tab leaves."""

    def __init__(self, value: str, max_length: int = 16, tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.value = value
        self.max_length = max_length
        self.focused = False
        self.all_selected = False  # Ctrl+A: the next key replaces (or Backspace clears) it all

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused and not was:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            allowed = "".join(ch for ch in event.text if ch.isprintable())
            kept, self.all_selected = "" if self.all_selected else self.value, False
            self.value = (kept + allowed)[: self.max_length]
            return True
        if event.type == pygame.KEYDOWN:
            typed = getattr(event, "unicode", "")
            if event.key in _MODIFIERS or (
                typed.isprintable() and typed and not event.mod & pygame.KMOD_CTRL
            ):
                return True  # Shift, or a letter's key: its TEXTINPUT replaces what is selected
            selected, self.all_selected = self.all_selected, False
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.all_selected = bool(self.value)
            elif event.key == pygame.K_BACKSPACE:
                self.value = "" if selected else self.value[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
            return True  # keys typed into the field do nothing else
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = max(4, self.rect.height // 5)
        pygame.draw.rect(surface, CREAM, self.rect, border_radius=radius)
        border = GOLD if self.focused else shade(SAND, 0.7)
        pygame.draw.rect(surface, border, self.rect, width=2, border_radius=radius)
        size = self.text_size()
        shown = tail_that_fits(self.value, size, self.rect.width - size)
        at = (self.rect.left + size // 2, self.rect.centery)
        if self.focused and self.all_selected:  # the selection, as text fields show it
            band = pygame.Rect((at[0] - 2, 0), font(size).size(shown)).inflate(4, 0)
            pygame.draw.rect(surface, GOLD_LIGHT, band.move(0, at[1] - band.centery), 0, 3)
        r = text(surface, shown, size, INK, midleft=at)
        if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = r.right + 2
            pygame.draw.line(surface, INK, (x, self.rect.top + 6), (x, self.rect.bottom - 6), 2)
