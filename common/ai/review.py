"""The review of a finished game (issue 31): every step of the record valued, chance steps as
luck and decisions by what they cost against the review's best move (the data and how the
terms add up: common.core.review).

Each game gives a Reviewer (`<game>.ai.review.REVIEWER`): its unit and thresholds, the
standing of a position (every seat's expected final result, the real one at the end) and its
best move at a decision. The reviewer may keep what its last analysis found and answer
`standing` from it, so the review asks in a fixed order: at each decision first the best move,
then the standings of the positions around it. A chance node's standing is always the
probability-weighted average of its outcomes' (worked out here), so luck averages to zero.

A reviewer may also have `prepare(first, steps, ahead) -> int`: it is shown the whole game
before the first question, to work its analyses out ahead (in parallel, say: ahead.run, a
common.ai.review_pool.Ahead), reporting progress in units of its own and returning their
total.

Called from a worker thread by the screens; never imports pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from common.ai.bot import CancelFlag, Cancelled
from common.ai.review_pool import Ahead
from common.ai.review_search import Standing, lead
from common.core.api import GameState
from common.core.record import GameRecord
from common.core.review import GameReview, StepReview, Thresholds
from common.core.step import CHANCE_STEP, DECISION, Step
from common.core.turns import turn_numbers


class Reviewer(Protocol):
    game: str
    unit: str  # a msgid marked with N_
    thresholds: Thresholds

    def standing(self, state: GameState) -> Standing:
        """Every seat's expected final standing at a decision node or at the end (the real
        result there), in the unit."""

    def best_action(self, state: GameState, cancel: CancelFlag | None = None) -> Any:
        """The best move at a decision node; raises Cancelled soon after `cancel` is set."""


def reviewer_for(game_name: str) -> Reviewer:
    """The game's reviewer (its module `<game>.ai.review`, imported when first asked for)."""
    module = importlib.import_module(f"{game_name}.ai.review")
    reviewer: Reviewer = module.REVIEWER
    return reviewer


def review_record(
    record: GameRecord,
    *,
    progress: Callable[[int, int], None] | None = None,
    cancel: CancelFlag | None = None,
    reviewer: Reviewer | None = None,
) -> GameReview:
    """The review of the record's steps up to its cursor (the game's own reviewer unless one
    is given); `progress(done, total)` after every step; Cancelled once `cancel` is set."""
    reviewer = reviewer or reviewer_for(record.game.name)
    return review_steps(
        reviewer, record.state_at(0), record.played_steps, progress=progress, cancel=cancel
    )


def review_steps(
    reviewer: Reviewer,
    first: GameState,
    steps: Sequence[Step],
    *,
    progress: Callable[[int, int], None] | None = None,
    cancel: CancelFlag | None = None,
) -> GameReview:
    """The review of consecutive steps played from the position `first` (a record's from the
    start of the game; a test's from a position of its own)."""
    turns = turn_numbers(steps)
    seats = first.num_players()
    ahead = 0
    prepare = getattr(reviewer, "prepare", None)
    if prepare is not None:

        def ahead_progress(done: int, total: int) -> None:
            if progress is not None:
                progress(done, total + len(steps))

        ahead = prepare(first, steps, Ahead(ahead_progress, cancel))

    def standing(state: GameState) -> Standing:
        return standing_of(reviewer, state)

    start = standing(first)
    before = start
    reviewed: list[StepReview] = []
    for step, turn in zip(steps, turns, strict=True):
        if cancel is not None and cancel.is_set():
            raise Cancelled
        item = _review_step(reviewer, step, turn, before, standing, cancel)
        reviewed.append(item)
        before = item.standing
        if progress is not None:
            progress(ahead + len(reviewed), ahead + len(steps))
    return GameReview(
        reviewer.game, reviewer.unit, seats, start, tuple(reviewed), reviewer.thresholds
    )


def standing_of(reviewer: Reviewer, state: GameState) -> Standing:
    """The reviewer's standing of a position; a chance node's is the average of its outcomes'."""
    if state.is_chance_node():
        total = [0.0] * state.num_players()
        for outcome, p in state.chance_outcomes():
            for i, v in enumerate(standing_of(reviewer, state.apply_action(outcome))):
                total[i] += float(p) * v
        return tuple(total)
    return tuple(reviewer.standing(state))


def _review_step(
    reviewer: Reviewer,
    step: Step,
    turn: int,
    before: Standing,
    standing: Callable[[GameState], Standing],
    cancel: CancelFlag | None,
) -> StepReview:
    zeros = (0.0,) * len(before)
    if step.kind == CHANCE_STEP:
        if len(step.before.chance_outcomes()) == 1:  # it decided nothing: no luck, however
            return StepReview(  # a second look at the same position might come out
                step.index, turn, step.seat, step.kind, before, zeros, 0.0, None, None, ""
            )
        after = standing(step.after)
        luck = tuple(a - b for a, b in zip(after, before, strict=True))
        return StepReview(step.index, turn, step.seat, step.kind, after, luck, 0.0, None, None, "")
    if step.kind != DECISION:
        after = standing(step.after)
        return StepReview(step.index, turn, step.seat, step.kind, after, zeros, 0.0, None, None, "")
    best = reviewer.best_action(step.before, cancel)
    after = standing(step.after)
    cost, shown, best_standing = 0.0, None, None
    if best != step.action:
        better = standing(step.before.apply_action(best))
        cost = lead(better, step.seat) - lead(after, step.seat)
        if cost > 1e-9:
            shown, best_standing = str(best), better[step.seat]
        else:
            cost = 0.0
    mark = reviewer.thresholds.mark(cost)
    return StepReview(
        step.index, turn, step.seat, step.kind, after, zeros, cost, shown, best_standing, mark
    )
