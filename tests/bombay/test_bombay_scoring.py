"""Scoring: places with ties, the solo score, tournaments with medals, high scores."""

import pytest

from bombay.rules.game import GAME
from bombay.rules.scoring import places
from bombay.rules.tournament import HighScores, Tournament, round_medals
from common.core.errors import NotationError


def test_places_share_ties_and_skip():
    assert places([20, 17, 25, 3]) == [2, 3, 1, 4]
    assert places([20, 20, 15]) == [1, 1, 3]
    assert places([9, 12, 12, 12]) == [4, 1, 1, 1]
    assert places([5]) == [1]


def test_solo_score_by_hand():
    # b1 L1, c2 N2, d1 H4, then stuck on c1: N, NW, NE face the outside, and SE (the entry),
    # S (c2's segment) and SW (b1's) need segment ends: three ends cannot pair up.
    s = GAME.parse_state("1p # 1 b1L1,c2N2,d1H4")
    assert s.end_pieces() == {(1, 6): 1, (7, 0): 1, (7, 6): 1, (2, 0): 1}
    assert s.length(0) == 3 + 1
    # 64 playable - 3 tiles - 4 cells with end pieces = 57 empty; 2 + 3 + 2 segments - 3 used
    out = s.outcome()
    assert out.scores == (4 - 57 - 4,)
    assert out.winners == (0,)
    assert out.reason.code == "solo-score"
    assert out.reason.sentence() == ("Solo score -57: trunk 4, empty cells 57, unused segments 4.")


def test_multiplayer_outcome_is_the_longest_trunk():
    s = GAME.parse_state("3p # 123 b1B5,c1B2,d1H2,f1H2,g1B2,g7A3,g8A0,h1H2,h7B2")
    assert s.lengths() == [4, 4, 4]
    out = s.outcome()
    assert out.winners == (0, 1, 2)
    assert s.returns() == pytest.approx([1 / 3] * 3)
    assert out.reason.code == "share-the-win"
    assert out.reason.sentence(["Amira", "Karim", "Leila"]) == (
        "Amira & Karim & Leila share the win with trunks of 4."
    )
    assert out.reason.sentence() == "Player 1 & player 2 & player 3 share the win with trunks of 4."


def test_round_medals_with_ties():
    assert round_medals([30, 20, 10, 5]) == [0, 1, 2, None]
    assert round_medals([30, 30, 10, 5]) == [0, 0, 2, None]  # two golds, no silver
    assert round_medals([30, 20, 20, 5]) == [0, 1, 1, None]  # two silvers, no bronze
    assert round_medals([7, 7, 7, 7]) == [0, 0, 0, 0]
    assert round_medals([12, 30]) == [1, 0]


def test_tournament_ranks_by_gold_then_silver_then_bronze():
    t = Tournament(3, rounds=4)
    t = t.add_round([30, 20, 10])  # 1 gold, 2 silver, 3 bronze
    t = t.add_round([10, 30, 20])  # 2 gold, 3 silver, 1 bronze
    t = t.add_round([20, 10, 30])  # 3 gold, 1 silver, 2 bronze
    assert t.medals() == [(1, 1, 1)] * 3
    assert t.winners() == (0, 1, 2)
    assert not t.finished
    t = t.add_round([25, 25, 5])  # 1 and 2 share gold
    assert t.finished
    assert t.medals() == [(2, 1, 1), (2, 1, 1), (1, 1, 2)]
    assert t.winners() == (0, 1)
    assert t.places() == [1, 1, 3]
    with pytest.raises(ValueError):
        t.add_round([1, 2, 3])


def test_silver_breaks_a_gold_tie():
    t = Tournament(4, rounds=2).add_round([30, 20, 10, 0]).add_round([20, 30, 0, 10])
    assert t.medals() == [(1, 1, 0), (1, 1, 0), (0, 0, 1), (0, 0, 1)]
    t = Tournament(4, rounds=2).add_round([30, 20, 10, 0]).add_round([10, 30, 0, 20])
    assert t.medals() == [(1, 0, 1), (1, 1, 0), (0, 0, 1), (0, 1, 0)]
    assert t.winners() == (1,)
    assert t.standings() == [1, 0, 3, 2]


def test_tournament_json_round_trip_and_validation():
    t = Tournament(2, 3).add_round([10, 12])
    assert Tournament.from_json(t.to_json()) == t
    for bad in (
        None,
        {"players": 2, "rounds": 3},
        {"players": 5, "rounds": 3, "results": []},
        {"players": 2, "rounds": 0, "results": []},
        {"players": 2, "rounds": 1, "results": [[1, 2], [3, 4]]},
        {"players": 2, "rounds": 3, "results": [[1, 2, 3]]},
        {"players": 2, "rounds": 3, "results": [[1, "2"]]},
    ):
        with pytest.raises(NotationError):
            Tournament.from_json(bad)


def test_high_scores():
    table = HighScores(size=3)
    table, rank = table.add(5)
    assert rank == 1 and table.best == 5
    table, rank = table.add(-3)
    assert rank == 2
    table, rank = table.add(9)
    assert rank == 1 and table.scores == (9, 5, -3)
    table, rank = table.add(-10)
    assert rank is None and table.scores == (9, 5, -3)
    assert HighScores.from_json(table.to_json()) == table
    with pytest.raises(NotationError):
        HighScores.from_json({"scores": ["a"]})
