"""Saved games on disk: the autosave of the game in progress and the games saved by name.

Everything is a GameRecord as JSON (common.core.record), written atomically. A file that cannot
be read is never overwritten or deleted: it is listed with the reason, and an unreadable autosave
is moved aside (kept, renamed) before a new game's autosave takes its place.

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

from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.userdata import data_dir, write_atomically

AUTOSAVE_NAME = "autosave.json"
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"


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
    if not _ours(path) and path.exists() and _unreadable(path):
        _move_aside(path)
    write_atomically(path, _stamp(record))
    identity = _identity(path)
    _written = None if identity is None else (path, identity)


def load_autosave() -> GameRecord | None:
    """The unfinished game to resume; None if there is none (or it had finished).
    Raises RecordError with the reason if the file is damaged (the file stays)."""
    path = autosave_path()
    if not path.exists():
        return None
    record = _read(path)
    return None if record.state.is_terminal() else record


def discard_autosave() -> None:
    """The game in progress ended: nothing to resume any more."""
    path = autosave_path()
    if _ours(path) or (path.exists() and not _unreadable(path)):
        path.unlink()


def save_as(record: GameRecord, name: str) -> Path:
    """Save the game under a name the player chose; returns the file it went to."""
    name = " ".join(name.split())[:40] or _("Saved game")
    slug = re.sub(r"[^\w-]+", "-", name.lower(), flags=re.UNICODE).strip("-") or "game"
    path = saves_folder() / f"{slug}{SAVE_SUFFIX}"
    number = 2
    while path.exists() and _saved_name(path) != name:
        path = saves_folder() / f"{slug}-{number}{SAVE_SUFFIX}"
        number += 1
    write_atomically(path, _stamp(record, name))
    return path


def list_saves() -> list[SaveInfo]:
    """Every saved game, newest first; damaged ones included, with the reason."""
    folder = saves_folder()
    if not folder.is_dir():
        return []
    infos = [_info(path) for path in folder.glob(f"*{SAVE_SUFFIX}") if path.is_file()]
    return sorted(infos, key=lambda info: (-info.saved_at, info.name))


def load(path: Path) -> GameRecord:
    """A saved game; RecordError with the reason if it cannot be loaded (the file stays)."""
    return _read(path)


def _read(path: Path) -> GameRecord:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise RecordError(_("the file cannot be read: {why}").format(why=error.strerror)) from error
    return GameRecord.loads(data)


def _info(path: Path) -> SaveInfo:
    try:
        record = _read(path)
    except RecordError as error:
        return SaveInfo(path, path.stem, error=str(error), saved_at=_mtime(path))
    meta = record.meta
    players = meta.get("players", [])
    return SaveInfo(
        path=path,
        name=str(meta.get("name") or path.stem),
        game=record.game.name,
        players=tuple(str(p) for p in players) if isinstance(players, list) else (),
        saved_at=float(meta.get("saved_at") or _mtime(path)),
        turn=decisions_made(record),
        finished=record.state.is_terminal(),
    )


def _saved_name(path: Path) -> str | None:
    try:
        return str(_read(path).meta.get("name"))
    except RecordError:
        return None


def _unreadable(path: Path) -> bool:
    try:
        _read(path)
    except RecordError:
        return True
    return False


def _move_aside(path: Path) -> Path:
    target = path.with_name(f"{path.stem}-damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    path.rename(target)
    return target


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
