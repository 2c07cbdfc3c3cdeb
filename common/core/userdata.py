"""The user's data folder (saves, settings, scores, the error log) and safe writes to it.

Linux: $XDG_DATA_HOME/bazaar (~/.local/share/bazaar); Windows: %APPDATA%\\Bazaar; macOS:
~/Library/Application Support/Bazaar. BAZAAR_DATA_DIR overrides the folder (tests use it).
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from pathlib import Path


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


def write_atomically(path: Path, text: str) -> None:
    """Write text through a temporary file in the same folder and os.replace, so a crash or a
    killed process leaves either the old file or the new one, never half of one. Text that
    UTF-8 cannot hold (a lone surrogate) is written as "?" rather than failing the write."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def keep_aside(path: Path) -> Path | None:
    """Rename a file that could not be read to <name>-damaged-<date and time><suffix> next to
    it (never over another file), so a new one can take its place and nothing is lost.
    Returns the new path, or None if it could not be renamed (then it stays where it is)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(100):
        extra = f"-{number + 1}" if number else ""
        target = path.with_name(f"{path.stem}-damaged-{stamp}{extra}{path.suffix}")
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


def remove_stale_temp_files(folder: Path) -> list[Path]:
    """Remove what write_atomically leaves behind when a process is killed mid-write (call it
    only while holding the data folder's lock: no other Bazaar is writing then)."""
    removed = []
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return removed
    for path in candidates:
        if path.is_file() and not path.is_symlink():
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
    return removed
