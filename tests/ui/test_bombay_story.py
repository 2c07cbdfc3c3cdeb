"""The results statistics and the game log of Bombay Bazar agree with the record they are read
from, checked against what the record says in other ways (trunk lengths, who moved)."""

from __future__ import annotations

import random

import pytest

from bombay.rules.actions import START_ACTIONS
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.tiles import PATTERNS
from bombay.ui.story import knots, log_entries, log_lines, pattern_counts_text, statistics
from common.core.record import GameRecord


def played_record(players: int, seed: int, stop: int | None = None) -> GameRecord:
    """A game played at random from its record (to the end, or `stop` actions)."""
    rng = random.Random(seed)
    record = GameRecord(GAME, Setup(players), seed)
    while not record.state.is_terminal() and (stop is None or record.cursor < stop):
        actions = record.state.legal_actions()
        record.play(actions[rng.randrange(len(actions))])
    return record


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (2, 2), (3, 3), (4, 4), (4, 5)])
def test_statistics_agree_with_the_record(players, seed):
    record = played_record(players, seed)
    stats = statistics(record)
    placements = [i for i, a in enumerate(record.actions) if a.kind == "place"]
    # every tile placed is counted once, under its pattern and the player who placed it
    assert sum(sum(row) for row in stats.patterns) == len(placements)
    for q in range(players):
        mine = [i for i in placements if record.steps[i].seat == q]
        assert stats.tiles(q) == len(mine)
        for k, pattern in enumerate(PATTERNS):
            by_pattern = [i for i in mine if record.actions[i].orientation.pattern == pattern]
            assert stats.patterns[q][k] == len(by_pattern)
    # the longest extension is the largest step in the trunk's length from one action
    for q in range(players):
        steps = [
            len(record.state_at(i + 1).trunk(q)) - len(record.state_at(i).trunk(q))
            for i in range(record.cursor)
        ]
        assert stats.longest[q] == max(steps)
        assert stats.longest[q] >= 1  # the first tile alone grows a trunk
    assert stats.knots == [knots(record.state, q) for q in range(players)]


def test_a_knot_is_a_crossing_the_trunk_runs_through():
    start = GAME.initial_state(Setup(2)).apply_action(START_ACTIONS[0])
    # I2 is 24+35: the trunk comes in by NW (5) and runs 35, which crosses 24: one knot
    crossed = start.apply_action(GAME.parse_action("I2"))
    assert knots(crossed, 0) == 1 and knots(crossed, 1) == 0
    plain = start.apply_action(GAME.parse_action("A4"))  # a single curve
    assert knots(plain, 0) == 0
    # D2 is 01+45: two segments that do not cross
    assert knots(start.apply_action(GAME.parse_action("D2")), 0) == 0


def test_the_log_tells_every_action_with_the_players_names():
    record = played_record(3, 7)
    names = ["Asha", "Bilal", "Chitra"]
    entries = log_entries(record, names)
    assert entries[0][1] in {f"{n} goes first." for n in names}
    lays = [line for _q, line in entries if " lays tile " in line]
    ends = [line for _q, line in entries if "end piece goes on" in line]
    assert len(lays) == sum(1 for a in record.actions if a.kind == "place")
    assert len(ends) == 3
    assert all(0 <= q < 3 for q, _line in entries)
    assert log_lines(record, names, upto=1) == [entries[0][1]]
    # another trunk that runs on with the tile is told too, and the lengths add up
    total = sum(len(record.state.trunk(q)) for q in range(3))
    told = 0
    for _q, line in entries:
        if "trunk +" in line or "runs on too: +" in line:
            told += int(line.rsplit("+", 1)[1].rstrip("."))
    assert told == total


def test_pattern_counts_list_the_most_used_first():
    record = played_record(2, 11)
    stats = statistics(record)
    text = pattern_counts_text(stats, 0)
    counts = [int(part.split(" ")[1]) for part in text.split(" · ")]
    assert counts == sorted(counts, reverse=True) and sum(counts) == stats.tiles(0)
