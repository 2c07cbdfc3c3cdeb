"""The index of the saved games (saves-index.jsonl in the data folder): for each file of the
saves folder, what the Load list shows of it and which game it holds (game, seed and setup),
with the file's size and modification time when it was indexed. So keeping a finished game,
saving by name and keeping an unfinished one never list or read every save, and the Load list
shows its rows at once, reading only the files that changed since they were indexed.

One line of JSON per change, appended (a few hundred bytes, never the whole index): an entry
for a file written or read, or just its name for one removed; the last line about a file
wins. The file is a cache of what the saves hold, so it is never forced to the disk and a
torn or damaged line, or a damaged or missing index, costs only reading those saves again;
an index with many lines no longer true is written again whole when it is read. It is read
as hostile as any file (common.core.safe_read, then every field's type and range), and once
a run: in memory after that, on a thread of its own from the start (`warm`).
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from common.core import registry, save_meta
from common.core.applock import check_data_folder
from common.core.applog import Log
from common.core.cleantext import clean_text
from common.core.filekinds import MAX_SEATS, NAME_CHARS, PLAYER_CHARS
from common.core.safe_read import UnreadableFile, parse_json, read_bytes
from common.core.save_meta import SaveInfo
from common.core.userdata import data_dir, write_atomically

log = Log(__name__)

INDEX = "saves-index.jsonl"
SAVES_FOLDER = "saves"  # in the data folder, beside the index
INDEX_BYTES = 64 * 1024 * 1024  # some 200,000 games
FORMAT = {"format": "bazaar-saves-index", "version": 2}
REASON_CHARS = 300
SAME_CHARS = 2000  # a game's identity: its name, seed and setup as JSON
_FILE_NAME = re.compile(r"[^./\\\x00][^/\\\x00]{0,194}\.json")  # as the saves folder lists them
_SERIES = re.compile(r"[0-9a-f]{1,16}")  # a tournament's id (bombay.rules.tournament)

Stamp = tuple[int, int]  # a file's size and modification time (ns) when it was indexed


@dataclass(frozen=True)
class Entry:
    stamp: Stamp
    info: SaveInfo
    same: str  # "" for a file that could not be read (info.error says why)
    players: tuple[str, ...]  # as the file has them (info.players: as shown, in a language)


@dataclass
class _Index:
    """The index of one data folder as this run knows it."""

    path: Path
    entries: dict[str, Entry]  # by file name in the saves folder
    lines: int  # lines in the file, entries superseded included
    written: tuple[int, int] | None  # the index file's size and mtime after our last write
    # The file names of the entries with each shown name, and with each game's identity.
    by_name: dict[str, set[str]] = field(default_factory=dict)
    by_same: dict[str, set[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for file, entry in self.entries.items():
            self._file_in(file, entry)

    def put(self, file: str, entry: Entry) -> None:
        self.remove(file)
        self.entries[file] = entry
        self._file_in(file, entry)

    def remove(self, file: str) -> bool:
        entry = self.entries.pop(file, None)
        if entry is None:
            return False
        self.by_name.get(entry.info.name, set()).discard(file)
        self.by_same.get(entry.same, set()).discard(file)
        return True

    def _file_in(self, file: str, entry: Entry) -> None:
        self.by_name.setdefault(entry.info.name, set()).add(file)
        self.by_same.setdefault(entry.same, set()).add(file)


# Added to, never through a link and never waiting on a pipe (one in its place is refused).
_APPEND = (
    os.O_WRONLY
    | os.O_APPEND
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_lock = threading.RLock()
_known: _Index | None = None


def stamp_of(path: Path) -> Stamp | None:
    """The file's size and modification time, None if it is not there (or not a file)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def warm() -> None:
    """Read the index on a thread of its own, so the first game kept this run need not."""
    path = data_dir() / INDEX
    threading.Thread(target=_index, args=(path,), name="saves-index", daemon=True).start()


def entries() -> dict[str, Entry]:
    """The index of the current data folder (a copy: the caller may keep it)."""
    with _lock:
        return dict(_index(data_dir() / INDEX).entries)


def get(file: str) -> Entry | None:
    """The entry of one file of the saves folder, if the index has one."""
    with _lock:
        return _index(data_dir() / INDEX).entries.get(file)


