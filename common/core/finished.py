"""Every finished game is kept: the moment its last move is made it goes into the saved games
(Load, under Finished) with its date, players and result, and its game's slot is emptied, so
a window closed before the results neither loses the game nor offers it again as unfinished.
"""

from __future__ import annotations

import time
from pathlib import Path

from common.core import save_meta, saves
from common.core.errors import RecordError
from common.core.record import GameRecord
from common.core.turns import turn_count


def finished_name(record: GameRecord) -> str:
    """ "2026-12-02 14:05 · Karim won": when, and how it ended (a save's name is short). The
    name is kept as the save's, and worded again from the game whenever it is shown."""
    outcome = record.state.outcome()
    if outcome is None:
        raise ValueError("the game has not finished")
    players = save_meta.player_names(record.meta)
    result = save_meta.result_words(players, outcome.winners, outcome.scores)
    return save_meta.kept_name(time.time(), players, turn_count(record.played_steps), result)


def keep_finished(record: GameRecord) -> Path:
    """Keep the finished game in the saved games (the same game finished again, after an undo,
    replaces its copy) and empty its slot. OSError or RecordError if it cannot be written:
    the slot then stays as it was."""
    kept = next(
        (info for info in saves.list_saves() if info.finished and _same(info.path, record)), None
    )
    name = kept.name if kept else finished_name(record)
    # A name the player gave stays theirs; Bazaar's own is worded again whenever shown.
    path = saves.save_as(record, name, replace=True, kept=kept.kept if kept else True)
    saves.discard_autosave(record.game.name)
    return path


def _same(path: Path, record: GameRecord) -> bool:
    try:
        return saves.same_game(saves.load(path), record)
    except (OSError, RecordError):
        return False
