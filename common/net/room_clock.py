"""Whose turn it is in each room and, in a turn-based room with a clock, how long that turn has
left (issue 49). A turn is a seat's: its decisions and the rolls of its die, until another seat
is to move (a whole Marrakech turn, Assam turned, rolled and a carpet laid, on one clock). The
clock starts when the turn does and is counted on the server's clock (injected: tests never
wait on real time); a seat whose time ran out is `out` until the turn passes, and then the
others may give it to a computer or end the game (common.net.room).

A turn's start is kept with the room (`room.turn`: the seat and the wall-clock time, written
with the step that passed the turn), so after a restart, or in a cluster when another process
takes the room, the seat to move has only what was left of its time. An ended room's keeping
(KEEP_ENDED) is counted from the server's start again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from common.net.protocol import COMPUTER
from common.net.room import Room
from common.net.room_options import DAY

SWEEP_SECONDS = 1.0  # how often the server looks for clocks that ran out
KEEP_ENDED = 7 * DAY  # a turn-based room stays this long after its game ended (My games, rematch)


@dataclass
class _Turn:
    seat: int
    since: float
    out: bool = False


def to_move(room: Room) -> int | None:
    """The seat whose turn it is (to decide or to roll its die), None when nobody's."""
    record = room.record
    if record is None or room.finished:
        return None
    if record.waiting_roll is not None:
        return record.waiting_roll
    seat = record.state.current_player()
    return seat if 0 <= seat < len(room.seats) else None


class RoomClocks:
    def __init__(self, clock: Callable[[], float], wall: Callable[[], float]) -> None:
        """`clock` counts the turns (monotonic); `wall` dates their starts for the room's
        store (time.time), so a turn goes on counting where another process left it."""
        self.clock = clock
        self.wall = wall
        self.turns: dict[str, _Turn] = {}
        self.ended: dict[str, float] = {}  # turn-based rooms whose game is over, since when

    def changed(self, room: Room) -> bool:
        """Note the room's turn after a change; True when it passed to a new seat."""
        seat = to_move(room)
        if room.finished and room.options.turn_based:
            self.ended.setdefault(room.code, self.clock())
        if seat is None:
            self.turns.pop(room.code, None)
            room.turn = None
            return False
        turn = self.turns.get(room.code)
        if turn is not None and turn.seat == seat:
            return False
        self.turns[room.code] = _Turn(seat, self.clock())
        room.turn = (seat, self.wall())
        return True

    def loaded(self, room: Room) -> None:
        """A room read back from its store: its turn goes on from when it began, as kept."""
        seat = to_move(room)
        if seat is None or room.turn is None or room.turn[0] != seat:
            self.changed(room)
            return
        gone = max(0.0, self.wall() - room.turn[1])  # a start in the future: counted from now
        self.turns[room.code] = _Turn(seat, self.clock() - gone)
        self.ended.pop(room.code, None)

    def forget(self, code: str) -> None:
        self.turns.pop(code, None)
        self.ended.pop(code, None)

    def seconds_left(self, room: Room) -> int | None:
        """The time the seat to move has left, in whole seconds (None: no clock runs)."""
        turn = self.turns.get(room.code)
        if turn is None or not room.options.clocked or room.seats[turn.seat].kind == COMPUTER:
            return None
        left = room.options.move_seconds - (self.clock() - turn.since)
        return max(0, min(room.options.move_seconds, int(left + 0.999)))

    def view(self, room: Room) -> dict[str, Any] | None:
        """The clock as the room's `clock` message and snapshot say it (None: no clock)."""
        left = self.seconds_left(room)
        if left is None:
            return None
        turn = self.turns[room.code]
        return {"seat": turn.seat, "seconds_left": left, "out": turn.out}

    def overdue(self, room: Room) -> int | None:
        """The seat to move if its time ran out (and no computer took it since), else None."""
        turn = self.turns.get(room.code)
        if turn is None or not turn.out or room.seats[turn.seat].kind == COMPUTER:
            return None
        return turn.seat

    def sweep(self, rooms: dict[str, Room]) -> tuple[list[Room], list[str]]:
        """The rooms whose clock ran out since the last sweep (each once), and the codes of
        turn-based rooms ended longer than KEEP_ENDED ago."""
        now = self.clock()
        out = []
        for code, turn in self.turns.items():
            room = rooms.get(code)
            if room is None or turn.out or self.seconds_left(room) is None:
                continue
            if now - turn.since >= room.options.move_seconds:
                turn.out = True
                out.append(room)
        expired = [code for code, since in self.ended.items() if now - since > KEEP_ENDED]
        return out, expired
