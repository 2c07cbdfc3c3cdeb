"""A room as JSON: the record's own save (setup, seed, actions) and the room's table: seats,
members with their tokens' SHA-256 (never the tokens), and the commitment's nonce. What
`room_from_json` reads is checked as hostile, like any file: a seat or a member that does not
fit the table, or a computer level the game does not have, refuses the whole room (ValueError)
rather than break its task later. The files themselves are kept by `common.net.room_store`.
"""

from __future__ import annotations

from typing import Any

from common.core.filekinds import PLAYER_CHARS, text
from common.core.record import GameRecord
from common.net.protocol import CODE, HEX64, SEAT_KINDS, WEBHOOK_URL
from common.net.room import Member, Room, Seat
from common.net.room_options import options_from, options_to_json

FORMAT = "bazaar-room"

NAME = text(PLAYER_CHARS)


def room_to_json(room: Room) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": 1,
        "code": room.code,
        "game": room.game.name,
        "setup": room.game.setup_to_json(room.setup),
        "seats": [
            {"kind": s.kind, "level": s.level, "name": s.name, "member": s.member}
            for s in room.seats
        ],
        "members": [
            {
                "name": m.name,
                "token_sha256": m.token_sha256,
                "seats": m.seats,
                "creator": m.creator,
                "webhook": m.webhook,
            }
            for m in room.members
        ],
        "options": options_to_json(room.options),
        "nonce": room.nonce,
        "undo_count": room.undo_count,
        "record": None if room.record is None else room.record.to_json(),
        "turn": None if room.turn is None else list(room.turn),
    }


def _whole(value: Any, low: int, high: int, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    raise ValueError(f"{what} is not a whole number from {low} to {high}")


def _seat(data: Any, levels: list[str], members: int) -> Seat:
    if not isinstance(data, dict) or data.get("kind") not in SEAT_KINDS:
        raise ValueError("a seat of no known kind")
    level, name, member = data.get("level"), data.get("name"), data.get("member")
    if (data["kind"] == "computer") != (level in levels):
        raise ValueError(f"a computer level the game does not have: {str(level)[:20]!r}")
    if data["kind"] == "computer" and member is not None:
        raise ValueError("a computer seat held by a member")
    if member is not None:
        member = _whole(member, 0, members - 1, "a seat's member")
    return Seat(data["kind"], level, None if name is None else NAME(name), member)


def _member(data: Any, seats: int) -> Member:
    if not isinstance(data, dict) or not isinstance(data.get("creator"), bool):
        raise ValueError("a member that is not one")
    held = data.get("seats")
    if not isinstance(held, list) or len(held) > seats:
        raise ValueError("a member's seats are not a list of seats")
    numbers = [_whole(s, 0, seats - 1, "a member's seat") for s in held]
    member = Member(
        NAME(data.get("name")), HEX64(data.get("token_sha256")), numbers, data["creator"]
    )
    member.webhook = WEBHOOK_URL(data.get("webhook", ""))
    return member


def room_from_json(data: Any) -> Room:
    """The room a file holds; ValueError (or KeyError, TypeError, RecordError, NotationError)
    for one that does not fit."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        raise ValueError("not a room file")
    code = CODE(data["code"])
    if not isinstance(data["seats"], list) or not isinstance(data["members"], list):
        raise ValueError("the seats or the members are not lists")
    room = Room(code, data["game"], None, [])
    room.setup = room.game.setup_from_json(data["setup"])
    players = room.game.initial_state(room.setup).num_players()
    if len(data["seats"]) != players or len(data["members"]) > players:
        raise ValueError("the seats do not fit the table")
    levels = room.entry.level_names()
    room.seats = [_seat(s, levels, len(data["members"])) for s in data["seats"]]
    room.members = [_member(m, players) for m in data["members"]]
    for number, member in enumerate(room.members):
        if any(room.seats[s].member != number for s in member.seats):
            raise ValueError("a member holds a seat the table gives to another")
    options = data.get("options", {})  # a room from before issue 49: the defaults
    if not isinstance(options, dict):
        raise ValueError("the room's options are not an object")
    room.options = options_from(options)
    room.nonce = str(data["nonce"])
    room.undo_count = _whole(data["undo_count"], 0, 1 << 31, "the take-backs asked")
    if data["record"] is not None:
        room.record = GameRecord.from_json(data["record"])
        if room.record.game.name != room.game.name:
            raise ValueError("the record is of another game")
    room.turn = turn_from_json(data.get("turn"), players)
    return room


def turn_from_json(data: Any, players: int) -> tuple[int, float] | None:
    """The seat to move and the wall-clock time its turn began (None: not kept, as in a room
    from before it was); ValueError for one that does not fit."""
    if data is None:
        return None
    if not isinstance(data, list) or len(data) != 2:
        raise ValueError("the turn is not a seat and a time")
    seat, since = _whole(data[0], 0, players - 1, "the seat to move"), data[1]
    if isinstance(since, bool) or not isinstance(since, (int, float)) or not 0 <= since < 1e11:
        raise ValueError("the turn's start is not a time")
    return seat, float(since)
