"""The solo high-score table in the user's data folder (common.core.userdata): read through
the one reading path with its schema (common.core.filekinds), written atomically."""

from __future__ import annotations

import json
from pathlib import Path

from bombay.data_files import HIGH_SCORE_BYTES, HIGH_SCORE_FILE, HIGH_SCORES
from bombay.rules.tournament import HighScores
from common.core.i18n import _
from common.core.safe_read import UnreadableFile, read_json
from common.core.setaside import SetAside, read_checked
from common.core.userdata import data_dir, write_atomically

__all__ = [
    "HIGH_SCORE_FILE",
    "best_score",
    "data_dir",
    "high_score_path",
    "load_high_scores",
    "save_high_scores",
]


def high_score_path() -> Path:
    return data_dir() / HIGH_SCORE_FILE


def load_high_scores(path: Path | None = None) -> tuple[HighScores, SetAside | None]:
    """The saved table and None; an empty table if there is none, or an empty one and the
    problem if the file cannot be read (it is then set aside, kept)."""
    data, problem = read_checked(
        path or high_score_path(), _("The solo high scores"), HIGH_SCORE_BYTES, HIGH_SCORES
    )
    return (HighScores.from_json(data) if data is not None else HighScores()), problem


def best_score(path: Path | None = None) -> int | None:
    """The best solo score kept, for the table to show while a game is played; None if there
    is none. A file that cannot be read is left where it is: the results screen sets it aside
    and says why."""
    try:
        data = HIGH_SCORES(read_json(path or high_score_path(), HIGH_SCORE_BYTES))
    except (FileNotFoundError, UnreadableFile):
        return None
    return HighScores.from_json(data).best


def save_high_scores(table: HighScores, path: Path | None = None) -> bool:
    """Write the table through a temporary file and os.replace; False if it could not be saved."""
    path = path or high_score_path()
    try:
        write_atomically(path, json.dumps(table.to_json()))
    except OSError:
        return False
    return True
