"""The review from a player's side: Review on the results, a progress bar with Cancel while it
is worked out, then the verdict, each player's figures and the chart; the review kept with the
game (a second look is instant, a damaged one is worked out again); the replay with marks,
Next mistake and the better move as a ghost."""

from __future__ import annotations

import threading

import pygame
import pytest

from common.ai import review as review_engine
from common.core import saves
from common.core.review import GameReview
from common.ui.replay import ReplayScene
from common.ui.review_job import KEPT
from common.ui.review_scene import ReviewScene
from tests.helpers import made_up_review
from tests.ui.driver import click, finished_marrakech, key, run_frames, wait_for


def test_a_kept_review_shows_at_once_and_its_replay_jumps_to_each_mistake(app):
    record, results = finished_marrakech(app)
    review = made_up_review(record)
    record.meta[KEPT] = review.to_json()
    click(app, results.review_button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.review is not None
    run_frames(app)
    assert scene.replay.visible and not scene.cancel.visible
    click(app, scene.replay.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    first, second = review.mistakes()[:2]
    key(app, pygame.K_n)
    assert replay.index == first.index  # the position where the mistake was made
    better = replay.better_move()
    assert better is not None and str(better[0]) == first.best
    assert "ghost" in replay.review_note()
    replay.draw(app.screen)
    click(app, replay.next_mistake.rect.center)
    assert replay.index == second.index
    key(app, pygame.K_RIGHT)  # the mistake itself, marked
    assert "mistake" in replay.status()
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_the_review_is_worked_out_off_the_window_and_kept_with_the_game(app, monkeypatch):
    _record, results = finished_marrakech(app)
    release = threading.Event()

    def slow_review(record, *, progress=None, cancel=None) -> GameReview:
        progress(1, 4)
        assert release.wait(10)
        return made_up_review(record)

    monkeypatch.setattr(review_engine, "review_record", slow_review)
    click(app, results.review_button.rect.center)
    scene = app.top
    wait_for(app, lambda: scene.job.fraction == 0.25)
    assert scene.cancel.visible and not scene.replay.visible  # the bar, and a Cancel
    run_frames(app)  # the window keeps drawing while it works
    release.set()
    wait_for(app, lambda: scene.replay.visible)
    (kept,) = [info for info in saves.list_saves() if info.finished]
    reread = saves.load(kept.path)
    assert KEPT in reread.meta  # kept with the game: the next look is instant
    key(app, pygame.K_ESCAPE)
    monkeypatch.setattr(review_engine, "review_record", None)  # never asked again
    click(app, results.review_button.rect.center)
    assert app.top.review is not None


def test_cancel_stops_the_review_and_a_damaged_kept_one_is_worked_out_again(app, monkeypatch):
    record, results = finished_marrakech(app)
    record.meta[KEPT] = {"version": 1, "game": "marrakech", "seats": "two"}
    stopped = threading.Event()

    def until_cancelled(record, *, progress=None, cancel=None) -> GameReview:
        for _ in range(1000):
            if cancel.is_set():
                stopped.set()
                raise review_engine.Cancelled
            threading.Event().wait(0.01)
        raise AssertionError("never cancelled")

    monkeypatch.setattr(review_engine, "review_record", until_cancelled)
    click(app, results.review_button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.review is None
    click(app, scene.cancel.rect.center)
    assert app.top is results and stopped.wait(5)
    assert KEPT not in record.meta  # the damaged one was set aside


@pytest.mark.parametrize("far", [1e308, -1e308, 1e300])
def test_a_kept_review_with_figures_near_the_floats_end_is_worked_out_again(app, monkeypatch, far):
    """Every figure of a sound kept review scaled up to near ±1e308 (the chart's span is then
    infinite) or 1e300 (its labels 300 digits): never drawn, the review is worked out again."""
    record, results = finished_marrakech(app)
    kept = made_up_review(record).to_json()
    scale = far / max(abs(v) for s in kept["steps"] for v in s["standing"])
    kept["start"] = [v * scale for v in kept["start"]]
    kept["thresholds"] = [abs(v * scale) for v in kept["thresholds"]]
    for step in kept["steps"]:
        for field in ("standing", "luck"):
            step[field] = [v * scale for v in step[field]]
        step["cost"] = abs(step["cost"] * scale)
        if step["best_standing"] is not None:
            step["best_standing"] *= scale
    record.meta[KEPT] = kept
    monkeypatch.setattr(review_engine, "review_record", lambda r, **_how: made_up_review(r))
    click(app, results.review_button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    wait_for(app, lambda: scene.replay.visible)
    app.draw()
    chart = scene.review.to_json()
    assert max(abs(v) for s in chart["steps"] for v in s["standing"]) < 1000


def test_a_key_on_the_results_starts_no_new_game_but_tab_and_enter_press_a_button(app):
    started = []
    _record, results = finished_marrakech(app)
    results.again.on_click = lambda: started.append("again")
    key(app, pygame.K_RETURN)  # a stray Enter, still held from the last move
    key(app, pygame.K_SPACE)
    assert app.top is results and started == []
    for _ in range(6):
        key(app, pygame.K_TAB)
        if results.widgets.keyboard_focus is results.again:
            break
    key(app, pygame.K_RETURN)
    assert started == ["again"]


def test_the_replay_counts_turns_as_load_does(app):
    _record, results = finished_marrakech(app)
    (kept,) = [info for info in saves.list_saves() if info.finished]
    click(app, results.replay.rect.center)
    replay = app.top
    assert f"({kept.turn} turns)" in replay.status()
    key(app, pygame.K_END)
    assert f"turn {kept.turn} of {kept.turn}" in replay.status()
