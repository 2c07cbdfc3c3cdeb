"""The market floor drawn in code at any size: glazed tiles with grain and a bevel, a carved
frame with the rim's coordinate labels, the mosaic arcs of the border (where Assam comes
back), and striped stall awnings and spice baskets in the gaps between the arcs. One surface
per square size, cached: frames only blit it."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from common.ui.draw import soft_shadow
from common.ui.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    SAND_DARK,
    TERRACOTTA,
    TERRACOTTA_DARK,
    Colour,
    font,
    mix,
    shade,
)
from marrakech.rules.board import SIZE
from marrakech.ui.art import BORDER_ARCS, MARGIN_CELLS, MOSAIC, mosaic_arc

TILE_LIGHT = (234, 208, 164)
TILE_DARK = (218, 186, 138)
AWNINGS = (TERRACOTTA, MOSAIC[0], (196, 150, 44), (120, 60, 96))  # stripes with cream
SPICES = ((196, 84, 34), (222, 170, 40))  # paprika and saffron


@lru_cache(maxsize=8)
def market_surface(cell: int) -> pygame.Surface:
    """The market floor: 7x7 tiles, a frame, the mosaic arcs and the stalls at the rim.

    The surface is (7 + 2 * margin) cells wide; the squares start at (margin, margin) * cell.
    """
    margin = MARGIN_CELLS
    side = int(cell * (SIZE + 2 * margin))
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    origin = int(cell * margin)
    board = pygame.Rect(origin, origin, cell * SIZE, cell * SIZE)
    band = frame_band(cell)
    frame = board.inflate(2 * band, 2 * band)
    _stalls(surface, board, frame, cell)
    for start, end in BORDER_ARCS:  # the arcs first: they run out from under the frame
        mosaic_arc(surface, board, cell, start, end)
    soft_shadow(surface, frame, cell // 6, offset=max(3, cell // 14), alpha=110)
    pygame.draw.rect(surface, TERRACOTTA_DARK, frame, border_radius=cell // 8)
    _frame_carving(surface, frame, band, cell)
    _rim_labels(surface, board, cell, band)
    pygame.draw.rect(surface, shade(SAND_DARK, 0.8), board)
    rng = random.Random(7)  # the same floor every time
    for y in range(SIZE):
        for x in range(SIZE):
            _tile(surface, board, cell, x, y, rng)
    return surface


def frame_band(cell: int) -> int:
    """The width of the market's carved frame: wide enough for the rim's labels."""
    return max(8, int(cell * 0.26))


WOOD = ((128, 92, 62), (118, 84, 57), (136, 99, 67))  # the planks of the table, in turn


@lru_cache(maxsize=4)
def table_surface(
    size: tuple[int, int], board: tuple[int, int, int, int], cell: int
) -> pygame.Surface:
    """The table the market stands on, as large as the window: planks of dark wood with a
    fine grain, lit from above the market and darker towards the window's edges, and the
    market's soft shadow on it. `board` is the squares' rect on the window."""
    width, height = size
    surface = pygame.Surface(size)
    rng = random.Random(11)  # the same table every time
    plank = max(24, int(cell * 1.15))
    for k, top in enumerate(range(0, height, plank)):
        base = shade(WOOD[k % len(WOOD)], 0.97 + rng.random() * 0.06)
        pygame.draw.rect(surface, base, (0, top, width, plank))
        for _ in range(max(3, plank // 5)):  # the grain: long, faint waves along the plank
            y0, phase = top + rng.random() * plank, rng.random() * math.tau
            amplitude, tint = 1 + rng.random() * 2, shade(base, 0.9 + rng.random() * 0.16)
            points = [
                (x, y0 + amplitude * math.sin(x / (40 + 30 * rng.random()) + phase))
                for x in range(0, width + 40, 40)
            ]
            pygame.draw.aalines(surface, tint, False, points)
        pygame.draw.line(surface, shade(base, 0.7), (0, top), (width, top), max(1, cell // 40))
    centre = ((board[0] + board[2] / 2) / width, (board[1] + board[3] / 2) / height)
    surface.blit(_lamp_light(size, centre), (0, 0))
    # the market's own shadow (frame, arcs and stalls), soft, as if lit from the top left
    silhouette = market_surface(cell).copy()
    silhouette.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
    side = silhouette.get_width()
    small = pygame.transform.smoothscale(silhouette, (max(1, side // 10), max(1, side // 10)))
    offset = int(cell * MARGIN_CELLS) - max(4, cell // 6)  # the market's corner, moved
    surface.blit(
        pygame.transform.smoothscale(small, (side, side)), (board[0] - offset, board[1] - offset)
    )
    return surface.convert() if pygame.display.get_surface() is not None else surface


def _lamp_light(size: tuple[int, int], centre: tuple[float, float]) -> pygame.Surface:
    """Warm light over the market (`centre` in shares of the window), fading to a dusk at the
    window's edges: worked out on a small grid, then smoothed to the window's size."""
    grid = pygame.Surface((32, 20), pygame.SRCALPHA)
    for x in range(32):
        for y in range(20):
            d = math.hypot((x + 0.5) / 32 - centre[0], (y + 0.5) / 20 - centre[1])
            if d < 0.25:
                grid.set_at((x, y), (255, 236, 200, int((0.25 - d) * 120)))
            else:
                grid.set_at((x, y), (0, 0, 0, min(80, int((d - 0.25) * 190))))
    return pygame.transform.smoothscale(grid, size)


def _tile(surface: pygame.Surface, board: pygame.Rect, cell: int, x: int, y: int, rng) -> None:
    """One glazed tile: a slightly uneven colour, fine grain, a bevel and a star inlay."""
    gap = max(1, cell // 40)
    rect = pygame.Rect(
        board.left + x * cell + gap, board.top + y * cell + gap, cell - 2 * gap, cell - 2 * gap
    )
    base = TILE_LIGHT if (x + y) % 2 == 0 else TILE_DARK
    base = shade(base, 0.97 + rng.random() * 0.06)
    radius = max(2, cell // 16)
    pygame.draw.rect(surface, shade(base, 0.8), rect, border_radius=radius)  # bevel: dark side
    top = rect.inflate(-max(1, cell // 30), -max(1, cell // 30)).move(-1, -1)
    pygame.draw.rect(surface, shade(base, 1.08), top, border_radius=radius)  # light side
    face = rect.inflate(-max(2, cell // 14), -max(2, cell // 14))
    pygame.draw.rect(surface, base, face, border_radius=radius)
    for _ in range(cell // 3):  # grain of the glaze
        px = face.left + rng.random() * face.width
        py = face.top + rng.random() * face.height
        tint = shade(base, 0.9 + rng.random() * 0.16)
        pygame.draw.circle(surface, tint, (px, py), max(1, cell // 60))
    star = mix(base, TERRACOTTA, 0.22)
    _eight_point_star(surface, rect.center, cell * 0.17, star)
    _eight_point_star(surface, rect.center, cell * 0.1, mix(base, MOSAIC[0], 0.3))


def _frame_carving(surface: pygame.Surface, frame: pygame.Rect, band: int, cell: int) -> None:
    """Gold lines round the frame, and small diamonds in its corners."""
    inset = max(2, cell // 16)
    pygame.draw.rect(
        surface,
        GOLD,
        frame.inflate(-inset, -inset),
        width=max(1, cell // 40),
        border_radius=cell // 8,
    )
    inner = frame.inflate(-2 * band + 2, -2 * band + 2)
    pygame.draw.rect(surface, shade(GOLD, 0.7), inner, width=max(1, cell // 50))
    r = band * 0.32
    for corner_x, corner_y in (frame.topleft, frame.topright, frame.bottomleft, frame.bottomright):
        cx = corner_x + (band / 2 if corner_x == frame.left else -band / 2)
        cy = corner_y + (band / 2 if corner_y == frame.top else -band / 2)
        diamond = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(surface, GOLD_LIGHT, diamond)


def _rim_labels(surface: pygame.Surface, board: pygame.Rect, cell: int, band: int) -> None:
    """Columns A-G above and below the squares, rows 1-7 beside them: the log's notation
    (marrakech.ui.story.square_label)."""
    size = max(8, int(band * 0.78))
    face = font(size, True)
    for i in range(SIZE):
        middle = board.left + (i + 0.5) * cell, board.top + (i + 0.5) * cell
        for label, centres in (
            (
                "ABCDEFG"[i],
                ((middle[0], board.top - band / 2), (middle[0], board.bottom + band / 2)),
            ),
            (str(i + 1), ((board.left - band / 2, middle[1]), (board.right + band / 2, middle[1]))),
        ):
            glyph = face.render(label, True, GOLD_LIGHT)
            for centre in centres:
                surface.blit(glyph, glyph.get_rect(center=(round(centre[0]), round(centre[1]))))


def _stalls(surface: pygame.Surface, board: pygame.Rect, frame: pygame.Rect, cell: int) -> None:
    """Stalls in the gaps the arcs leave along each side (on the lines 2, 4 and 6 squares in
    on the north and west, 1, 3 and 5 on the east and south), and baskets of spice in the two
    free corners: the market's rim, outside the frame, never over an arc."""
    depth = frame.left - max(1, cell // 30)  # from the frame to the surface's edge
    if depth < 4:
        return
    width = int(cell * 0.62)
    k = 0
    for side, gaps in (("N", (2, 4, 6)), ("W", (2, 4, 6)), ("E", (1, 3, 5)), ("S", (1, 3, 5))):
        for g in gaps:
            along = (board.left if side in "NS" else board.top) + g * cell
            if side == "N":
                rect = pygame.Rect(along - width // 2, frame.top - depth, width, depth)
            elif side == "S":
                rect = pygame.Rect(along - width // 2, frame.bottom, width, depth)
            elif side == "W":
                rect = pygame.Rect(frame.left - depth, along - width // 2, depth, width)
            else:
                rect = pygame.Rect(frame.right, along - width // 2, depth, width)
            _awning(surface, rect, side, AWNINGS[k % len(AWNINGS)], cell)
            k += 1
    for corner, spice in ((frame.topleft, SPICES[0]), (frame.bottomright, SPICES[1])):
        _spice_basket(surface, corner, depth, spice)


def _awning(surface: pygame.Surface, rect: pygame.Rect, side: str, colour: Colour, cell: int):
    """A striped awning seen from above, its scalloped edge away from the market."""
    stripes = 5
    across = side in "NS"
    length = rect.width if across else rect.height
    step = length / stripes
    soft_shadow(surface, rect, max(2, cell // 20), offset=max(2, cell // 24), alpha=90)
    for i in range(stripes):
        ink = colour if i % 2 == 0 else CREAM
        if across:
            part = pygame.Rect(rect.left + round(i * step), rect.top, math.ceil(step), rect.height)
        else:
            part = pygame.Rect(rect.left, rect.top + round(i * step), rect.width, math.ceil(step))
        pygame.draw.rect(surface, ink, part)
        # the scallop on the outer edge
        r = step / 2
        if side == "N":
            centre = (part.centerx, rect.top)
        elif side == "S":
            centre = (part.centerx, rect.bottom)
        elif side == "W":
            centre = (rect.left, part.centery)
        else:
            centre = (rect.right, part.centery)
        pygame.draw.circle(surface, ink, centre, r)
        pygame.draw.circle(surface, shade(ink, 0.7), centre, r, max(1, cell // 60))
    pygame.draw.rect(surface, shade(colour, 0.55), rect, max(1, cell // 50))


def _spice_basket(surface: pygame.Surface, corner, depth: int, spice: Colour) -> None:
    """A round basket heaped with spice in a free corner of the rim, just outside the frame."""
    r = max(3, int(depth * 0.46))
    sx = -1 if corner[0] < surface.get_width() / 2 else 1
    sy = -1 if corner[1] < surface.get_height() / 2 else 1
    centre = (corner[0] + sx * depth / 2, corner[1] + sy * depth / 2)
    pygame.draw.circle(surface, (0, 0, 0, 70), (centre[0] + 2, centre[1] + 3), r)
    pygame.draw.circle(surface, (150, 104, 58), centre, r)
    pygame.draw.circle(surface, (110, 72, 40), centre, r, max(1, r // 5))
    pygame.draw.circle(surface, spice, centre, r * 0.72)
    highlight = (centre[0] - r * 0.2, centre[1] - r * 0.2)
    pygame.draw.circle(surface, shade(spice, 1.25), highlight, r * 0.3)


def _eight_point_star(surface: pygame.Surface, centre, radius: float, colour: Colour) -> None:
    for offset in (0, math.pi / 4):
        pts = [
            (
                centre[0] + radius * math.cos(offset + k * math.pi / 2),
                centre[1] + radius * math.sin(offset + k * math.pi / 2),
            )
            for k in range(4)
        ]
        pygame.draw.polygon(surface, colour, pts)
