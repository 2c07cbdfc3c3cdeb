"""Hexagon coordinates in the style of Red Blob Games' guide, for flat-topped hexes.

Logical hexes (`Hex`, axial q/r with the cube s = -q - r) are kept apart from screen geometry
(`Layout`). Directions are numbered the way the Bombay Bazar board numbers the edges of a
flat-topped hex, clockwise from the top on a screen whose y axis points down:

    0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW

The hex across edge d is `neighbour(h, d)`, and that hex sees us across edge `opposite(d)`.
Boards stored by column and row use "odd-q" offset coordinates: odd columns sit half a hex lower.
No pygame here: a layout only does arithmetic.
"""

from __future__ import annotations

import math
from typing import NamedTuple

DIRECTION_NAMES = ("N", "NE", "SE", "S", "SW", "NW")


class Hex(NamedTuple):
    """A hex in axial coordinates; q grows to the east, r to the south (flat-topped)."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)


# The unit step across each edge, in edge order N, NE, SE, S, SW, NW.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(0, -1),
    Hex(1, -1),
    Hex(1, 0),
    Hex(0, 1),
    Hex(-1, 1),
    Hex(-1, 0),
)


def opposite(direction: int) -> int:
    """The edge of the neighbour that faces back across `direction`."""
    return (direction + 3) % 6


def neighbour(h: Hex, direction: int) -> Hex:
    step = DIRECTIONS[direction % 6]
    return Hex(h.q + step.q, h.r + step.r)


def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours in edge order N, NE, SE, S, SW, NW."""
    return [neighbour(h, d) for d in range(6)]


def rotate(h: Hex, steps: int) -> Hex:
    """`h` turned about the origin by `steps` sixths of a turn clockwise (negative: back)."""
    q, r, s = h.q, h.r, h.s
    for _ in range(steps % 6):
        q, r, s = -r, -s, -q
    return Hex(q, r)


def rotate_direction(direction: int, steps: int) -> int:
    """A direction turned clockwise by `steps` sixths of a turn."""
    return (direction + steps) % 6


def distance(a: Hex, b: Hex) -> int:
    d = a - b
    return max(abs(d.q), abs(d.r), abs(d.s))


def oddq_to_hex(col: int, row: int) -> Hex:
    """The hex of a board cell given as (column, row) with odd columns shoved down."""
    return Hex(col, row - (col - (col & 1)) // 2)


def hex_to_oddq(h: Hex) -> tuple[int, int]:
    """(column, row) of a hex in odd-q offset coordinates."""
    return h.q, h.r + (h.q - (h.q & 1)) // 2


def hex_round(q: float, r: float) -> Hex:
    """The hex that contains the fractional axial point (q, r)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


class Point(NamedTuple):
    x: float
    y: float


_SQRT3 = math.sqrt(3.0)


class Layout(NamedTuple):
    """Screen geometry of flat-topped hexes: `size` is the centre-to-corner distance (x and y may
    differ to squash the grid), `origin` the pixel centre of Hex(0, 0). The y axis points down."""

    size: Point
    origin: Point

    @classmethod
    def flat(cls, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Layout:
        return cls(Point(size, size), Point(*origin))

    def hex_to_pixel(self, h: Hex) -> Point:
        x = self.size.x * 1.5 * h.q
        y = self.size.y * (_SQRT3 / 2 * h.q + _SQRT3 * h.r)
        return Point(x + self.origin.x, y + self.origin.y)

    def pixel_to_fractional(self, p: tuple[float, float]) -> tuple[float, float]:
        x = (p[0] - self.origin.x) / self.size.x
        y = (p[1] - self.origin.y) / self.size.y
        q = 2.0 / 3.0 * x
        r = -1.0 / 3.0 * x + _SQRT3 / 3.0 * y
        return q, r

    def pixel_to_hex(self, p: tuple[float, float]) -> Hex:
        """The hex under a pixel."""
        return hex_round(*self.pixel_to_fractional(p))

    def corner_offset(self, corner: int) -> Point:
        angle = math.pi / 3.0 * corner
        return Point(self.size.x * math.cos(angle), self.size.y * math.sin(angle))

    def corners(self, h: Hex) -> list[Point]:
        """The six corners, clockwise on screen from the east one: E, SE-low, SW-low, W, NW-up,
        NE-up. Edge d runs between corners EDGE_CORNERS[d]."""
        c = self.hex_to_pixel(h)
        return [Point(c.x + o.x, c.y + o.y) for o in map(self.corner_offset, range(6))]

    def edge_midpoint(self, h: Hex, direction: int) -> Point:
        """The middle of edge `direction` of `h`: where a trunk segment crosses that edge."""
        corners = self.corners(h)
        a, b = (corners[i] for i in EDGE_CORNERS[direction % 6])
        return Point((a.x + b.x) / 2, (a.y + b.y) / 2)


# Corner indices (as Layout.corners numbers them) at the two ends of each edge N..NW.
EDGE_CORNERS: tuple[tuple[int, int], ...] = ((4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4))
