"""A tooltip stands beside the button it explains, never over the button's label."""

from __future__ import annotations

import pygame

from common.ui.draw import tooltip


def test_a_tooltip_never_covers_the_hovered_button():
    pygame.init()
    window = pygame.Surface((1024, 640))
    for button in (
        pygame.Rect(20, 20, 200, 40),  # at the top: the tip goes below
        pygame.Rect(800, 580, 200, 40),  # bottom right: above
        pygame.Rect(400, 300, 200, 40),
    ):
        window.fill((0, 0, 0))
        pygame.draw.rect(window, (200, 100, 50), button)
        mouse = button.center
        tooltip(window, "Take back your last move (Ctrl+Z)", mouse, 14, beside=button)
        assert all(
            window.get_at((x, y))[:3] == (200, 100, 50)
            for x in range(button.left, button.right, 5)
            for y in range(button.top, button.bottom, 5)
        )
