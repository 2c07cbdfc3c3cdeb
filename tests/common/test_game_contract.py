"""The contract every registered game keeps (in the spirit of OpenSpiel's random simulation
test), checked over `registry.games()`: a new game gets it for free. Random games through the
public API at every kind of table, with undo and redo on the way and save/load round trips:
each step the record keeps agrees with playing the game afresh."""

from __future__ import annotations

import random

import pytest

from common.core import registry
from common.core.api import CHANCE, check_probabilities
from common.core.record import GameRecord
from common.core.step import CHANCE_STEP, DECISION, FORCED
from tests.helpers import roll_if_waiting

CASES = [(entry.name, setup) for entry in registry.games() for setup in entry.game().setups()]


def _check_steps_against_a_fresh_replay(record: GameRecord) -> None:
    game = record.game
    state = game.initial_state(record.setup)
    assert record.state_at(0) == state
    for i, step in enumerate(record.steps):
        assert step.index == i and step.action is record.actions[i]
        assert step.before == state, "each step starts where the one before ended"
        after = state.apply_action(step.action)
        assert step.after == after
        assert step.events == game.describe(state, step.action, after), "told once, the same"
        if state.is_chance_node():
            assert step.kind == CHANCE_STEP and step.seat == CHANCE
            assert check_probabilities(state.chance_outcomes())
        else:
            assert step.seat == state.current_player()
            forced = state.forced_action()
            assert step.kind == (DECISION if forced is None else FORCED)
        assert game.parse_action(str(step.action)) == step.action
        assert game.parse_state(str(after)) == after
        state = after


def _same_record(a: GameRecord, b: GameRecord) -> None:
    assert [str(x) for x in a.actions] == [str(x) for x in b.actions]
    assert a.cursor == b.cursor and a.state == b.state
    assert [s.events for s in a.steps] == [s.events for s in b.steps]


@pytest.mark.parametrize("name, setup", CASES, ids=lambda c: str(c))
def test_random_games_keep_the_record_contract(name, setup):
    game = registry.find(name).game()
    for seed in range(3):
        rng = random.Random(seed)
        record = GameRecord(game, setup, seed=seed)
        roll_if_waiting(record)
        record.practice = True  # undo may then cross a shown chance step, as in practice
        for _ in range(2000):
            state = record.state
            if state.is_terminal():
                break
            assert not state.is_chance_node(), "the record resolves chance itself"
            roll = rng.random()
            if roll < 0.06 and record.can_undo():
                before = record.cursor
                record.undo()
                assert record.cursor < before and record.can_redo()
            elif roll < 0.09 and record.can_redo():
                record.redo()
            else:
                options = state.legal_actions()
                record.play(options[rng.randrange(len(options))])
                roll_if_waiting(record)
            if roll > 0.97:
                _same_record(GameRecord.loads(record.to_bytes()), record)
        assert record.state.is_terminal(), "every random game ends"
        outcome = record.state.outcome()
        assert outcome is not None and set(outcome.winners) <= set(range(setup.players))
        _check_steps_against_a_fresh_replay(record)
        loaded = GameRecord.loads(record.to_bytes())
        _same_record(loaded, record)
        _check_steps_against_a_fresh_replay(loaded)


def test_every_game_plays_the_table_sizes_its_entry_offers():
    for entry in registry.games():
        sizes = {setup.players for setup in entry.game().setups()}
        assert sizes == set(entry.players)
