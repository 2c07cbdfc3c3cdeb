"""Issue 52 (audit, Bombay 4): a chance step with one outcome (a solo game's 'who goes first')
decides nothing, so its luck is zero however the reviewer's estimates wander between two looks
at the same position (a live review's searches do); a solo review showed 'luck -1'."""

from __future__ import annotations

import itertools

import pytest

from bombay.ai.review import BombayReviewer
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.ai.review import review_record
from common.core.record import GameRecord
from tests.helpers import play_moves


class Wandering(BombayReviewer):
    """A reviewer whose every look at a position before the end is off by a little more than
    the last."""

    def __init__(self) -> None:
        super().__init__(iterations=20, jobs=1)
        self.looks = itertools.count()

    def standing(self, state):
        if state.is_terminal():
            return super().standing(state)
        return tuple(v + next(self.looks) * 0.25 for v in super().standing(state))


def test_a_solo_games_one_outcome_draw_has_no_luck() -> None:
    record = GameRecord(GAME, Setup(1), 1)
    play_moves(record, 200, rng_seed=1)
    assert record.state_at(0).is_chance_node()  # who goes first, one outcome
    review = review_record(record, reviewer=Wandering())
    assert review.luck(0) == 0.0
    total = review.start[0] + review.luck(0) + review.decisions(0)
    assert total == pytest.approx(record.state.outcome().scores[0], abs=1e-6)
