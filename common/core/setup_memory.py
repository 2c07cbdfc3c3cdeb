"""The last table each game was set up with (players, names, colours, levels and the game's
options), kept in the user's data folder so the new-game screen opens with it. The file is
read only if it is a small regular file of JSON; the screen checks every field it takes.
A file that cannot be read is only passed over: the screen opens with its usual table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from common.core.safe_read import UnreadableFile, read_json
from common.core.userdata import data_dir, write_atomically

MAX_BYTES = 64 * 1024  # a kept table is a few hundred bytes; anything bigger is not ours


def last_table_path(game: str) -> Path:
    return data_dir() / f"{game}-last-table.json"


def load_last_table(game: str) -> dict[str, Any]:
    """The table kept for `game`, or {} if there is none or it cannot be read as one (read
    through the one reading path, common.core.safe_read: a regular file, small, shallow)."""
    try:
        data = read_json(last_table_path(game), MAX_BYTES)
    except (FileNotFoundError, UnreadableFile):
        return {}
    return data if isinstance(data, dict) else {}


def save_last_table(game: str, table: dict[str, Any]) -> bool:
    """Keep the table for next time; False if it could not be written (nothing else fails)."""
    try:
        write_atomically(last_table_path(game), json.dumps(table, ensure_ascii=False))
    except OSError:
        return False
    return True
