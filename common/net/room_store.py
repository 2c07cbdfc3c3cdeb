"""Where a server keeps its rooms (`serve --data DIR`): the store seam and its embedded default.

A store appends one entry to a room and loads every room back. The default keeps one
append-only file of JSON lines per room, `DIR/room-<CODE>.jsonl`: the first line is the whole
room (`common.net.store.room_to_json`), and each step after it one short line with the actions
it brought, written and fsync'd before the step is sent to anyone. A change of the table (a
member joining, a seat given to a computer, a take-back) writes the whole room again as a line.
So a game costs O(moves) bytes, not the O(moves²) of rewriting the room at every step, and on
loading each file is compacted to one line again.

Why files of JSON lines and not SQLite: rooms never share a write, so one file per room needs
no transactions and no database lock; a step is one append and one fsync, a crash can only
tear the last line (which was never acknowledged, so loading drops it); the files are the same
JSON as before, readable and movable one room at a time (a room's file moves with its shard).

Another process (or a second `bazaar serve`) never writes the same folder: the store takes
the folder's bazaar.lock, and a server that cannot have it does not start.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from common.core.applock import FolderLock
from common.core.applog import logger
from common.core.cleantext import clean_text
from common.core.errors import NotationError, RecordError
from common.core.i18n import _
from common.core.safe_read import UnreadableFile, read_bytes
from common.core.userdata import keep_aside, remove_stale_temp_files, write_atomically
from common.net.protocol import CODE_ALPHABET, CODE_LENGTH
from common.net.room import Room
from common.net.store import room_from_json, room_to_json

log = logger(__name__)

ROOM_BYTES = 16 * 1024 * 1024  # a room's file, every line of it (a game is a few KB)
_APPEND = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)


class FolderInUse(OSError):
    """Another server keeps its rooms in this folder; str(error) says which folder."""


class StoreUnreachable(OSError):
    """A server's shared store (Redis) cannot be reached at its start; str(error) says why."""


class RoomStore(Protocol):
    """The seam: what the server asks of wherever its rooms are kept. `append` and
    `replace` block until the entry is durable (OSError if it cannot be) and run off the
    event loop; the entries are made on the loop by `entry` and `whole`."""

    def open(self) -> list[Room]:
        """Take the store for this server alone and return every room it holds."""
        ...

    def append(self, code: str, entry: bytes) -> None: ...

    def replace(self, code: str, entry: bytes) -> None:
        """The room as this one entry alone (after a failed append, or to compact it)."""
        ...

    def forget(self, code: str) -> None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Stored:
    """What the store holds of a room once its queued entries are written: its table, how
    many actions, whether they run past the cursor (a take-back's redo tail), and the last of
    them (a decision changed before its die replaces it: the count stays the same)."""

    table: tuple[Any, ...]
    actions: int
    tail: bool
    last: str | None = None


def table_of(room: Room) -> tuple[Any, ...]:
    """Everything of a room but its actions: when it changes, the whole room is written."""
    return (
        tuple((s.kind, s.level, s.name, s.member) for s in room.seats),
        tuple((m.name, m.token_sha256, tuple(m.seats), m.creator, m.webhook) for m in room.members),
        room.options,
        room.nonce,
        room.undo_count,
        None if room.record is None else room.record.seed,
        room.ended_by,
    )


def stored_of(room: Room) -> Stored:
    """What the store holds once `room` as it is now is written."""
    record = room.record
    actions = 0 if record is None else len(record.actions)
    last = str(record.actions[-1]) if record is not None and actions else None
    return Stored(table_of(room), actions, record is not None and record.cursor < actions, last)


def whole(room: Room) -> tuple[bytes, Stored]:
    """The whole room as one entry."""
    line = json.dumps({"room": room_to_json(room)}, separators=(",", ":")) + "\n"
    return line.encode("utf-8"), stored_of(room)


def entry(room: Room, stored: Stored | None) -> tuple[bytes, Stored] | None:
    """What to append after `stored` to hold the room as it is now: the new actions alone when
    only actions were added, else the whole room; None when nothing changed."""
    record = room.record
    now = stored_of(room)
    if stored == now and (record is None or record.cursor == len(record.actions)):
        return None
    if stored is None or record is None or stored.tail or now.tail or stored.table != now.table:
        return whole(room)
    if stored.actions > now.actions:
        return whole(room)
    if stored.actions and str(record.actions[stored.actions - 1]) != stored.last:
        return whole(room)  # the last action stored was replaced (a turn changed before its die)
    new = [str(a) for a in record.actions[stored.actions :]]
    turn = None if room.turn is None else list(room.turn)  # a turn's start outlives a restart
    line = json.dumps(
        {"steps": stored.actions, "actions": new, "turn": turn}, separators=(",", ":")
    )
    line += "\n"
    return line.encode("utf-8"), now


