"""The Marrakech table's view model: everything the screen shows, worked out from the *shown*
state, the beat in progress and the carpet in the player's hand. Drawing reads only this.

Because every pose is a function of (shown state, beat clock), a redraw, a resize or a language
change in the middle of a turn shows the same thing, and the die, the tray and a flying carpet
can only ever show the turn on screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from common.core.record import GameRecord
from common.ui.beats import Beat
from common.ui.theme import BAD, GOOD, Colour
from common.ui.tween import arc_point, ease_out_cubic, lerp_point
from marrakech.rules.core import DIE_FACES
from marrakech.rules.events import (
    AssamWalked,
    CarpetLaid,
    DieRolled,
    FirstPlayerDrawn,
    NoTribute,
    PlayerOut,
    TributePaid,
)
from marrakech.rules.state import MarrakechState
from marrakech.ui import beats
from marrakech.ui.layout import BoardLayout
from marrakech.ui.walk import point_along, walk_segments

Point = tuple[float, float]


@dataclass(frozen=True)
class CarpetPose:
    """A carpet off the board's grid: waiting in the tray, in the hand, or flying."""

    colour: int  # the rules' colour
    centre: Point
    cell: int  # the side of one of its squares, in pixels
    vertical: bool
    lifted: bool = False  # a shadow under it
    faded: bool = False  # waiting for someone else's turn, or for the roll (drawn smaller)

    @property
    def rect(self) -> pygame.Rect:
        w, h = (self.cell, 2 * self.cell) if self.vertical else (2 * self.cell, self.cell)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(self.centre[0]), round(self.centre[1]))
        return rect


@dataclass
class TableView:
    state: MarrakechState  # the shown position
    assam_centre: Point | None = None  # None: where the state puts him
    assam_angle: float | None = None
    die_face: int = 0  # 0: a blank face (no roll yet)
    die_spin: float = 0.0
    tray: CarpetPose | None = None  # the carpet waiting in the tray
    moving: CarpetPose | None = None  # a carpet in the hand or flying to the board
    region: frozenset[int] = frozenset()  # the region tribute is paid for
    coins: list[Point] = field(default_factory=list)
    payments: list[tuple[int, str, Colour]] = field(default_factory=list)
    banner: tuple[str, int] | None = None  # (what happened, seat) -> words at draw time
    out: tuple[int, float] | None = None  # a player leaving the market, and how far the moment is
    roll_ready: bool = False  # a person's die waits to be rolled
    no_tribute: NoTribute | None = None  # said where Assam stopped


def latest_roll(record: GameRecord, upto: int) -> int:
    """The face of the roll of the turn going on after the first `upto` steps, as the rules
    told it; 0 (a blank face) before it is rolled, so a turn never starts with the previous
    player's roll on the die (a few steps back at most: a laid carpet ends a turn)."""
    for i in range(upto - 1, -1, -1):
        step = record.steps[i]
        if step.event(CarpetLaid) is not None:
            return 0
        rolled = step.event(DieRolled)
        if rolled is not None:
            return rolled.face
    return 0


def build_view(
    layout: BoardLayout,
    shown: MarrakechState,
    beat: Beat | None,
    die_face: int,
    hand: CarpetPose | None,
    ready: bool,
    vertical: bool = False,
) -> TableView:
    """The screen for the shown position. `die_face` is the latest roll shown so far (0 for
    none), `hand` the carpet the person holds or sends back, `ready` whether a person may lay
    a carpet now (the tray's carpet is then bright, laid `vertical` or across)."""
    view = TableView(shown, die_face=die_face)
    colour = shown.colour_to_place
    waiting = colour >= 0 and not shown.is_terminal()
    if beat is not None:
        _beat_poses(view, layout, beat)
    if hand is not None:
        view.moving = hand
    elif waiting and view.moving is None:
        vertical = vertical and ready
        cell = layout.tray_cell_for(vertical)
        view.tray = CarpetPose(colour, layout.carpet_home, cell, vertical, faded=not ready)
    return view


@lru_cache(maxsize=4)
def _segments(layout: BoardLayout, walk: AssamWalked) -> list[list[Point]]:
    return walk_segments(layout, walk)


def _beat_poses(view: TableView, layout: BoardLayout, beat: Beat) -> None:
    kind = beat.action.kind
    if kind == "start":
        first = next(e for e in beat.events if isinstance(e, FirstPlayerDrawn))
        view.banner = ("first", first.seat)
    elif kind == "turn":
        start = beat.before.assam[2] * 90
        view.assam_angle = start + 90 * beat.action.value * ease_out_cubic(beat.phase(0, 0.28))
    elif kind == "roll":
        _roll_poses(view, layout, beat)
    elif kind == "place":
        if beat.elapsed >= beat.plan.get("next_turn", beat.duration):
            view.banner = ("next", beat.after.seat)
        a, b = beat.action.squares
        colour = beat.before.colour_to_place
        vertical = b - a == 7
        target = layout.placement_centre(a, b)
        if beat.by_hand:
            view.moving = CarpetPose(colour, target, layout.cell, vertical)
        else:
            t = ease_out_cubic(beat.phase(0, beats.FLIGHT))
            cell = round(layout.tray_cell_for(vertical) * (1 - t) + layout.cell * t)
            centre = lerp_point(layout.carpet_home, target, t)
            view.moving = CarpetPose(colour, centre, cell, vertical, lifted=t < 1)


def _roll_poses(view: TableView, layout: BoardLayout, beat: Beat) -> None:
    rolled = next(e for e in beat.events if isinstance(e, DieRolled))
    tumble = beat.phase(0, beats.TUMBLE)
    if tumble < 1:
        eased = ease_out_cubic(tumble)
        view.die_face = DIE_FACES[int(eased * 11) % len(DIE_FACES)]
        view.die_spin = (1 - eased) * 720
    else:
        view.die_face = rolled.face
    walk = next(e for e in beat.events if isinstance(e, AssamWalked))
    segments = _segments(layout, walk)
    walked = beat.elapsed - beats.TUMBLE
    if walked > 0:
        i = min(len(segments) - 1, int(walked // beats.STEP))
        t = min(1.0, walked / beats.STEP - i)
        view.assam_centre, view.assam_angle = point_along(segments[i], t)
    if beat.elapsed < beat.plan["walk_end"]:
        return
    nothing = next((e for e in beat.events if isinstance(e, NoTribute)), None)
    if nothing is not None:
        view.no_tribute = nothing
        return
    paid = next((e for e in beat.events if isinstance(e, TributePaid)), None)
    if paid is None or paid.amount == 0:
        return
    view.region = paid.region
    view.payments = [(paid.payer, f"−{paid.amount}", BAD), (paid.payee, f"+{paid.amount}", GOOD)]
    start = layout.player_rows[paid.payer].center
    end = layout.player_rows[paid.payee].center
    lift = layout.cell * 0.8
    for i in range(beats.coin_count(paid.amount)):
        t = beat.phase(beat.plan["coins_from"] + i * beats.COIN_GAP, beats.COIN_FLIGHT)
        if t < 1:
            view.coins.append(arc_point(start, end, ease_out_cubic(t), lift))
    out = next((e for e in beat.events if isinstance(e, PlayerOut)), None)
    if out is not None and beat.elapsed >= beat.plan["pay_end"]:
        view.out = (out.seat, beat.phase(beat.plan["pay_end"], beats.OUT_MOMENT))
