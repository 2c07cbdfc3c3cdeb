"""Every finished game is kept: the moment its last move is made it goes into the saved games
(Load, under Finished) with its date, players and result, and its game's slot is emptied, so
a window closed before the results neither loses the game nor offers it again as unfinished.
"""

from __future__ import annotations

import time
from pathlib import Path

from common.core import save_meta, saves
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
    replaces its copy; another game of the same name, finished the same minute, stays) and
    empty its slot. OSError or RecordError if it cannot be written: the slot then stays as it
    was."""
    kept = saves.finished_copy(record)  # found by the index of the saves: no save is read
    if kept is not None:  # a name the player gave stays theirs
        path = saves.write_over(kept, record)
    else:  # Bazaar's own name, worded again whenever shown
        name = finished_name(record)
        try:
            path = saves.save_as(record, name, kept=True)
        except saves.NameTakenError as taken:
            path = saves.save_as(record, taken.free, kept=True)
    saves.discard_autosave(record.game.name)
    return path
