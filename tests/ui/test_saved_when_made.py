"""A move is saved the moment it is made, not when its animation ends; a save that fails (a
full disk) is tried again, the player is told when it worked, and leaving tries once more."""

from __future__ import annotations

import errno

import pygame
import pytest

from common.core import saves
from common.core.record import GameRecord
from common.ui.app import App
from common.ui.navigation import Navigator
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.session import MarrakechSession
from tests.ui.driver import run_frames


@pytest.fixture
def animated_app():
    application = App((1280, 800), animation_speed=1.0, navigator=Navigator)
    yield application
    pygame.display.quit()


def sit_down(app: App) -> PlayScene:
    record = GameRecord(GAME, MarrakechSetup(2), seed=11)
    scene = PlayScene(app, MarrakechSession.from_record(record), lambda r, s: None, record)
    app.replace(scene)
    return scene


def saved_moves() -> int:
    return len(saves.load_autosave("marrakech").actions)


def test_a_move_is_on_disk_before_its_animation_has_played(animated_app):
    scene = sit_down(animated_app)
    run_frames(animated_app, 2)
    turn = scene.record.state.legal_actions()[0]
    assert scene.table.submit(turn) is None
    assert not scene.table.caught_up, "the turn is still to be shown"
    assert saved_moves() == len(scene.record.actions)


def test_a_full_disk_is_told_tried_again_and_the_player_told_it_worked(animated_app, monkeypatch):
    app = animated_app
    scene = sit_down(app)
    real = saves.autosave

    def disk_full(record):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves, "autosave", disk_full)
    assert scene.submit(scene.record.state.legal_actions()[0])  # as a person's move is
    assert "could not be saved: the disk is full" in scene.message and scene.message_error
    monkeypatch.setattr(saves, "autosave", real)  # room on the disk again
    for _ in range(400):  # some 6 s of frames, with no move made
        app.step(1 / 60)
        if scene.table.save_problem is None:
            break
    assert scene.table.save_problem is None
    assert saved_moves() == len(scene.record.actions)
    assert "saved again" in scene.message and not scene.message_error


def test_leaving_the_table_tries_a_failed_save_once_more(animated_app, monkeypatch):
    app = animated_app
    scene = sit_down(app)
    real = saves.autosave
    monkeypatch.setattr(saves, "autosave", lambda record: (_ for _ in ()).throw(OSError(28, "")))
    scene.table.submit(scene.record.state.legal_actions()[0])
    monkeypatch.setattr(saves, "autosave", real)
    app.scenes.pop().on_exit()  # the window closes at once
    assert saved_moves() == len(scene.record.actions)


def test_a_finished_game_is_kept_the_moment_its_last_move_is_made(app):
    import random

    scene = sit_down(app)
    rng = random.Random(4)
    while not scene.record.state.is_terminal():
        if scene.record.waiting_roll is not None:
            scene.record.roll()
            continue
        assert scene.table.submit(rng.choice(scene.record.state.legal_actions())) is None
    # The window closes now, before the results have shown.
    assert saves.load_autosave("marrakech") is None, "never offered again as unfinished"
    kept = [info for info in saves.list_saves() if info.finished]
    assert len(kept) == 1 and "won" in kept[0].name
    assert saves.load(kept[0].path).actions == scene.record.actions
