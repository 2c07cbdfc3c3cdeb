"""Saved games on disk: each game's resumable slot (its autosave) and the games saved by name.

Everything is a GameRecord as JSON (common.core.record), written atomically and never larger
than loading accepts. Nothing is lost without the player saying so: a slot's unfinished game is
moved into the saved games before another game of its kind takes the slot, a name that holds
another game is never overwritten unless the player says so, and a file that cannot be read is
listed with the reason and moved aside (kept, renamed) rather than written over.

A slot is written from memory after every action: the file this process wrote last is
remembered by its identity on disk, so it is never read back and replayed to check it (only a
slot some other run left behind is, once).
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from common.core.errors import RecordError
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.core.userdata import data_dir, write_atomically

LEGACY_AUTOSAVE = "autosave.json"  # one slot for every game, before each game had its own
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
MAX_NAME = 60


class NameTakenError(ValueError):
    """A saved game of another game already has this name; `name` is a free one to offer."""

    def __init__(self, taken: str, free: str) -> None:
        super().__init__(taken)
        self.taken = taken
        self.free = free


@dataclass(frozen=True)
class SaveInfo:
    """One saved game as the load list shows it; `error` says why it cannot be loaded. A slot
    is a game's autosave (its unfinished game, resumed from the title)."""

    path: Path
    name: str
    game: str = ""
    players: tuple[str, ...] = ()
    saved_at: float = 0.0
    turn: int = 0
    finished: bool = False
    practice: bool = False
    slot: bool = False
    error: str | None = None


def autosave_path(game: str) -> Path:
    return data_dir() / f"autosave-{game}{SAVE_SUFFIX}"


def saves_folder() -> Path:
    return data_dir() / SAVES_FOLDER


def decisions_made(record: GameRecord) -> int:
    """How many players' decisions the game has had (chance and forced steps not counted)."""
    return sum(1 for i in range(record.cursor) if record.is_decision(i))


def same_game(a: GameRecord, b: GameRecord) -> bool:
    """One game, perhaps at other positions: every new game is dealt a seed of its own."""
    return (a.game.name, a.seed, a.setup) == (b.game.name, b.seed, b.setup)


def _write(path: Path, record: GameRecord, name: str | None = None) -> None:
    record.meta["saved_at"] = time.time()
    if name is not None:
        record.meta["name"] = name
    write_atomically(path, record.to_bytes().decode("utf-8"))


# --- each game's slot ----------------------------------------------------------------------

# What this process wrote last to each slot: the game, and the file's identity just after
# (device, inode, size, modification time). A file that still has it holds what we wrote.
_slot_games: dict[Path, tuple[GameRecord, tuple[int, int, int, int]]] = {}


def _identity(path: Path) -> tuple[int, int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def _ours(path: Path) -> GameRecord | None:
    """The game this process wrote to `path`, if the file is still what it wrote."""
    written = _slot_games.get(path)
    return written[0] if written is not None and written[1] == _identity(path) else None


def autosave(record: GameRecord) -> None:
    """Keep the game in progress in its game's slot (called after every action), written from
    memory. Another unfinished game found there is first kept in the saved games; a file that
    cannot be read is moved aside."""
    path = autosave_path(record.game.name)
    ours = _ours(path)
    if ours is None or not same_game(ours, record):
        _clear_slot_for(path, record)
    _write(path, record)
    identity = _identity(path)
    if identity is None:
        _slot_games.pop(path, None)
    else:
        _slot_games[path] = (record, identity)


def _clear_slot_for(path: Path, record: GameRecord) -> None:
    if not path.exists():
        return
    try:
        waiting = _read(path)
    except RecordError:
        _move_aside(path)
        return
    if not same_game(waiting, record) and not waiting.state.is_terminal():
        keep_in_saves(waiting.game.name)


def load_autosave(game: str) -> GameRecord | None:
    """The unfinished game of this kind to resume; None if there is none (or it had finished).
    Raises RecordError with the reason if the file is damaged (the file stays)."""
    path = autosave_path(game)
    if not path.exists():
        return None
    record = _read(path)
    return None if record.state.is_terminal() else record


def waiting_game(game: str) -> GameRecord | None:
    """The unfinished game in this game's slot, if a readable one is waiting."""
    try:
        return load_autosave(game)
    except RecordError:
        return None


def discard_autosave(game: str) -> None:
    """The game in progress ended: nothing to resume any more."""
    path = autosave_path(game)
    if _ours(path) is not None or (path.exists() and not _unreadable(path)):
        path.unlink()
    _slot_games.pop(path, None)


def keep_in_saves(game: str) -> Path | None:
    """Move the slot's unfinished game into the saved games, named with its date, players and
    move count; returns its new file. Written before the slot goes, so a kill keeps both."""
    record = waiting_game(game)
    if record is None:
        return None
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(_saved_at(record)))
    players = ", ".join(str(p) for p in record.meta.get("players", []) if isinstance(p, str))
    moves = n_("{n} move", "{n} moves", decisions_made(record)).format(n=decisions_made(record))
    name = _("{date} · {players} · {moves}").format(date=when, players=players, moves=moves)
    name = _distinct(_fit(name))
    path = _free_path(name)
    _write(path, record, name)
    slot = autosave_path(game)
    slot.unlink(missing_ok=True)
    _slot_games.pop(slot, None)
    return path


