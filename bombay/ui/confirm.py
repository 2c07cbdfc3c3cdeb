""" "Ask before placing": the question that waits between a legal drop and the move. The shell's
Dialog, placed clear of the cell it asks about, with that cell lit up through the veil so the
player sees the tile and the trunk it would grow while they decide."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from common.ui.dialogs import Dialog, DialogChoice
from common.ui.theme import font


class PlaceTileDialog(Dialog):
    """A Dialog that keeps off `avoid` (the cell in question, in window pixels) and, after the
    veil, calls `spotlight(surface)` to draw the tile in question again at full brightness."""

    def __init__(
        self,
        app,
        spotlight: Callable[[pygame.Surface], None],
        avoid: Callable[[], pygame.Rect],
        beside: Callable[[], pygame.Rect],
        title: str,
        message: str,
        choices: Sequence[DialogChoice],
    ) -> None:
        self.avoid = avoid
        self.beside = beside
        self.spotlight = spotlight
        self._lit: pygame.Surface | None = None
        super().__init__(app, title, message, choices)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        screen = pygame.Rect((0, 0), size).inflate(-20, -20)
        box = self.box.copy()
        title_size = max(18, size[1] // 28)  # as the Dialog draws its title
        needed = font(title_size, True).size(self.title)[0] + title_size * 2
        if needed > box.width:  # a long title (some languages): a wider question
            box.width = min(screen.width, needed)
            box.centerx = self.box.centerx
            for button in self.buttons:
                button.rect.width = int(box.width * 0.7)
                button.rect.centerx = box.centerx
        box.centerx = self.beside().centerx  # over the side panel, where the buttons live
        box.clamp_ip(screen)
        avoid = self.avoid()
        if box.colliderect(avoid):  # still over the cell: above or below it instead
            if avoid.centery > size[1] // 2:
                box.bottom = avoid.top - 12
            else:
                box.top = avoid.bottom + 12
            box.clamp_ip(screen)
        dx, dy = box.centerx - self.box.centerx, box.top - self.box.top
        self.box = box
        self._lit = None
        for button in self.buttons:
            button.rect.move_ip(dx, dy)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self._lit is None or self._lit.get_size() != surface.get_size():
            self._lit = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.spotlight(self._lit)  # drawn once: nothing moves while the question waits
            self._lit.fill((0, 0, 0, 0), self.box)  # the question stays on top
        surface.blit(self._lit, (0, 0))
