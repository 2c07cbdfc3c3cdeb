"""The WidgetGroup that routes a scene's events to its widgets, draws them, finds their tooltips
and moves the keyboard's focus. Its own module so a screen of buttons alone (the title, at start)
loads no other kind of control: the group knows the others when it meets one
(common.ui.widgets names them all for the scenes that place them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

import pygame

from common.ui.theme import GOLD_LIGHT
from common.ui.widget_base import Label, Widget
from common.ui.widget_button import Button

if TYPE_CHECKING:
    from common.ui.widget_text_field import TextField

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
W = TypeVar("W", bound=Widget)


class WidgetGroup:
    """The widgets of a scene: routes events, draws them, finds tooltips, and gives keyboard
    players a focus: Tab / Shift+Tab move it, Enter or Space press the focused button or box,
    Left / Right change a focused choice. A mouse click puts the focus away again."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.keyboard_focus: Widget | None = None

    def add(self, widget: W) -> W:
        """Add the widget; it is returned as the kind it is (a Button stays a Button)."""
        self.widgets.append(widget)
        return widget

    def _focusable(self) -> list[Widget]:
        return [
            w
            for w in self.widgets
            if w.visible and getattr(w, "enabled", True) and not isinstance(w, Label)
        ]

    def _move_focus(self, step: int) -> None:
        order = self._focusable()
        if not order:
            self.keyboard_focus = None
            return
        if self.keyboard_focus in order:
            index = (order.index(self.keyboard_focus) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        self.keyboard_focus = order[index]

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The keyboard part of handle(); scenes call it before their own keys."""
        if event.type != pygame.KEYDOWN:
            return False
        typing = self.focused_field()
        if event.key == pygame.K_TAB and typing is None:
            self._move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        widget = self.keyboard_focus
        if widget is None or typing is not None or widget not in self._focusable():
            return False
        from common.ui.widget_choices import CheckBox, Choice  # a scene with them loaded them
        from common.ui.widget_text_field import TextField

        if event.key in ACTIVATE_KEYS:
            if isinstance(widget, Button):
                widget.on_click()
            elif isinstance(widget, CheckBox):
                widget.checked = not widget.checked
            elif isinstance(widget, TextField):
                widget.focused = True
                pygame.key.start_text_input()
            elif isinstance(widget, Choice):
                widget.step(1)
            return True
        if isinstance(widget, Choice) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            widget.step(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.handle_key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.keyboard_focus = None
        used = False
        for widget in self.widgets:
            used = widget.handle(event) or used
        return used

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)
        focus = self.keyboard_focus
        if focus is not None and focus in self._focusable():
            ring = focus.rect.inflate(8, 8)
            pygame.draw.rect(surface, GOLD_LIGHT, ring, width=3, border_radius=10)

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The visible widget with a tooltip under pos (its tooltip goes beside it)."""
        for widget in reversed(self.widgets):
            if widget.visible and widget.tooltip and widget.rect.collidepoint(pos):
                return widget
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.tooltip and widget.rect.collidepoint(pos):
                return widget.tooltip
        return None

    def focused_field(self) -> TextField | None:
        from common.ui.widget_text_field import TextField  # a scene that has one loaded it

        for widget in self.widgets:
            if isinstance(widget, TextField) and widget.focused:
                return widget
        return None
