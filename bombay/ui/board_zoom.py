"""The final Bombay Bazar board, enlarged over the results to be looked at closely (with the rim's
cell names): a click, Esc or Enter goes back."""

from __future__ import annotations

import pygame

from bombay.rules.state import BombayState
from bombay.ui.renderer import board_picture
from common.core.i18n import _
from common.ui.draw import text
from common.ui.scene import Scene
from common.ui.theme import CREAM, Colour


class BoardZoom(Scene):
    modal = True

    def __init__(
        self, app, state: BombayState, colours: list[Colour], patterns: list[int] | None
    ) -> None:
        self.state, self.colours, self.patterns = state, colours, patterns
        self.picture: pygame.Surface | None = None
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        height = min(size[1] - size[1] // 10, int(size[0] / 1.02))
        self.picture = board_picture(self.state, self.colours, height, self.patterns)

    def handle(self, event: pygame.event.Event) -> None:
        closing_key = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if (closing_key or clicked) and self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 8, 215))
        surface.blit(veil, (0, 0))
        if self.picture is not None:  # made in layout(), before the first frame
            where = self.picture.get_rect(center=(w // 2, h // 2 - h // 40))
            surface.blit(self.picture, where)
        words = _("Click or press Esc to go back to the results")
        text(surface, words, max(13, h // 50), CREAM, center=(w // 2, h - h // 32))
