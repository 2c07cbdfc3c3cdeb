"""Every Marrakech level plays only legal moves, repeats itself for a seed, never changes the
position it is shown, and Hard finds the obvious move in hand-built positions."""

from __future__ import annotations

import pytest

from common.core import registry
from common.core.api import CHANCE
from marrakech.ai import heuristic
from marrakech.ai.heuristic import evaluate, expected_tribute
from marrakech.ai.levels import LEVELS
from marrakech.rules.core import OVER
from tests.ai.marrakech_positions import LAST_CARPET, YELLOW_NORTH, decision_positions
from tests.marrakech.positions import play, position


def make_bot(level: str, seed: int = 0):
    return registry.find("marrakech").make_bot(level, seed)


POSITIONS = decision_positions(40, seed=6)
# Search levels are slower: a smaller share of the positions, still every setup.
SEARCH_POSITIONS = POSITIONS[:12]


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_fast_levels_only_ever_choose_legal_actions(level):
    bot = make_bot(level, seed=3)
    for state in POSITIONS:
        action = bot.choose(state)
        assert state.check_action(action) is None, (level, str(state), str(action))


def test_hard_only_ever_chooses_legal_actions():
    bot = make_bot("hard", seed=3)
    for state in SEARCH_POSITIONS:
        action = bot.choose(state)
        assert state.check_action(action) is None, (str(state), str(action))


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_seeded_bot_repeats_its_choices_and_leaves_the_state_alone(level):
    states = SEARCH_POSITIONS[:4]
    before = [str(s) for s in states]
    first = [str(make_bot(level, seed=11).choose(s)) for s in states]
    second = [str(make_bot(level, seed=11).choose(s)) for s in states]
    assert first == second
    assert [str(s) for s in states] == before


def test_random_bots_with_different_seeds_play_differently():
    state = next(s for s in POSITIONS if len(s.legal_actions()) > 5)
    choices = {str(make_bot("random", seed=k).choose(state)) for k in range(20)}
    assert len(choices) > 1


def test_bots_refuse_chance_nodes():
    state = position(phase="roll")
    assert state.current_player() == CHANCE
    with pytest.raises(ValueError):
        make_bot("hard").choose(state)


# --- hand-built positions ---------------------------------------------------------------------


def test_the_heuristic_sees_the_tribute_straight_ahead():
    state = position(YELLOW_NORTH, phase="turn", assam="A33N", seat=1)
    core = state.core()
    assert expected_tribute(core, 0) == pytest.approx(21)
    # West, a 4 walks off the board at (0,3) and comes back on (0,2): yellow.
    assert expected_tribute(core, -1) == pytest.approx(21 / 6)
    assert expected_tribute(core, 1) == 0
    # Cyan (seat 1) is to turn: the evaluation assumes the turn best for cyan (east), and
    # going north (Assam turned, die not yet rolled) is valued far lower for cyan.
    after = {move: play(state, move).core() for move in ("L", "S", "R")}
    assert evaluate(core)[0] == pytest.approx(evaluate(after["R"])[0])
    assert evaluate(after["S"])[0] < evaluate(after["L"])[0] < evaluate(after["R"])[0]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_assam_is_turned_away_from_a_certain_large_tribute(level):
    # Straight on (north) every face of the die lands on the 21-square yellow region; west
    # a 4 does; east nothing does.
    state = position(YELLOW_NORTH, phase="turn", assam="A33N", seat=1)
    for seed in range(3):
        assert str(make_bot(level, seed=seed).choose(state)) == "R"


def test_assam_is_turned_away_from_a_tribute_that_would_put_the_player_out():
    # Two players; seat 1 has 5 dirhams and Assam stands on (2,3) facing north. North and east
    # lead onto one yellow region of 23 squares (seat 2's), which would put seat 1 out; every
    # face of the die going west lands on an empty square.
    rows = [
        "..y00y00y01y01y02",
        "..y03y03y04y04y02",
        "..y05y05y06y06y07",
        "...y08y08y09y09",
        "...y10y10y11y11",
        ".......",
        ".......",
    ]
    state = position(rows, phase="turn", assam="A23N", seat=1, players=2, dirhams=[5, 55])
    core = state.core()
    assert expected_tribute(core, -1) == 0
    assert expected_tribute(core, 0) > 0 and expected_tribute(core, 1) > 0
    for level in ("easy", "medium", "hard"):
        assert str(make_bot(level, seed=1).choose(state)) == "L", level


def test_the_last_carpet_goes_where_it_wins_the_game():
    # Two players; cyan (seat 1) places the last carpet of the game. Scores: cyan 20 + 6 = 26,
    # yellow 25 + 4 = 29. Covering the halves of the two yellow carpets next to Assam (32-42)
    # wins 28 to 27; covering one yellow half ties 28-28 and yellow wins on dirhams; an empty
    # spot loses 28 to 29.
    state = position(
        LAST_CARPET, phase="place", assam="A33N", seat=1, players=2, colour="c",
        dirhams=[20, 25], left=[1, 0, 0, 0],
    )  # fmt: skip
    assert str(make_bot("hard", seed=0).choose(state)) == "32-42"


def _played_through_the_core(core):
    """The heuristic's value as it was first written: every turn and roll of the next mover
    played on copies of the core (heuristic._resolve), with the heuristic's own material."""
    visible, squares, _size_at = heuristic.board_terms(core)
    players = len(visible)
    left = sum(core.carpets_left(s) for s in range(players) if not core.out[s])
    weight = heuristic.REGION_WEIGHT if left > players else 0.0
    base = [visible[s] + weight * squares[s] for s in range(players)]
    return heuristic._resolve(core, base, 2.0 + 0.35 * left)


def test_the_quick_tribute_lookup_values_positions_as_playing_them_through_the_core():
    checked = 0
    for state in decision_positions(120, seed=9):
        core = state.core()
        if core.phase != OVER:
            assert evaluate(core) == _played_through_the_core(core), str(state)
            checked += 1
    assert checked > 100