def list_slots() -> list[SaveInfo]:
    """Each game's slot that holds an unfinished game (or a damaged file), by game name."""
    infos = []
    for path in sorted(data_dir().glob(f"autosave-*{SAVE_SUFFIX}")):
        if "-damaged-" in path.name or not path.is_file():
            continue
        info = _info(path, slot=True)
        if info.error or not info.finished:
            infos.append(info)
    return infos


def adopt_legacy_autosave() -> str | None:
    """An autosave from before each game had its own slot takes its game's slot (or, if that
    is taken, a place in the saved games). Returns why it could not be read, if it could not
    (it is then moved aside, kept)."""
    path = data_dir() / LEGACY_AUTOSAVE
    if not path.is_file():
        return None
    try:
        record = _read(path)
    except RecordError as error:
        _move_aside(path)
        return str(error)
    slot = autosave_path(record.game.name)
    if not slot.exists() and not record.state.is_terminal():
        path.replace(slot)
    else:
        name = _distinct(_("Last game"))
        _write(_free_path(name), record, name)
        path.unlink()
    return None


# --- games saved by name -------------------------------------------------------------------


def save_as(record: GameRecord, name: str, replace: bool = False) -> Path:
    """Save the game under a name the player chose; returns the file it went to. A save of
    another game with that name is replaced only if `replace`, else NameTakenError."""
    name = " ".join(name.split())[:40] or _("Saved game")
    for info in list_saves():
        if info.name == name and not info.error:
            if not replace and not same_game(load(info.path), record):
                raise NameTakenError(name, _distinct(name))
            _write(info.path, record, name)
            return info.path
    path = _free_path(name)
    _write(path, record, name)
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


def delete(info: SaveInfo) -> None:
    """Remove a saved game (or a slot's unfinished game) the player chose to delete."""
    _slot_games.pop(info.path, None)
    info.path.unlink(missing_ok=True)


def _free_path(name: str) -> Path:
    slug = re.sub(r"[^\w-]+", "-", name.lower(), flags=re.UNICODE).strip("-")[:40] or "game"
    path = saves_folder() / f"{slug}{SAVE_SUFFIX}"
    number = 2
    while path.exists():
        path = saves_folder() / f"{slug}-{number}{SAVE_SUFFIX}"
        number += 1
    return path


def _distinct(name: str) -> str:
    """`name`, or `name (2)`, (3)... the first that no saved game has."""
    taken = {info.name for info in list_saves()}
    candidate, number = name, 2
    while candidate in taken:
        candidate = f"{_fit(name, 6)} ({number})"
        number += 1
    return candidate


def _fit(name: str, room: int = 0) -> str:
    limit = MAX_NAME - room
    return name if len(name) <= limit else name[: limit - 1] + "…"


def _read(path: Path) -> GameRecord:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise RecordError(_("the file cannot be read: {why}").format(why=error.strerror)) from error
    return GameRecord.loads(data)


def _info(path: Path, slot: bool = False) -> SaveInfo:
    try:
        record = _read(path)
    except RecordError as error:
        return SaveInfo(path, path.stem, error=str(error), saved_at=_mtime(path), slot=slot)
    meta = record.meta
    players = meta.get("players", [])
    return SaveInfo(
        path=path,
        name=str(meta.get("name") or path.stem),
        game=record.game.name,
        players=tuple(str(p) for p in players) if isinstance(players, list) else (),
        saved_at=_saved_at(record) or _mtime(path),
        turn=decisions_made(record),
        finished=record.state.is_terminal(),
        practice=record.chance.practised,
        slot=slot,
    )


def _saved_at(record: GameRecord) -> float:
    value = record.meta.get("saved_at")
    if not isinstance(value, int | float) or isinstance(value, bool):
        return 0.0
    try:
        return max(0.0, min(float(value), 1e11))  # a time.localtime() can show
    except OverflowError:
        return 0.0


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
