"""Where trunks run on a hex, in numbers (no drawing): the middles of a flat-topped hex's edges
and its corners (from common.core.hexgrid), each segment's curve on a hex of size 1, bands of a
given width along a curve, and how a trunk tapers from head to tip.

A segment joins the middles of two edges and leaves each edge square to it, so trunks run on
smoothly from tile to tile: a sharp curve is an arc round the corner the two edges share, a wide
curve an arc round the centre of the hex beyond the edge between them, and opposite edges are
joined by a straight line.
"""

from __future__ import annotations

import math
from functools import lru_cache

from common.core.hexgrid import Hex, Layout

SQRT3 = math.sqrt(3.0)
Point = tuple[float, float]
_UNIT = Layout.flat(1.0)

# Trunk widths in hex sizes: thick at the head, thin at the tip; an unused groove.
HEAD_WIDTH = 0.42
TIP_WIDTH = 0.29  # the open end stays a trunk, never a thread, however long it grows
GROOVE_WIDTH = 0.15
TAPER_SEGMENTS = 14  # a trunk shorter than this is not yet at its thinnest at the tip


def edge_unit(edge: int) -> Point:
    """Middle of edge `edge` of a hex of size 1 centred at the origin."""
    x, y = _UNIT.edge_midpoint(Hex(0, 0), edge)
    return x, y


def corner_unit(corner: int) -> Point:
    x, y = _UNIT.corner_offset(corner)
    return x, y


_UNIT_CORNERS = tuple(corner_unit(corner) for corner in range(6))


def hex_points(centre: Point, size: float) -> list[Point]:
    """The six corners of a hex of `size` at `centre` (Layout.corners' numbers, without a
    Layout made for each: a board paints some two hundred a frame)."""
    cx, cy = centre
    return [(cx + size * ux, cy + size * uy) for ux, uy in _UNIT_CORNERS]


@lru_cache(maxsize=64)
def segment_unit(a: int, b: int, samples: int = 12) -> tuple[Point, ...]:
    """Points along the segment from edge a to edge b, on a hex of size 1 at the origin."""
    pa, pb = edge_unit(a), edge_unit(b)
    step = (b - a) % 6
    if step == 3:
        return tuple(
            (pa[0] + (pb[0] - pa[0]) * i / samples, pa[1] + (pb[1] - pa[1]) * i / samples)
            for i in range(samples + 1)
        )
    if step in (1, 5):  # round the shared corner; edge e runs from corner e+4 to e+5
        first = a if step == 1 else b
        centre = corner_unit((first + 5) % 6)
    else:  # round the centre of the hex across the middle edge
        middle = (a + 1) % 6 if step == 2 else (a + 5) % 6
        m = edge_unit(middle)
        centre = (2 * m[0], 2 * m[1])
    ta = math.atan2(pa[1] - centre[1], pa[0] - centre[0])
    tb = math.atan2(pb[1] - centre[1], pb[0] - centre[0])
    sweep = (tb - ta + math.pi) % (2 * math.pi) - math.pi
    radius = math.dist(pa, centre)
    return tuple(
        (
            centre[0] + radius * math.cos(ta + sweep * i / samples),
            centre[1] + radius * math.sin(ta + sweep * i / samples),
        )
        for i in range(samples + 1)
    )


def normals_of(points: list[Point]) -> list[Point]:
    """The unit normal at each point: square to the line from the point before to the one
    after (at the ends, from the end to its neighbour)."""
    if not points:
        return []
    result = []
    hypot = math.hypot
    before, after = [points[0], *points[:-1]], [*points[1:], points[-1]]
    for (x0, y0), (x1, y1) in zip(before, after, strict=True):
        dx, dy = x1 - x0, y1 - y0
        length = hypot(dx, dy) or 1.0
        result.append((-dy / length, dx / length))
    return result


def strip(
    points: list[Point], widths: list[float], normals: list[Point] | None = None
) -> list[Point]:
    """The outline of a band of the given widths along points (`normals`: normals_of(points),
    when the caller has them already)."""
    if normals is None:
        normals = normals_of(points)
    triples = list(zip(points, normals, widths, strict=True))
    left = [(p[0] + n[0] * w / 2, p[1] + n[1] * w / 2) for p, n, w in triples]
    right = [(p[0] - n[0] * w / 2, p[1] - n[1] * w / 2) for p, n, w in triples]
    return left + right[::-1]


def place_points(unit: tuple[Point, ...], centre: Point, size: float) -> list[Point]:
    return [(centre[0] + x * size, centre[1] + y * size) for x, y in unit]


def trunk_width(index: float, length: int) -> float:
    """Width (in hex sizes) of a trunk `index` segments from its head, `length` segments long."""
    span = max(length, TAPER_SEGMENTS)
    t = min(1.0, max(0.0, index / span))
    return TIP_WIDTH + (HEAD_WIDTH - TIP_WIDTH) * (1 - t) ** 1.2


def along(points: list[Point], lengths: list[float], at: float) -> tuple[Point, Point, int]:
    """The point `at` pixels along a polyline, the unit direction there and the index of the
    sample before it."""
    k = 0
    while k < len(lengths) - 2 and lengths[k + 1] < at:
        k += 1
    a, b = points[k], points[k + 1]
    step = lengths[k + 1] - lengths[k] or 1.0
    t = min(1.0, max(0.0, (at - lengths[k]) / step))
    dx, dy = b[0] - a[0], b[1] - a[1]
    norm = math.hypot(dx, dy) or 1.0
    return (a[0] + dx * t, a[1] + dy * t), (dx / norm, dy / norm), k
