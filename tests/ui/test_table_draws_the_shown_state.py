"""No drawing of either table reads the record's latest state: while the window is drawn (the
scenes, their tooltips), `GameRecord.state` refuses to answer. Both games are played through
their beats at the Fast animation setting (each beat still drawn frame by frame), against a
computer, with a hint asked, a tile or carpet held."""

from __future__ import annotations

import pygame
import pytest

from common.core.record import GameRecord
from common.ui.app import App
from common.ui.navigation import Navigator
from tests.helpers import InstantThinking
from tests.ui.driver import (
    FAST,
    click,
    place_tile_by_clicking,
    place_tile_by_dragging,
    play_human_turn,
    run_frames,
    start_bombay,
    versus_computer,
    wait_for,
    wait_for_human,
)


class ReadWhileDrawing(AssertionError):
    pass


@pytest.fixture
def guarded_app(monkeypatch):
    """An animated app whose draw() may not read record.state: in the smallest window (what is
    read, not where it is drawn)."""
    drawing = [False]
    plain = GameRecord.state

    def state(record):
        if drawing[0]:
            raise ReadWhileDrawing("a draw path read record.state")
        return plain.fget(record)

    monkeypatch.setattr(GameRecord, "state", property(state))
    app = App((1024, 640), animation_speed=FAST, navigator=Navigator, runner=InstantThinking)
    draw = app.draw

    def guarded(rects=None):
        drawing[0] = True
        try:
            draw(rects)
        finally:
            drawing[0] = False

    monkeypatch.setattr(app, "draw", guarded)
    yield app
    pygame.display.quit()


def test_the_marrakech_table_draws_only_what_was_shown(guarded_app, quick_hints):
    app = guarded_app
    scene = versus_computer(app)
    hinted = False
    for i in range(8):
        wait_for(app, lambda: scene.human_to("turn") or scene.human_to("place"))
        if not hinted and scene.human_to("place"):
            click(app, scene.hint_button.rect.center)
            wait_for(app, lambda: scene.shown_hint() is not None)
            app.dirty = True
            run_frames(app, 2)
            hinted = True
        play_human_turn(app, scene, i)
    assert hinted and app.frames_drawn > 100


def test_the_bombay_table_draws_only_what_was_shown(guarded_app, quick_hints):
    app = guarded_app
    scene = start_bombay(app, players=2, computers=(1,))
    for turn in range(5):
        wait_for(app, lambda: scene.hand.drag.flying is None)  # the last tile has landed
        assert wait_for_human(app, scene)
        if turn == 1:
            click(app, scene.hint_button.rect.center)
            wait_for(app, lambda: scene.shown_hint() is not None)
            app.dirty = True
            run_frames(app, 2)
        options = [a for a in scene.record.state.legal_actions() if a.kind == "place"]
        action = options[turn % len(options)]
        if turn % 2:
            place_tile_by_clicking(app, scene, action)
        else:
            place_tile_by_dragging(app, scene, action)
    assert app.frames_drawn > 100
