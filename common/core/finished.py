"""Every finished game is kept: the moment its last move is made it goes into the saved games
(Load, under Finished) with its date, players and result, and its game's slot is emptied, so
a window closed before the results neither loses the game nor offers it again as unfinished.
"""

from __future__ import annotations

import time
from pathlib import Path

from common.core import saves
from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord


def finished_name(record: GameRecord) -> str:
    """ "2026-12-02 14:05 · Karim won": when, and how it ended (a save's name is short)."""
    names = [p for p in record.meta.get("players", []) if isinstance(p, str)]
    outcome = record.state.outcome()
    if outcome is None:
        raise ValueError("the game has not finished")
    if len(outcome.scores) == 1:
        result = _("score {n}").format(n=outcome.scores[0])
    else:
        called = [
            names[w] if w < len(names) else _("Player {n}").format(n=w + 1) for w in outcome.winners
        ]
        result = _("{names} won").format(names=" & ".join(called))
    return _("{date} · {result}").format(date=time.strftime("%Y-%m-%d %H:%M"), result=result)


def keep_finished(record: GameRecord) -> Path:
    """Keep the finished game in the saved games (the same game finished again, after an undo,
    replaces its copy) and empty its slot. OSError or RecordError if it cannot be written:
    the slot then stays as it was."""
    kept = next(
        (info for info in saves.list_saves() if info.finished and _same(info.path, record)), None
    )
    path = saves.save_as(record, kept.name if kept else finished_name(record), replace=True)
    saves.discard_autosave(record.game.name)
    return path


def _same(path: Path, record: GameRecord) -> bool:
    try:
        return saves.same_game(saves.load(path), record)
    except (OSError, RecordError):
        return False
