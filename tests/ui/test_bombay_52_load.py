"""Issue 52, item 9: the Load list. A table dealt and left without a move is not kept when
another game starts; the list's sections say how many games each holds and that more lie
below the rows shown."""

from __future__ import annotations

import pygame

from bombay.ui.play_scene import PlayScene
from common.core import saves
from common.core.record import GameRecord
from common.ui.dialogs import Dialog
from tests.ui.driver import (
    click,
    finish_bombay_game,
    key,
    open_bombay_setup,
    open_load,
    play_tiles,
    start_bombay,
)


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


def test_load_says_how_many_games_lie_below_the_rows_shown(app):
    record = finish_bombay_game(app, players=2)
    for n in range(6):
        saves.save_as(GameRecord(record.game, record.setup, seed=n + 1), f"Unfinished {n}")
    load = open_load(app)
    lines = load.lines()
    hidden = [line for line in lines[len(load.rows) :] if isinstance(line, int)]
    assert hidden and load.more_below() == len(hidden)
    load.draw(app.screen)
    for _ in range(sum(isinstance(line, int) for line in lines)):
        key(app, pygame.K_DOWN)
    assert load.chosen == lines[-1] and load.more_below() == 0  # the last game in view


def test_a_tournaments_next_round_not_begun_is_still_offered_to_load(app):
    first = start_bombay(app, players=2)
    pending = GameRecord(first.record.game, first.record.setup, seed=77)
    pending.meta["tournament"] = {"players": 2, "rounds": 3, "results": [[10, 20]]}
    saves.autosave(pending)
    setup = open_bombay_setup(app)
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, Dialog)  # the earlier round's medals are not thrown away
