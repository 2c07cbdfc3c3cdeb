"""Two moments of the Bombay Bazar table drawn on the floor, where they happen (as Tsuro's stone
travels its path): the front of a trunk that grows, a bright bead travelling along the path the
tile laid, and a player going out, a light running down their whole trunk from the elephant's
head to the end piece, which rings, with the words beside it rather than on a banner."""

from __future__ import annotations

import math

import pygame

from bombay.rules.board import Cell
from bombay.rules.state import BombayState
from bombay.ui import board_marks
from bombay.ui.layout import BombayLayout
from bombay.ui.trunk_geometry import hex_points, place_points, segment_unit
from common.ui.draw import panel, text, wrap
from common.ui.theme import CREAM, GOLD, GOLD_LIGHT, Colour, font, shade


def growth_front(lay: BombayLayout, state: BombayState, seat: int, shown: float):
    """Where the trunk of `seat` ends when `shown` of its segments are drawn (a fraction of
    the last one), or None if it has none."""
    path = state.trunk(seat)
    if not path:
        return None
    i = min(len(path) - 1, max(0, math.floor(shown)))
    cell, e, f = path[i]
    points = place_points(segment_unit(e, f), lay.centre(cell), lay.hex)
    frac = min(1.0, max(0.0, shown - i))
    reach = frac * (len(points) - 1)
    k = min(len(points) - 2, int(reach))
    t = reach - k
    (ax, ay), (bx, by) = points[k], points[k + 1]
    return ax + (bx - ax) * t, ay + (by - ay) * t


def paint_bead(surface: pygame.Surface, lay: BombayLayout, at, colour: Colour) -> None:
    """The travelling bead at the front of a growing trunk: a glow, a cream rim, the colour."""
    s = lay.hex
    radius = max(4.0, s * 0.2)
    glow = pygame.Surface((int(radius * 6), int(radius * 6)), pygame.SRCALPHA)
    c = glow.get_width() / 2
    for k in range(4):
        pygame.draw.circle(glow, (*GOLD_LIGHT, 60 - 14 * k), (c, c), radius * (1.4 + 0.45 * k))
    surface.blit(glow, glow.get_rect(center=(round(at[0]), round(at[1]))))
    pygame.draw.circle(surface, CREAM, at, radius + 2)
    pygame.draw.circle(surface, shade(colour, 1.15), at, radius)
    pygame.draw.circle(
        surface, shade(colour, 1.6), (at[0] - radius / 3, at[1] - radius / 3), radius / 3
    )


def paint_going_out(
    surface: pygame.Surface, lay: BombayLayout, state: BombayState, seat: int, t: float, colour
) -> None:
    """A player going out, `t` of the moment gone: a light runs down the whole trunk from the
    head in the first half, then the end piece's cell rings, brightest as the light arrives."""
    trunk = state.trunk(seat)
    reach = math.ceil(len(trunk) * min(1.0, t * 2))
    board_marks.light_segments(surface, lay, trunk[:reach], colour, 255)
    cell = end_cell(state, seat)
    if cell is None or t < 0.5:
        return
    ring = (t - 0.5) * 2  # 0 to 1 over the second half
    centre = lay.centre(cell)
    for k in range(2):
        grow = 1.0 + 0.35 * ring + 0.18 * k
        width = max(2, round(lay.hex * (0.12 - 0.04 * k) * (1.2 - ring)))
        pygame.draw.polygon(
            surface, GOLD_LIGHT if k else colour, hex_points(centre, lay.hex * grow), width
        )


def end_cell(state: BombayState, seat: int) -> Cell | None:
    """The cell of a player's end piece (where their open end points), if they are out."""
    return state.open_end(seat)[0] if state.is_out(seat) else None


def paint_out_words(
    surface: pygame.Surface, lay: BombayLayout, state: BombayState, seat: int, words: str
) -> None:
    """Who went out and with what, on a small plaque beside their end piece on the floor (on the
    side of the floor's middle, level with it), kept inside the floor."""
    cell = end_cell(state, seat)
    if cell is None:
        return
    size = max(12, round(lay.hex * 0.36))
    lines = wrap(words, size, int(lay.hex * 7), bold=True)
    step = font(size, True).get_linesize()
    width = max(font(size, True).size(line)[0] for line in lines) + size * 2
    box = pygame.Rect(0, 0, width, step * len(lines) + size)
    x, y = lay.centre(cell)
    if x > lay.floor.centerx:  # towards the floor's middle, level with the piece
        box.midright = (round(x - lay.hex * 1.2), round(y))
    else:
        box.midleft = (round(x + lay.hex * 1.2), round(y))
    box.clamp_ip(lay.floor.inflate(-size, -size))  # its shadow too
    panel(surface, box, (40, 28, 24), GOLD, radius=10)
    top = box.top + size // 2
    for k, line in enumerate(lines):
        text(
            surface,
            line,
            size,
            GOLD_LIGHT,
            bold=True,
            center=(box.centerx, top + step * k + step // 2),
        )
