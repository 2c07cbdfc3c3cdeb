"""The review followed while the game is played (issue 53): step by step as the record grows,
a take-back forgotten, and the whole review there when the game ends, adding up as the review
after the game does. The worker here is a thread with a quick reviewer (the process and the
real reviewer are measured by benchmarks.review_time --live)."""

from __future__ import annotations

import pytest

from common.ai import review_live
from common.ai.review_live import LiveReview, StepFollower
from common.core.record import GameRecord
from common.core.turns import turn_numbers
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, quick_reviewer
from tests.helpers import review_in_a_thread as in_a_thread

WAIT = 60.0  # seconds at most for a quick review of a whole game (it takes one or two)


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(review_live, "reviewer_for", quick_reviewer)


def _adds_up(record: GameRecord, review) -> None:
    scores = [float(s or 0) for s in record.state.outcome().scores]
    assert len(review.steps) == record.cursor
    for seat in range(review.seats):
        total = review.start[seat] + review.luck(seat) + review.decisions(seat)
        assert total == pytest.approx(scores[seat], abs=1e-6)
    assert [s.turn for s in review.steps] == turn_numbers(record.played_steps)


def test_the_review_follows_the_game_as_it_is_played_and_is_whole_at_the_end(quick) -> None:
    record = GameRecord(GAME, MarrakechSetup(2), 3)
    live = LiveReview(record, in_a_thread)
    record.listen(live.follow)
    play_moves(record, 400, rng_seed=3)
    assert record.state.is_terminal()
    review = live.wait(record, WAIT)
    assert review is not None and live.error is None
    _adds_up(record, review)
    assert live.fraction() == 1.0
    live.close()


def test_a_take_back_is_forgotten_and_the_new_line_reviewed(quick) -> None:
    record = GameRecord(GAME, MarrakechSetup(2), 5)
    record.practice = True  # take-backs across the die
    live = LiveReview(record, in_a_thread)
    record.listen(live.follow)
    play_moves(record, 30, rng_seed=5)
    assert live.wait(record, WAIT) is not None  # reviewed so far
    old_line = list(record.played)
    record.undo()
    record.undo()
    play_moves(record, 400, rng_seed=6)  # another line from there
    assert record.played[: len(old_line)] != old_line
    review = live.wait(record, WAIT)
    assert review is not None
    _adds_up(record, review)
    # each better move is one of the new line's positions', not the old line's
    for step, reviewed in zip(record.played_steps, review.steps, strict=True):
        if reviewed.best is not None:
            assert step.before.check_action(GAME.parse_action(reviewed.best)) is None
    live.close()


def test_a_line_the_rules_refuse_is_told_not_reviewed() -> None:
    follower = StepFollower(quick_reviewer("marrakech"), GAME.initial_state(MarrakechSetup(2)))
    with pytest.raises(ValueError):
        follower.add(["L", "L"])  # a player turns Assam twice in one turn
    assert follower.reviewed == []
