"""The seat tokens this computer holds, kept in the data folder (online-seats.json), so a player
comes back to their seat after a drop or a restart of the app: server address, room code,
token, game and whether this computer hosts it, newest first, at most MAX_KEPT. The file is
read like every other (size limited, schema checked); one that cannot be read counts as empty
and is rewritten."""

from __future__ import annotations

import json
import time
from typing import Any

from common.core.filekinds import flag, list_of, real, record, text
from common.core.safe_read import UnreadableFile, parse_json, read_bytes
from common.core.userdata import data_dir, write_atomically
from common.net.protocol import CODE, GAME, TOKEN

FILE = "online-seats.json"
FILE_BYTES = 64 * 1024
MAX_KEPT = 50

_ENTRY = record(
    {
        "server": text(200),
        "code": CODE,
        "token": TOKEN,
        "game": GAME,
        "saved_at": real(0.0, 1e11),
        "hosted": flag,  # the room is kept by this computer's own server (hosted again)
    },
    keep_unknown=False,
)
_KEYS = {"server", "code", "token", "game", "saved_at"}
_FILE = record({"seats": list_of(_ENTRY, MAX_KEPT)}, keep_unknown=False)


def remembered() -> list[dict[str, Any]]:
    """The seats kept, newest first (each: server, code, token, game, saved_at, hosted)."""
    try:
        data = _FILE(parse_json(read_bytes(data_dir() / FILE, FILE_BYTES)))
    except (FileNotFoundError, UnreadableFile, OSError):
        return []
    entries = [entry for entry in data.get("seats", []) if set(entry) >= _KEYS]
    return [{"hosted": False, **entry} for entry in entries]


def remember(server: str, code: str, token: str, game: str, hosted: bool = False) -> None:
    kept = [s for s in remembered() if (s["server"], s["code"]) != (server, code)]
    entry = {"server": server, "code": code, "token": token, "game": game, "hosted": hosted}
    kept.insert(0, {**entry, "saved_at": time.time()})
    _write(kept[:MAX_KEPT])


def forget(server: str, code: str) -> None:
    _write([s for s in remembered() if (s["server"], s["code"]) != (server, code)])


def _write(seats: list[dict[str, Any]]) -> None:
    write_atomically(data_dir() / FILE, json.dumps({"seats": seats}, indent=1))
