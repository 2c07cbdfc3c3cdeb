"""The saves folder as the Load list and the keeping of games see it: its files, what is shown
of each (SaveInfo), and which game each holds, through the index of the saves
(common.core.kept_index), so nothing here reads every save unless it must: only files new or
changed since they were indexed are read, and what is read is indexed.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from common.core import kept_index, registry, save_meta
from common.core.cleantext import clean_text, visible_or
from common.core.errors import RecordError
from common.core.i18n import _
from common.core.kept_index import SAVES_FOLDER
from common.core.record import MAX_SAVE_BYTES, GameRecord
from common.core.safe_read import UnreadableFile, read_bytes
from common.core.save_meta import SaveInfo
from common.core.turns import turn_to_play
from common.core.userdata import data_dir

SAVE_SUFFIX = ".json"
MAX_NAME = 60
REASON_CHARS = 300  # a reason quotes the file: never more of it than this


def saves_folder() -> Path:
    return data_dir() / SAVES_FOLDER


def read_record(path: Path) -> GameRecord:
    """The record in a file; FileNotFoundError if there is none, RecordError if it cannot be
    read (not a regular file, too large, not a save...)."""
    try:
        data = read_bytes(path, MAX_SAVE_BYTES)
    except UnreadableFile as error:
        raise RecordError(str(error)) from error
    return GameRecord.loads(data)


def read_info(path: Path, read: Callable[[Path], GameRecord], slot: bool = False) -> SaveInfo:
    """What the load list shows of one file, read with `read` and checked in full; every text
    in it is cleaned and capped (common.core.filekinds checked the file's details). A file of
    the saves folder is indexed as it is found."""
    shown_name = clean_text(path.stem, MAX_NAME)
    indexed = not slot and path.parent == saves_folder()
    try:
        record = read(path)
    except FileNotFoundError:
        gone = _("the file is a link that leads nowhere")
        if not os.path.lexists(path):
            gone = _("the file is not there any more")
        if indexed:
            kept_index.drop(path)
        return SaveInfo(path, shown_name, error=gone, slot=slot)
    except RecordError as error:
        why = clean_text(str(error), REASON_CHARS)
        info = SaveInfo(path, shown_name, error=why, saved_at=_mtime(path), slot=slot)
        if indexed:
            index_it(path, info, None)
        return info
    info = info_of(path, record, slot)
    if indexed:
        index_it(path, info, record)
    return info


def info_of(path: Path, record: GameRecord, slot: bool = False) -> SaveInfo:
    """What the load list shows of a game (read from `path`, or just written there)."""
    shown_name = clean_text(path.stem, MAX_NAME)
    meta = record.meta
    outcome = record.state.outcome() if record.state.is_terminal() else None
    return SaveInfo(
        path=path,
        name=visible_or(meta.get("name") or "", visible_or(shown_name, _("Saved game"))),
        game=record.game.name,
        players=save_meta.player_names(meta),
        saved_at=save_meta.shown_time(record.meta.get("saved_at")) or _mtime(path),
        turn=turn_to_play(record.played_steps),
        finished=record.state.is_terminal(),
        practice=record.chance.practised,
        slot=slot,
        kept=meta.get("kept") is True,
        winners=outcome.winners if outcome else (),
        scores=outcome.scores if outcome else (),
        **_round(record, meta),
    )


def _round(record: GameRecord, meta: dict[str, Any]) -> dict[str, Any]:
    """The round of a series the game is (the game reads it from the details): a number and
    a count of at most MAX_ROUNDS, and the series' id (a few hex digits), else none."""
    found = registry.find(record.game.name).save_round(meta)
    if found is None or not 1 <= found[0] <= found[1] <= save_meta.MAX_ROUNDS:
        return {}
    series = found[2] if kept_index.series_id(found[2]) else ""
    return {"round": found[:2], "series": series}


def game_identity(record: GameRecord) -> str:
    """What saves.same_game compares, as text (the index keeps it for each save)."""
    setup = record.game.setup_to_json(record.setup)
    return kept_index.identity(record.game.name, record.seed, setup)


def index_it(path: Path, info: SaveInfo, record: GameRecord | None) -> None:
    """Tell the index what the save at `path` holds now (None: a file that cannot be loaded)."""
    same = game_identity(record) if record is not None else ""
    players = record.meta.get("players", []) if record is not None else []
    names = [p for p in players if isinstance(p, str)] if isinstance(players, list) else []
    kept_index.note(path, info, same, names)


def finished_copy(record: GameRecord) -> SaveInfo | None:
    """The saved game that holds this game finished (the index says which: one file read at
    most, to make sure), None if there is none."""
    same = game_identity(record)
    found = kept_index.holding(same)
    return next(indexed(found, lambda entry: entry.info.finished and entry.same == same), None)


def indexed(
    found: list[tuple[str, kept_index.Entry]], wanted: Callable[[kept_index.Entry], bool]
) -> Iterator[SaveInfo]:
    """Of the saves the index `found` (file names and entries), those that are `wanted`, each
    as it is now: a file changed since it was indexed is read again (and indexed), and left
    out if it is no longer wanted."""
    for file, entry in found:
        if not wanted(entry):
            continue
        path = saves_folder() / file
        if kept_index.stamp_of(path) == entry.stamp:
            yield entry.info
            continue
        read_info(path, read_record)
        fresh = kept_index.get(file)
        if fresh is not None and wanted(fresh):
            yield fresh.info


def list_saves() -> list[SaveInfo]:
    """Every saved game, newest first; damaged ones included, with the reason."""
    known, unread = indexed_saves()
    infos = known + [read_info(path, read_record) for path in unread]
    return sorted(infos, key=lambda info: (-info.saved_at, info.name))


def indexed_saves() -> tuple[list[SaveInfo], list[Path]]:
    """Every saved game the index knows as it is now, and the files still to read (new, or
    changed since they were indexed), most recently changed first; reads no save."""
    known = kept_index.entries()
    folder = saves_folder()
    infos, unread = [], []
    for name, stamp in _stamped_names(folder):
        entry = known.get(name)
        if entry is not None and entry.stamp == stamp:
            infos.append(entry.info)
        else:
            unread.append(folder / name)
    return infos, unread


def save_files() -> list[Path]:
    """The entries of the saves folder that look like saves (whatever kind of file they are),
    most recently changed first; reading none of them, so this is quick for any folder."""
    folder = saves_folder()
    return [folder / name for name, _stamp in _stamped_names(folder)]


def _stamped_names(folder: Path) -> list[tuple[str, kept_index.Stamp | None]]:
    try:
        with os.scandir(folder) as entries:
            found = [(e.name, _entry_stamp(e)) for e in entries if e.name.endswith(SAVE_SUFFIX)]
    except OSError:  # no folder yet, or one that cannot be opened
        return []
    found.sort(key=lambda item: (-(item[1] or (0, 0))[1], item[0]))
    return found


def _entry_stamp(entry: os.DirEntry[str]) -> kept_index.Stamp | None:
    try:
        info = entry.stat(follow_symlinks=False)
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def _mtime(path: Path) -> float:
    try:
        return min(os.lstat(path).st_mtime, save_meta.LATEST_SHOWN_TIME)
    except OSError:
        return 0.0
