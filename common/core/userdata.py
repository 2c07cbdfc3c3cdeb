"""The user's data folder (saves, settings, scores, the error log) and safe writes to it.

Linux: $XDG_DATA_HOME/bazaar (~/.local/share/bazaar); Windows: %APPDATA%\\Bazaar; macOS:
~/Library/Application Support/Bazaar. BAZAAR_DATA_DIR overrides the folder (tests use it).
A relative XDG_DATA_HOME is ignored, as the XDG spec says. Without a home folder (HOME unset
for a user the system does not know, as in a container) the folder is one in the system's
temporary folder, and home_warning() says so for the title screen to tell the player.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import tempfile
import time
from pathlib import Path

from common.core.applock import check_data_folder
from common.core.cleantext import clean_text
from common.core.i18n import _


def data_dir() -> Path:
    override = os.environ.get("BAZAAR_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base, name = _absolute("APPDATA") or _under_home("AppData", "Roaming"), "Bazaar"
    elif sys.platform == "darwin":
        base, name = _under_home("Library", "Application Support"), "Bazaar"
    else:
        base, name = _absolute("XDG_DATA_HOME") or _under_home(".local", "share"), "bazaar"
    return _no_home_folder() if base is None else base / name


def home_warning() -> str | None:
    """What to tell the player when there is no home folder to keep the games in."""
    if data_dir() != _no_home_folder():
        return None
    return _(
        "Bazaar cannot find your home folder (HOME is not set), so games are kept in {path}, "
        "which the system may empty. Set HOME or XDG_DATA_HOME to keep them."
    ).format(path=_no_home_folder())


def _absolute(variable: str) -> Path | None:
    """The folder an environment variable names, if it names one by an absolute path (the
    XDG spec: a relative one is ignored, or the folder would follow the working folder)."""
    value = os.environ.get(variable, "")
    return Path(value) if value and os.path.isabs(value) else None


def _under_home(*parts: str) -> Path | None:
    """A folder in the user's home; None if neither HOME nor the system's list of users
    gives a home (a container's user the system does not know)."""
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):
        return None
    return home.joinpath(*parts) if home.is_absolute() else None


def _no_home_folder() -> Path:
    who = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return Path(tempfile.gettempdir()) / f"bazaar-{who}"


def write_atomically(path: Path, text: str, sync: bool = True) -> None:
    """Write text through a temporary file in the same folder and os.replace, so a crash or a
    killed process leaves either the old file or the new one, never half of one. Text that
    UTF-8 cannot hold (a lone surrogate) is written as "?" rather than failing the write.
    Nothing is written to a data folder that is no longer the one this process locked, nor
    into a folder that is a file now (OSError, saying which and what to do). `sync=False` for
    a cache that may be lost (not flushed to the disk before it replaces the old file)."""
    check_data_folder()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=path.parent)
    except (FileExistsError, NotADirectoryError) as error:
        raise _not_a_folder(path.parent) from error
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as handle:
            handle.write(text)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _not_a_folder(folder: Path) -> OSError:
    """The error for a folder (or one it is in) that is a file now."""
    culprit = next((f for f in (folder, *folder.parents) if os.path.lexists(f)), folder)
    if culprit.is_dir():  # it was only for a moment: the first missing one is the one named
        culprit = folder
    why = _("{path} is a file, not a folder: move or rename that file to save the game").format(
        path=clean_text(str(culprit), 120)
    )
    return NotADirectoryError(errno.ENOTDIR, why)


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
    removed: list[Path] = []
    try:  # the names write_atomically gives: ".<name>-<random>.tmp"
        with os.scandir(folder) as entries:
            names = [e.name for e in entries if e.name.startswith(".") and e.name.endswith(".tmp")]
    except OSError:
        return removed
    for path in (folder / name for name in names if len(name) > 4):
        if path.is_file() and not path.is_symlink():
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
    return removed
