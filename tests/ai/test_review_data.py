"""The review's data (common.core.review): what the summary reads, and a kept review read back
as hostile data."""

from __future__ import annotations

import copy
import math

import pytest

import marrakech  # noqa: F401  (registers the game whose notation a better move is in)
from common.core.errors import RecordError
from common.core.review import GameReview, StepReview, Thresholds

LIMITS = Thresholds(inaccuracy=1.0, mistake=3.0, blunder=6.0)


def _review() -> GameReview:
    steps = (
        StepReview(0, 1, -1, "chance", (31.0, 29.0), (1.0, -1.0), 0.0, None, None, ""),
        StepReview(1, 1, 0, "decision", (27.0, 33.0), (0.0, 0.0), 8.0, "L", 31.0, "blunder"),
        StepReview(2, 2, 1, "decision", (26.0, 34.0), (0.0, 0.0), 2.0, "S", 34.5, "inaccuracy"),
        StepReview(3, 2, 1, "decision", (26.0, 34.0), (0.0, 0.0), 0.0, None, None, "good"),
    )
    return GameReview("marrakech", "dirhams", 2, (30.0, 30.0), steps, LIMITS)


def test_marks_follow_the_thresholds() -> None:
    costs = (0.0, 0.99, 1.0, 2.99, 3.0, 6.0, 40.0)
    assert [LIMITS.mark(c) for c in costs] == [
        "good",
        "good",
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "blunder",
        "blunder",
    ]


def test_summary_adds_up_per_seat() -> None:
    review = _review()
    assert review.final == (26.0, 34.0)
    for seat in (0, 1):
        total = review.start[seat] + review.luck(seat) + review.decisions(seat)
        assert total == pytest.approx(review.final[seat])
    assert review.luck(0) == 1.0 and review.lost(0) == 8.0 and review.lost(1) == 2.0
    assert review.marks(1) == {"good": 1, "inaccuracy": 1, "mistake": 0, "blunder": 0}
    assert review.worst(0) is review.steps[1] and review.lost_on_turn(1, 2) == 2.0
    assert review.mistakes() == [review.steps[1]]


def test_a_kept_review_reads_back_the_same() -> None:
    review = _review()
    assert GameReview.from_json(review.to_json(), "marrakech", 2, 4) == review


def _damaged(change) -> dict:
    data = copy.deepcopy(_review().to_json())
    change(data)
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["steps"].pop(),  # fewer steps than the game
        lambda d: d["start"].append(30.0),  # a seat too many
        lambda d: d["steps"][1]["standing"].__setitem__(0, math.nan),
        lambda d: d["steps"][1]["standing"].__setitem__(0, "27"),
        lambda d: d["steps"][1].__setitem__("cost", "8"),
        lambda d: d["steps"][1].__setitem__("cost", -1.0),
        lambda d: d["steps"][1].__setitem__("mark", "brilliant"),
        lambda d: d["steps"][1].__setitem__("mark", "good"),  # not what its cost says
        lambda d: d["steps"][1].__setitem__("best", "not a move"),
        lambda d: d["steps"][1].__setitem__("seat", 5),
        lambda d: d["steps"][2].__setitem__("turn", 0),  # turns go backwards
        lambda d: d["steps"][0]["luck"].__setitem__(0, 5.0),  # luck is not the change
        lambda d: d["steps"][3]["luck"].__setitem__(0, 1.0),  # luck on a decision
        lambda d: d.__setitem__("thresholds", [3.0, 1.0, 6.0]),
        lambda d: d.__setitem__("unit", "roubles"),
        lambda d: d.__setitem__("steps", {"0": 1}),
        lambda d: d.__setitem__("seats", True),
    ],
)
def test_a_damaged_review_is_refused(change) -> None:
    with pytest.raises(RecordError):
        GameReview.from_json(_damaged(change), "marrakech", 2, 4)


def test_a_review_of_another_game_is_refused() -> None:
    with pytest.raises(RecordError):
        GameReview.from_json(_review().to_json(), "bombay", 2, 4)
    with pytest.raises(RecordError):
        GameReview.from_json("review", "marrakech", 2, 4)
