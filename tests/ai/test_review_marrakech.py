"""The Marrakech review (issue 31): luck and decisions add up to the final score, a blunder is
marked as one, and a lucky roll is luck."""

from __future__ import annotations

import pytest

from common.ai.review import review_record, review_steps
from common.core.record import GameRecord
from common.core.step import CHANCE_STEP, DECISION, Step, step_kind
from marrakech.ai.review import MarrakechReviewer
from marrakech.rules.actions import parse_action
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState
from tests.helpers import play_moves
from tests.marrakech.positions import position

# Cheap enough for many games: every decision searched one move deep, the best move Medium's,
# in this process.
QUICK = MarrakechReviewer(depth=lambda _core: 1, jobs=1, level="medium")


def _finished(players: int, variant: bool, seed: int) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(players, variant), seed)
    play_moves(record, 400, rng_seed=seed)
    assert record.state.is_terminal()
    return record


def _check_adds_up(record: GameRecord, review) -> None:
    scores = [score or 0 for score in record.state.outcome().scores]
    assert review.final == tuple(float(s) for s in scores)
    assert len(review.steps) == len(record.steps)
    for seat in range(review.seats):
        total = review.start[seat] + review.luck(seat) + review.decisions(seat)
        assert total == pytest.approx(scores[seat], abs=1e-6)
        assert review.lost(seat) >= 0


@pytest.mark.parametrize(
    ("players", "variant", "seed"),
    [(2, False, 1), (3, False, 2), (4, False, 3), (2, True, 4), (4, True, 5), (3, False, 6)],
)
def test_luck_and_decisions_add_up_to_the_final_score(players, variant, seed) -> None:
    record = _finished(players, variant, seed)
    _check_adds_up(record, review_record(record, reviewer=QUICK))


def test_the_full_review_adds_up_and_reads_back() -> None:
    record = _finished(4, False, 7)
    done = []
    # As deep as the real review, its best moves worked out ahead in two processes (Medium's,
    # which are quicker to find than Hard's).
    reviewer = MarrakechReviewer(jobs=2, level="medium")
    review = review_record(record, reviewer=reviewer, progress=lambda n, t: done.append((n, t)))
    _check_adds_up(record, review)
    decisions = sum(step.kind == DECISION for step in record.steps)
    assert done[-1] == (decisions + len(record.steps),) * 2
    assert review.unit == "dirhams" and review.mistakes()  # random play makes mistakes
    for step in review.mistakes():
        assert GAME.parse_action(step.best) in record.steps[step.index].before.legal_actions()
    kept = review.to_json()
    assert review.from_json(kept, "marrakech", 4, len(record.steps)) == review


def _steps(state: MarrakechState, *texts: str) -> list[Step]:
    steps = []
    for index, text in enumerate(texts):
        action = parse_action(text)
        after = state.apply_action(action)
        kind = step_kind(state)
        steps.append(Step(index, state.current_player(), kind, action, state, after, 0, GAME))
        state = after
    return steps


# Cyan (seat 1) to turn Assam, who stands on the bottom row facing north; straight on, every
# face of the die lands him in yellow's region of eight squares, to either side on nothing.
WALKED_INTO = position(
    [
        ".......",
        ".......",
        "... y00 y00 . .",
        "... y01 y01 . .",
        "... y02 y02 . .",
        "... y03 y03 . .",
        ".......",
    ],
    assam="A36N",
    phase="turn",
    seat=1,
)


def test_walking_into_a_big_region_is_a_blunder_and_turning_away_is_good() -> None:
    reviewer = MarrakechReviewer()
    straight = review_steps(reviewer, WALKED_INTO, _steps(WALKED_INTO, "S")).steps[0]
    assert straight.kind == DECISION and straight.mark == "blunder"
    assert straight.cost >= 6 and straight.best in ("L", "R")
    assert straight.best_standing > straight.standing[0]
    away = review_steps(reviewer, WALKED_INTO, _steps(WALKED_INTO, straight.best)).steps[0]
    assert away.mark == "good" and away.cost == 0 and away.best is None


# Cyan's roll, Assam facing north from the bottom row: a 3 or a 4 (half the die) lands him in
# yellow's region of four squares; a 1 leaves him on an empty square.
ROLL_AHEAD = position(
    [
        ".......",
        ".......",
        "... y00 y00 . .",
        "... y01 y01 . .",
        ".......",
        ".......",
        ".......",
    ],
    assam="A36N",
    phase="roll",
    seat=1,
)


def test_a_lucky_roll_is_luck_not_a_good_decision() -> None:
    steps = _steps(ROLL_AHEAD, "d1")
    review = review_steps(MarrakechReviewer(), ROLL_AHEAD, steps)
    roll = review.steps[0]
    assert roll.kind == CHANCE_STEP and roll.mark == "" and roll.cost == 0
    assert roll.luck[0] == pytest.approx(2.0)  # half the time he would have paid 4
    assert roll.luck[1] == pytest.approx(-2.0)  # and yellow would have had it
    assert review.luck(0) > 0 and review.decisions(0) == 0 and review.lost(0) == 0
