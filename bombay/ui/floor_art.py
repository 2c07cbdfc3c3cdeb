"""The bazaar floor drawn in code: a carved wooden border with a gold inlay, terracotta hex
tiles with grout and a rosette in each, and the elephants' cells; made once per size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from bombay.rules.board import CELLS, HEADS
from bombay.ui.palette import FLOOR_TILES, GROUT
from bombay.ui.trunk_geometry import Point, hex_points
from common.core.hexgrid import Layout, oddq_to_hex
from common.ui.draw import soft_shadow
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, TERRACOTTA_DARK, mix, shade


@lru_cache(maxsize=4)
def floor_surface(width: int, height: int, size: float, origin: Point) -> pygame.Surface:
    """The bazaar floor: a carved wooden border with a gold inlay, terracotta hex tiles with
    grout, a small star in each, and a round dais under each elephant."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = int(size * 0.5)
    soft_shadow(
        surface,
        rect.inflate(-int(size * 0.2), -int(size * 0.2)),
        radius,
        offset=max(3, int(size / 10)),
        alpha=120,
    )
    frame = rect.inflate(-int(size * 0.2), -int(size * 0.2))
    pygame.draw.rect(surface, TERRACOTTA_DARK, frame, border_radius=radius)
    pygame.draw.rect(
        surface,
        shade(TERRACOTTA_DARK, 1.25),
        frame.inflate(-int(size * 0.16), -int(size * 0.16)),
        width=max(2, int(size * 0.05)),
        border_radius=radius,
    )
    inlay = frame.inflate(-int(size * 0.34), -int(size * 0.34))
    pygame.draw.rect(surface, GOLD, inlay, width=max(1, int(size * 0.04)), border_radius=radius)
    # a row of small diamonds along the border
    step = size * 0.9
    for side in range(4):
        if side in (0, 2):
            y = frame.top + size * 0.1 if side == 0 else frame.bottom - size * 0.1
            xs = [
                frame.left + size * 0.8 + step * k
                for k in range(int((frame.width - size * 1.6) / step) + 1)
            ]
            pts = [(x, y) for x in xs]
        else:
            x = frame.left + size * 0.1 if side == 3 else frame.right - size * 0.1
            ys = [
                frame.top + size * 0.8 + step * k
                for k in range(int((frame.height - size * 1.6) / step) + 1)
            ]
            pts = [(x, y) for y in ys]
        for px, py in pts:
            d = size * 0.07
            pygame.draw.polygon(
                surface, GOLD_LIGHT, [(px, py - d), (px + d, py), (px, py + d), (px - d, py)]
            )
    grid = Layout.flat(size, origin)
    for cell in CELLS:
        p = grid.hex_to_pixel(oddq_to_hex(*cell))
        centre = (p.x, p.y)
        pygame.draw.polygon(surface, GROUT, hex_points(centre, size * 1.02))
        if cell in HEADS:
            pygame.draw.polygon(surface, shade(GROUT, 1.2), hex_points(centre, size * 0.94))
            continue
        col, row = cell
        base = FLOOR_TILES[(col + 2 * row + (col % 2)) % 3]
        pygame.draw.polygon(surface, shade(base, 0.82), hex_points(centre, size * 0.93))
        pygame.draw.polygon(surface, base, hex_points(centre, size * 0.86))
        star = mix(base, CREAM, 0.22)
        r = size * 0.2
        for offset in (0.0, math.pi / 6):  # a twelve-pointed rosette
            pts = [
                (
                    centre[0] + r * math.cos(offset + k * math.pi / 3),
                    centre[1] + r * math.sin(offset + k * math.pi / 3),
                )
                for k in range(6)
            ]
            pygame.draw.polygon(surface, star, pts)
        pygame.draw.circle(surface, shade(base, 0.85), centre, r * 0.4)
    return surface
