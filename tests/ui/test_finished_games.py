"""Every finished game is kept and can be replayed: a finished Bombay Bazar game opens from
Load on its results (its solo score not counted twice) with a Replay that steps through it."""

from __future__ import annotations

import pygame

from bombay.ui.replay_scene import BombayReplay
from bombay.ui.results_scene import ResultsScene
from bombay.ui.storage import load_high_scores
from common.core import registry, saves
from tests.ui.driver import click, finish_bombay_game, key, run_frames


def test_a_finished_game_opens_from_load_on_its_results_and_replays(app):
    record = finish_bombay_game(app, players=2)
    kept = [info for info in saves.list_saves() if info.finished]
    assert len(kept) == 1
    opened = saves.load(kept[0].path)
    registry.find("bombay").resume(app, opened)
    results = app.top
    assert isinstance(results, ResultsScene)
    click(app, results.replay.rect.center)
    replay = app.top
    assert isinstance(replay, BombayReplay) and replay.index == 0
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    assert replay.index == 5
    key(app, pygame.K_END)
    assert replay.index == len(record.actions)
    replay.draw(app.screen)
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_a_finished_solo_game_reopened_is_not_scored_twice(app):
    finish_bombay_game(app, players=1)
    info = next(info for info in saves.list_saves() if info.finished)
    before = load_high_scores()[0]
    registry.find("bombay").resume(app, saves.load(info.path))
    run_frames(app, 5)
    assert isinstance(app.top, ResultsScene)
    assert load_high_scores()[0] == before
