"""The Bombay Bazar review (issue 31): standings add up to the final scores (solo too, and with
the positions searched in two processes), a tile that walks one's own trunk into a dead end is
a blunder and the best tile good, the only tile that fits is good (it is not searched), and a
cancelled review stops its processes."""

from __future__ import annotations

import multiprocessing
import threading

import pytest

from bombay.ai.review import BombayReviewer
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.state import BombayState
from common.ai.bot import Cancelled
from common.ai.review import review_record, review_steps
from common.core.record import GameRecord
from common.core.step import DECISION, Step, step_kind
from tests.helpers import play_moves


def _finished(players: int, seed: int) -> GameRecord:
    record = GameRecord(GAME, Setup(players), seed)
    play_moves(record, 200, rng_seed=seed)
    assert record.state.is_terminal()
    return record


@pytest.mark.parametrize(("players", "seed", "jobs"), [(1, 1, 1), (2, 2, 2), (3, 3, 1), (4, 4, 1)])
def test_luck_and_decisions_add_up_to_the_final_score(players, seed, jobs) -> None:
    record = _finished(players, seed)
    review = review_record(record, reviewer=BombayReviewer(iterations=40, jobs=jobs))
    scores = record.state.outcome().scores
    assert review.final == tuple(float(s) for s in scores)
    for seat in range(players):
        total = review.start[seat] + review.luck(seat) + review.decisions(seat)
        assert total == pytest.approx(scores[seat], abs=1e-6)
    assert review.unit == "points"
    assert review.from_json(review.to_json(), "bombay", players, len(record.steps)) == review


def _after(players: int, *texts: str) -> BombayState:
    state = GAME.initial_state(Setup(players))
    for text in texts:
        state = state.apply_action(GAME.parse_action(text))
    return state


# Solo, five tiles laid: A4 turns the trunk into the board's edge, so the game ends at once
# with most of the board empty; most other tiles run it on.
POCKET = _after(1, "s1", "B3", "L0", "D4", "E2", "I1")
# Two players, five tiles laid, the second player to move with trunks of 3 and 2: A1 (and
# three other tiles of sixteen) leaves their trunk no tile to go on, so they are out with 3
# while the first player's trunk runs on alone.
DEAD_END = _after(2, "s1", "A4", "L1", "A1", "P2", "J1")


def _review_of(position: BombayState, text: str):
    action = GAME.parse_action(text)
    after = position.apply_action(action)
    step = Step(0, position.current_player(), step_kind(position), action, position, after, 0, GAME)
    return review_steps(BombayReviewer(iterations=600, jobs=1), position, [step]).steps[0]


@pytest.mark.parametrize(("position", "bad"), [(POCKET, "A4"), (DEAD_END, "A1")])
def test_a_tile_into_a_dead_end_is_a_blunder_and_the_best_tile_good(position, bad) -> None:
    walled = _review_of(position, bad)
    seat = position.current_player()
    assert walled.mark == "blunder" and walled.cost >= 6 and walled.best is not None
    assert walled.best_standing > walled.standing[seat]
    best = _review_of(position, walled.best)
    assert best.mark == "good" and best.cost == 0 and best.best is None


def test_a_cancelled_review_stops_its_processes() -> None:
    record = _finished(2, 5)
    cancel = threading.Event()
    ticks = []

    def progress(done: int, total: int) -> None:
        ticks.append(done)
        cancel.set()

    with pytest.raises(Cancelled):
        review_record(
            record,
            progress=progress,
            cancel=cancel,
            reviewer=BombayReviewer(iterations=300, jobs=2),
        )
    assert ticks == [1]
    assert multiprocessing.active_children() == []


def test_a_tile_that_was_the_only_one_to_fit_is_good_and_costs_nothing() -> None:
    record = _finished(2, 2)
    review = review_record(record, reviewer=BombayReviewer(iterations=40, jobs=1))
    only = [
        k
        for k, step in enumerate(record.steps)
        if step.kind == DECISION and len(step.before.legal_actions()) == 1
    ]
    assert only
    for k in only:
        assert review.steps[k].mark == "good" and review.steps[k].cost == 0
        assert review.steps[k].best is None
