"""The veil under a modal window darkens the whole window, at every size it is drawn on, the
same as a cover made afresh each frame (it is made once per size now)."""

from __future__ import annotations

import pygame

from common.ui.draw import veil


def fresh_cover_over(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(colour)
    cover = pygame.Surface(size, pygame.SRCALPHA)
    cover.fill((20, 12, 8, 150))
    surface.blit(cover, (0, 0))
    return surface


def test_the_veil_darkens_every_pixel_of_windows_of_any_size():
    for size, colour in [((64, 40), (255, 255, 255)), ((30, 90), (200, 100, 50))] * 2:
        surface = pygame.Surface(size)
        surface.fill(colour)
        veil(surface)
        expected = fresh_cover_over(size, colour)
        for corner in [(0, 0), (size[0] - 1, size[1] - 1)]:
            assert surface.get_at(corner) == expected.get_at(corner)
            assert surface.get_at(corner)[0] < colour[0]
