"""Hard's two-player search cuts branches (alpha-beta, Star1 at the die) and still finds the
value the full expectimax finds, so it plays the same moves in less time."""

from __future__ import annotations

from common.ai.bot import Clock
from common.ai.expectimax import ExpectimaxBot
from marrakech.ai.heuristic import Heuristic, evaluate
from marrakech.ai.model import MODEL
from tests.ai.marrakech_positions import decision_positions


def _two_player_decisions(count: int) -> list:
    positions = decision_positions(count * 4, seed=21)
    return [s for s in positions if s.num_players() == 2 and len(s.legal_actions()) > 1][:count]


def test_the_cut_search_finds_the_full_search_best_value_with_fewer_nodes():
    full_nodes = cut_nodes = 0
    checked = 0
    for state in _two_player_decisions(10):
        turning = state.phase == "turn"
        value = Heuristic(rolls=2) if turning else evaluate
        depth = 2 if turning else 3
        full = ExpectimaxBot(MODEL, value, depth=depth)
        cut = ExpectimaxBot(MODEL, value, depth=depth, zero_sum=True)
        root = MODEL.root(state)
        moves = list(MODEL.moves(root))
        exact = full.move_values(root, moves, depth, Clock(None, None))
        found = cut._pruned_values(root, moves, depth, Clock(None, None), True)
        best = max(exact)
        assert max(found) == best, str(state)
        for move, true, told in zip(moves, exact, found, strict=True):
            # An exact value for every move as good as the best; for the others a bound that
            # is below the best and not below the move's true value.
            if true >= best - 1e-9:
                assert told == true, (str(state), move)
            else:
                assert true - 1e-12 <= told < best, (str(state), move)
        full_nodes += full.nodes
        cut_nodes += cut.nodes
        checked += 1
    assert checked == 10
    assert cut_nodes < 0.95 * full_nodes


def test_hard_chooses_the_same_moves_with_and_without_cuts():
    for state in _two_player_decisions(6):
        turning = state.phase == "turn"
        value = Heuristic(rolls=2) if turning else evaluate
        depth = 2 if turning else 3
        full = ExpectimaxBot(MODEL, value, depth=depth, seed=4, min_depth=2)
        cut = ExpectimaxBot(MODEL, value, depth=depth, seed=4, min_depth=2, zero_sum=True)
        assert str(cut.choose(state)) == str(full.choose(state)), str(state)
