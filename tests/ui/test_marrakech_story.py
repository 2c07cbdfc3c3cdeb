"""The game log and the results statistics tell what really happened in the record."""

from __future__ import annotations

import random
from types import SimpleNamespace

from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.results_scene import tie_break_note
from marrakech.ui.session import MarrakechSession, Seat
from marrakech.ui.story import log_lines, statistics
from tests.helpers import roll_if_waiting
from tests.marrakech.positions import END_ROWS, play, position

NAMES = ["Amira", "Karim", "Leila"]


def finished_game(seed: int) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(3), seed)
    roll_if_waiting(record)
    rng = random.Random(seed)
    while not record.state.is_terminal():
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        roll_if_waiting(record)
    return record


def test_every_tribute_paid_is_received_and_the_log_names_each_payment():
    for seed in range(12):
        record = finished_game(seed)
        stats = statistics(record)
        assert sum(stats.paid) == sum(stats.received) > 0
        lines = log_lines(record, NAMES)
        payments = [line for line in lines if " pays " in line]
        assert sum(int(line.split()[-2]) for line in payments) == sum(stats.paid)
        out = record.state.out
        assert [bool(turn) for turn in stats.eliminations] == list(out)


def test_the_log_follows_the_screen_and_names_squares_as_players_read_them():
    record = finished_game(3)
    first = log_lines(record, NAMES, upto=4)
    assert first[0].endswith("goes first.")
    assert any(" lays a carpet on " in line for line in log_lines(record, NAMES, upto=12))
    placed = next(line for line in log_lines(record, NAMES) if " lays a carpet on " in line)
    square = placed.split(" on ")[1].split(" and ")[0]
    assert square[0] in "ABCDEFG" and square[1] in "1234567"


def test_the_largest_region_is_at_least_each_players_biggest_carpet_showing():
    record = finished_game(5)
    stats = statistics(record)
    final = record.state
    for seat in range(3):
        if final.visible_squares(seat):
            assert 1 <= stats.largest_region[seat] <= final.visible_squares(seat)


def test_the_results_say_how_a_tie_was_broken_as_the_rules_tell_it():
    names = ["Amira", "Karim", "Leila", "Omar"]
    session = MarrakechSession(MarrakechSetup(4), [Seat(n) for n in names], 1)

    def note(dirhams, rows=END_ROWS):
        final = play(position(rows, seat=4, left=[0, 0, 0, 1], dirhams=dirhams), "31-32")
        return tie_break_note(SimpleNamespace(state=final), session)

    assert note([30, 30, 30, 30]) == ""  # Karim wins on score alone
    assert note([32, 30, 30, 30]) == "Scores were level at 34; Amira wins on dirhams."
    shared = [*END_ROWS[:6], "y00 y00 . . . . ."]
    assert note([30, 30, 30, 30], shared) == (
        "Level on score and on dirhams: Amira, Karim, Omar share the win."
    )
