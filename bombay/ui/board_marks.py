"""Marks that help a player read the Bombay Bazar floor: the rim's column letters and row numbers
(the log's notation), the last tile laid and the trunk it grew, a trunk lit from head to open
end (hovering its player's row or the trunk itself), and each open end ringed in its owner's
colour. Pure drawing from a state and what the view model says to light."""

from __future__ import annotations

import math

import pygame

from bombay.rules.board import COLUMN_LETTERS, COLUMNS, HEADS, Cell, rows_in_column
from bombay.rules.state import BombayState
from bombay.ui.layout import BombayLayout
from bombay.ui.trunk_geometry import hex_points, place_points, segment_unit
from common.ui.draw import text
from common.ui.theme import CREAM, GOLD_LIGHT, Colour, shade

Segment = tuple[Cell, int, int]


def paint_rim_labels(surface: pygame.Surface, lay: BombayLayout) -> None:
    """Column letters above and below the cells, row numbers left and right of them (as the
    log writes a cell: "c3"). A corner cell holds an elephant's head, so its letter or number
    sits in a small plate that stays readable over the elephant's ear."""
    s = lay.hex
    size = max(10, round(s * 0.34))
    top, bottom = lay.floor.top + s * 0.4, lay.floor.bottom - s * 0.4
    for col in range(COLUMNS):
        x = lay.centre((col, 0))[0]
        letter = COLUMN_LETTERS[col]
        plated = (col, 0) in HEADS
        _label(surface, letter, size, (x, top), plated)
        _label(surface, letter, size, (x, bottom), (col, rows_in_column(col) - 1) in HEADS)
    left, right = lay.floor.left + s * 0.4, lay.floor.right - s * 0.4
    for row in range(rows_in_column(0)):
        y = lay.centre((0, row))[1]
        plated = (0, row) in HEADS
        _label(surface, str(row + 1), size, (left, y), plated)
        _label(surface, str(row + 1), size, (right, y), plated)


def _label(surface: pygame.Surface, words: str, size: int, at, plated: bool) -> None:
    centre = (round(at[0]), round(at[1]))
    if plated:
        radius = size * 0.72
        pygame.draw.circle(surface, shade(CREAM, 0.3), centre, radius + 1.5)
        pygame.draw.circle(surface, (92, 40, 30), centre, radius)
    text(surface, words, size, CREAM, bold=True, center=centre, shadow=not plated)


def light_segments(
    surface: pygame.Surface, lay: BombayLayout, segments, colour: Colour, strength: int
) -> None:
    """Trunk segments traced by a bright double outline (gold outside, the owner's colour
    inside; `strength` 0-255) that leaves the trunk itself showing through."""
    if not segments:
        return
    s = lay.hex
    lines = [place_points(segment_unit(e, f), lay.centre(cell), s) for cell, e, f in segments]
    # The layer covers the lines' reach only (a whole-window one cost a frame a window of
    # alpha to clear and blend); moved by whole pixels, the lines fall on the same pixels.
    reach = math.ceil(s * 0.7) + 4
    xs = [x for points in lines for x, _y in points]
    ys = [y for points in lines for _x, y in points]
    left, top = math.floor(min(xs)) - reach, math.floor(min(ys)) - reach
    size = (math.ceil(max(xs)) + reach - left, math.ceil(max(ys)) + reach - top)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    lines = [[(x - left, y - top) for x, y in points] for points in lines]
    for ink, width in (
        ((*GOLD_LIGHT, strength), 0.7),
        ((*shade(colour, 1.25), strength), 0.54),
        ((0, 0, 0, 0), 0.4),  # drawing writes pixels as they are: this clears the middle
    ):
        for points in lines:
            pygame.draw.lines(layer, ink, False, points, max(2, round(s * width)))
            for end in (points[0], points[-1]):
                pygame.draw.circle(layer, ink, end, s * width / 2 - 0.5)
    surface.blit(layer, (left, top))


def light_last_tile(surface: pygame.Surface, lay: BombayLayout, cell: Cell, colour: Colour) -> None:
    """The tile just laid: a bright double rim in the colour of the player who laid it."""
    s = lay.hex
    centre = lay.centre(cell)
    outer = hex_points(centre, s * 0.97)
    pygame.draw.polygon(surface, CREAM, outer, max(3, round(s * 0.1)))
    pygame.draw.polygon(surface, colour, hex_points(centre, s * 0.9), max(2, round(s * 0.06)))
    pygame.draw.aalines(surface, CREAM, True, outer)


def mark_open_end(
    surface: pygame.Surface, lay: BombayLayout, cell: Cell, edge: int, colour: Colour
) -> None:
    """Where a trunk goes on: a ring in its owner's colour on the edge it points through."""
    s = lay.hex
    x, y = lay.edge_point(cell, edge)
    radius = max(5.0, s * 0.2)
    pygame.draw.circle(surface, shade(colour, 0.4), (x, y), radius + 2)
    pygame.draw.circle(surface, CREAM, (x, y), radius, max(2, round(s * 0.07)))
    pygame.draw.circle(surface, colour, (x, y), radius * 0.55)


def trunk_under(state: BombayState, lay: BombayLayout, pos) -> int | None:
    """The player whose trunk passes through the cell under `pos`, if one does (the trunk
    passing nearest the pointer when two cross there)."""
    cell = lay.cell_at(pos)
    if cell is None:
        return None
    best, best_distance = None, math.inf
    for q in range(state.num_players()):
        for c, e, f in state.trunk(q):
            if c != cell:
                continue
            for point in place_points(segment_unit(e, f, 6), lay.centre(c), lay.hex):
                d = math.dist(point, pos)
                if d < best_distance:
                    best, best_distance = q, d
    return best


def mark_move(
    surface: pygame.Surface, lay: BombayLayout, cell: Cell, colour: Colour, number: int
) -> None:
    """A move made since the person's last turn: the cell's rim in its mover's colour and its
    number on a disc at the cell's top left (where it covers no trunk's middle)."""
    s = lay.hex
    cx, cy = lay.centre(cell)
    pygame.draw.polygon(surface, colour, hex_points((cx, cy), s * 0.93), max(2, round(s * 0.08)))
    at = (round(cx - s * 0.5), round(cy - s * 0.52))
    radius = max(9.0, s * 0.3)
    pygame.draw.circle(surface, CREAM, at, radius + 2)
    pygame.draw.circle(surface, colour, at, radius)
    size = max(12, round(radius * 1.3))
    text(surface, str(number), size, CREAM, bold=True, center=at, shadow=True)


def light_cell(surface: pygame.Surface, lay: BombayLayout, cell: Cell) -> None:
    """A cell a hovered log line names: a thick gold rim."""
    pts = hex_points(lay.centre(cell), lay.hex * 0.96)
    pygame.draw.polygon(surface, GOLD_LIGHT, pts, max(3, round(lay.hex * 0.12)))
