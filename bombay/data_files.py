"""Bombay Bazar's own data, declared to Bazaar through its registry entry (GameEntry.data): the
solo high-score table it keeps in the data folder, and the tournament a save's details carry
(and which round of it a save is, for the Load list).
Headless: the title screen reads the high scores at start through common.core.filekinds."""

from __future__ import annotations

from typing import Any

from common.core.errors import NotationError
from common.core.filekinds import Check, DataFile, anything, list_of, record, whole
from common.core.i18n import N_

HIGH_SCORE_FILE = "bombay-solo-highscores.json"
HIGH_SCORE_BYTES = 64 * 1024
HIGH_SCORES = record(
    {
        "scores": list_of(whole(-1_000, 10_000), 20),  # a short solo game scores below 0
        "size": whole(1, 20),
        # when (a time) and by whom each score was played: checked where it is read
        "played": list_of(list_of(anything, 2), 20),
    },
    keep_unknown=False,
)

DATA_FILES = (DataFile(HIGH_SCORE_FILE, N_("The solo high scores"), HIGH_SCORE_BYTES, HIGH_SCORES),)
# The tournament a round belongs to is checked where it is read (bombay.ui.session).
SAVE_FIELDS: dict[str, Check] = {"tournament": anything}


def save_round(meta: dict[str, Any]) -> tuple[int, int, str] | None:
    """Which round of how many of its tournament a save is (its details keep the results of
    the rounds before it), and the tournament's id ("" for one saved before tournaments had
    one); None outside a tournament, or for one that is not one."""
    data = meta.get("tournament")
    if data is None:
        return None
    from bombay.rules.tournament import Tournament  # only for a save's round: not at start

    try:
        tournament = Tournament.from_json(data)
    except (NotationError, TypeError):
        return None
    if tournament.finished:
        return None
    return len(tournament.results) + 1, tournament.rounds, tournament.id
