"""My games (issue 49): what a client holding seat tokens for this server is told about each
room: the game, its seats (their players' names, kinds, levels, who is online), which are
yours, whose turn it is and the time left on the move clock, whether it started and ended,
and how many moves were made. Never a secret: no seed, no token, no move itself; a code whose
token does not fit (or that names no room) says only `found: false`, the same either way, so
the answer tells nothing about other people's rooms."""

from __future__ import annotations

from typing import Any

from common.net.room import Room
from common.net.room_clock import RoomClocks, to_move


def summary(room: Room | None, token: str, clocks: RoomClocks) -> dict[str, Any]:
    member = None if room is None else room.member_with(token)
    if room is None or member is None:
        return {"found": False}
    record = room.record
    fields: dict[str, Any] = {
        "found": True,
        "game": room.game.name,
        "players": room.names(),
        "seats": room.seat_views(),
        "you": member.seats,
        "tempo": room.options.tempo,
        "started": record is not None,
        "ended": room.finished,
        "moves": 0 if record is None else sum(map(record.is_decision, range(record.cursor))),
    }
    seat = to_move(room)
    if seat is not None:
        fields["turn"] = seat
    left = clocks.seconds_left(room)
    if left is not None:
        fields["seconds_left"] = left
    return fields


def summaries(
    rooms: dict[str, Room], seats: list[dict[str, str]], clocks: RoomClocks
) -> list[dict[str, Any]]:
    """One summary for each (code, token) asked about, in the order asked."""
    return [{"code": s["code"], **summary(rooms.get(s["code"]), s["token"], clocks)} for s in seats]
