"""At the table and the title, as a player meets them: Undo that cannot see the die first,
practice take-backs, a Resume per game, the question before an unfinished game leaves its slot,
the Load list's practice mark and Delete, a save name that holds another game, a second window."""

from __future__ import annotations

from itertools import combinations

import pygame

from common.core import saves
from common.core.applock import DataFolderLock
from common.ui.data_folder import open_data_folder
from common.ui.dialogs import Dialog
from common.ui.load_dialog import LoadDialog, row_badge
from common.ui.savegames import SaveDialog
from common.ui.title import TitleScene
from marrakech.ui.play_scene import PlayScene
from tests.ui.driver import (
    click,
    ctrl,
    key,
    play_tiles,
    run_frames,
    start_bombay,
    start_marrakech,
    wait_for,
)


def turn_and_roll(app, scene: PlayScene, arrow: int) -> object:
    """Turn Assam with an arrow key; the die it rolls."""
    wait_for(app, lambda: scene.human_to("turn"))
    key(app, arrow)
    key(app, pygame.K_SPACE)  # the person rolls
    assert scene.record.actions[-1].kind == "roll"
    return scene.record.actions[-1]


def test_after_a_roll_undo_cannot_reach_the_turning_decision(app):
    scene = start_marrakech(app)
    turn_and_roll(app, scene, pygame.K_UP)
    wait_for(app, lambda: scene.human_to("place"))
    assert not scene.undo_button.enabled
    assert scene.undo_button.tooltip == "The die has been rolled: a roll once seen stays"
    placing = scene.record.state
    ctrl(app, pygame.K_z)
    assert (
        scene.record.state == placing
        and scene.message == "The die has been rolled: a roll once seen stays"
    )
    assert scene.message_error


def test_in_practice_another_direction_rolls_afresh_and_the_same_one_replays(app):
    app.settings.practice = True
    scene = start_marrakech(app)
    rolled = turn_and_roll(app, scene, pygame.K_UP)
    assert scene.undo_button.enabled
    ctrl(app, pygame.K_z)
    assert scene.human_to("turn") and scene.message == "Move taken back."
    assert turn_and_roll(app, scene, pygame.K_UP) == rolled  # the same direction: replayed
    ctrl(app, pygame.K_z)
    ctrl(app, pygame.K_y)  # and redo replays it too
    assert scene.record.actions[scene.record.cursor - 1] == rolled
    ctrl(app, pygame.K_z)
    turn_and_roll(app, scene, pygame.K_LEFT)  # another direction: a fresh draw
    assert scene.record.chance.starts == [(scene.record.cursor - 2, 1)]
    assert scene.record.chance.practised


def test_both_games_unfinished_each_resumes_from_the_title(app):
    marrakech = start_marrakech(app)
    turn_and_roll(app, marrakech, pygame.K_UP)
    run_frames(app)

    bombay = start_bombay(app)
    play_tiles(app, bombay, 2)
    run_frames(app)
    app.nav.title()
    title = app.top
    labels = [b.label for b in title.resume_buttons]
    assert labels == ["Resume Marrakech", "Resume Bombay Bazar"]
    assert all(b.rect.bottom <= app.size[1] for b in title.widgets.widgets)
    click(app, title.resume_buttons[0].rect.center)
    assert app.top.record.state == marrakech.record.state
    app.nav.title()
    click(app, app.top.resume_buttons[1].rect.center)
    assert app.top.record.state == bombay.record.state


def test_a_new_game_with_an_unfinished_one_waiting_asks_and_cancel_keeps_everything(app):
    scene = start_marrakech(app)
    turn_and_roll(app, scene, pygame.K_UP)
    run_frames(app)
    waiting = saves.autosave_path("marrakech").read_bytes()
    app.nav.title()
    click(app, app.top.game_buttons[0].rect.center)  # Marrakech: its setup
    setup = app.top
    click(app, setup.start_button.rect.center)
    question = app.top
    assert isinstance(question, Dialog)
    assert "Keep the unfinished game in Load and start a new one?" in question.message
    assert question.message.startswith("Marrakech: Amira, Karim, Leila, Omar, turn 1.")
    click(app, question.buttons[1].rect.center)  # Cancel
    assert app.top is setup
    assert saves.autosave_path("marrakech").read_bytes() == waiting and saves.list_saves() == []
    click(app, setup.start_button.rect.center)
    click(app, app.top.buttons[0].rect.center)  # keep it and start
    assert isinstance(app.top, PlayScene) and app.top is not scene
    (kept,) = saves.list_saves()
    assert kept.game == "marrakech" and kept.turn == 1 and kept.name.endswith(" · turn 1")
    assert saves.load(kept.path).state == scene.record.state


