"""Bombay Bazar through the shared game record: chance, save/load, undo/redo."""

import json
import random
from collections import Counter

import pytest

from bombay.rules.actions import ACTIONS
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.core.api import check_probabilities
from common.core.errors import IllegalActionError, RecordError
from common.core.record import GameRecord
from common.core.registry import get_game


def play_random(record, rng, limit=None):
    moves = 0
    while not record.state.is_terminal() and (limit is None or moves < limit):
        actions = record.state.legal_actions()
        record.play(actions[int(rng.random() * len(actions))])
        moves += 1
    return record


def test_the_registry_finds_the_game():
    assert get_game("bombay") is GAME


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_first_player_is_a_uniform_chance_outcome(players):
    s = GAME.initial_state(Setup(players))
    outcomes = s.chance_outcomes()
    assert check_probabilities(outcomes)
    assert [a.seat for a, _ in outcomes] == list(range(players))
    firsts = Counter(GameRecord(GAME, Setup(players), seed).state.current_player()
                     for seed in range(200))  # fmt: skip
    assert set(firsts) == set(range(players))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_save_and_load(players):
    rng = random.Random(players)
    for seed in range(5):
        record = play_random(GameRecord(GAME, Setup(players), seed), rng)
        assert record.state.is_terminal()
        loaded = GameRecord.loads(record.dumps())
        assert loaded.state == record.state
        assert loaded.setup == Setup(players)
        assert [str(a) for a in loaded.actions] == [str(a) for a in record.actions]
        assert loaded.state.outcome() == record.state.outcome()


def test_undo_and_redo():
    record = play_random(GameRecord(GAME, Setup(3), 7), random.Random(1), limit=12)
    states = [record.state_at(i) for i in range(len(record.actions) + 1)]
    final = record.state
    while record.can_undo():
        record.undo()
    assert record.cursor == 1  # only the chance draw of the first player is left
    while record.can_redo():
        record.redo()
    assert record.state == final
    record.undo()
    record.undo()
    assert record.state == states[-3]
    # a new move drops the redo tail
    record.play(record.state.legal_actions()[-1])
    assert not record.can_redo()


def test_record_refuses_illegal_moves_and_bad_saves():
    record = GameRecord(GAME, Setup(2), 3)
    with pytest.raises(IllegalActionError):
        record.play(GAME.parse_action("end"))
    play_random(record, random.Random(2), limit=6)
    data = json.loads(record.dumps())
    before = record.state_at(3)
    illegal = next(a for a in ACTIONS if before.check_action(a) is not None)
    data["actions"][3] = str(illegal)
    with pytest.raises(RecordError):
        GameRecord.from_json(data)
    data = json.loads(record.dumps())
    data["setup"] = {"players": 9}
    with pytest.raises(RecordError, match="setup"):
        GameRecord.from_json(data)


def test_the_record_puts_the_forced_end_piece_on_itself_and_undo_passes_over_it():
    record = play_random(GameRecord(GAME, Setup(3), 11), random.Random(4))
    ends = [i for i, a in enumerate(record.actions) if a.kind == "end"]
    assert len(ends) == 3, "every trunk ends with its end piece"
    assert not any(record.is_decision(i) for i in ends)
    while record.can_undo():
        record.undo()
        assert record.state.forced_action() is None, "undo never stops at a forced end piece"
    while record.can_redo():
        record.redo()
        assert record.state.forced_action() is None, "redo never stops at a forced end piece"
    assert record.state.is_terminal()


def test_an_older_save_stopped_before_a_forced_end_piece_resumes_after_it():
    record = play_random(GameRecord(GAME, Setup(2), 5), random.Random(2))
    first_end = next(i for i, a in enumerate(record.actions) if a.kind == "end")
    data = record.to_json()
    data["actions"] = data["actions"][:first_end]
    data["cursor"] = first_end
    loaded = GameRecord.from_json(data)
    assert loaded.cursor == first_end + 1 and str(loaded.actions[first_end]) == "end"
    assert loaded.state.forced_action() is None
