"""The replay of a finished game, move by move, forwards and backwards: the buttons (first,
back, forward, last, close) and the keys (←/→, Home/End, Esc) both games can share. A game
subclasses ReplayScene, sets `bar` (where the buttons go) in `layout` and draws the shown
position in `draw_position`. The replay only reads the record's states: it never plays,
undoes or saves anything."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.scene import Scene
from common.ui.widgets import Button, WidgetGroup


class ReplayScene(Scene):
    """`index` is the number of actions shown (0: the table before the first move); it runs
    up to the record's cursor, the game's end."""

    def __init__(self, app, record: GameRecord, on_close: Callable[[], None]) -> None:
        self.record = record
        self.end = record.cursor
        self.index = 0
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.widgets = WidgetGroup()
        self.first = self.widgets.add(
            Button(
                _("« Start"),
                lambda: self.show(0),
                tooltip=_("The table before the first move (Home)"),
            )
        )
        self.back = self.widgets.add(
            Button(_("‹ Back"), lambda: self.show(self.index - 1), tooltip=_("One move back (←)"))
        )
        self.forward = self.widgets.add(
            Button(
                _("Next ›"),
                lambda: self.show(self.index + 1),
                primary=True,
                tooltip=_("One move on (→)"),
            )
        )
        self.last = self.widgets.add(
            Button(_("End »"), lambda: self.show(self.end), tooltip=_("The final position (End)"))
        )
        self.close = self.widgets.add(Button(_("Close replay"), on_close, tooltip=_("Esc")))
        super().__init__(app)
        self.show(0)

    def show(self, index: int) -> None:
        """Show the position after `index` actions (kept within the game)."""
        self.index = max(0, min(self.end, index))
        self.first.enabled = self.back.enabled = self.index > 0
        self.forward.enabled = self.last.enabled = self.index < self.end
        self.app.dirty = True

    def status(self) -> str:
        """Where the replay stands, in words."""
        if self.index == 0:
            return _("Replay: the table before the first move ({total} moves).").format(
                total=self.end
            )
        return _("Replay: move {n} of {total}.").format(n=self.index, total=self.end)

    def place_buttons(self) -> None:
        """The four steps on one row across `bar`'s top half, Close on the row below."""
        gap = max(6, self.bar.width // 60)
        row_h = (self.bar.height - gap) // 2
        step_w = (self.bar.width - 3 * gap) // 4
        for i, button in enumerate((self.first, self.back, self.forward, self.last)):
            button.rect = pygame.Rect(
                self.bar.left + i * (step_w + gap), self.bar.top, step_w, row_h
            )
        self.close.rect = pygame.Rect(self.bar.left, self.bar.bottom - row_h, self.bar.width, row_h)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_LEFT: self.index - 1,
                pygame.K_RIGHT: self.index + 1,
                pygame.K_HOME: 0,
                pygame.K_END: self.end,
            }
            if event.key in steps:
                self.show(steps[event.key])
                return
            if event.key == pygame.K_ESCAPE:
                self.close.on_click()
                return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_position(surface, self.record.state_at(self.index))
        self.widgets.draw(surface)

    def draw_position(self, surface: pygame.Surface, state) -> None:
        """Draw the shown position and what the game tells of it (a game's own)."""
        raise NotImplementedError

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)
