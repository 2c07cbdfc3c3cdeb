"""Elephant trunks and grooves drawn in code: a stretch of trunk with its rim, ridge and folds,
the colour-blind patterns painted along it, and an unused segment's groove in the ivory."""

from __future__ import annotations

import itertools
import math

import pygame

from bombay.ui.palette import GROOVE, GROOVE_DARK, IVORY
from bombay.ui.trunk_geometry import GROOVE_WIDTH, Point, along, normals_of, strip
from common.ui.theme import CREAM, GOLD_LIGHT, Colour, mix, shade


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
    normals = normals_of(points)
    outline = strip(points, [w + 2 * rim for w in widths], normals)
    pygame.draw.polygon(surface, dark, outline)
    pygame.draw.aalines(surface, dark, True, outline)
    body = strip(points, widths, normals)
    pygame.draw.polygon(surface, colour, body)
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


def pattern_ink(colour: Colour) -> Colour:
    """Cream on a dark colour, a deep shade of the colour itself on a light one."""
    luminance = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return mix(CREAM, GOLD_LIGHT, 0.15) if luminance < 135 else shade(colour, 0.38)


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
        p, u, k = along(points, lengths, at)
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
        zig: list[tuple[float, float]] = []
        for i in range(marks + 1):
            m = mark(i / marks)
            if m is None:
                break
            (x, y), (ux, uy), w = m
            offset = (1 if i % 2 else -1) * w * 0.27
            zig.append((x - uy * offset, y + ux * offset))
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
    normals = normals_of(points)
    rim = strip(points, [width + max(2.0, size * 0.04)] * len(points), normals)
    pygame.draw.polygon(surface, GROOVE_DARK, rim)
    pygame.draw.aalines(surface, GROOVE_DARK, True, rim)
    pygame.draw.polygon(surface, GROOVE, strip(points, [width] * len(points), normals))
    light = [
        (p[0] - nx * width * 0.25, p[1] - ny * width * 0.25)
        for p, (nx, ny) in zip(points, normals, strict=True)
    ]
    pygame.draw.lines(surface, mix(GROOVE, IVORY, 0.5), False, light, max(1, round(width * 0.18)))
