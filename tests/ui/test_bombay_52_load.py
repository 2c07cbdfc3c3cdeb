"""Issue 52, item 9: the Load list. A table dealt and left without a move is not kept when
another game starts; the list's sections say how many games each holds and that more lie
below the rows shown."""

from __future__ import annotations

from bombay.ui.play_scene import PlayScene
from common.core import saves
from common.ui.dialogs import Dialog
from tests.ui.driver import click, open_bombay_setup, play_tiles, start_bombay


def test_a_game_without_a_move_is_not_kept_when_another_starts(app):
    first = start_bombay(app, players=2)
    assert saves.decisions_made(first.record) == 0
    setup = open_bombay_setup(app)
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, PlayScene) and app.top is not first  # no question
    assert saves.list_saves() == []


def test_a_game_with_a_move_is_still_offered_to_load(app):
    first = start_bombay(app, players=2)
    play_tiles(app, first, 1)
    setup = open_bombay_setup(app)
    click(app, setup.start_button.rect.center)
    question = app.top
    assert isinstance(question, Dialog) and question.title == "An unfinished game is waiting"
    click(app, question.buttons[0].rect.center)
    assert len(saves.list_saves()) == 1
