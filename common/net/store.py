"""Rooms on disk (`serve --data DIR`): one JSON file per room, written atomically (a temporary
file, fsync, os.replace) after every step and before the step is sent, so a server killed at
any moment restarts with every move anyone has seen. The file holds the record's own save
(setup, seed, actions) and the room's table: seats, members with their tokens' SHA-256 (never
the tokens), and the commitment's nonce. A file that cannot be loaded is moved aside, not lost.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from common.core.errors import NotationError, RecordError
from common.core.record import GameRecord
from common.core.safe_read import UnreadableFile, parse_json, read_bytes
from common.core.userdata import keep_aside, remove_stale_temp_files, write_atomically
from common.net.protocol import CODE
from common.net.room import Member, Room, Seat

log = logging.getLogger(__name__)

FORMAT = "bazaar-room"
ROOM_BYTES = 2 * 1024 * 1024


def room_path(folder: Path, code: str) -> Path:
    return folder / f"room-{code}.json"


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
            {"name": m.name, "token_sha256": m.token_sha256, "seats": m.seats, "creator": m.creator}
            for m in room.members
        ],
        "nonce": room.nonce,
        "undo_count": room.undo_count,
        "record": None if room.record is None else room.record.to_json(),
    }


def room_from_json(data: Any) -> Room:
    """The room a file holds; ValueError (or KeyError, TypeError) for one that does not fit."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        raise ValueError("not a room file")
    code = CODE(data["code"])
    seats = [Seat(s["kind"], s["level"], s["name"], s["member"]) for s in data["seats"]]
    room = Room(code, data["game"], None, seats)
    room.setup = room.game.setup_from_json(data["setup"])
    for m in data["members"]:
        member = Member(str(m["name"]), str(m["token_sha256"]), list(m["seats"]), m["creator"])
        room.members.append(member)
    room.nonce = str(data["nonce"])
    room.undo_count = int(data["undo_count"])
    if data["record"] is not None:
        room.record = GameRecord.from_json(data["record"])
    return room


def save_room(folder: Path, room: Room) -> None:
    text = json.dumps(room_to_json(room), separators=(",", ":"))
    write_atomically(room_path(folder, room.code), text)


def load_rooms(folder: Path) -> list[Room]:
    """Every room saved in `folder` (the server's only writer: temp files left are stale)."""
    folder.mkdir(parents=True, exist_ok=True)
    remove_stale_temp_files(folder)
    rooms = []
    for path in sorted(folder.glob("room-*.json")):
        try:
            rooms.append(room_from_json(parse_json(read_bytes(path, ROOM_BYTES))))
        except (UnreadableFile, RecordError, NotationError, ValueError, KeyError, TypeError):
            log.exception("room file %s cannot be loaded; it is kept aside", path)
            keep_aside(path)
    return rooms


def forget_room(folder: Path, code: str) -> None:
    room_path(folder, code).unlink(missing_ok=True)
