"""Rules pages: a title, words and a picture per page, turned with the arrow keys or buttons.
Each game supplies its pages; pictures are drawn by the game's own renderer."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from common.core.i18n import _
from common.ui.draw import fitting_size, panel, text, text_block
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, INK, MUTED, SAND, TERRACOTTA_DARK, shade
from common.ui.widget_button import Button
from common.ui.widgets import WidgetGroup


@dataclass
class RulesPage:
    title: str
    body: str
    picture: Callable[[pygame.Surface, pygame.Rect], None] | None = None


class RulesScene(Scene):
    """Modal: Left/Right (or the buttons) turn pages, Esc closes."""

    modal = True

    def __init__(
        self,
        app,
        game_title: str,
        pages: Sequence[RulesPage],
        learn: Callable[[], None] | None = None,
    ) -> None:
        """`learn` opens the game's guided first game (a button of its own), if it has one."""
        self.game_title = game_title
        self.pages = list(pages)
        self.page = 0
        self.widgets = WidgetGroup()
        self.back = self.widgets.add(Button(_("◀ Back"), self.previous, tooltip=_("Left arrow")))
        self.next = self.widgets.add(
            Button(_("Next ▶"), self.forward, primary=True, tooltip=_("Right arrow"))
        )
        self.close_button = self.widgets.add(Button(_("Close"), self.close, tooltip=_("Esc")))
        self.learn = learn and self.widgets.add(
            Button(_("Learn by playing"), lambda: self._learn(learn))
        )
        self.box = pygame.Rect(0, 0, 0, 0)
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 40, 1200), min(h - 40, 760))
        self.box.center = (w // 2, h // 2)
        pad = max(16, self.box.height // 30)
        button_h = max(38, h // 17)
        inner_top = self.box.top + pad * 4
        inner_bottom = self.box.bottom - pad * 2 - button_h
        side = min(inner_bottom - inner_top, int(self.box.width * 0.5))
        self.picture_rect = pygame.Rect(self.box.left + pad, inner_top, side, side)
        self.text_rect = pygame.Rect(
            self.picture_rect.right + pad * 2,
            inner_top,
            self.box.right - pad * 3 - self.picture_rect.right,
            inner_bottom - inner_top,
        )
        row = [self.back, self.close_button, *([self.learn] if self.learn else []), self.next]
        width = (self.box.width - (len(row) + 1) * pad) // len(row)
        for i, button in enumerate(row):
            button.rect = pygame.Rect(
                self.box.left + pad + i * (width + pad), inner_bottom + pad, width, button_h
            )

    def previous(self) -> None:
        self.page = max(0, self.page - 1)

    def forward(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def _learn(self, learn: Callable[[], None]) -> None:
        self.close()
        learn()

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN:
            actions = {
                pygame.K_LEFT: self.previous,
                pygame.K_RIGHT: self.forward,
                pygame.K_ESCAPE: self.close,
                pygame.K_RETURN: self.forward,
            }
            if event.key in actions:
                actions[event.key]()
                return
        self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.back.enabled = self.page > 0
        self.next.enabled = self.page < len(self.pages) - 1
        return False

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 8, 170))
        surface.blit(veil, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=18)
        page = self.pages[self.page]
        size = max(16, self.box.height // 34)
        room = self.box.right - size - self.text_rect.left
        title_size = fitting_size(page.title, int(size * 1.5), room, bold=True)
        text(
            surface,
            page.title,
            title_size,
            TERRACOTTA_DARK,
            bold=True,
            topleft=(self.text_rect.left, self.box.top + size),
        )
        text(
            surface,
            f"{self.game_title} · {self.page + 1}/{len(self.pages)}",
            int(size * 0.8),
            MUTED,
            topleft=(self.picture_rect.left, self.box.top + int(size * 1.5)),
        )
        pygame.draw.rect(surface, shade(SAND, 0.9), self.picture_rect, border_radius=12)
        if page.picture is not None:
            clip = surface.get_clip()
            surface.set_clip(self.picture_rect)
            page.picture(surface, self.picture_rect.inflate(-8, -8))
            surface.set_clip(clip)
        body = self.text_rect.copy()
        body.top += size * 2
        text_block(surface, page.body, size, body, INK)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.widgets.tooltip_at(pos)