def test_the_load_list_shows_a_practice_game_and_asks_before_deleting(app):
    app.settings.practice = True
    scene = start_marrakech(app)
    saves.save_as(scene.record, "Fair so far")
    turn_and_roll(app, scene, pygame.K_UP)
    ctrl(app, pygame.K_z)
    saves.save_as(scene.record, "Trying things")
    app.nav.title()
    click(app, app.top.load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadDialog)
    names = [info.name for info in load.entries]
    assert names[1:] == ["Trying things", "Fair so far"] and load.entries[0].slot
    assert [row_badge(info) for info in load.entries] == ["Practice game", "Practice game", None]
    click(app, load.delete_rect(load.rows[1]).center)
    confirm = app.top
    assert isinstance(confirm, Dialog) and confirm.title == "Delete this saved game?"
    assert confirm.message.startswith("“Trying things” is removed for good")
    click(app, confirm.buttons[1].rect.center)  # Cancel
    assert app.top is load and len(saves.list_saves()) == 2
    click(app, load.delete_rect(load.rows[1]).center)
    click(app, app.top.buttons[0].rect.center)  # Delete
    assert app.top is load and [info.name for info in saves.list_saves()] == ["Fair so far"]
    assert len(load.entries) == 2


def test_saving_under_another_games_name_asks(app):
    first = start_marrakech(app)
    turn_and_roll(app, first, pygame.K_UP)  # a game with a move in it is kept
    saves.save_as(first.record, "Tonight")
    app.nav.title()
    click(app, app.top.game_buttons[0].rect.center)
    click(app, app.top.start_button.rect.center)
    click(app, app.top.buttons[0].rect.center)  # keep the first game in Load and start
    second = app.top
    assert isinstance(second, PlayScene) and second is not first
    app.push(SaveDialog(app, second.record))
    dialog = app.top
    dialog.name.value = "Tonight"
    click(app, dialog.save_button.rect.center)
    question = app.top
    assert isinstance(question, Dialog) and question.title == "“Tonight” is another game"
    click(app, question.buttons[0].rect.center)  # keep both
    names = sorted(i.name for i in saves.list_saves())
    assert names[-2:] == ["Tonight", "Tonight (2)"] and len(names) == 3  # and the kept game


def test_a_second_window_on_the_same_data_folder_says_bazaar_is_open(app, data_folder):
    other = DataFolderLock(data_folder)
    assert other.acquire()
    opened = []
    open_data_folder(app, lambda: opened.append(True))
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "Bazaar is already open"
    click(app, dialog.buttons[0].rect.center)  # Try again: still taken
    assert not opened and app.top.title == "Bazaar is already open"
    other.release()
    click(app, app.top.buttons[0].rect.center)
    assert opened == [True]
    app.data_lock.release()


def test_the_title_fits_two_resume_buttons_at_the_smallest_window(app):
    entries = [("Resume Marrakech", "", lambda: None), ("Resume Bombay Bazar", "", lambda: None)]
    title = TitleScene(app, entries, resume=entries, load=lambda: None, rules=lambda: None)
    title.note = "The last game could not be restored (damaged); its file is kept."
    title.layout((1024, 640))
    rects = [w.rect for w in title.widgets.widgets]
    assert len(rects) == 8 and all(r.bottom <= 640 - 640 // 10 for r in rects)
    assert not any(a.colliderect(b) for a, b in combinations(rects, 2))
    assert min(r.height for r in rects) >= 30


def test_a_resumed_game_shows_the_die_it_rolled(app):
    scene = start_marrakech(app)
    rolled = turn_and_roll(app, scene, pygame.K_UP)
    wait_for(app, lambda: scene.human_to("place"))
    app.nav.title()
    click(app, app.top.resume_button.rect.center)
    assert app.top.view_model().die_face == rolled.value
