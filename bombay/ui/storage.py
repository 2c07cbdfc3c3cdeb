"""The solo high-score table in the user's data folder (common.core.userdata), written
atomically."""

from __future__ import annotations

import json
from pathlib import Path

from bombay.rules.tournament import HighScores
from common.core.errors import NotationError
from common.core.userdata import data_dir, write_atomically

HIGH_SCORE_FILE = "bombay-solo-highscores.json"

__all__ = ["HIGH_SCORE_FILE", "data_dir", "high_score_path", "load_high_scores", "save_high_scores"]


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
