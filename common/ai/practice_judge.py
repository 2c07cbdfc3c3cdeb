"""The judge of a practice answer (issue 53): the review's engine values the answer against the
review's better move from the position before the mistake; an answer within the "good"
threshold of the best (a cost the review would not mark) is accepted. The best move itself is
accepted and the move played in the game refused without a search (the review already
valued them). Called on a worker thread; never imports pygame."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from common.ai.bot import CancelFlag
from common.ai.review import Reviewer, reviewer_for, standing_of
from common.ai.review_search import lead
from common.core.practice import Position
from common.core.review import GOOD


@dataclass(frozen=True)
class Verdict:
    accepted: bool
    cost: float  # what the answer loses against the best move, in the review's unit


def judge(
    position: Position,
    answer: Any,
    reviewer: Reviewer | None = None,
    cancel: CancelFlag | None = None,
) -> Verdict:
    """Whether `answer` (a legal move at the position) is good enough."""
    if answer == position.best():
        return Verdict(True, 0.0)
    if answer == position.played():
        return Verdict(False, position.step.cost)
    reviewer = reviewer or reviewer_for(position.game)
    state = position.state()
    reviewer.best_action(state, cancel)  # its search is what values the moves from here
    seat = position.seat
    best = lead(standing_of(reviewer, state.apply_action(position.best())), seat)
    mine = lead(standing_of(reviewer, state.apply_action(answer)), seat)
    cost = max(0.0, best - mine)
    return Verdict(reviewer.thresholds.mark(cost) == GOOD, cost)
