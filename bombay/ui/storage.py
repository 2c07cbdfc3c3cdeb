"""The solo high-score table in the user's data folder, written atomically.

Linux: $XDG_DATA_HOME/bazaar (~/.local/share/bazaar); Windows: %APPDATA%\\Bazaar; macOS:
~/Library/Application Support/Bazaar. BAZAAR_DATA_DIR overrides the folder (tests use it).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
from pathlib import Path

from bombay.rules.tournament import HighScores
from common.core.errors import NotationError

HIGH_SCORE_FILE = "bombay-solo-highscores.json"


def data_dir() -> Path:
    override = os.environ.get("BAZAAR_DATA_DIR")
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming") / "Bazaar"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Bazaar"
    return Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share") / "bazaar"


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
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=".highscores-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(table.to_json(), handle)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
    except OSError:
        return False
    return True
