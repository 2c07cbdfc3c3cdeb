"""The rules say what happened: Bombay Bazar events against fixed positions and random games."""

from __future__ import annotations

import random

import pytest

from bombay.rules.actions import END_ACTION, START_ACTIONS, parse_action
from bombay.rules.events import (
    FirstPlayerDrawn,
    ForcedEndPiece,
    GameOver,
    PlayerOut,
    TilePlaced,
    TrunkGrew,
    describe,
)
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from tests.bombay.positions import SHARED_DEAD_END, TWO_INTO_ONE


def events_of(before, action):
    return describe(before, action, before.apply_action(action))


def test_chance_draws_the_first_player():
    start = GAME.initial_state(Setup(3))
    assert events_of(start, START_ACTIONS[2]) == (FirstPlayerDrawn(2),)


def test_a_tile_placed_and_the_trunk_it_grew_through_a_chain_of_old_tiles():
    s = GAME.parse_state("2p 1 - a2A1,b1D2,b2N3,c2O0,g6P2,h5F3,h6F4,h7J0")
    placed, grew = events_of(s, parse_action("H5"))
    assert placed == TilePlaced(0, "H", 5, (2, 2))
    assert (grew.seat, grew.before, grew.after) == (0, 4, 8)
    assert grew.cells == ((2, 2), (1, 1), (1, 0), (2, 1))
    assert grew.ran_on
    assert grew.segments[0][1] == s.open_end(0)[1], "the trunk enters the new tile where it pointed"


def test_one_tile_can_grow_two_trunks_the_movers_first():
    s = GAME.parse_state(TWO_INTO_ONE)
    placed, first, second = events_of(s, parse_action("O0"))
    assert placed.cell == (4, 1)
    assert (first.seat, second.seat) == (0, 1)
    assert first.cells == second.cells == ((4, 1),)
    assert not first.ran_on and not second.ran_on


def test_the_forced_end_piece_gives_the_rules_reason_and_puts_the_player_out():
    s = GAME.parse_state(SHARED_DEAD_END)
    forced, out = events_of(s, END_ACTION)
    assert forced == ForcedEndPiece(0, (4, 0), s.forced_reason())
    assert str(forced.reason) == "no tile left in the supply fits player 1's open end"
    assert (
        forced.reason.words(["Ann", "Bo", "Cy"]) == "no tile left in the supply fits Ann's open end"
    )
    assert out == PlayerOut(0, s.length(0) + 1)
    after = s.apply_action(END_ACTION)
    trapped, _out = events_of(after, END_ACTION)
    assert str(trapped.reason) == "player 2's trunk points into a cell holding an end piece"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_over_random_games_growth_and_scores_match_the_state(players):
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.initial_state(Setup(players))
        overs = []
        while not state.is_terminal():
            options = state.legal_actions()
            action = options[int(rng.random() * len(options))]
            after = state.apply_action(action)
            events = describe(state, action, after)
            grown = {e.seat: (e.before, e.after) for e in events if isinstance(e, TrunkGrew)}
            lengths = [(len(state.trunk(q)), len(after.trunk(q))) for q in range(players)]
            assert grown == {q: (b, a) for q, (b, a) in enumerate(lengths) if a != b}
            for event in events:
                if isinstance(event, TrunkGrew):
                    assert after.trunk(event.seat)[event.before :] == list(event.segments)
                if isinstance(event, PlayerOut):
                    assert after.is_out(event.seat) and not state.is_out(event.seat)
                if isinstance(event, GameOver):
                    overs.append(event)
            if action.kind == "place":
                assert events[0] == TilePlaced(
                    state.current_player(),
                    action.orientation.pattern.name,
                    action.orientation.rotation,
                    state.play_cell(),
                )
            state = after
        (over,) = overs
        outcome = state.outcome()
        assert (over.scores, over.winners) == (outcome.scores, outcome.winners)
        assert over.places == tuple(state.places())
        if players == 1:
            assert over.solo.score == over.scores[0]
            assert over.solo.length == state.length(0)
        else:
            assert over.solo is None
