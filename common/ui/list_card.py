"""A card of lines over the screen below, one thing a line, scrolled with the wheel, a click on
a line doing what the screen says (My games, Open tables): the card's place and its rows, the
heading, each row's back (lighter under the mouse), the wheel and "▼ N more below"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from common.core.i18n import n_
from common.ui.draw import ellipsize, panel, text, veil
from common.ui.scene import Scene
from common.ui.theme import CREAM, GOLD, SAND, TERRACOTTA_DARK, shade


class ListCard(Scene):
    """Subclasses give `lines()` (what the rows show, from `first` on), `picked(line, pos)`
    (a click on a row) and place their buttons in `place_buttons` (`row`: a row's height)."""

    modal = True

    def __init__(self, app) -> None:
        self.first = 0  # the first line shown
        self.rows: list[pygame.Rect] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def lines(self) -> Sequence[Any]:
        raise NotImplementedError

    def picked(self, line: Any, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def place_buttons(self, row: int) -> None:
        raise NotImplementedError

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        row = max(48, size[1] // 13)
        visible = max(3, min(9, (size[1] - 5 * row) // row))
        self.box = pygame.Rect(0, 0, min(size[0] - 40, max(860, size[0] * 3 // 4)), 0)
        self.box.height = row * (visible + 3)
        self.box.center = (size[0] // 2, size[1] // 2)
        left, width = self.box.left + row // 2, self.box.width - row
        top = self.box.top + row * 3 // 2
        self.rows = [pygame.Rect(left, top + i * row, width, row - 6) for i in range(visible)]
        self.place_buttons(row)

    def shown(self) -> list[tuple[pygame.Rect, Any]]:
        """The rows with the lines they show."""
        return list(zip(self.rows, self.lines()[self.first :], strict=False))

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def handle_list(self, event: pygame.event.Event) -> bool:
        """Esc, the wheel and a click on a row; whether the event was one of them."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(self.first - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, line in self.shown():
                if rect.collidepoint(event.pos):
                    self.picked(line, event.pos)
                    return True
        return False

    def scroll(self, first: int) -> None:
        """Show the lines from `first` on (kept within the list)."""
        self.first = max(0, min(first, len(self.lines()) - len(self.rows)))
        self.app.dirty = True

    def text_size(self) -> int:
        return max(14, self.rows[0].height // 3)

    def draw_card(self, surface: pygame.Surface, heading: str) -> None:
        """The veil over the screen below, the card and its heading."""
        veil(surface)
        panel(surface, self.box, CREAM, GOLD, radius=18)
        size = int(self.text_size() * 1.4)
        words = ellipsize(heading, size, self.rows[0].width, True)
        centre_y = self.box.top + int(self.text_size() * 1.8)
        text(
            surface, words, size, TERRACOTTA_DARK, bold=True, midleft=(self.rows[0].left, centre_y)
        )

    def draw_row_back(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        hover = rect.collidepoint(pygame.mouse.get_pos())
        pygame.draw.rect(surface, shade(SAND, 1.12 if hover else 1.05), rect, border_radius=8)

    def draw_more(self, surface: pygame.Surface, left_of: pygame.Rect) -> None:
        """Left of `left_of` (a button): how many lines lie below the rows shown."""
        more = max(0, len(self.lines()) - self.first - len(self.rows))
        if not more:
            return
        size = int(self.text_size() * 0.8)
        words = n_("▼ {n} more below", "▼ {n} more below", more).format(n=more)
        room = left_of.left - self.rows[0].left - size
        centre = (self.rows[0].left, left_of.centery)
        text(
            surface,
            ellipsize(words, size, room, True),
            size,
            TERRACOTTA_DARK,
            bold=True,
            midleft=centre,
        )