def named(name: str) -> list[tuple[str, Entry]]:
    """The entries of the saves shown with this name (file name, entry), found at once."""
    with _lock:
        index = _index(data_dir() / INDEX)
        return [(file, index.entries[file]) for file in sorted(index.by_name.get(name, ()))]


def holding(same: str) -> list[tuple[str, Entry]]:
    """The entries of the saves that hold this game (see identity), found at once."""
    with _lock:
        index = _index(data_dir() / INDEX)
        return [(file, index.entries[file]) for file in sorted(index.by_same.get(same, ()))]


def note(path: Path, info: SaveInfo, same: str, players: list[str]) -> None:
    """The save at `path` (in the saves folder) now holds this game (`same`: its identity;
    "" for a file that cannot be loaded) with these players' names as the file has them.
    A file the index could not name, or a game it could not hold, is left out of it (never
    written to be refused when read back): it is read whenever it is listed."""
    if not _file_name(path.name) or len(same) > SAME_CHARS:
        return
    stamp = stamp_of(path)
    with _lock:
        index = _index(data_dir() / INDEX)
        if stamp is None:
            index.remove(path.name)
            _append(index, [path.name])
            return
        entry = Entry(stamp, replace(info, slot=False), same, tuple(players))
        index.put(path.name, entry)
        _append(index, _line(path.name, entry))


def drop(path: Path) -> None:
    """The save at `path` is gone."""
    with _lock:
        index = _index(data_dir() / INDEX)
        if index.remove(path.name):
            _append(index, [path.name])


def identity(game: str, seed: int, setup: dict[str, Any]) -> str:
    """A game's identity: saves.same_game holds for two records exactly when theirs agree."""
    return json.dumps([game, seed, setup], sort_keys=True, separators=(",", ":"))


# --- reading and writing the file ---------------------------------------------------------


def _index(path: Path) -> _Index:
    """The index at `path`: the one in memory while the file is as this run left it."""
    global _known
    with _lock:
        known = _known
        if known is not None and known.path == path and stamp_of(path) == known.written:
            return known
        entries, lines = _read(path)
        _known = _Index(path, entries, lines or 0, stamp_of(path))
        if lines is None or lines > 2 * len(entries) + 64:
            _rewrite(_known)  # not an index, or mostly lines no longer true: written afresh
        return _known


def _read(path: Path) -> tuple[dict[str, Entry], int | None]:
    """The entries the index file holds (the last line about a file wins) and its number of
    lines (0: there is none; None: it must be written afresh: it is not an index, cannot be
    read, or ends in a torn line)."""
    try:
        data = read_bytes(path, INDEX_BYTES)
    except FileNotFoundError:
        return {}, 0
    except UnreadableFile as error:
        log.warning("the saves index %s is read again from the saves: %s", path, error)
        return {}, None
    lines = [line for line in data.split(b"\n") if line.strip()]
    try:
        values = parse_json(b"[" + b",".join(lines) + b"]") if lines else []
    except UnreadableFile:  # a torn line (a run stopped mid-write): read line by line
        values = [_one(line) for line in lines]
    if not values or values[0] != FORMAT:
        log.warning("the saves index %s is not one: read again from the saves", path)
        return {}, None
    found: dict[str, Entry] = {}
    folder = path.parent / SAVES_FOLDER
    games = {entry.name for entry in registry.games()}
    shown: dict[tuple[str, ...], tuple[str, ...]] = {}  # players' names as shown, worked out once
    for value in values[1:]:
        if isinstance(value, list) and len(value) == 1 and isinstance(value[0], str):
            found.pop(value[0], None)
            continue
        read = _entry(value, folder, games, shown)
        if read is not None:
            found[read[0]] = read[1]
    torn = not data.endswith(b"\n")  # a run stopped mid-line: written afresh, so none is lost
    return found, None if torn else len(lines)


def _one(line: bytes) -> Any:
    try:
        return parse_json(line)
    except UnreadableFile:
        return None


def _append(index: _Index, value: list[Any]) -> None:
    """Add a line to the index file (started afresh when it is not one this run can add to)."""
    if index.written is None or stamp_of(index.path) != index.written:
        _rewrite(index)
        return
    try:
        check_data_folder()  # never another window's data folder
        fd = os.open(index.path, _APPEND)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"{index.path} is not a regular file")
            os.write(fd, (_dumps(value) + "\n").encode("utf-8", "replace"))
        finally:
            os.close(fd)
    except OSError as error:
        log.warning("the saves index %s cannot be written: %s", index.path, error)
        index.written = None
        return
    index.lines += 1
    index.written = stamp_of(index.path)