def replay(data: bytes) -> tuple[dict[str, Any], bool]:
    """The room JSON a file's lines add up to, and whether its last line was torn (a crash
    mid-append: that step was never acknowledged, so it is dropped). ValueError for a file
    damaged anywhere else."""
    lines = data.split(b"\n")
    torn = False
    room: dict[str, Any] | None = None
    for number, line in enumerate(lines):
        try:
            value = json.loads(line) if line else None
        except ValueError:
            if number < len(lines) - 1:
                raise
            torn = True  # the last line, cut off mid-write
            break
        if value is None and number == len(lines) - 1:
            break
        if not isinstance(value, dict):
            raise ValueError(f"line {number + 1} is not an object")
        if isinstance(value.get("room"), dict):
            room = value["room"]
        elif room is not None and isinstance(room.get("record"), dict):
            first, actions = value.get("steps"), value.get("actions")
            saved = room["record"].get("actions")
            if not isinstance(saved, list) or first != len(saved) or not isinstance(actions, list):
                raise ValueError(f"line {number + 1} does not follow the moves before it")
            saved.extend(actions)
            room["record"]["cursor"] = len(saved)
            room["turn"] = value.get("turn")
        else:
            raise ValueError(f"line {number + 1} is neither a room nor its steps")
    if room is None:
        raise ValueError("no room in the file")
    return room, torn


class FileRoomStore:
    """Rooms in a folder, one file of JSON lines each (see the module's note)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.lock = FolderLock(folder)

    def path(self, code: str) -> Path:
        return self.folder / f"room-{code}.jsonl"

    def open(self) -> list[Room]:
        self.folder.mkdir(parents=True, exist_ok=True)
        if not self.lock.acquire():
            why = _("another Bazaar server keeps its rooms in {folder}: stop it first")
            raise FolderInUse(why.format(folder=clean_text(str(self.folder), 120)))
        remove_stale_temp_files(self.folder)
        rooms = []
        for code, paths in sorted(self._files().items()):
            room = self._load(code, paths)
            if room is not None:
                rooms.append(room)
        return rooms

    def _files(self) -> dict[str, list[Path]]:
        """Each room's files: its log, and a file of the format before logs (kept until the
        room is written as a log)."""
        found: dict[str, list[Path]] = {}
        for path in self.folder.glob("room-*.json*"):
            code, dot, suffix = path.name[5:].partition(".")
            valid = len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code)
            if dot and suffix in ("json", "jsonl") and valid:
                found.setdefault(code, []).append(path)
        return {
            code: sorted(paths, key=lambda p: p.suffix != ".jsonl") for code, paths in found.items()
        }

    def _load(self, code: str, paths: list[Path]) -> Room | None:
        path = paths[0]  # the log if there is one
        try:
            data = read_bytes(path, ROOM_BYTES)
            torn = False
            if path.suffix == ".jsonl":
                room_json, torn = replay(data)
                if torn:
                    log.warning("room %s: its last step was cut off mid-write and is dropped", code)
            else:
                room_json = json.loads(data)
            room = room_from_json(room_json)
            if room.code != code:
                raise ValueError("the file holds another room")
            one_line = data.endswith(b"\n") and data.count(b"\n") == 1
            if torn or path.suffix != ".jsonl" or not one_line:
                self.replace(code, whole(room)[0])  # one line again (and the old format gone)
        except (UnreadableFile, RecordError, NotationError, ValueError, KeyError, TypeError) as why:
            aside = keep_aside(path)
            log.error("room file %s is damaged (%s): set aside as %s", path, str(why)[:200], aside)
            return None
        for old in paths:
            if old != self.path(code):
                with contextlib.suppress(OSError):
                    old.unlink()
        return room

    def append(self, code: str, entry: bytes) -> None:
        path = self.path(code)
        new = not path.exists()
        fd = os.open(path, _APPEND, 0o600)
        try:
            view = memoryview(entry)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        if new:
            self._sync_folder()

    def replace(self, code: str, entry: bytes) -> None:
        write_atomically(self.path(code), entry.decode("utf-8"))
        self._sync_folder()

    def _sync_folder(self) -> None:
        """Make a new or renamed file's name itself durable (where the system can)."""
        with contextlib.suppress(OSError, AttributeError):
            fd = os.open(self.folder, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)

    def forget(self, code: str) -> None:
        self.path(code).unlink(missing_ok=True)
        (self.folder / f"room-{code}.json").unlink(missing_ok=True)

    def close(self) -> None:
        self.lock.release()
