"""Trunk tiles drawn in code: the bevelled ivory plate and a loose tile with its engraved
grooves, cached per size, and a tile turned part-way while a turn animates."""

from __future__ import annotations

from functools import lru_cache

import pygame

from bombay.rules.tiles import ORIENTATIONS, Orientation
from bombay.ui.palette import IVORY
from bombay.ui.trunk_art import draw_groove
from bombay.ui.trunk_geometry import SQRT3, Point, hex_points, place_points, segment_unit
from common.ui.theme import Colour, shade


def tile_plate(surface: pygame.Surface, centre: Point, size: float, colour: Colour = IVORY) -> None:
    """The ivory plate of a trunk tile with a bevelled edge."""
    pygame.draw.polygon(surface, shade(colour, 0.7), hex_points(centre, size * 0.97))
    pygame.draw.polygon(surface, colour, hex_points(centre, size * 0.9))
    pygame.draw.aalines(surface, shade(colour, 0.6), True, hex_points(centre, size * 0.97))
    pygame.draw.aalines(surface, shade(colour, 1.06), True, hex_points(centre, size * 0.84))


@lru_cache(maxsize=256)
def tile_surface(orientation_index: int, size: int, dim: bool = False) -> pygame.Surface:
    """A loose tile (in the supply or in hand): plate and grooves, no trunk in it yet."""
    o = ORIENTATIONS[orientation_index]
    w, h = 2 * size + 4, int(SQRT3 * size) + 4
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    centre = (w / 2, h / 2)
    tile_plate(s, centre, size)
    for a, b in o.segments:
        draw_groove(s, place_points(segment_unit(a, b), centre, size), size)
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(veil, (60, 40, 30, 140), hex_points(centre, size * 0.97))
        s.blit(veil, (0, 0))
    return s


def turned(o: Orientation, size: int, degrees: float) -> pygame.Surface:
    """Orientation o's tile turned further by `degrees` clockwise (while a turn animates)."""
    base = tile_surface(o.index, size)
    if abs(degrees) < 0.5:
        return base
    return pygame.transform.rotozoom(base, -degrees, 1.0)
