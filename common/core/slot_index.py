"""The title's look at the games waiting in their slots, without reading them: a small index
(`slots-index.json` in the data folder) says which players each slot's game has, written each
time Bazaar writes a slot (common.core.saves.autosave), with the file's identity just after
(device, inode, size, modification time).

The title believes an entry only while the slot's file still has that identity; any other file
in a slot's place (an older Bazaar's, one copied by hand, one another game left in the wrong
slot, the autosave from before each game had its own slot) is `unknown`, and the title looks
it over in full (common.ui.navigation). The index is a cache: a missing or damaged one, or one
that cannot be written, costs that full look and never a game. Read as hostile, as every file.

No pygame here, nor the record: the title's first frame reads this and nothing heavier."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from common.core.cleantext import clean_text
from common.core.safe_read import UnreadableFile, read_json
from common.core.userdata import data_dir, write_atomically

INDEX = "slots-index.json"
INDEX_BYTES = 64 * 1024
SLOT_PREFIX, SLOT_SUFFIX = "autosave-", ".json"
LEGACY_SLOT = "autosave.json"  # one slot for every game, before each game had its own
MOST_PLAYERS, NAME_CHARS = 8, 60  # what an entry may hold (a game seats at most 4)

Identity = tuple[int, int, int, int]  # device, inode, size, modification time (ns)


class Look:
    """What the slots hold, as far as the index vouches for them: `waiting` each game whose
    slot holds its unfinished game, with its players' names (checked, cleaned); `unknown`
    whether some slot's file is not the one the index knows (then look at the slots in full)."""

    def __init__(self, waiting: dict[str, list[str]], unknown: bool) -> None:
        self.waiting = waiting
        self.unknown = unknown


def slot_name(game: str) -> str:
    """The file of a game's slot, in the data folder."""
    return f"{SLOT_PREFIX}{game}{SLOT_SUFFIX}"


def is_slot_name(name: str) -> bool:
    return name.startswith(SLOT_PREFIX) and name.endswith(SLOT_SUFFIX) and "-damaged-" not in name


def identity(path: Path) -> Identity | None:
    """The file's identity on disk; None if there is none."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def look(games: Iterable[str]) -> Look:
    """The slots of these games (by name) as the index tells them, each checked against its
    file: no file, no game waiting; a file the index does not vouch for (or any slot-like file
    besides, or the old single slot) makes the look `unknown`."""
    folder = data_dir()
    try:
        with os.scandir(folder) as found:
            present = [entry.name for entry in found if _slot_like(entry.name)]
    except OSError:  # no data folder yet, or one that cannot be opened: no game waits there
        return Look({}, unknown=False)
    if not present:
        return Look({}, unknown=False)
    entries = _entries(folder / INDEX)
    names = {slot_name(game): game for game in games}
    waiting: dict[str, list[str]] = {}
    unknown = False
    for name in present:
        entry = entries.get(name)
        game = names.get(name)
        if game is None or entry is None or entry[0] != identity(folder / name):
            unknown = True
        elif entry[1] is not None:
            waiting[game] = entry[1]
    return Look(waiting, unknown)


def note(path: Path, players: list[str] | None) -> None:
    """Bazaar has just written (or read in full) the slot `path`: it holds the unfinished game
    of these players, or (None) nothing to resume; the index says so (or forgets the slot, if
    its file is gone). A write that fails only costs the next start a full look, so it is not
    retried, nor flushed to the disk (a cache)."""
    import json  # loaded for a write (the title only reads the index: safe_read)

    with contextlib.suppress(OSError, UnicodeError):
        entries = _entries(path.parent / INDEX)
        written = identity(path)
        if written is None:
            entries.pop(path.name, None)
        else:
            entries[path.name] = (written, None if players is None else _names(players) or [])
        data = {
            "version": 1,
            "slots": {
                name: {"file": list(ident), "players": people}
                for name, (ident, people) in sorted(entries.items())
            },
        }
        write_atomically(path.parent / INDEX, json.dumps(data, ensure_ascii=False), sync=False)


def _slot_like(name: str) -> bool:
    return name == LEGACY_SLOT or is_slot_name(name)


def _entries(path: Path) -> dict[str, tuple[Identity, list[str] | None]]:
    """The index's entries (slot file -> identity, players) that pass every check; none if
    the index is missing or damaged (an entry that fails a check is left out)."""
    try:
        data = read_json(path, INDEX_BYTES)
    except (FileNotFoundError, UnreadableFile):
        return {}
    slots = data.get("slots") if isinstance(data, dict) and data.get("version") == 1 else None
    if not isinstance(slots, dict):
        return {}
    entries = {}
    for name, entry in slots.items():
        if not is_slot_name(name) or not isinstance(entry, dict):
            continue
        ident, players = entry.get("file"), entry.get("players")
        names = None if players is None else _names(players)
        if (players is None) != (names is None) or not isinstance(ident, list):
            continue  # players that are not a short list of names
        if len(ident) == 4 and all(type(n) is int and n >= 0 for n in ident):
            entries[name] = ((ident[0], ident[1], ident[2], ident[3]), names)
    return entries


def _names(players: Any) -> list[str] | None:
    """The players' names, each cleaned to what may be drawn; None unless it is a short list
    of strings."""
    if not isinstance(players, list) or len(players) > MOST_PLAYERS:
        return None
    if not all(isinstance(name, str) for name in players):
        return None
    return [clean_text(name, NAME_CHARS) for name in players]
