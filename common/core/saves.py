"""Saved games on disk: each game's resumable slot (its autosave) and the games saved by name.

Everything is a GameRecord as JSON (common.core.record), written atomically and never larger
than loading accepts, and read through common.core.safe_read (regular files only, size-limited).
Nothing is lost without the player saying so: a slot's unfinished game is moved into the saved
games before another game of its kind takes the slot, a name that holds
another game is never overwritten unless the player says so, and a file that cannot be read is
listed with the reason and moved aside (kept, renamed) rather than written over.

A slot is written from memory after every action: the file this process wrote last is
remembered by its identity on disk, so it is never read back and replayed to check it (only a
slot some other run left behind is, once).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from common.core import kept_index, save_meta, slot_index
from common.core.applock import check_data_folder
from common.core.cleantext import visible_or
from common.core.errors import RecordError
from common.core.filenames import file_stem
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.save_list import MAX_NAME, SAVE_SUFFIX, index_it, indexed, info_of, read_info
from common.core.save_list import finished_copy as finished_copy
from common.core.save_list import list_saves as list_saves
from common.core.save_list import read_record as _read
from common.core.save_list import save_files as save_files
from common.core.save_list import saves_folder as saves_folder
from common.core.save_meta import SaveInfo
from common.core.setaside import kept_elsewhere, set_aside
from common.core.turns import turn_to_play
from common.core.userdata import data_dir, keep_aside, write_atomically

LEGACY_AUTOSAVE = slot_index.LEGACY_SLOT  # one slot for every game, before each had its own


class NameTakenError(ValueError):
    """A saved game of another game already has this name; `name` is a free one to offer."""

    def __init__(self, taken: str, free: str) -> None:
        super().__init__(taken)
        self.taken = taken
        self.free = free


def autosave_path(game: str) -> Path:
    return data_dir() / slot_index.slot_name(game)


def turn_reached(record: GameRecord) -> int:
    """The turn the game goes on with at its cursor, 0 before its first move (common.core.turns)."""
    return turn_to_play(record.played_steps)


def decisions_made(record: GameRecord) -> int:
    """How many players' decisions the game has had (chance and forced steps not counted)."""
    return sum(1 for i in range(record.cursor) if record.is_decision(i))


def same_game(a: GameRecord, b: GameRecord) -> bool:
    """One game, perhaps at other positions: every new game is dealt a seed of its own."""
    return (a.game.name, a.seed, a.setup) == (b.game.name, b.seed, b.setup)


def _write(path: Path, record: GameRecord, name: str | None = None, kept: bool = False) -> None:
    """Write the record; with a name (a save by name), `kept` marks one Bazaar named."""
    record.meta["saved_at"] = time.time()
    if name is not None:
        record.meta["name"] = name
        if kept:
            record.meta["kept"] = True
        else:
            record.meta.pop("kept", None)
    write_atomically(path, record.to_bytes().decode("utf-8"))
    if path.parent == saves_folder():
        index_it(path, info_of(path, record), record)


# --- each game's slot ----------------------------------------------------------------------

# What this process wrote last to each slot: the game, and the file's identity just after
# (device, inode, size, modification time). A file that still has it holds what we wrote.
_slot_games: dict[Path, tuple[GameRecord, tuple[int, int, int, int]]] = {}


def _ours(path: Path) -> GameRecord | None:
    """The game this process wrote to `path`, if the file is still what it wrote."""
    written = _slot_games.get(path)
    return written[0] if written is not None and written[1] == slot_index.identity(path) else None


def autosave(record: GameRecord) -> None:
    """Keep the game in progress in its game's slot (called after every action), written from
    memory. Another unfinished game found there is first kept in the saved games; a file that
    cannot be read is moved aside."""
    path = autosave_path(record.game.name)
    ours = _ours(path)
    if ours is None or not same_game(ours, record):
        _clear_slot_for(path, record)
    _write(path, record)
    identity = slot_index.identity(path)
    if identity is None:
        _slot_games.pop(path, None)
    else:
        _slot_games[path] = (record, identity)
    slot_index.note(path, list(record.meta.get("players", [])))  # the title's first frame


def _clear_slot_for(path: Path, record: GameRecord) -> None:
    if not os.path.lexists(path):
        return
    try:
        waiting = _read_slot(path)
    except FileNotFoundError:
        if os.path.lexists(path):  # a link that leads nowhere: kept too
            keep_aside(path)
        return
    except RecordError:
        keep_aside(path)
        return
    if not same_game(waiting, record) and not waiting.state.is_terminal():
        keep_in_saves(waiting.game.name)


def load_autosave(game: str) -> GameRecord | None:
    """The unfinished game of this kind to resume; None if there is none (or it had finished).
    Raises RecordError with the reason if the file is damaged (the file stays)."""
    try:
        record = _read_slot(autosave_path(game))
    except FileNotFoundError:
        return None
    return None if record.state.is_terminal() else record


def _read_slot(path: Path) -> GameRecord:
    """The record in a slot, as _read. A slot holds only its own game: another game's found
    there (copied by hand, say) is rehomed and the player told; this slot is then empty
    (FileNotFoundError). RecordError if it cannot be moved (the file stays)."""
    record = _read(path)
    game = path.name.removeprefix(slot_index.SLOT_PREFIX).removesuffix(slot_index.SLOT_SUFFIX)
    if record.game.name == game:
        return record
    try:
        check_data_folder()
        name = _rehome(path, record)
    except OSError as error:
        why = _("it holds a game of {game}, which could not be moved to its place: {why}")
        title = save_meta.game_title(record.game.name)
        raise RecordError(why.format(game=title, why=error.strerror or error)) from error
    kept_elsewhere(path, _("The last game"), save_meta.rehomed(record.game.name, game, name))
    raise FileNotFoundError(path)


