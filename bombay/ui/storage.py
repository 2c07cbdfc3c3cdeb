"""What Bombay Bazar keeps in the user's data folder (common.core.userdata), written
atomically: the solo high-score table and the last table set up (so setup opens with it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bombay.rules.tournament import HighScores
from common.core.errors import NotationError
from common.core.userdata import data_dir, write_atomically

HIGH_SCORE_FILE = "bombay-solo-highscores.json"
LAST_TABLE_FILE = "bombay-last-table.json"
MAX_BYTES = 64 * 1024  # a kept table is a few hundred bytes; anything bigger is not ours

__all__ = [
    "HIGH_SCORE_FILE",
    "LAST_TABLE_FILE",
    "data_dir",
    "high_score_path",
    "load_high_scores",
    "load_last_table",
    "save_high_scores",
    "save_last_table",
]


def high_score_path() -> Path:
    return data_dir() / HIGH_SCORE_FILE


def load_high_scores(path: Path | None = None) -> HighScores:
    """The saved table, or an empty one if there is none or it cannot be read."""
    path = path or high_score_path()
    try:
        return HighScores.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, NotationError):
        return HighScores()


def save_high_scores(table: HighScores, path: Path | None = None) -> bool:
    """Write the table through a temporary file and os.replace; False if it could not be saved."""
    path = path or high_score_path()
    try:
        write_atomically(path, json.dumps(table.to_json()))
    except OSError:
        return False
    return True


def load_last_table() -> dict[str, Any]:
    """The last table set up, as saved (the setup screen checks each field); {} if there is
    none or the file is not a small regular file of JSON."""
    path = data_dir() / LAST_TABLE_FILE
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return {}
        with path.open("rb") as handle:
            data = json.loads(handle.read(MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def save_last_table(table: dict[str, Any]) -> bool:
    """Keep the table for next time; False if it could not be written (nothing else fails)."""
    try:
        write_atomically(data_dir() / LAST_TABLE_FILE, json.dumps(table, ensure_ascii=False))
    except OSError:
        return False
    return True
