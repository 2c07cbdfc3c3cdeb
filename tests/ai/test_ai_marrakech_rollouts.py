"""Hard's placements at three and four players: the best few of its search played on, for
twelve carpets at three players and to the end at four (marrakech/ai/rollouts.py)."""

from __future__ import annotations

import random
import threading

import pytest

from common.ai.bot import Cancelled, Clock
from marrakech.ai import rollouts
from marrakech.ai.heuristic import evaluate
from marrakech.ai.players import HardBot
from marrakech.rules.core import OVER, PLACE
from tests.ai.marrakech_positions import LAST_CARPET, YELLOW_NORTH, decision_positions
from tests.marrakech.positions import position


def last_carpet_position():
    """Three players; cyan (seat 1) lays the last carpet of the game. Cyan 20 + 6 = 26, yellow
    25 + 4 = 29, purple 10. Covering both yellow halves beside Assam (32-42) wins 28 to 27;
    covering one ties 28-28 and yellow wins on dirhams; anywhere else loses."""
    return position(
        LAST_CARPET, phase="place", assam="A33N", seat=1, players=3, colour="c",
        dirhams=[20, 25, 10], left=[1, 0, 0],
    )  # fmt: skip


def test_the_last_carpet_of_a_three_player_game_goes_where_it_wins():
    for seed in range(3):
        assert str(HardBot(seed).choose(last_carpet_position())) == "32-42"


def test_the_playout_policy_turns_away_from_a_big_region_and_covers_opponents():
    core = position(YELLOW_NORTH, phase="turn", assam="A33N", seat=1).core()
    east = core.copy()
    east.turn(1)
    rollouts.turn_away_from_tribute(core, random.Random(0).random)
    assert core.assam == east.assam
    core = last_carpet_position().core()
    rollouts.cover_and_join(core, random.Random(0).random)
    assert core.phase == OVER and core.winners() == [0]


@pytest.mark.parametrize("players", [3, 4])
def test_playouts_lay_the_carpets_asked_for_and_leave_the_position_alone(players):
    checked = 0
    for state in decision_positions(60, seed=4):
        if state.num_players() != players:
            continue
        core = state.core()
        before = str(state)
        left = sum(core.left)
        for r in range(5):
            game = core.copy()
            rollouts.play_on(game, random.Random(r).random, 3)
            laid = left - sum(game.left)
            assert laid == 3 or (game.phase == OVER and laid < 3)
            game = core.copy()
            rollouts.play_on(game, random.Random(r).random, left)
            assert game.phase == OVER
            for carpets in (12, None):
                value = rollouts.playout_value(core, core.seat, random.Random(r).random, carpets)
                assert 0.0 <= value <= 1.0
        assert str(state) == before
        checked += 1
    assert checked >= 5


def test_a_player_out_of_the_game_values_a_playout_at_nothing():
    core = position(players=3, phase="place", seat=1, out="2").core()
    assert core.scores()[1] is None
    assert rollouts.lead_value(core, 1) == 0.0
    assert evaluate(core)[1] == 0.0


def test_hard_stops_thinking_when_cancelled_and_still_answers_when_out_of_time():
    state = next(
        s
        for s in decision_positions(60, seed=4)
        if s.num_players() == 3 and s.phase == "place" and len(s.legal_actions()) > 4
    )
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        HardBot(1).choose(state, 1.5, cancel)
    core = state.core()
    ranked = list(core.legal_placements())[:4]
    assert rollouts.best_by_playouts(core, ranked, 7, Clock(0.0, None)) == ranked[0]
    assert state.core().phase == PLACE


class ClockOutAfter(Clock):
    """A clock with time for `looks` looks at it, then out of time."""

    def __init__(self, looks: int) -> None:
        super().__init__(None, None)
        self.looks = looks

    def out_of_time(self) -> bool:
        self.looks -= 1
        return self.looks < 0


def test_a_clock_running_out_inside_a_candidate_leaves_the_best_of_those_played_in_full():
    state = next(
        s
        for s in decision_positions(60, seed=4)
        if s.num_players() == 4 and s.phase == "place" and len(s.legal_actions()) > 4
    )
    core = state.core()

    def better(a: int, b: int) -> int:
        return rollouts.best_by_playouts(core, [a, b], 7, Clock(None, None))

    first, second, third = list(core.legal_placements())[:3]
    worse, best = (first, second) if better(first, second) == second else (second, first)
    # Time for two candidates in full and half of the third: the better of the two is laid,
    # not the search's first (what a clock spent at once gives).
    looks = rollouts.PLAYOUTS[4][0]  # the clock is looked at before each playout
    clock = ClockOutAfter(2 * looks + looks // 2)
    assert rollouts.best_by_playouts(core, [worse, best, third], 7, clock) == best
    assert clock.looks < 0