def _rewrite(index: _Index) -> None:
    """Write the whole index afresh (atomically), one line per entry."""
    lines = [_dumps(FORMAT)] + [_dumps(_line(name, e)) for name, e in index.entries.items()]
    try:
        write_atomically(index.path, "\n".join(lines) + "\n")
    except OSError as error:
        log.warning("the saves index %s cannot be written: %s", index.path, error)
        index.written = None
        return
    index.lines = len(lines)
    index.written = stamp_of(index.path)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _line(name: str, entry: Entry) -> list[Any]:
    info = entry.info
    return [
        name,
        *entry.stamp,
        entry.same,
        info.name,
        info.game,
        list(entry.players),
        info.saved_at,
        info.turn,
        info.finished,
        info.practice,
        info.kept,
        list(info.winners),
        list(info.scores),
        info.error,
        list(info.round) if info.round else None,
        info.series,
    ]


# --- checking an entry read from the file -------------------------------------------------


def _entry(
    value: Any, folder: Path, games: set[str], shown: dict[tuple[str, ...], tuple[str, ...]]
) -> tuple[str, Entry] | None:
    """An entry as _line wrote it, every field checked; None for anything else."""
    if not isinstance(value, list) or len(value) not in (16, 17):
        return None
    name, size, mtime, same, title, game, players, saved_at, turn = value[:9]
    finished, practice, kept, winners, scores, error, round_of = value[9:16]
    series = value[16] if len(value) == 17 else ""  # an index written before series
    ok = (
        _file_name(name)
        and _whole(size, 0)
        and _whole(mtime, 0)
        and isinstance(same, str)
        and len(same) <= SAME_CHARS
        and isinstance(title, str)
        and (game in games or (game == "" and error is not None))
        and isinstance(players, list)
        and len(players) <= MAX_SEATS
        and all(isinstance(p, str) for p in players)
        and isinstance(saved_at, (int, float))
        and not isinstance(saved_at, bool)
        and 0 <= saved_at <= save_meta.LATEST_SHOWN_TIME
        and _whole(turn, 0)
        and type(finished) is type(practice) is type(kept) is bool
        and isinstance(winners, list)
        and len(winners) <= MAX_SEATS
        and all(_whole(w, 0, MAX_SEATS - 1) for w in winners)
        and isinstance(scores, list)
        and len(scores) <= MAX_SEATS
        and all(s is None or _whole(s, -(10**9), 10**9) for s in scores)
        and (error is None or isinstance(error, str))
        and (round_of is None or _round(round_of))
        and (series == "" or series_id(series))
    )
    if not ok:
        return None
    names = tuple(clean_text(p, PLAYER_CHARS) for p in players)
    if names not in shown:
        shown[names] = save_meta.player_names({"players": list(names)})
    info = SaveInfo(
        path=folder / name,
        name=clean_text(title, NAME_CHARS),
        game=game,
        players=shown[names],
        saved_at=float(saved_at),
        turn=turn,
        finished=finished,
        practice=practice,
        kept=kept,
        winners=tuple(winners),
        scores=tuple(scores),
        error=None if error is None else clean_text(error, REASON_CHARS),
        round=None if round_of is None else (round_of[0], round_of[1]),
        series=series if round_of is not None else "",
    )
    return name, Entry((size, mtime), info, same, names)


def _file_name(value: Any) -> bool:
    """A name the saves folder lists as a save: no folder in it, nothing hidden."""
    return type(value) is str and _FILE_NAME.fullmatch(value) is not None


def _round(value: Any) -> bool:
    """A series' round as _line writes it: [its number, of how many]."""
    return (
        isinstance(value, list)
        and len(value) == 2
        and _whole(value[1], 1, save_meta.MAX_ROUNDS)
        and _whole(value[0], 1, value[1])
    )


def series_id(value: Any) -> bool:
    """A series' (a tournament's) id as a save may name it: 1 to 16 hex digits."""
    return type(value) is str and _SERIES.fullmatch(value) is not None


def _whole(value: Any, low: int, high: int = 1 << 64) -> bool:
    return type(value) is int and low <= value <= high
