"""Assam drawn in code, a merchant seen from above facing north: broad shoulders in a robe,
a wrapped turban with a jewel at the front, the nose and beard peeping out ahead
of it, hands forward and pointed babouches stepping out the way he walks. Drawn three times
larger and smoothed down, once per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from common.ui.theme import GOLD, GOLD_LIGHT, TERRACOTTA, TERRACOTTA_DARK, shade

ROBE = (34, 86, 96)  # a deep teal: apart from every carpet colour and from the floor
ROBE_DARK = shade(ROBE, 0.6)
SKIN = (196, 140, 98)
BEARD = (70, 46, 34)
TURBAN = (246, 238, 220)
TURBAN_FOLD = (206, 192, 164)
SUPERSAMPLE = 3


@lru_cache(maxsize=16)
def assam_surface(cell: int) -> pygame.Surface:
    """Assam from above, facing north (up), in a square of about one board square."""
    size = max(8, int(cell * 0.96))
    big = size * SUPERSAMPLE
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    _draw(s, big)
    return pygame.transform.smoothscale(s, (size, size))


def _draw(s: pygame.Surface, size: int) -> None:
    c = size / 2

    def at(dx: float, dy: float) -> tuple[float, float]:
        return c + dx * size, c + dy * size

    def ellipse(colour, centre, w, h, width=0):
        rect = pygame.Rect(0, 0, w * size, h * size)
        rect.center = at(*centre)
        pygame.draw.ellipse(s, colour, rect, width)

    line = max(2, size // 70)
    ellipse((0, 0, 0, 70), (0.05, 0.14), 0.7, 0.5)  # his shadow on the floor
    # the way he walks: a gold arrowhead ahead of him
    arrow = [at(0, -0.48), at(0.12, -0.36), at(0, -0.39), at(-0.12, -0.36)]
    pygame.draw.polygon(s, GOLD_LIGHT, arrow)
    pygame.draw.polygon(s, shade(GOLD, 0.5), arrow, line)
    # babouches, pointed and stepping forward out from under the robe
    for side in (-1, 1):
        x = side * 0.1
        tip = x + side * 0.015
        shoe = [at(tip, -0.35), at(x + 0.06, -0.22), at(x + 0.055, -0.1), at(x - 0.055, -0.1)]
        shoe.append(at(x - 0.06, -0.22))
        pygame.draw.polygon(s, TERRACOTTA, shoe)
        pygame.draw.polygon(s, GOLD, shoe, line)
    # the robe: shoulders broad across his walk, a gold hem and a seam down his back
    ellipse(ROBE_DARK, (0, 0.1), 0.72, 0.46)
    ellipse(ROBE, (0, 0.09), 0.66, 0.4)
    ellipse(GOLD, (0, 0.1), 0.72, 0.46, line)
    pygame.draw.line(s, GOLD, at(0, 0.16), at(0, 0.31), line)
    # sleeves reaching forward, hands at the front
    for side in (-1, 1):
        ellipse(shade(ROBE, 1.3), (side * 0.25, -0.03), 0.15, 0.28)
        ellipse(ROBE_DARK, (side * 0.25, -0.03), 0.15, 0.28, line)
        pygame.draw.circle(s, SKIN, at(side * 0.22, -0.17), size * 0.045)
        pygame.draw.circle(s, shade(SKIN, 0.7), at(side * 0.22, -0.17), size * 0.045, line)
    # face: beard and nose peeping out ahead of the turban
    ellipse(BEARD, (0, -0.09), 0.24, 0.2)
    ellipse(SKIN, (0, -0.12), 0.18, 0.12)
    nose = [at(0, -0.24), at(0.04, -0.13), at(-0.04, -0.13)]
    pygame.draw.polygon(s, shade(SKIN, 0.85), nose)
    pygame.draw.polygon(s, shade(SKIN, 0.6), nose, line)
    # the turban, wound round, its jewel at the front
    pygame.draw.circle(s, TURBAN_FOLD, at(0, 0.05), size * 0.17)
    pygame.draw.circle(s, TURBAN, at(0, 0.05), size * 0.155)
    for k, r in enumerate((0.125, 0.09, 0.055)):
        rect = pygame.Rect(0, 0, 2 * r * size, 2 * r * size)
        rect.center = at(0, 0.05)
        start = 0.6 + k * 1.1
        pygame.draw.arc(s, TURBAN_FOLD, rect, start, start + 3.6, line + 1)
    pygame.draw.circle(s, TERRACOTTA, at(0, 0.05), size * 0.03)
    pygame.draw.circle(s, GOLD_LIGHT, at(0, -0.075), size * 0.03)
    pygame.draw.circle(s, TERRACOTTA_DARK, at(0, -0.075), size * 0.03, line)


def assam_rotated(cell: int, degrees: float) -> pygame.Surface:
    """Assam turned clockwise by `degrees` (0 = north). Quarter turns stay pixel-exact."""
    base = assam_surface(cell)
    if degrees % 90 == 0:
        return pygame.transform.rotate(base, -degrees)
    return pygame.transform.rotozoom(base, -degrees, 1.0)
