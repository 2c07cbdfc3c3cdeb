"""Saved games on disk: the autosave of the game in progress and the games saved by name.

Everything is a GameRecord as JSON (common.core.record), written atomically and read through
common.core.safe_read. A file that cannot be read is never overwritten or deleted: it is listed
with the reason, and an unreadable autosave is moved aside (kept, renamed) before a new game's
autosave takes its place.

The autosave is written from memory after every action: the file this process wrote last is
remembered by its identity on disk, so it is never read back and replayed to check it (only an
autosave some other run left behind is, once).
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from common.core.cleantext import clean_text
from common.core.errors import RecordError
from common.core.filekinds import NAME_CHARS
from common.core.i18n import _
from common.core.record import MAX_SAVE_BYTES, GameRecord
from common.core.safe_read import UnreadableFile, read_bytes
from common.core.userdata import data_dir, keep_aside, write_atomically

AUTOSAVE_NAME = "autosave.json"
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
REASON_CHARS = 300  # a reason quotes the file: never more of it than this


@dataclass(frozen=True)
class SaveInfo:
    """One saved game as the load list shows it; `error` says why it cannot be loaded."""

    path: Path
    name: str
    game: str = ""
    players: tuple[str, ...] = ()
    saved_at: float = 0.0
    turn: int = 0
    finished: bool = False
    error: str | None = None


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def saves_folder() -> Path:
    return data_dir() / SAVES_FOLDER


def decisions_made(record: GameRecord) -> int:
    """How many players' decisions the game has had (chance and forced steps not counted)."""
    return sum(1 for i in range(record.cursor) if record.is_decision(i))


def _stamp(record: GameRecord, name: str | None = None) -> str:
    record.meta["saved_at"] = time.time()
    if name is not None:
        record.meta["name"] = name
    return record.dumps()


# The autosave this process wrote last: its path and the file's identity just after (device,
# inode, size, modification time). A file that still has it holds what we wrote.
_written: tuple[Path, tuple[int, int, int, int]] | None = None


def _identity(path: Path) -> tuple[int, int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def _ours(path: Path) -> bool:
    """True if `path` is still the autosave this process wrote (so it is readable)."""
    return _written is not None and _written[0] == path and _written[1] == _identity(path)


def autosave(record: GameRecord) -> None:
    """Keep the game in progress on disk (called after every action), written from memory.
    A file another run left that cannot be read is moved aside first."""
    global _written
    path = autosave_path()
    if not _ours(path) and _unreadable(path):
        keep_aside(path)
    write_atomically(path, _stamp(record))
    identity = _identity(path)
    _written = None if identity is None else (path, identity)


def load_autosave() -> GameRecord | None:
    """The unfinished game to resume; None if there is none (or it had finished).
    Raises RecordError with the reason if the file is damaged (the file stays)."""
    try:
        record = _read(autosave_path())
    except FileNotFoundError:
        return None
    return None if record.state.is_terminal() else record


def discard_autosave() -> None:
    """The game in progress ended: nothing to resume any more."""
    path = autosave_path()
    if _ours(path) or (os.path.lexists(path) and not _unreadable(path)):
        path.unlink()


def save_as(record: GameRecord, name: str) -> Path:
    """Save the game under a name the player chose; returns the file it went to."""
    name = " ".join(name.split())[:40] or _("Saved game")
    slug = re.sub(r"[^\w-]+", "-", name.lower(), flags=re.UNICODE).strip("-") or "game"
    path = saves_folder() / f"{slug}{SAVE_SUFFIX}"
    number = 2
    while os.path.lexists(path) and _saved_name(path) != name:
        path = saves_folder() / f"{slug}-{number}{SAVE_SUFFIX}"
        number += 1
    write_atomically(path, _stamp(record, name))
    return path


def list_saves() -> list[SaveInfo]:
    """Every saved game, newest first; damaged ones included, with the reason."""
    infos = [save_info(path) for path in save_files()]
    return sorted(infos, key=lambda info: (-info.saved_at, info.name))


def save_files() -> list[Path]:
    """The entries of the saves folder that look like saves (whatever kind of file they are),
    most recently changed first; reading none of them, so this is quick for any folder."""
    try:
        with os.scandir(saves_folder()) as entries:
            found = [(_mtime(e), e.name) for e in entries if e.name.endswith(SAVE_SUFFIX)]
    except OSError:  # no folder yet, or one that cannot be opened
        return []
    folder = saves_folder()
    return [folder / name for _when, name in sorted(found, key=lambda item: (-item[0], item[1]))]


def load(path: Path) -> GameRecord:
    """A saved game; RecordError with the reason if it cannot be loaded (the file stays).
    FileNotFoundError if it is not there (any more)."""
    return _read(path)


def _read(path: Path) -> GameRecord:
    try:
        data = read_bytes(path, MAX_SAVE_BYTES)
    except UnreadableFile as error:
        raise RecordError(str(error)) from error
    return GameRecord.loads(data)


def save_info(path: Path) -> SaveInfo:
    """What the load list shows of one file (read and checked in full)."""
    shown_name = clean_text(path.stem, NAME_CHARS)
    try:
        record = _read(path)
    except FileNotFoundError:
        gone = _("the file is a link that leads nowhere")
        if not os.path.lexists(path):
            gone = _("the file is not there any more")
        return SaveInfo(path, shown_name, error=gone)
    except RecordError as error:
        why = clean_text(str(error), REASON_CHARS)
        return SaveInfo(path, shown_name, error=why, saved_at=_mtime_of(path))
    meta = record.meta
    return SaveInfo(
        path=path,
        name=meta.get("name") or shown_name,
        game=record.game.name,
        players=tuple(meta.get("players", ())),
        saved_at=meta.get("saved_at") or _mtime_of(path),
        turn=decisions_made(record),
        finished=record.state.is_terminal(),
    )


def _saved_name(path: Path) -> str | None:
    try:
        return _read(path).meta.get("name")
    except (RecordError, OSError):
        return None


def _unreadable(path: Path) -> bool:
    """There is a file at `path` (of any kind) and it is not a save that can be loaded."""
    try:
        _read(path)
    except FileNotFoundError:
        return os.path.lexists(path)  # a link that leads nowhere is there, and unreadable
    except RecordError:
        return True
    return False


def _mtime(entry: os.DirEntry) -> float:
    try:
        return entry.stat(follow_symlinks=False).st_mtime
    except OSError:
        return 0.0


def _mtime_of(path: Path) -> float:
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return 0.0
