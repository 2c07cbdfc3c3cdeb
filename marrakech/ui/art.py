"""Marrakech drawn in code, so it is crisp at every size: the border arcs, rugs, die, coins
(the market floor is in market_art, Assam in assam_art).
Surfaces are made once per size and cached; the renderer only blits them."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from common.ui.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    TERRACOTTA_DARK,
    Colour,
    shade,
)

MOSAIC = ((30, 110, 130), (230, 200, 120), (170, 70, 50), (240, 232, 210))


MARGIN_CELLS = 0.62


# The border arcs as pairs of (square x, y) and the side they leave by (RULES-marrakech.md):
# north pairs 0-1, 2-3, 4-5; east 1-2, 3-4, 5-6; south 1-2, 3-4, 5-6; west 0-1, 2-3, 4-5;
# and the two corner arcs at the top right and bottom left.
BORDER_ARCS = (
    *(((x, 0, "N"), (x + 1, 0, "N")) for x in (0, 2, 4)),
    *(((6, y, "E"), (6, y + 1, "E")) for y in (1, 3, 5)),
    *(((x, 6, "S"), (x + 1, 6, "S")) for x in (1, 3, 5)),
    *(((0, y, "W"), (0, y + 1, "W")) for y in (0, 2, 4)),
    ((6, 0, "N"), (6, 0, "E")),
    ((0, 6, "S"), (0, 6, "W")),
)
_OUT = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def arc_points(board: pygame.Rect, cell: float, start, end, count: int = 24) -> list[tuple]:
    """Points along the arc joining two border squares, outside the board edge."""
    sx, sy, side_a = start
    ex, ey, side_b = end
    a = _edge_point(board, cell, sx, sy, side_a)
    b = _edge_point(board, cell, ex, ey, side_b)
    if side_a == side_b:  # a half circle bulging out of that side
        ox, oy = _OUT[side_a]
        centre = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        radius = cell / 2
        ux, uy = (a[0] - centre[0]) / radius, (a[1] - centre[1]) / radius
        return [
            (
                centre[0] + radius * (math.cos(t) * ux + math.sin(t) * ox),
                centre[1] + radius * (math.cos(t) * uy + math.sin(t) * oy),
            )
            for t in (math.pi * i / count for i in range(count + 1))
        ]
    # corner arc: three quarters of a circle around the corner of the board
    corner = (board.right, board.top) if (sx, sy) == (6, 0) else (board.left, board.bottom)
    radius = cell / 2
    start_angle = math.atan2(a[1] - corner[1], a[0] - corner[0])
    sweep = 1.5 * math.pi  # the long way round, outside the board
    points = []
    for i in range(count + 1):
        angle = start_angle + sweep * i / count
        points.append((corner[0] + radius * math.cos(angle), corner[1] + radius * math.sin(angle)))
    return points


def _edge_point(board: pygame.Rect, cell: float, x: int, y: int, side: str) -> tuple[float, float]:
    cx = board.left + (x + 0.5) * cell
    cy = board.top + (y + 0.5) * cell
    ox, oy = _OUT[side]
    return cx + ox * cell / 2, cy + oy * cell / 2


def mosaic_arc(surface: pygame.Surface, board: pygame.Rect, cell: int, start, end) -> None:
    points = arc_points(board, cell, start, end, 40)
    width = max(4, int(cell * 0.2))
    pygame.draw.lines(surface, shade(MOSAIC[0], 0.6), False, points, width + max(2, cell // 25))
    pygame.draw.lines(surface, MOSAIC[0], False, points, width)
    for i, p in enumerate(points[1:-1:3]):
        pygame.draw.circle(surface, MOSAIC[1 + i % 3], p, max(1, width // 4))


@lru_cache(maxsize=64)
def rug_surface(
    colour: Colour, cells: int, cell: int, vertical: bool = False, patterned: bool = False
) -> pygame.Surface:
    """A woven rug `cells` squares long (1 for a rug half that still shows, 2 for a whole one).

    Inset a little from the square edges, so two rugs of one colour side by side show a seam.
    `patterned` adds a motif of the colour's own (colour-blind friendly mode)."""
    inset = max(2, cell // 22)
    w, h = cells * cell - 2 * inset, cell - 2 * inset
    rug = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, cell // 14)
    dark, light = shade(colour, 0.62), shade(colour, 1.28)
    pygame.draw.rect(rug, dark, rug.get_rect(), border_radius=radius)
    field = rug.get_rect().inflate(-2 * max(2, cell // 11), -2 * max(2, cell // 11))
    pygame.draw.rect(rug, colour, field, border_radius=radius)
    # weave: fine alternating rows
    for y in range(field.top, field.bottom, max(2, cell // 24)):
        pygame.draw.line(rug, shade(colour, 0.9), (field.left, y), (field.right - 1, y))
    # border band with a light inner line and small teeth
    pygame.draw.rect(rug, light, field, width=max(1, cell // 40), border_radius=radius)
    tooth = max(3, cell // 12)
    for x in range(field.left + tooth, field.right - tooth, tooth * 2):
        pygame.draw.polygon(
            rug,
            light,
            [(x, field.top), (x + tooth // 2, field.top + tooth // 2), (x + tooth, field.top)],
        )
        pygame.draw.polygon(
            rug,
            light,
            [
                (x, field.bottom - 1),
                (x + tooth // 2, field.bottom - 1 - tooth // 2),
                (x + tooth, field.bottom - 1),
            ],
        )
    # a medallion on each square of the rug
    for i in range(cells):
        cx = i * cell + cell // 2 - inset
        cy = h // 2
        r = cell * 0.24
        diamond = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(rug, dark, diamond)
        inner = [(cx, cy - r * 0.6), (cx + r * 0.6, cy), (cx, cy + r * 0.6), (cx - r * 0.6, cy)]
        pygame.draw.polygon(rug, GOLD_LIGHT if sum(colour) < 500 else CREAM, inner)
        pygame.draw.circle(rug, dark, (cx, cy), max(1, r * 0.2))
    # fringes on the short ends
    fringe = max(2, cell // 16)
    for y in range(radius, h - radius, max(2, cell // 20)):
        pygame.draw.line(rug, CREAM, (0, y), (fringe, y))
        pygame.draw.line(rug, CREAM, (w - fringe - 1, y), (w - 1, y))
    if patterned:
        _motif(rug, field, colour, cell)
    if vertical:
        rug = pygame.transform.rotate(rug, 90)
    return rug


def _motif(rug: pygame.Surface, field: pygame.Rect, colour: Colour, cell: int) -> None:
    """A pattern that tells the colours apart without colour: stripes, dots, crosses,
    chevrons, bars or rings, by the colour's place in the palette."""
    from marrakech.ui.palette import CARPET_COLOURS

    kind = CARPET_COLOURS.index(colour) if colour in CARPET_COLOURS else 0
    ink = CREAM if sum(colour) < 420 else shade(colour, 0.45)
    step = max(6, cell // 5)
    width = max(2, cell // 28)
    clip = rug.get_clip()
    rug.set_clip(field)
    for x in range(field.left - field.height, field.right + field.height, step):
        for y in range(field.top + step // 2, field.bottom, step):
            if kind == 0:
                pygame.draw.line(rug, ink, (x, field.bottom), (x + field.height, field.top), width)
                break
            if x < field.left or x > field.right:
                continue
            if kind == 1:
                pygame.draw.circle(rug, ink, (x, y), width + 1)
            elif kind == 2:
                d = step // 4
                pygame.draw.line(rug, ink, (x - d, y - d), (x + d, y + d), width)
                pygame.draw.line(rug, ink, (x - d, y + d), (x + d, y - d), width)
            elif kind == 3:
                d = step // 3
                pygame.draw.lines(
                    rug,
                    ink,
                    False,
                    [(x - d, y + d // 2), (x, y - d // 2), (x + d, y + d // 2)],
                    width,
                )
            elif kind == 4:
                pygame.draw.line(rug, ink, (x - step // 3, y), (x + step // 3, y), width + 1)
            else:
                pygame.draw.circle(rug, ink, (x, y), step // 3, width)
    rug.set_clip(clip)


PIPS = {
    0: [],  # a blank face: the die before the first roll
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
}


def die_surface(face: int, side: int) -> pygame.Surface:
    """A die face with pips (the die's faces are 1, 2, 2, 3, 3, 4; 0 is a blank face)."""
    s = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 6
    pygame.draw.rect(s, shade(CREAM, 0.8), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, CREAM, s.get_rect().inflate(-side // 10, -side // 10), border_radius=radius)
    for px, py in PIPS[face]:
        pygame.draw.circle(s, TERRACOTTA_DARK, (px * side, py * side), side * 0.09)
    return s


@lru_cache(maxsize=8)
def coin_surface(diameter: int) -> pygame.Surface:
    s = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    r = diameter / 2
    pygame.draw.circle(s, shade(GOLD, 0.65), (r, r), r)
    pygame.draw.circle(s, GOLD, (r, r), r * 0.86)
    pygame.draw.circle(s, GOLD_LIGHT, (r * 0.85, r * 0.8), r * 0.35)
    pygame.draw.circle(s, shade(GOLD, 0.75), (r, r), r * 0.55, max(1, diameter // 12))
    return s
