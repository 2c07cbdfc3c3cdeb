"""Assam's walk as a path on screen, square by square and around the border arcs."""

from __future__ import annotations

import itertools
import math

from marrakech.rules.board import DIRECTION_LETTERS, SIZE, step
from marrakech.ui.art import arc_points
from marrakech.ui.layout import BoardLayout

Point = tuple[float, float]
_ENTRY_SIDE = {0: "S", 1: "W", 2: "N", 3: "E"}  # facing after the arc -> side he comes in by


def walk_segments(
    layout: BoardLayout, x: int, y: int, facing: int, steps: int
) -> list[list[Point]]:
    """One polyline per step, from square centre to square centre (arcs included)."""
    segments = []
    for _ in range(steps):
        nx, ny, nf = step(x, y, facing)
        start = layout.square_centre(y * SIZE + x)
        end = layout.square_centre(ny * SIZE + nx)
        if nf == facing:
            segments.append([start, end])
        else:
            exit_side = DIRECTION_LETTERS[facing]
            entry_side = _ENTRY_SIDE[nf]
            arc = arc_points(layout.board, layout.cell, (x, y, exit_side), (nx, ny, entry_side))
            segments.append([start, *arc, end])
        x, y, facing = nx, ny, nf
    return segments


def point_along(polyline: list[Point], t: float) -> tuple[Point, float]:
    """The point a fraction t along a polyline, and the heading there (degrees from north)."""
    pairs = list(itertools.pairwise(polyline))
    lengths = [math.dist(a, b) for a, b in pairs]
    remaining = t * (sum(lengths) or 1.0)
    for i, ((a, b), length) in enumerate(zip(pairs, lengths, strict=True)):
        if remaining <= length or i == len(pairs) - 1:
            f = 0.0 if length == 0 else min(1.0, remaining / length)
            point = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
            return point, _heading(a, b)
        remaining -= length
    return polyline[-1], 0.0


def _heading(a: Point, b: Point) -> float:
    return math.degrees(math.atan2(b[0] - a[0], -(b[1] - a[1])))
