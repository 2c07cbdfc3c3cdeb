"""Never lose a game: autosave and resume, save and load from the pause menu, undo and redo."""

from __future__ import annotations

import pygame

from common.core import saves
from common.ui.load_dialog import LoadDialog
from common.ui.savegames import SaveDialog
from common.ui.title import TitleScene
from marrakech.ui.play_scene import PlayScene
from tests.ui.driver import (
    click,
    ctrl,
    open_marrakech_setup,
    play_decisions,
    run_frames,
    start_marrakech,
    wait_for,
)


def test_the_game_is_autosaved_and_resumed_from_the_title(app):
    scene = start_marrakech(app)
    play_decisions(app, scene, 7)
    wait_for(app, lambda: scene.table.caught_up)
    position = scene.record.state
    app.nav.title()  # Menu -> Back to title
    title = app.top
    assert isinstance(title, TitleScene) and title.resume_button is not None
    click(app, title.resume_button.rect.center)
    resumed = app.top
    assert isinstance(resumed, PlayScene)
    assert resumed.record.state == position
    assert [s.name for s in resumed.session.seats] == [s.name for s in scene.session.seats]


def test_ctrl_z_takes_back_a_carpet_and_ctrl_y_lays_it_again(app):
    scene = start_marrakech(app)
    play_decisions(app, scene, 2)  # turn Assam, lay the carpet: the next seat has not rolled
    wait_for(app, lambda: scene.table.caught_up)
    after = scene.record.state
    ctrl(app, pygame.K_z)
    before = scene.record.state
    assert before != after and scene.human_to("place")
    ctrl(app, pygame.K_y)
    assert scene.record.state == after


def test_against_the_computer_undo_stops_at_its_roll_unless_practising(app):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(0).center)
    click(app, setup.kinds[1].segment(1).center)  # seat 2: Easy
    click(app, setup.start_button.rect.center)
    scene = app.top
    play_decisions(app, scene, 6)
    wait_for(app, lambda: scene.human_to("turn") or scene.human_to("place"))
    assert not scene.undo_button.enabled  # the computer's die is shown
    assert scene.undo_button.tooltip == "The die has been rolled: a roll once seen stays"
    app.settings.practice = True
    run_frames(app)
    click(app, scene.undo_button.rect.center)
    mover = scene.record.state.current_player()
    assert scene.session.seats[mover].level is None  # a person is to move again
    assert scene.record.can_redo() and scene.record.chance.practised


def test_a_game_saved_by_name_loads_from_the_list(app):
    scene = start_marrakech(app)
    play_decisions(app, scene, 4)
    wait_for(app, lambda: scene.table.caught_up)
    position = scene.record.state
    app.push(SaveDialog(app, scene.record))
    dialog = app.top
    dialog.name.value = "Tuesday"
    click(app, dialog.save_button.rect.center)
    assert [info.name for info in saves.list_saves()] == ["Tuesday"]
    app.nav.title()
    run_frames(app)
    click(app, app.top.load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadDialog)
    click(app, load.rows[0].center)
    assert isinstance(app.top, PlayScene) and app.top.record.state == position


def test_a_damaged_save_is_listed_with_its_reason_and_left_alone(app, data_folder):
    folder = saves.saves_folder()
    folder.mkdir(parents=True)
    damaged = folder / "broken.json"
    damaged.write_text('{"format": "bazaar-game", "version": 7}')
    app.nav.title()
    run_frames(app)
    click(app, app.top.load_button.rect.center)
    load = app.top
    click(app, load.rows[0].center)
    assert app.top is load and "newer" in load.error
    assert damaged.read_text() == '{"format": "bazaar-game", "version": 7}'
