"""Assam's walk as a path on screen, square by square and around the border arcs."""

from __future__ import annotations

import itertools
import math

from marrakech.rules.board import DIRECTION_LETTERS, coords
from marrakech.rules.events import AssamWalked
from marrakech.ui.art import arc_points
from marrakech.ui.layout import BoardLayout

Point = tuple[float, float]
_ENTRY_SIDE = {0: "S", 1: "W", 2: "N", 3: "E"}  # facing after the arc -> side he comes in by


def walk_segments(layout: BoardLayout, walk: AssamWalked) -> list[list[Point]]:
    """One polyline per step of the walk the rules report, from square centre to square
    centre (the border arcs included)."""
    segments = []
    sq, facing = walk.start_square, walk.start_facing
    for step in walk.path:
        start, end = layout.square_centre(sq), layout.square_centre(step.square)
        if not step.arc:
            segments.append([start, end])
        else:
            (x, y), (nx, ny) = coords(sq), coords(step.square)
            exit_side = DIRECTION_LETTERS[facing]
            entry_side = _ENTRY_SIDE[step.facing]
            arc = arc_points(layout.board, layout.cell, (x, y, exit_side), (nx, ny, entry_side))
            segments.append([start, *arc, end])
        sq, facing = step.square, step.facing
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
