"""Bombay Bazar drawn in code, crisp at every size: the bazaar floor, ivory trunk tiles with their
engraved segments, elephant trunks that taper from head to tip, the elephants and the end pieces.

A segment joins the middles of two edges of a flat-topped hex and leaves each edge square to it,
so trunks run on smoothly from tile to tile: a sharp curve is an arc round the corner the two edges
share, a wide curve an arc round the centre of the hex beyond the edge between them, and opposite
edges are joined by a straight line. Surfaces are made once per size and cached.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

import pygame

from bombay.rules.board import CELLS, HEADS, Cell
from bombay.rules.tiles import ORIENTATIONS, Orientation
from bombay.ui.palette import FLOOR_TILES, GROOVE, GROOVE_DARK, GROUT, IVORY
from common.core.hexgrid import Layout as HexLayout
from common.ui.draw import soft_shadow
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, TERRACOTTA_DARK, Colour, mix, shade

SQRT3 = math.sqrt(3.0)
Point = tuple[float, float]

# Trunk widths in hex sizes: thick at the head, thin at the tip; an unused groove.
HEAD_WIDTH = 0.42
TIP_WIDTH = 0.21
GROOVE_WIDTH = 0.15
TAPER_SEGMENTS = 14  # a trunk shorter than this is not yet at its thinnest at the tip


def edge_unit(edge: int) -> Point:
    """Middle of edge `edge` of a hex of size 1 centred at the origin."""
    angle = math.radians(-90 + 60 * edge)
    return (SQRT3 / 2 * math.cos(angle), SQRT3 / 2 * math.sin(angle))


UNIT_HEX = HexLayout.flat(1.0)


def corner_unit(corner: int) -> Point:
    """Corner `corner` of a hex of size 1 centred at the origin (common.core.hexgrid's)."""
    return tuple(UNIT_HEX.corner_offset(corner))


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


def _normals(points: list[Point]) -> list[Point]:
    result = []
    for i in range(len(points)):
        p0 = points[max(0, i - 1)]
        p1 = points[min(len(points) - 1, i + 1)]
        dx, dy = p1[0] - p0[0], p1[1] - p0[1]
        length = math.hypot(dx, dy) or 1.0
        result.append((-dy / length, dx / length))
    return result


def strip(points: list[Point], widths: list[float]) -> list[Point]:
    """The outline of a band of the given widths along points."""
    normals = _normals(points)
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


def draw_trunk_piece(
    surface: pygame.Surface,
    points: list[Point],
    w0: float,
    w1: float,
    colour: Colour,
    wrinkles: bool = True,
    pattern: int | None = None,
    span: float = 1.0,
) -> None:
    """One stretch of elephant trunk: a dark rim, the body, a light ridge and a few folds.
    Widths are in pixels. Drawn after another stretch that it crosses, it passes over it.
    `pattern` (colour-blind mode) paints the player's pattern on it; `span` says how much of
    a whole segment `points` covers (a growing segment), so the marks do not slide."""
    n = len(points)
    widths = [w0 + (w1 - w0) * i / (n - 1) for i in range(n)]
    rim = max(1.5, w0 * 0.12)
    dark = shade(colour, 0.45)
    outline = strip(points, [w + 2 * rim for w in widths])
    pygame.draw.polygon(surface, dark, outline)
    pygame.draw.aalines(surface, dark, True, outline)
    body = strip(points, widths)
    pygame.draw.polygon(surface, colour, body)
    normals = _normals(points)
    ridge = [
        (p[0] + nx * w * 0.22, p[1] + ny * w * 0.22)
        for p, (nx, ny), w in zip(points, normals, widths, strict=True)
    ]
    pygame.draw.lines(surface, shade(colour, 1.32), False, ridge, max(1, round(w0 * 0.16)))
    shadow_side = [
        (p[0] - nx * w * 0.3, p[1] - ny * w * 0.3)
        for p, (nx, ny), w in zip(points, normals, widths, strict=True)
    ]
    pygame.draw.lines(surface, shade(colour, 0.8), False, shadow_side, max(1, round(w0 * 0.14)))
    if wrinkles:
        fold = shade(colour, 0.72)
        for k in (n // 3, 2 * n // 3):
            p, (nx, ny), w = points[k], normals[k], widths[k] * 0.3
            pygame.draw.line(
                surface,
                fold,
                (p[0] + nx * w, p[1] + ny * w),
                (p[0] - nx * w, p[1] - ny * w),
                max(1, round(w0 * 0.07)),
            )
    if pattern is not None:
        draw_trunk_pattern(surface, points, widths, colour, pattern, span)


# --- colour-blind patterns ----------------------------------------------------------------------

# One pattern per elephant colour (by its place in ELEPHANT_COLOURS), painted along the trunk and
# on the elephant's ears, so no player is told apart by colour alone. Marks per segment sit at
# fixed places along it, so the pattern runs on evenly from tile to tile.
PATTERN_NAMES = ("rings", "dots", "chevrons", "stripes", "crosses", "zigzag")
MARKS_PER_SEGMENT = (2, 3, 2, 2, 2, 4)


def pattern_of(colour: Colour) -> int:
    """The pattern that goes with an elephant colour (any other colour: by its sum)."""
    from bombay.ui.palette import ELEPHANT_COLOURS

    if colour in ELEPHANT_COLOURS:
        return ELEPHANT_COLOURS.index(colour)
    return sum(colour) % len(PATTERN_NAMES)


def pattern_ink(colour: Colour) -> Colour:
    """Cream on a dark colour, a deep shade of the colour itself on a light one."""
    luminance = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return mix(CREAM, GOLD_LIGHT, 0.15) if luminance < 135 else shade(colour, 0.38)


def _along(points: list[Point], lengths: list[float], at: float) -> tuple[Point, Point, int]:
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


def draw_trunk_pattern(
    surface: pygame.Surface,
    points: list[Point],
    widths: list[float],
    colour: Colour,
    kind: int,
    span: float = 1.0,
) -> None:
    """Pattern `kind` painted along a trunk piece (head to tip order): rings round it, dots,
    chevrons pointing to the tip, dashes along it, little crosses, or a zigzag."""
    if len(points) < 2 or span <= 0:
        return
    kind %= len(PATTERN_NAMES)
    ink = pattern_ink(colour)
    lengths = [0.0]
    for a, b in itertools.pairwise(points):
        lengths.append(lengths[-1] + math.dist(a, b))
    total = lengths[-1]
    if total <= 0:
        return
    whole = total / span  # the length of the whole segment this piece belongs to
    line = max(1, round(widths[0] * 0.13))

    def mark(t: float) -> tuple[Point, Point, float] | None:
        at = t * whole
        if at > total:
            return None
        p, u, k = _along(points, lengths, at)
        return p, u, widths[min(k, len(widths) - 1)]

    if kind == 3:  # two stripes running the length of the trunk
        for side in (-1, 1):
            stripe = []
            for i in range(13):
                m = mark(i / 12)
                if m is None:
                    break
                (x, y), (ux, uy), w = m
                stripe.append((x - uy * side * w * 0.3, y + ux * side * w * 0.3))
            if len(stripe) > 1:
                pygame.draw.lines(surface, ink, False, stripe, line + 1)
        return
    if kind == 5:  # a zigzag running the length of the trunk
        marks = MARKS_PER_SEGMENT[kind] * 2
        zig = []
        for i in range(marks + 1):
            m = mark(i / marks)
            if m is None:
                break
            (x, y), (ux, uy), w = m
            side = (1 if i % 2 else -1) * w * 0.27
            zig.append((x - uy * side, y + ux * side))
        if len(zig) > 1:
            pygame.draw.lines(surface, ink, False, zig, line + 1)
        return
    count = MARKS_PER_SEGMENT[kind]
    for i in range(count):
        m = mark((i + 0.5) / count)
        if m is None:
            break
        (x, y), (ux, uy), w = m
        nx, ny = -uy, ux
        if kind == 0:  # a pair of rings round the trunk, like bangles
            half = w * 0.47
            for gap in (-1.1, 1.1):
                cx, cy = x + ux * gap * (line + 1), y + uy * gap * (line + 1)
                a, b = (cx + nx * half, cy + ny * half), (cx - nx * half, cy - ny * half)
                pygame.draw.line(surface, ink, a, b, line + 1)
        elif kind == 1:  # a dot
            r = max(1.5, w * 0.2)
            pygame.draw.circle(surface, shade(colour, 0.45), (x, y), r + 1)
            pygame.draw.circle(surface, ink, (x, y), r)
        elif kind == 2:  # a chevron pointing to the tip
            d, h = w * 0.22, w * 0.34
            arms = [
                (x - ux * d + nx * h, y - uy * d + ny * h),
                (x + ux * d, y + uy * d),
                (x - ux * d - nx * h, y - uy * d - ny * h),
            ]
            pygame.draw.lines(surface, ink, False, arms, line + 1)
        else:  # a little cross
            d = w * 0.23
            for sx, sy in ((ux + nx, uy + ny), (ux - nx, uy - ny)):
                pygame.draw.line(
                    surface, ink, (x - sx * d, y - sy * d), (x + sx * d, y + sy * d), line + 1
                )


def draw_groove(surface: pygame.Surface, points: list[Point], size: float) -> None:
    """An unused segment: a channel engraved in the ivory tile."""
    width = max(3.0, GROOVE_WIDTH * size)
    rim = strip(points, [width + max(2.0, size * 0.04)] * len(points))
    pygame.draw.polygon(surface, GROOVE_DARK, rim)
    pygame.draw.aalines(surface, GROOVE_DARK, True, rim)
    pygame.draw.polygon(surface, GROOVE, strip(points, [width] * len(points)))
    normals = _normals(points)
    light = [
        (p[0] - nx * width * 0.25, p[1] - ny * width * 0.25)
        for p, (nx, ny) in zip(points, normals, strict=True)
    ]
    pygame.draw.lines(surface, mix(GROOVE, IVORY, 0.5), False, light, max(1, round(width * 0.18)))


def hex_points(centre: Point, size: float) -> list[Point]:
    return [(centre[0] + size * c[0], centre[1] + size * c[1]) for c in map(corner_unit, range(6))]


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


def rotations(pattern_index: int, size: int) -> list[pygame.Surface]:
    """The six turns of a pattern's tile, drawn once (turn k is orientation k mod distinct)."""
    from bombay.rules.tiles import orientation

    return [tile_surface(orientation(pattern_index, k).index, size) for k in range(6)]


def turned(o: Orientation, size: int, degrees: float) -> pygame.Surface:
    """Orientation o's tile turned further by `degrees` clockwise (while a turn animates)."""
    base = tile_surface(o.index, size)
    if abs(degrees) < 0.5:
        return base
    return pygame.transform.rotozoom(base, -degrees, 1.0)


# --- the floor ---------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def floor_surface(width: int, height: int, size: float, origin: Point) -> pygame.Surface:
    """The bazaar floor: a carved wooden border with a gold inlay, terracotta hex tiles with
    grout, a small star in each, and a round dais under each elephant."""
    from bombay.rules.board import COLUMNS  # noqa: F401  (documentation: 9 columns)
    from common.core.hexgrid import Layout, oddq_to_hex

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


# --- elephants and end pieces ------------------------------------------------------------------


@lru_cache(maxsize=48)
def elephant_surface(
    colour: Colour, size: int, playing: bool, pattern: int | None = None
) -> pygame.Surface:
    """An elephant's head from the front, trunk end towards the bottom (it continues on the
    board). A playing elephant wears a gold-edged headdress; an unused one is grey and plain.
    With a `pattern` (colour-blind mode) its ears are painted with its trunk's pattern."""
    d = int(size * 2.0)
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d / 2
    body = colour if playing else (150, 146, 140)
    dark = shade(body, 0.5)
    # shadow
    pygame.draw.ellipse(s, (0, 0, 0, 70), pygame.Rect(d * 0.12, d * 0.16, d * 0.8, d * 0.66))
    # ears
    for side in (-1, 1):
        ear = pygame.Rect(0, 0, d * 0.4, d * 0.52)
        ear.center = (c + side * d * 0.27, c - d * 0.04)
        pygame.draw.ellipse(s, shade(body, 0.35), ear.inflate(d * 0.02, d * 0.02))
        pygame.draw.ellipse(s, shade(body, 0.82), ear.inflate(-d * 0.02, -d * 0.02))
        if pattern is not None and playing:
            _paint_ear(s, ear.inflate(-d * 0.02, -d * 0.02), body, pattern)
        else:
            inner = ear.inflate(-d * 0.12, -d * 0.16).move(side * d * 0.02, 0)
            pygame.draw.ellipse(s, mix(shade(body, 0.9), (230, 150, 150), 0.35), inner)
        if playing:
            pygame.draw.ellipse(s, GOLD, ear.inflate(-d * 0.03, -d * 0.03), max(1, d // 60))
    # the head
    head = pygame.Rect(0, 0, d * 0.44, d * 0.46)
    head.center = (c, c - d * 0.02)
    pygame.draw.ellipse(s, dark, head.inflate(d * 0.025, d * 0.025))
    pygame.draw.ellipse(s, body, head)
    pygame.draw.ellipse(s, shade(body, 1.18), head.inflate(-d * 0.2, -d * 0.3).move(0, -d * 0.07))
    # the trunk's root, flowing down to the bottom edge of the head
    root = [
        (c - d * 0.11, c + d * 0.04),
        (c + d * 0.11, c + d * 0.04),
        (c + d * 0.085, c + d * 0.26),
        (c - d * 0.085, c + d * 0.26),
    ]
    pygame.draw.polygon(s, body, root)
    # tusks
    for side in (-1, 1):
        tusk = [
            (c + side * d * 0.085, c + d * 0.12),
            (c + side * d * 0.13, c + d * 0.13),
            (c + side * d * 0.16, c + d * 0.27),
            (c + side * d * 0.12, c + d * 0.31),
        ]
        pygame.draw.polygon(s, (250, 244, 226), tusk)
        pygame.draw.aalines(s, (170, 150, 120), True, tusk)
    # eyes
    for side in (-1, 1):
        eye = (c + side * d * 0.1, c + d * 0.0)
        pygame.draw.circle(s, (30, 22, 18), eye, d * 0.027)
        pygame.draw.circle(s, CREAM, (eye[0] + d * 0.008, eye[1] - d * 0.008), d * 0.009)
    if playing:  # the headdress: a gold-edged cloth with a jewel
        top = c - d * 0.22
        cloth = [
            (c, top + d * 0.2),
            (c - d * 0.12, top + d * 0.04),
            (c - d * 0.06, top - d * 0.01),
            (c + d * 0.06, top - d * 0.01),
            (c + d * 0.12, top + d * 0.04),
        ]
        pygame.draw.polygon(s, shade(colour, 1.3), cloth)
        pygame.draw.polygon(s, GOLD, cloth, max(2, d // 45))
        pygame.draw.circle(s, GOLD_LIGHT, (c, top + d * 0.07), d * 0.034)
        pygame.draw.circle(s, shade(colour, 0.7), (c, top + d * 0.07), d * 0.018)
        for k in (-2, -1, 0, 1, 2):  # a string of beads along the brow
            pygame.draw.circle(
                s, GOLD_LIGHT, (c + k * d * 0.045, top + d * 0.2 + abs(k) * -d * 0.012), d * 0.011
            )
    return s


def _paint_ear(surface: pygame.Surface, ear: pygame.Rect, colour: Colour, kind: int) -> None:
    """An ear painted all over with pattern `kind`, the way festival elephants are painted:
    the same marks as on the trunk (which hangs down, so chevrons point down)."""
    kind %= len(PATTERN_NAMES)
    w, h = ear.size
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(face, shade(colour, 0.92), face.get_rect())
    ink = pattern_ink(colour)
    step = max(4.0, w / 3.2)
    line = max(1, round(w / 16))
    columns = [w / 2 + step * k for k in range(-3, 4)]
    rows = [h / 2 + step * k for k in range(-4, 5)]
    if kind == 0:  # rings: bands across, in pairs
        for y in rows[1::2]:
            for gap in (-1.1, 1.1):
                yy = y + gap * (line + 1)
                pygame.draw.line(face, ink, (0, yy), (w, yy), line + 1)
    elif kind == 3:  # stripes running down
        for x in columns:
            pygame.draw.line(face, ink, (x, 0), (x, h), line + 1)
    elif kind == 5:  # zigzags running down
        for x in columns:
            zig = [(x + (step * 0.3 if i % 2 else -step * 0.3), y) for i, y in enumerate(rows)]
            pygame.draw.lines(face, ink, False, zig, line + 1)
    else:
        for j, y in enumerate(rows):
            for x in columns:
                x += step / 2 if j % 2 else 0
                if kind == 1:
                    pygame.draw.circle(face, ink, (x, y), max(1.2, step * 0.2))
                elif kind == 2:
                    d = step * 0.32
                    pygame.draw.lines(
                        face,
                        ink,
                        False,
                        [(x - d, y - d * 0.6), (x, y + d * 0.6), (x + d, y - d * 0.6)],
                        line,
                    )
                else:
                    d = step * 0.2
                    pygame.draw.line(face, ink, (x - d, y - d), (x + d, y + d), line)
                    pygame.draw.line(face, ink, (x - d, y + d), (x + d, y - d), line)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(face, ear.topleft)


def elephant_turned(
    colour: Colour, size: int, playing: bool, degrees: float, pattern: int | None = None
) -> pygame.Surface:
    """The head turned so that its trunk points `degrees` clockwise from straight down."""
    return _elephant_turned(colour, size, playing, round(degrees), pattern)


@lru_cache(maxsize=32)
def _elephant_turned(
    colour: Colour, size: int, playing: bool, degrees: int, pattern: int | None
) -> pygame.Surface:
    head = elephant_surface(colour, size, playing, pattern)
    return pygame.transform.rotozoom(head, -degrees, 1.0)


@lru_cache(maxsize=16)
def end_piece_surface(size: int, colour: Colour | None = None) -> pygame.Surface:
    """An end-of-trunk piece: a dark wooden hex with a brass knob, ringed in a colour."""
    w, h = 2 * size + 4, int(SQRT3 * size) + 4
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    centre = (w / 2, h / 2)
    wood = (92, 58, 38)
    pygame.draw.polygon(s, shade(wood, 0.6), hex_points(centre, size * 0.97))
    pygame.draw.polygon(s, wood, hex_points(centre, size * 0.88))
    for k in range(3):  # grain
        r = size * (0.35 + 0.18 * k)
        pygame.draw.circle(s, shade(wood, 1.12), centre, r, max(1, size // 30))
    knob = size * 0.36
    if colour is not None:
        pygame.draw.circle(s, shade(colour, 0.6), centre, knob * 1.28)
        pygame.draw.circle(s, colour, centre, knob * 1.18)
    pygame.draw.circle(s, shade(GOLD, 0.55), centre, knob)
    pygame.draw.circle(s, GOLD, centre, knob * 0.86)
    pygame.draw.circle(
        s, GOLD_LIGHT, (centre[0] - knob * 0.25, centre[1] - knob * 0.3), knob * 0.35
    )
    return s


def cell_of_head(index: int) -> Cell:
    return HEADS[index]
