"""Buttons, labels, text fields, choices and check boxes. A scene places them in layout()."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from common.ui.draw import fitting_size, panel, tail_that_fits, text
from common.ui.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    INDIGO,
    INK,
    MUTED,
    SAND,
    TERRACOTTA,
    TERRACOTTA_DARK,
    Colour,
    font,
    shade,
)

__all__ = ["Button", "CheckBox", "Choice", "Label", "TextField", "WidgetGroup", "fitting_size"]


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


class Button(Widget):
    """A button with hover, pressed and disabled looks; on_click runs on release inside it."""

    def __init__(
        self,
        label: str,
        on_click: Callable[[], None],
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
        hover = self.enabled and self.rect.collidepoint(pygame.mouse.get_pos())
        base = TERRACOTTA if self.primary else INDIGO
        if not self.enabled:
            fill, ink = mix_disabled(base), shade(CREAM, 0.75)
        elif self.pressed:
            fill, ink = shade(base, 0.75), CREAM
        elif hover:
            fill, ink = shade(base, 1.18), GOLD_LIGHT
        else:
            fill, ink = base, CREAM
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        radius = max(6, self.rect.height // 4)
        panel(
            surface,
            rect,
            fill,
            GOLD if (hover or self.primary) and self.enabled else None,
            radius=radius,
            shadow=not self.pressed,
        )
        size = fitting_size(self.label, self.text_size(), rect.width - self.text_size(), True)
        text(surface, self.label, size, ink, bold=True, center=rect.center)


def mix_disabled(colour: Colour) -> Colour:
    grey = sum(colour) // 3
    return tuple((c + grey * 2) // 3 for c in colour)


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


class TextField(Widget):
    """One line of text input (player names). Click to focus; typing edits; Enter/Tab leaves."""

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


class Choice(Widget):
    """A row of segments, one selected (e.g. 2 / 3 / 4 players, or Human / Computer)."""

    def __init__(
        self,
        options: Sequence[str],
        selected: int,
        on_change: Callable[[int], None] | None = None,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(tooltip)
        self.options = list(options)
        self.selected = selected
        self.on_change = on_change

    def step(self, direction: int) -> None:
        """Select the next (+1) or previous (-1) option, as the keyboard does."""
        self.selected = (self.selected + direction) % len(self.options)
        if self.on_change is not None:
            self.on_change(self.selected)

    def segment(self, i: int) -> pygame.Rect:
        edges = self._edges()
        left, right = round(edges[i]), round(edges[i + 1])
        return pygame.Rect(left, self.rect.top, right - left, self.rect.height)

    def _needs(self) -> list[int]:
        """Each option's words at full size, bold as when chosen, with a margin."""
        size = self.text_size()
        return [font(size, True).size(option)[0] + size * 3 // 5 for option in self.options]

    def _edges(self) -> list[float]:
        """Segment borders: each option's own words plus an equal share of what is left (a
        long "Български" stays full size beside short ones); equal if the words cannot fit."""
        needs = self._needs()
        spare = self.rect.width - sum(needs)
        if spare < 0:
            needs, spare = [0] * len(needs), self.rect.width
        edges = [float(self.rect.left)]
        for need in needs:
            edges.append(edges[-1] + need + spare / len(needs))
        return edges

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.options)):
                if self.segment(i).collidepoint(event.pos):
                    if i != self.selected:
                        self.selected = i
                        if self.on_change is not None:
                            self.on_change(i)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = max(4, self.rect.height // 4)
        pygame.draw.rect(surface, shade(SAND, 0.9), self.rect, border_radius=radius)
        # one size for every option: none shrinks alone beside full-size neighbours
        size = min(
            fitting_size(option, self.text_size(), self.segment(i).width - 10, True)
            for i, option in enumerate(self.options)
        )
        for i, option in enumerate(self.options):
            seg = self.segment(i).inflate(-4, -4)
            if i == self.selected:
                pygame.draw.rect(surface, TERRACOTTA, seg, border_radius=radius)
                colour = CREAM
            else:
                colour = TERRACOTTA_DARK if seg.collidepoint(pygame.mouse.get_pos()) else MUTED
            bold = i == self.selected
            text(
                surface,
                option,
                size,
                colour,
                bold=bold,
                center=seg.center,
            )


class CheckBox(Widget):
    def __init__(self, label: str, checked: bool, tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.label = label
        self.checked = checked

    def text_size(self) -> int:
        return max(12, int(self.rect.height * 0.58))

    def handle(self, event: pygame.event.Event) -> bool:
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.visible and clicked and self.rect.collidepoint(event.pos):
            self.checked = not self.checked
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        box = pygame.Rect(self.rect.left, self.rect.top, self.rect.height, self.rect.height)
        radius = max(3, box.height // 5)
        pygame.draw.rect(surface, CREAM, box, border_radius=radius)
        pygame.draw.rect(surface, TERRACOTTA_DARK, box, width=2, border_radius=radius)
        if self.checked:
            a = (box.left + box.width * 0.22, box.top + box.height * 0.52)
            b = (box.left + box.width * 0.42, box.top + box.height * 0.74)
            c = (box.left + box.width * 0.8, box.top + box.height * 0.28)
            pygame.draw.lines(surface, TERRACOTTA, False, [a, b, c], max(2, box.height // 7))
        text(
            surface,
            self.label,
            self.text_size(),
            INK,
            midleft=(box.right + box.height // 2, box.centery),
        )


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class WidgetGroup:
    """The widgets of a scene: routes events, draws them, finds tooltips, and gives keyboard
    players a focus: Tab / Shift+Tab move it, Enter or Space press the focused button or box,
    Left / Right change a focused choice. A mouse click puts the focus away again."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.keyboard_focus: Widget | None = None

    def add(self, widget: Widget) -> Widget:
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
        for widget in self.widgets:
            if isinstance(widget, TextField) and widget.focused:
                return widget
        return None
