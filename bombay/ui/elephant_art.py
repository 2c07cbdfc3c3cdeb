"""Elephants and end pieces drawn in code: an elephant's head (a playing one in a gold-edged
headdress, an unused one grey; its ears patterned in colour-blind mode), turned to face along
its trunk, and the wooden end-of-trunk piece."""

from __future__ import annotations

from functools import lru_cache

import pygame

from bombay.ui.trunk_art import PATTERN_NAMES, pattern_ink
from bombay.ui.trunk_geometry import SQRT3, hex_points
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, Colour, mix, shade


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
