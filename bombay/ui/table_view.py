"""The Bombay Bazar table's view model: what the floor and the panel show, worked out from the
*shown* state and the beat in progress (a tile in flight, trunks growing, an end piece dropping).
Drawing reads only this; a redraw at any moment of a beat shows the same thing."""

from __future__ import annotations

from dataclasses import dataclass, field

from bombay.rules.board import Cell
from bombay.rules.state import BombayState
from bombay.rules.tiles import Orientation
from bombay.ui import beats
from bombay.ui.layout import BombayLayout
from common.ui.beats import Beat
from common.ui.tween import ease_out_bounce, ease_out_cubic, lerp_point

Point = tuple[float, float]


@dataclass
class TableView:
    state: BombayState  # the position the floor shows
    limits: dict[int, float] = field(default_factory=dict)  # trunk segments shown so far
    base_limits: dict[int, int] = field(default_factory=dict)  # lengths before the growth
    flying: tuple[Orientation, Point, float] | None = None  # a tile on its way: where, spin
    dropping: tuple[Cell, float, float] | None = None  # an end piece: cell, scale, alpha
    banner: tuple[str, int, int] | None = None  # (what, seat, trunk length) -> words
    gains: list[tuple[int, int]] = field(default_factory=list)  # (seat, segments grown)
    moving: bool = False  # something on the floor moves this frame


def build_view(lay: BombayLayout, shown: BombayState, beat: Beat | None) -> TableView:
    view = TableView(shown)
    if beat is None:
        return view
    view.moving = True
    kind = beat.action.kind
    if kind == "start":
        view.banner = ("first", beat.action.seat, 0)
    elif kind == "end":
        _end_poses(view, lay, beat)
    else:
        _place_poses(view, lay, beat)
    return view


def _place_poses(view: TableView, lay: BombayLayout, beat: Beat) -> None:
    flight, growth = beat.plan["flight"], beat.plan["growth"]
    o = beat.action.orientation
    cell = beat.before.play_cell()
    if beat.elapsed < flight:
        t = ease_out_cubic(beat.phase(0, flight))
        pos = lerp_point(lay.stacks[o.pattern.index], lay.centre(cell), t)
        view.flying = (o, pos, -o.rotation * 60 * (1 - t))
        return
    view.state = beat.after  # the tile has landed; the trunks grow
    grown = beats.grown(beat.after)
    t = beat.phase(flight, growth)
    view.limits = {q: b + (a - b) * t for q, b, a in grown}
    view.base_limits = {q: b for q, b, _a in grown}
    longest = max((a - b for _q, b, a in grown), default=0)
    gains = [(q, a - b) for q, b, a in grown]
    if len(gains) > 1 or longest > 2:
        view.gains = gains


def _end_poses(view: TableView, lay: BombayLayout, beat: Beat) -> None:
    p = beat.before.current_player()
    cell, _edge = beat.before.open_end(p)
    if beat.elapsed < beats.DROP:
        t = ease_out_bounce(beat.phase(0, beats.DROP))
        view.dropping = (cell, 2.2 - 1.2 * t, min(1.0, 0.3 + t))
        return
    view.state = beat.after
    length = beat.after.length(p)
    view.banner = ("finished" if beat.after.num_players() == 1 else "out", p, length)
