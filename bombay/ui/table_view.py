"""The Bombay Bazar table's view model: what the floor and the panel show, worked out from the
*shown* state and the beat in progress (a tile in flight, trunks growing, an end piece dropping,
a player going out).
Drawing reads only this; a redraw at any moment of a beat shows the same thing."""

from __future__ import annotations

from dataclasses import dataclass, field

from bombay.rules.board import Cell
from bombay.rules.events import ForcedEndPiece, PlayerOut, TilePlaced, TrunkGrew
from bombay.rules.state import BombayState
from bombay.rules.tiles import Orientation
from bombay.ui import beats
from bombay.ui.layout import BombayLayout
from common.core.events import Event
from common.core.record import GameRecord
from common.ui.beats import Beat
from common.ui.tween import ease_out_bounce, ease_out_cubic, lerp_point

Point = tuple[float, float]


@dataclass(frozen=True)
class LastMove:
    """The last tile laid in the shown position and every trunk it grew (the rules' events)."""

    placed: TilePlaced
    grown: tuple[TrunkGrew, ...]


def last_move(record: GameRecord, shown_index: int) -> LastMove | None:
    """The last placement among the first `shown_index` steps of the record, if any."""
    for i in range(shown_index - 1, -1, -1):
        step = record.steps[i]
        placed = step.event(TilePlaced)
        if placed is not None:
            return LastMove(placed, tuple(e for e in step.events if isinstance(e, TrunkGrew)))
    return None


@dataclass
class TableView:
    state: BombayState  # the position the floor shows
    limits: dict[int, float] = field(default_factory=dict)  # trunk segments shown so far
    base_limits: dict[int, int] = field(default_factory=dict)  # lengths before the growth
    flying: tuple[Orientation, Point, float] | None = None  # a tile on its way: where, spin
    dropping: tuple[Cell, float, float] | None = None  # an end piece: cell, scale, alpha
    banner: tuple[str, Event] | None = None  # (what, the event it tells) -> words
    gains: list[tuple[int, int]] = field(default_factory=list)  # (seat, segments grown)
    moving: bool = False  # something on the floor moves this frame
    last: LastMove | None = None  # the tile laid last on the floor shown, lit till the next
    lit: int | None = None  # the player whose trunk is lit from head to open end (hovered)
    out: tuple[PlayerOut, float] | None = None  # a player going out, and how far the moment is


def build_view(
    lay: BombayLayout,
    shown: BombayState,
    beat: Beat | None,
    last: LastMove | None = None,
    lit: int | None = None,
) -> TableView:
    """`last`: the last move of the shown position (before the beat); `lit`: a hovered trunk."""
    view = TableView(shown, last=last, lit=lit)
    if beat is None:
        return view
    view.moving = True
    kind = beat.action.kind
    if kind == "start":
        view.banner = ("first", beat.events[0])
    elif kind == "end":
        _end_poses(view, lay, beat)
    else:
        _place_poses(view, lay, beat)
    return view


def _place_poses(view: TableView, lay: BombayLayout, beat: Beat) -> None:
    flight, growth = beat.plan["flight"], beat.plan["growth"]
    o = beat.action.orientation
    placed = next(e for e in beat.events if isinstance(e, TilePlaced))
    if beat.elapsed < flight:
        t = ease_out_cubic(beat.phase(0, flight))
        pos = lerp_point(lay.stacks[o.pattern.index], lay.centre(placed.cell), t)
        view.flying = (o, pos, -o.rotation * 60 * (1 - t))
        return
    view.state = beat.after  # the tile has landed; the trunks grow
    grown = beats.growths(beat)
    view.last = LastMove(placed, tuple(grown))
    t = beat.phase(flight, growth)
    view.limits = {e.seat: e.before + (e.after - e.before) * t for e in grown}
    view.base_limits = {e.seat: e.before for e in grown}
    if len(grown) > 1 or any(e.after - e.before > 2 for e in grown):
        view.gains = [(e.seat, e.after - e.before) for e in grown]


def _end_poses(view: TableView, lay: BombayLayout, beat: Beat) -> None:
    forced = next(e for e in beat.events if isinstance(e, ForcedEndPiece))
    if beat.elapsed < beats.FORCED:  # why the end piece goes on
        view.banner = ("forced", forced)
        return
    if beat.elapsed < beats.FORCED + beats.DROP:
        t = ease_out_bounce(beat.phase(beats.FORCED, beats.DROP))
        view.dropping = (forced.cell, 2.2 - 1.2 * t, min(1.0, 0.3 + t))
        return
    view.state = beat.after
    out = next(e for e in beat.events if isinstance(e, PlayerOut))
    view.out = (out, beat.phase(beats.FORCED + beats.DROP, beats.OUT_MOMENT))
