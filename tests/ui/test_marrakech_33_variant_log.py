"""Issue 33, item 9: with "Turn Assam at the end of your turn" a turn of the log begins at its
player's roll, and the rotation at its end is the mover's own (under their heading)."""

from __future__ import annotations

import random

import pytest

from common.core.record import GameRecord
from common.ui.log_panel import log_rows
from marrakech.rules.events import AssamTurned, DieRolled
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.story import log_entries
from tests.helpers import roll_if_waiting

NAMES = ["Amira", "Karim", "Leila", "Omar"]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", [False, True])
def test_every_turn_of_the_log_is_one_players(players, variant):
    rng = random.Random(players)
    record = GameRecord(GAME, MarrakechSetup(players=players, end_turn_rotation=variant), seed=9)
    roll_if_waiting(record)
    for _ in range(60):
        if record.state.is_terminal():
            break
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
    entries = log_entries(record, NAMES)
    turns = {}
    for entry in entries:
        if entry.turn:
            turns.setdefault(entry.turn, set()).add(entry.seat)
    assert len(turns) > 5 and all(len(seats) == 1 for seats in turns.values())
    # each turn's lines are its mover's: the heading's name is the one who rolls and turns
    for step in record.played_steps:
        for event in step.events:
            if isinstance(event, (AssamTurned, DieRolled)):
                assert step.before.seat == event.seat
    rows = log_rows(entries)
    headings = [seat for _words, seat, entry in rows if entry is None]
    assert len(headings) == len(turns)
    if variant:  # the rotation closes the turn it belongs to
        for i, entry in enumerate(entries[:-1]):
            if entry.text.startswith(NAMES[entry.seat] + " turns"):
                assert entries[i + 1].turn != entry.turn or i + 1 == len(entries)
