"""Modal dialogs: a veil over the scene below and a panel with a message and buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from common.core.i18n import _
from common.ui.draw import panel, text, text_block, veil, wrap
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, INK, TERRACOTTA_DARK, font
from common.ui.widgets import Button, WidgetGroup, fitting_size

DialogChoice = tuple[str, Callable[[], object]]  # what the choice returns is not used


class Dialog(Scene):
    """A title, a message and a column of buttons. Esc takes the way out: the last choice
    unless escape_choice says otherwise (a pause menu's way out is Resume)."""

    modal = True

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: Sequence[DialogChoice],
        escape_choice: int = -1,
    ) -> None:
        self.title = title
        self.escape_choice = escape_choice
        self.body_top = 0
        self.message = message
        self.widgets = WidgetGroup()
        self.buttons: list[Button] = []
        for i, (label, action) in enumerate(choices):
            button = Button(label, self._closing(action), primary=i == 0)
            self.buttons.append(button)
            self.widgets.add(button)
        self.box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def _closing(self, action: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            if self.app.top is self:
                self.app.pop()
            action()

        return run

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        button_h = max(40, size[1] // 16)
        title_size = max(18, size[1] // 28)
        title_w = font(title_size, True).size(self.title)[0] + title_size * 2
        width = min(size[0] - 40, max(420, size[0] // 3, title_w))  # a long title widens it
        body_size = int(title_size * 0.7)
        lines = len(wrap(self.message, body_size, width - title_size * 2)) if self.message else 0
        self.body_top = title_size * 3
        body_h = lines * font(body_size).get_linesize()
        step = int(button_h * 1.25)
        height = self.body_top + body_h + button_h // 2 + step * len(self.buttons) + button_h // 3
        self.box = pygame.Rect(0, 0, width, min(height, size[1] - 20))
        self.box.center = (size[0] // 2, size[1] // 2)
        top = self.box.bottom - step * len(self.buttons) - button_h // 3
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, int(width * 0.7), button_h)
            button.rect.midtop = (self.box.centerx, top + i * step)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.buttons[self.escape_choice].on_click()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.buttons[0].on_click()

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface)
        panel(surface, self.box, CREAM, GOLD, radius=18)
        size = max(18, self.size[1] // 28)
        text(
            surface,
            self.title,
            fitting_size(self.title, size, self.box.width - size * 2, bold=True),
            TERRACOTTA_DARK,
            bold=True,
            center=(self.box.centerx, self.box.top + size * 1.4),
        )
        body = self.box.inflate(-size * 2, 0)
        body.top = self.box.top + self.body_top
        text_block(surface, self.message, int(size * 0.7), body, INK, align="center")
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)


def ask_to_quit(app, kept: str) -> Dialog:
    """Quit Bazaar from a menu, after one question that says what is kept (`kept`): a click
    meant for the button above never closes the window by itself."""
    return Dialog(
        app,
        _("Quit Bazaar?"),
        kept,
        [(_("Stay"), lambda: None), (_("Quit"), app.quit)],
        escape_choice=0,
    )