def _rehome(path: Path, record: GameRecord) -> str | None:
    """Move a game found out of its place to its game's slot, if that is free and the game
    unfinished (None); else into the saved games, under a name of its own (returned)."""
    slot = autosave_path(record.game.name)
    _slot_games.pop(path, None)
    if not os.path.lexists(slot) and not record.state.is_terminal():
        os.replace(path, slot)
        return None
    _kept, name = _keep(record)
    path.unlink(missing_ok=True)
    return name


def waiting_game(game: str) -> GameRecord | None:
    """The unfinished game in this game's slot, if a readable one is waiting."""
    try:
        return load_autosave(game)
    except RecordError:
        return None


def discard_autosave(game: str) -> None:
    """The game in progress ended: nothing to resume any more."""
    check_data_folder()  # never another window's slot
    path = autosave_path(game)
    if _ours(path) is not None or (os.path.lexists(path) and not _unreadable(path)):
        path.unlink(missing_ok=True)
    _slot_games.pop(path, None)


def keep_in_saves(game: str) -> Path | None:
    """Move the slot's unfinished game into the saved games, named with its date, players and
    move count; returns its new file. Written before the slot goes, so a kill keeps both."""
    record = waiting_game(game)
    if record is None:
        return None
    path, _name = _keep(record)
    slot = autosave_path(game)
    slot.unlink(missing_ok=True)
    _slot_games.pop(slot, None)
    return path


def _keep(record: GameRecord) -> tuple[Path, str]:
    """Write the game into the saved games, named by its date, players and turn (worded again
    whenever shown); returns its file and that name."""
    players = save_meta.player_names(record.meta)
    played = save_meta.shown_time(record.meta.get("saved_at")) or time.time()
    name = _distinct(_fit(save_meta.kept_name(played, players, turn_reached(record))))
    path = _free_path(name)
    _write(path, record, name, kept=True)
    return path, name


def list_slots() -> list[SaveInfo]:
    """Each game's slot that holds an unfinished game (or a damaged file), by game name."""
    try:
        with os.scandir(data_dir()) as entries:
            names = sorted(e.name for e in entries if slot_index.is_slot_name(e.name))
    except OSError:  # no data folder yet, or one that cannot be opened
        return []
    infos = []
    for name in names:
        info = save_info(data_dir() / name, slot=True)
        if os.path.lexists(info.path) and (info.error or not info.finished):
            infos.append(info)
    return infos


def adopt_legacy_autosave() -> str | None:
    """An autosave from before each game had its own slot takes its game's slot (or, if that
    is taken, a place in the saved games). Returns why it could not be read, if it could not
    (it is then moved aside, kept)."""
    path = data_dir() / LEGACY_AUTOSAVE
    try:
        record = _read(path)
    except FileNotFoundError:
        return None
    except RecordError as error:
        return set_aside(path, _("The last game"), str(error)).reason
    _rehome(path, record)
    return None


# --- games saved by name -------------------------------------------------------------------


def save_as(record: GameRecord, name: str, replace: bool = False, kept: bool = False) -> Path:
    """Save the game under a name the player chose (or, `kept`, Bazaar gave it); returns the
    file it went to. A save of another game with that name is replaced only if `replace`,
    else NameTakenError."""
    name = visible_or(" ".join(name.split())[:40], _("Saved game"))
    found = kept_index.named(name)
    for info in indexed(found, lambda entry: entry.info.name == name and not entry.info.error):
        if not replace and not same_game(load(info.path), record):
            raise NameTakenError(name, _distinct(name))
        _write(info.path, record, name, kept)
        return info.path
    path = _free_path(name)
    _write(path, record, name, kept)
    return path


def write_over(info: SaveInfo, record: GameRecord) -> Path:
    """Write the game over the save `info` (the same game, as finished_copy found it), under
    its name, marked as Bazaar's or the player's as it was."""
    _write(info.path, record, info.name, info.kept)
    return info.path


def load(path: Path) -> GameRecord:
    """A saved game; RecordError with the reason if it cannot be loaded (the file stays)."""
    return _read(path)


def delete(info: SaveInfo) -> None:
    """Remove a saved game (or a slot's unfinished game) the player chose to delete."""
    check_data_folder()
    _slot_games.pop(info.path, None)
    info.path.unlink(missing_ok=True)
    if not info.slot:
        kept_index.drop(info.path)


def _free_path(name: str) -> Path:
    """A new file for a save named `name`: its name is ASCII whatever the name holds
    (common.core.filenames), so no locale's encoding can refuse it."""
    stem = file_stem(name)
    path, number = saves_folder() / f"{stem}{SAVE_SUFFIX}", 2
    while os.path.lexists(path):
        path, number = saves_folder() / f"{stem}-{number}{SAVE_SUFFIX}", number + 1
    return path


def _distinct(name: str) -> str:
    """`name`, or `name (2)`, (3)... the first that no saved game has."""
    candidate, number = name, 2
    while kept_index.named(candidate):
        candidate = f"{_fit(name, 6)} ({number})"
        number += 1
    return candidate


def _fit(name: str, room: int = 0) -> str:
    limit = MAX_NAME - room
    return name if len(name) <= limit else name[: limit - 1] + "…"


def save_info(path: Path, slot: bool = False) -> SaveInfo:
    """What the load list shows of a saved game (`slot`: of a game's slot), read in full."""
    return read_info(path, _read_slot if slot else _read, slot)


def _unreadable(path: Path) -> bool:  # of a slot
    """There is a file at `path` (of any kind) and it is not a save that can be loaded."""
    try:
        _read_slot(path)
    except FileNotFoundError:
        return os.path.lexists(path)  # a link that leads nowhere is there, and unreadable
    except RecordError:
        return True
    return False
