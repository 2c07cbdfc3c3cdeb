"""One count of turns for both games (common.core.turns): a turn is a player's, Marrakech's
holds one roll of the die (the variant's end-of-turn rotation in the turner's own turn), and
Bombay's one tile laid (an end piece in the turn it falls in)."""

from __future__ import annotations

import pytest

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup
from common.core.record import GameRecord
from common.core.turns import turn_count, turn_number, turn_numbers
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, roll_if_waiting


def finished(game, setup, seed: int) -> GameRecord:
    record = GameRecord(game, setup, seed)
    roll_if_waiting(record)
    play_moves(record, 10_000, rng_seed=seed)
    assert record.state.is_terminal()
    return record


@pytest.mark.parametrize("setup", MARRAKECH.setups(), ids=str)
def test_a_marrakech_turn_is_one_player_s_from_their_roll_to_their_carpet(setup):
    steps = finished(MARRAKECH, setup, seed=setup.players * 7 + setup.end_turn_rotation).steps
    numbers = turn_numbers(steps)
    rolls = [n for step, n in zip(steps, numbers, strict=True) if step.action.kind == "roll"]
    assert rolls == list(range(1, len(rolls) + 1)), "one roll of the die each turn"
    assert turn_count(steps) == len(rolls)
    holders: dict[int, int] = {}
    for step, n in zip(steps, numbers, strict=True):
        if step.before.seat >= 0:  # the rules' own seat whose turn it is
            assert holders.setdefault(n, step.before.seat) == step.before.seat, step.index
    assert numbers == sorted(numbers) and numbers[0] == 1


def test_the_variant_s_end_of_turn_rotation_is_in_the_turner_s_turn():
    steps = finished(MARRAKECH, MarrakechSetup(2, True), seed=5).steps
    numbers = turn_numbers(steps)
    rotations = [i for i, step in enumerate(steps) if step.action.kind == "turn"]
    assert rotations
    for i in rotations:
        laid = max(j for j in range(i) if steps[j].action.kind == "place")
        assert steps[laid].seat == steps[i].seat and numbers[laid] == numbers[i]
        following = next((j for j in range(i + 1, len(steps)) if steps[j].is_decision), None)
        if following is not None:
            assert numbers[following] == numbers[i] + 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_bombay_turn_is_one_tile_laid_and_an_end_piece_opens_none(players):
    steps = finished(BOMBAY, Setup(players), seed=players).steps
    numbers = turn_numbers(steps)
    tiles = [n for step, n in zip(steps, numbers, strict=True) if step.action.kind == "place"]
    assert tiles == list(range(1, len(tiles) + 1)), "each tile its own turn, solo too"
    assert turn_count(steps) == len(tiles)
    ends = [i for i, step in enumerate(steps) if step.action.kind == "end"]
    assert len(ends) == players
    for i in ends:
        assert numbers[i] == numbers[i - 1]


def test_turn_number_agrees_with_the_whole_count_at_every_step_and_checks_its_index():
    steps = finished(MARRAKECH, MarrakechSetup(3), seed=2).steps
    numbers = turn_numbers(steps)
    assert [turn_number(steps, i) for i in range(0, len(steps), 7)] == numbers[::7]
    assert turn_count(steps[:1]) == 1 and turn_count([]) == 0
    with pytest.raises(IndexError):
        turn_number(steps, len(steps))


def test_an_unfinished_game_counts_the_turn_its_next_player_has_begun():
    record = GameRecord(MARRAKECH, MarrakechSetup(2, True), 4)
    roll_if_waiting(record)
    for _ in range(8):  # the variant: four turns, each ended by its player's rotation
        record.play(record.state.legal_actions()[0])
        roll_if_waiting(record)
    steps = record.steps
    assert steps[-2].action.kind == "draw" and steps[-1].action.kind == "roll"
    assert turn_count(steps[:-2]) == 4, "the rotation closes its turner's turn"
    assert turn_count(steps) == 5, "the die thrown for the next player opens their turn"
