"""Invariants checked at every step of 120 seeded random games at 2, 3 and 4 players.

Why 120 (20 for each of the six tables): each game is played to its end, so the invariants are
checked at about 20,000 steps (3,700 for each two-player table, 2,700 to 2,900 for the others),
every kind of step (turn, roll, placement, tribute) many times over and a player out of money in
three games; 330 games checked nothing these do not, at almost three times the cost. The fast
core is compared with the public API over 180 more whole games below."""

from __future__ import annotations

import math
import random

import pytest

from common.core.api import check_probabilities
from common.core.record import GameRecord
from marrakech.rules.actions import parse_action
from marrakech.rules.board import SQUARES
from marrakech.rules.core import Core, whole_carpets
from marrakech.rules.game import GAME
from marrakech.rules.playout import play_api, play_fast, random_game
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState
from tests.helpers import roll_if_waiting

SETUPS = [MarrakechSetup(n, variant) for n in (2, 3, 4) for variant in (False, True)]
GAMES_PER_SETUP = 20  # 120 games in all (the module's docstring says why)


def _total_carpets(state: MarrakechState) -> int:
    """Carpets in hand plus carpets on the board (covered ones included)."""
    setup = state.setup
    placed = sum(setup.carpets_per_colour - left for left in state.carpets_left_by_colour)
    return sum(state.carpets_left(s) for s in range(setup.players)) + placed


def _check_step(before: MarrakechState, action, after: MarrakechState) -> None:
    setup = before.setup
    assert sum(after.dirhams) == 30 * setup.players, "dirhams are only ever transferred"
    assert _total_carpets(after) == setup.colours * setup.carpets_per_colour
    visible = sum(after.carpet_at(sq) is not None for sq in range(SQUARES))
    assert visible <= SQUARES
    if action.kind == "turn":
        assert (after.assam[2] - before.assam[2]) % 4 != 2, "Assam never turns around"
    if after.is_chance_node():
        assert check_probabilities(after.chance_outcomes())
    if not after.is_terminal() and not after.is_chance_node():
        assert after.legal_actions(), "a player always has a legal move"
    assert GAME.parse_state(str(after)) == after
    core = after.core()
    assert core.whole == whole_carpets(core.board), "the forbidden placements follow the board"
    assert parse_action(str(action)) == action


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}p-{s.end_turn_rotation}")
def test_random_games_keep_every_invariant(setup):
    for game in range(GAMES_PER_SETUP):
        rng = random.Random(game)
        record = GameRecord(GAME, setup, seed=game)
        roll_if_waiting(record)
        while not record.state.is_terminal():
            before = record.state
            snapshot = str(before)
            options = before.legal_actions()
            action = options[int(rng.random() * len(options))]
            index = len(record.actions)
            record.play(action)
            roll_if_waiting(record)
            assert str(before) == snapshot, "the old state never changes"
            for i in range(index, len(record.actions)):
                _check_step(record.state_at(i), record.actions[i], record.state_at(i + 1))
        final = record.state
        replayed = GAME.initial_state(setup)
        for action in record.actions:
            replayed = replayed.apply_action(action)
        assert replayed == final
        assert GameRecord.loads(record.dumps()).state == final
        assert final.outcome() is not None and final.outcome().winners


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}p-{s.end_turn_rotation}")
def test_the_fast_core_and_the_public_api_play_identical_games(setup):
    for seed in range(20):
        core = Core(setup)
        play_fast(core, random.Random(seed).random)
        final, _ = play_api(MarrakechState.initial(setup), random.Random(seed).random)
        assert MarrakechState(core) == final
        assert random_game(setup, seed) == random_game(setup, seed, api=True)


def _edgy_uniform(seed: int):
    """Uniform numbers that often sit right at the policy's thresholds: u * n just below, at
    and just above a whole number, for every count of choices the game offers (and the die's
    cumulative odds), mixed with ordinary draws."""
    rng = random.Random(seed)
    edges = [1 / 6, 1 / 2, 5 / 6] + [k / n for n in range(2, 13) for k in range(1, n)]
    values = [v for e in edges for v in (math.nextafter(e, 0), e, math.nextafter(e, 1))]
    return lambda: rng.choice(values) if rng.random() < 0.5 else rng.random()


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}p-{s.end_turn_rotation}")
def test_the_fast_playout_draws_as_the_policy_says_even_at_the_edges(setup):
    # play_fast compares u with thresholds and uses floor() where the policy says int(u * n)
    # and pick_index: the same choices, also for the numbers where rounding could tell.
    for seed in range(10):
        core = Core(setup)
        turns = play_fast(core, _edgy_uniform(seed))
        final, actions = play_api(MarrakechState.initial(setup), _edgy_uniform(seed))
        assert MarrakechState(core) == final
        assert turns == sum(1 for a in actions if a.kind == "roll")


def test_a_game_read_from_text_plays_on_the_same_through_both_paths():
    # Mid-game positions, a player out included, read back from their text: the core works
    # out anew whose turn follows whose and who pays whom (not the tables of a new game).
    setup = MarrakechSetup(4)
    record = GameRecord(GAME, setup, seed=3)
    roll_if_waiting(record)
    rng = random.Random(3)
    while len(record.actions) < 60:
        options = record.state.legal_actions()
        record.play(options[int(rng.random() * len(options))])
        roll_if_waiting(record)
    now = str(record.state)
    other = (record.state.seat + 1) % 4  # a seat not to move
    for text in (now, now.replace("out:-", f"out:{other + 1}")):
        start = GAME.parse_state(text)
        core = start.core()
        turns = play_fast(core, random.Random(7).random)
        final, actions = play_api(start, random.Random(7).random)
        assert MarrakechState(core) == final
        assert turns == sum(1 for a in actions if a.kind == "roll")
        if start.out[other]:  # never to move again: their carpets stay in their hand
            assert final.carpets_left(other) == start.carpets_left(other) > 0
        else:
            assert final.carpets_left(other) == 0


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}p-{s.end_turn_rotation}")
def test_each_seat_shows_the_squares_of_its_colours_at_the_end(setup):
    # Core.visible_by_seat counts through a table of characters: a direct count of the board.
    for seed in range(10):
        core = Core(setup)
        play_fast(core, random.Random(seed).random)
        colours = [value >> 6 for value in core.board if value >= 0]
        owner = [setup.owner(colour) for colour in colours]
        assert core.visible_by_seat() == [owner.count(seat) for seat in range(setup.players)]
        assert core.scores() == [
            None if core.out[seat] else core.dirhams[seat] + owner.count(seat)
            for seat in range(setup.players)
        ]
