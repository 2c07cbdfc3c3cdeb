"""Draws a Bombay Bazar position: the floor, the tiles, the trunks, the end pieces and the
elephants, then what the scene lays over them (the cell to play, a ghost tile and the path a
placement would extend). Pure drawing: it reads a state and a BoardView and changes neither.

The still part of the board is painted once into a cache and reused while only the overlays move
(dragging a tile), so a frame costs a blit and a few small shapes."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

import pygame

from bombay.rules.board import ELEPHANT_TABLE, Cell
from bombay.rules.scoring import SoloScore
from bombay.rules.state import BombayState
from bombay.rules.tiles import Orientation
from bombay.ui import board_marks, ghost_art, moments
from bombay.ui.elephant_art import elephant_turned, end_piece_surface
from bombay.ui.layout import BombayLayout
from bombay.ui.palette import NEUTRAL
from bombay.ui.tile_art import tile_plate
from bombay.ui.trunk_art import draw_groove, draw_trunk_piece
from bombay.ui.trunk_geometry import HEAD_WIDTH, hex_points, place_points, segment_unit, trunk_width
from common.ui.draw import text
from common.ui.theme import CREAM, GOLD_LIGHT, Colour, shade

Segment = tuple[Cell, int, int]


@dataclass
class Preview:
    """Where a placement would take a trunk: its new segments and how many."""

    player: int
    segments: list[Segment]


@dataclass
class BoardView:
    """What the screen shows beyond the state itself (animation poses and highlights)."""

    colours: list[Colour]
    limits: dict[int, float] = field(default_factory=dict)  # segments of a trunk shown so far
    # while trunks grow: the segments painted in the still layer; the rest is drawn per frame
    base_limits: dict[int, int] = field(default_factory=dict)
    play_cell: Cell | None = None
    mover: int = -1
    pulse: float = 0.0  # 0..1, the glow of the cell to play
    ghost: tuple[Orientation, Cell, bool] | None = None  # tile, cell, legal?
    previews: list[Preview] = field(default_factory=list)
    # colour-blind mode: each player's pattern (trunk_art.PATTERN_NAMES), or None for colour alone
    patterns: list[int] | None = None
    last_tile: tuple[Cell, int] | None = None  # the tile laid last and who laid it: lit
    last_growth: list[Preview] = field(default_factory=list)  # the trunks it grew: lit
    lit: int | None = None  # a player whose whole trunk is lit (hovered)
    out: tuple[int, float] | None = None  # a player going out, and how far the moment is
    # the moves since the person's last turn: (cell, mover, number), and the trunks they grew
    marks: list[tuple[Cell, int, int]] = field(default_factory=list)
    marked_growth: list[Preview] = field(default_factory=list)
    # what a hovered log line names: its cells and trunk segments (in their owners' colours)
    log_cells: frozenset[Cell] = frozenset()
    log_growth: list[Preview] = field(default_factory=list)
    # solo: the score now and after the move in question (what it does to the score)
    score: tuple[SoloScore, SoloScore] | None = None

    def pattern(self, player: int) -> int | None:
        if self.patterns is None or not 0 <= player < len(self.patterns):
            return None
        return self.patterns[player]


class BoardPainter:
    """Paints the board; keeps the still layer cached between frames."""

    def __init__(self) -> None:
        self._cache: pygame.Surface | None = None
        self._key: tuple | None = None

    def draw(
        self, surface: pygame.Surface, lay: BombayLayout, state: BombayState, view: BoardView
    ) -> None:
        still = view.base_limits or view.limits
        key = (
            id(state),
            lay.size,
            tuple(sorted(still.items())),
            tuple(view.colours),
            None if view.patterns is None else tuple(view.patterns),
        )
        if key != self._key or self._cache is None:
            if self._cache is None or self._cache.get_size() != surface.get_size():
                # transparent where nothing is painted: the frame's rounded corners show the
                # table behind them, not black
                self._cache = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._cache.fill((0, 0, 0, 0))
            paint_still(self._cache, lay, state, view, still)
            self._key = key
            self._state = state  # keep it alive so id() stays unique while cached
        surface.blit(self._cache, lay.floor.topleft, area=lay.floor)
        if view.base_limits:
            paint_growth(surface, lay, state, view)
        paint_overlays(surface, lay, state, view)


def paint_growth(
    surface: pygame.Surface, lay: BombayLayout, state: BombayState, view: BoardView
) -> None:
    """The segments grown since the still layer was painted, drawn over it this frame."""
    s = lay.hex
    for q, shown in view.limits.items():
        path = state.trunk(q)
        length = len(path)
        for i in range(view.base_limits.get(q, 0), min(length, math.ceil(shown))):
            cell, e, f = path[i]
            points = place_points(segment_unit(e, f), lay.centre(cell), s)
            w0, w1 = trunk_width(i, length) * s, trunk_width(i + 1, length) * s
            frac = min(1.0, shown - i)
            if frac < 1.0:
                points, w1 = _part(points, frac), w0 + (w1 - w0) * frac
            draw_trunk_piece(
                surface, points, w0, w1, view.colours[q], pattern=view.pattern(q), span=frac
            )
        front = moments.growth_front(lay, state, q, min(shown, float(length)))
        if front is not None and shown < length:  # the tile's path, travelled
            moments.paint_bead(surface, lay, front, view.colours[q])


def paint_still(
    surface: pygame.Surface,
    lay: BombayLayout,
    state: BombayState,
    view: BoardView,
    limits: Mapping[int, float] | None = None,
) -> None:
    from bombay.ui.floor_art import floor_surface

    s = lay.hex
    origin = (lay.grid.origin.x - lay.floor.left, lay.grid.origin.y - lay.floor.top)
    surface.blit(floor_surface(lay.floor.width, lay.floor.height, s, origin), lay.floor.topleft)
    tiles = state.tiles()
    for cell in tiles:
        tile_plate(surface, lay.centre(cell), s)
    # the trunk pieces in each cell, in the order they are drawn (later ones pass over)
    pieces: dict[Cell, list[tuple[list, float, float, Colour, int | None, float]]] = {}
    used: dict[Cell, set[frozenset[int]]] = {}
    n = state.num_players()
    for q in range(n):
        path = state.trunk(q)
        length = len(path)
        shown = (view.limits if limits is None else limits).get(q, float(length))
        for i, (cell, e, f) in enumerate(path):
            if i >= shown or cell not in tiles:
                break
            frac = min(1.0, shown - i)
            unit = segment_unit(e, f)
            points = place_points(unit, lay.centre(cell), s)
            w0, w1 = trunk_width(i, length) * s, trunk_width(i + 1, length) * s
            if frac < 1.0:
                points, w1 = _part(points, frac), w0 + (w1 - w0) * frac
            else:
                used.setdefault(cell, set()).add(frozenset((e, f)))
            pieces.setdefault(cell, []).append(
                (points, w0, w1, view.colours[q], view.pattern(q), frac)
            )
    for cell, o in tiles.items():
        centre = lay.centre(cell)
        for a, b in o.segments:
            if frozenset((a, b)) not in used.get(cell, set()):
                draw_groove(surface, place_points(segment_unit(a, b), centre, s), s)
        for points, w0, w1, colour, pattern, frac in pieces.get(cell, []):
            draw_trunk_piece(surface, points, w0, w1, colour, pattern=pattern, span=frac)
    _paint_end_pieces(surface, lay, state, view)
    _paint_elephants(surface, lay, state, view)
    board_marks.paint_rim_labels(surface, lay)


def _part(points: list, frac: float) -> list:
    """The first `frac` of a polyline sampled evenly."""
    count = len(points) - 1
    reach = frac * count
    k = int(reach)
    if k >= count:
        return points
    t = reach - k
    a, b = points[k], points[k + 1]
    return [*points[: k + 1], (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)]


def _paint_end_pieces(surface, lay: BombayLayout, state: BombayState, view: BoardView) -> None:
    s = lay.hex
    owners: dict[Cell, Colour] = {}
    for q in range(state.num_players()):
        if state.is_out(q):
            cell, edge = state.open_end(q)
            owners.setdefault(cell, view.colours[q])
            length = len(state.trunk(q))
            start = lay.edge_point(cell, edge)
            centre = lay.centre(cell)
            points = [
                (
                    start[0] + (centre[0] - start[0]) * k / 6,
                    start[1] + (centre[1] - start[1]) * k / 6,
                )
                for k in range(5)
            ]
            w = trunk_width(length, length) * s
            draw_trunk_piece(surface, points, w, w * 0.9, view.colours[q], wrinkles=False)
    for cell, count in state.end_pieces().items():
        piece = end_piece_surface(max(6, round(s * 0.62)), owners.get(cell))
        centre = lay.centre(cell)
        for k in range(min(count, 3)):
            offset = (k - (min(count, 3) - 1) / 2) * s * 0.18
            surface.blit(
                piece, piece.get_rect(center=(centre[0] + offset, centre[1] - offset * 0.5))
            )
        if count > 1:
            text(
                surface,
                f"×{count}",
                max(10, round(s * 0.3)),
                CREAM,
                bold=True,
                center=(round(centre[0]), round(centre[1] + s * 0.62)),
                shadow=True,
            )


def _paint_elephants(surface, lay: BombayLayout, state: BombayState, view: BoardView) -> None:
    s = lay.hex
    player_of = {state.elephant(q): q for q in range(state.num_players())}
    for elephant, _where, head, first, entry in ELEPHANT_TABLE:
        hx, hy = lay.centre(head)
        mx, my = lay.edge_point(first, entry)
        dx, dy = mx - hx, my - hy
        distance = math.hypot(dx, dy)
        ux, uy = dx / distance, dy / distance
        q = player_of.get(elephant)
        playing = q is not None
        colour = view.colours[q] if q is not None else NEUTRAL
        centre = (hx - ux * s * 0.4, hy - uy * s * 0.4)
        length = len(state.trunk(q)) if q is not None else 0
        stub = [
            (centre[0] + (mx - centre[0]) * k / 8, centre[1] + (my - centre[1]) * k / 8)
            for k in range(2, 9)
        ]
        width0 = trunk_width(0, length) * s
        pattern = view.pattern(q) if q is not None else None
        draw_trunk_piece(surface, stub, HEAD_WIDTH * 1.1 * s, width0, colour, pattern=pattern)
        degrees = math.degrees(math.atan2(dy, dx)) - 90
        art = elephant_turned(colour, max(8, round(s * 1.3)), playing, degrees, pattern)
        surface.blit(art, art.get_rect(center=(round(centre[0]), round(centre[1]))))


def paint_overlays(
    surface: pygame.Surface, lay: BombayLayout, state: BombayState, view: BoardView
) -> None:
    # open ends: the tip of each active trunk pokes into the cell it points at
    for q in range(state.num_players()):
        if state.is_out(q) or q in view.limits:
            continue
        cell, edge = state.open_end(q)
        _trunk_tip(surface, lay, cell, edge, view.colours[q], len(state.trunk(q)))
        board_marks.mark_open_end(surface, lay, cell, edge, view.colours[q])
    for grown in view.marked_growth if not view.limits else []:
        board_marks.light_segments(surface, lay, grown.segments, view.colours[grown.player], 80)
    if view.last_tile is not None:
        board_marks.light_last_tile(
            surface, lay, view.last_tile[0], view.colours[view.last_tile[1]]
        )
    for grown in view.last_growth if not view.limits else []:
        board_marks.light_segments(surface, lay, grown.segments, view.colours[grown.player], 110)
    for cell, mover, number in view.marks:
        board_marks.mark_move(surface, lay, cell, view.colours[mover], number)
    if view.lit is not None and 0 <= view.lit < state.num_players():
        lit = state.trunk(view.lit)
        board_marks.light_segments(surface, lay, lit, view.colours[view.lit], 235)
    for grown in view.log_growth:
        board_marks.light_segments(surface, lay, grown.segments, view.colours[grown.player], 255)
    if view.out is not None:
        seat, t = view.out
        moments.paint_going_out(surface, lay, state, seat, t, view.colours[seat])
    for cell in view.log_cells:
        board_marks.light_cell(surface, lay, cell)
    if view.play_cell is not None and 0 <= view.mover < len(view.colours):
        _play_cell_glow(surface, lay, view.play_cell, view.colours[view.mover], view.pulse)
    ghost_art.paint_ghost(surface, lay, view)


def _trunk_tip(surface, lay: BombayLayout, cell: Cell, edge: int, colour: Colour, length: int):
    s = lay.hex
    start = lay.edge_point(cell, edge)
    centre = lay.centre(cell)
    dx, dy = centre[0] - start[0], centre[1] - start[1]
    reach = 0.24
    points = [(start[0] + dx * reach * k / 4, start[1] + dy * reach * k / 4) for k in range(5)]
    w = trunk_width(length, length) * s
    draw_trunk_piece(surface, points, w, w * 0.92, colour, wrinkles=False)
    tip = points[-1]
    # dots further in say "the trunk goes on here"
    for k, (reach_k, radius) in enumerate(((0.5, 0.13), (0.7, 0.1), (0.87, 0.075))):
        dot = (start[0] + dx * reach_k, start[1] + dy * reach_k)
        pygame.draw.circle(surface, shade(colour, 0.4), dot, s * radius + 1.5)
        pygame.draw.circle(surface, shade(colour, 1.2 - 0.05 * k), dot, s * radius)
    pygame.draw.circle(surface, shade(colour, 0.45), tip, w * 0.52)
    pygame.draw.circle(surface, shade(colour, 1.1), tip, w * 0.44)
    nx, ny = -dy, dx
    norm = math.hypot(nx, ny) or 1.0
    for side in (-1, 1):
        nostril = (tip[0] + side * nx / norm * w * 0.16, tip[1] + side * ny / norm * w * 0.16)
        pygame.draw.circle(surface, shade(colour, 0.35), nostril, max(1.0, w * 0.09))


def _play_cell_glow(surface, lay: BombayLayout, cell: Cell, colour: Colour, pulse: float) -> None:
    s = lay.hex
    centre = lay.centre(cell)
    glow = pygame.Surface((int(s * 2.6), int(s * 2.6)), pygame.SRCALPHA)
    c = (glow.get_width() / 2, glow.get_height() / 2)
    strength = 0.55 + 0.45 * math.sin(pulse * 2 * math.pi)
    for k in range(5):
        alpha = int((26 + 14 * strength) * (1 - k / 5))
        pygame.draw.polygon(glow, (*GOLD_LIGHT, alpha), hex_points(c, s * (1.18 - 0.07 * k)))
    surface.blit(glow, glow.get_rect(center=(round(centre[0]), round(centre[1]))))
    pts = hex_points(centre, s * 0.93)
    pygame.draw.polygon(surface, GOLD_LIGHT, pts, max(2, round(s * 0.07)))
    inner = hex_points(centre, s * 0.84)
    pygame.draw.polygon(surface, colour, inner, max(2, round(s * 0.05 + 0.03 * s * strength)))


def board_picture(
    state: BombayState, colours: list[Colour], height: int, patterns: list[int] | None = None
) -> pygame.Surface:
    """The whole board drawn alone, `height` pixels high (a keepsake of the final position);
    `patterns` in colour-blind mode."""
    width = int(height * 1.02)
    lay = BombayLayout((width, height), state.num_players(), board_only=True)
    canvas = pygame.Surface(
        (max(width, lay.floor.right), max(height, lay.floor.bottom)), pygame.SRCALPHA
    )
    paint_still(canvas, lay, state, BoardView(colours, patterns=patterns))
    picture = pygame.Surface(lay.floor.size, pygame.SRCALPHA)
    picture.blit(canvas, (0, 0), area=lay.floor)
    return picture
