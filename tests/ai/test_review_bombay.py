"""The Bombay Bazar review (issue 31): standings add up to the final scores (solo too), and a
tile that ends one's own trunk at the board's edge is a blunder."""

from __future__ import annotations

import pytest

from bombay.ai.review import BombayReviewer
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.state import BombayState
from common.ai.review import review_record, review_steps
from common.core.record import GameRecord
from common.core.step import Step, step_kind
from tests.helpers import play_moves

QUICK = BombayReviewer(depth=1)


def _finished(players: int, seed: int) -> GameRecord:
    record = GameRecord(GAME, Setup(players), seed)
    play_moves(record, 200, rng_seed=seed)
    assert record.state.is_terminal()
    return record


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_luck_and_decisions_add_up_to_the_final_score(players, seed) -> None:
    record = _finished(players, seed)
    reviewer = BombayReviewer() if players == 2 else QUICK
    review = review_record(record, reviewer=reviewer)
    scores = record.state.outcome().scores
    assert review.final == tuple(float(s) for s in scores)
    for seat in range(players):
        total = review.start[seat] + review.luck(seat) + review.decisions(seat)
        assert total == pytest.approx(scores[seat], abs=1e-6)
    assert review.unit == "points"
    assert review.from_json(review.to_json(), "bombay", players, len(record.steps)) == review


def _after(*texts: str) -> BombayState:
    state = GAME.initial_state(Setup(1))
    for text in texts:
        state = state.apply_action(GAME.parse_action(text))
    return state


# Solo, five tiles laid: A4 turns the trunk into the board's edge, so the game ends at once
# with most of the board empty; most other tiles run it on.
POCKET = _after("s1", "B3", "L0", "D4", "E2", "I1")


def _review_of(text: str):
    action = GAME.parse_action(text)
    step = Step(0, 0, step_kind(POCKET), action, POCKET, POCKET.apply_action(action), 0, GAME)
    return review_steps(BombayReviewer(), POCKET, [step]).steps[0]


def test_ending_ones_trunk_at_the_edge_is_a_blunder_and_the_best_tile_good() -> None:
    walled = _review_of("A4")
    assert walled.mark == "blunder" and walled.cost >= 6 and walled.best is not None
    assert walled.best_standing > walled.standing[0]
    best = _review_of(walled.best)
    assert best.mark == "good" and best.cost == 0 and best.best is None
