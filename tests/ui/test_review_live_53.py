"""The review is ready when the game ends (issue 53): the table's review is followed while the
game is played, kept with the finished game as soon as it is whole, and Review at the results
opens on it at once (no progress bar); a lesson is never reviewed."""

from __future__ import annotations

from common.ai.review_live import LiveReview
from common.core import saves
from common.ui.review_job import KEPT, LiveReviews
from common.ui.review_scene import ReviewScene
from marrakech.ui import guide as marrakech_guide
from marrakech.ui.results_scene import ResultsScene
from tests.helpers import made_up_review, play_moves, quick_reviewer, review_in_a_thread
from tests.ui.driver import click, finished_marrakech, run_frames, start_marrakech, wait_for


def test_the_review_is_ready_at_the_results_and_kept_with_the_game(app, monkeypatch) -> None:
    from common.ai import review_live

    monkeypatch.setattr(review_live, "reviewer_for", quick_reviewer)
    ready = []
    app.reviews = LiveReviews(review_in_a_thread, on_ready=lambda *told: ready.append(told))
    scene = start_marrakech(app, players=2)
    record = scene.record
    live = app.reviews.of(record)
    assert live is not None
    play_moves(record, 10_000, rng_seed=8)
    assert live.wait(record, 60.0) is not None  # the worker caught up with the last move
    wait_for(app, lambda: isinstance(app.top, ResultsScene))
    assert ready and ready[0][0] is record and ready[0][2] == (0, 1)  # both seats people
    assert KEPT in record.meta
    kept = saves.finished_copy(record)
    assert kept is not None and KEPT in saves.load(kept.path).meta  # the review in the save
    results = app.top
    click(app, results.review_button.rect.center)
    review = app.top
    assert isinstance(review, ReviewScene) and review.review is not None
    assert review.replay.visible and not review.cancel.visible  # no progress bar to wait on
    assert app.reviews.followed == []  # its worker let go


def test_a_lesson_is_not_reviewed(app) -> None:
    app.reviews = LiveReviews(review_in_a_thread)
    marrakech_guide.open_guide(app)
    run_frames(app)
    assert app.reviews.followed == []


def test_a_live_review_far_behind_is_let_go_for_the_review_after_the_game(app, monkeypatch) -> None:
    from common.ai import review as review_engine

    record, results = finished_marrakech(app)
    app.reviews = LiveReviews(lambda *worker: None)  # a worker that never gets to it
    app.reviews.followed.append((record, LiveReview(record, lambda *worker: None), (0,)))
    monkeypatch.setattr(review_engine, "review_record", lambda r, **_k: made_up_review(r))
    click(app, results.review_button.rect.center)
    review = app.top
    assert isinstance(review, ReviewScene)
    wait_for(app, lambda: review.review is not None)
    assert app.reviews.followed == []  # the live one stopped, not left to run on
