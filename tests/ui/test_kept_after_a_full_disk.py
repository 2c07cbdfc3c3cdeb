"""A full disk at a game's last move (issue 50, class 3): the results show, say the game is not
kept yet, and the game is tried again wherever the player is, until it is kept and the window
says so; a Bombay tournament's round is kept with its next round, so Resume goes on with it.
The disk is "full" while saves.write_atomically refuses with ENOSPC."""

from __future__ import annotations

import errno
import json

import pytest

from common.core import saves
from common.ui.load_dialog import LoadDialog
from common.ui.table import TableScene
from common.ui.title import TitleScene
from tests.hostile import corpus
from tests.ui.driver import click, run_frames

WRITE = saves.write_atomically


def full_disk(monkeypatch) -> None:
    def refuse(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(saves, "write_atomically", refuse)


def finish_on_a_full_disk(app, data_folder, monkeypatch, game: str, meta: dict):
    """Resume the game one decision before its end, fill the disk, play the last decision and
    wait for the results; returns the results scene."""
    data = corpus.nearly_finished(game, 2, 3)
    data["meta"].update(meta)
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / f"autosave-{game}.json").write_text(json.dumps(data))
    app.nav.title()
    run_frames(app, 2)
    click(app, app.top.resume_button.rect.center)
    scene = app.top
    assert isinstance(scene, TableScene)
    full_disk(monkeypatch)
    for _frame in range(600):
        if scene.table.roll_waiting() is not None:
            scene.table.roll()  # a person's die is rolled by the person
        elif scene.table.caught_up and not scene.record.state.is_terminal():
            scene.record.play(scene.record.state.legal_actions()[0])
        app.step(1 / 60)
        if not isinstance(app.top, TableScene):
            break
    assert not isinstance(app.top, TableScene) and scene.record.state.is_terminal()
    return app.top


def room_again(app, monkeypatch, seconds: float = 12.0) -> None:
    monkeypatch.setattr(saves, "write_atomically", WRITE)
    for _frame in range(int(seconds / 0.5)):
        app.step(0.5)


def finished_saves() -> list:
    return [info for info in saves.list_saves() if info.finished]


@pytest.mark.parametrize("where", ["results", "title", "load"])
def test_a_last_move_on_a_full_disk_is_kept_once_there_is_room(
    app, data_folder, monkeypatch, where
):
    results = finish_on_a_full_disk(app, data_folder, monkeypatch, "marrakech", {})
    app.draw()
    assert app.keeping_note is not None
    words, problem = app.keeping_note
    assert problem and "not kept yet: the disk is full" in words
    assert finished_saves() == []
    if where == "title":
        click(app, results.title.rect.center)
        assert isinstance(app.top, TitleScene)
        assert app.top.resume_button is None  # never the slot's copy from before the end
    elif where == "load":
        app.push(LoadDialog(app))
    screen = app.top
    room_again(app, monkeypatch)
    if where == "title":  # built again, with what is on disk now
        assert isinstance(app.top, TitleScene) and app.top.resume_button is None
    else:
        assert app.top is screen  # kept where the player is
    if where == "load":
        assert [info.slot for info in screen.entries] == [False]  # the kept game, listed
    assert len(finished_saves()) == 1
    assert saves.load_autosave("marrakech") is None  # never offered again as unfinished
    assert app.keeping_note == ("The last game is kept now.", False)
    app.draw()


def test_a_tournament_round_ended_on_a_full_disk_is_kept_with_its_next_round(
    app, data_folder, monkeypatch
):
    tournament = {"players": 2, "rounds": 3, "results": []}
    results = finish_on_a_full_disk(
        app, data_folder, monkeypatch, "bombay", {"tournament": tournament}
    )
    assert app.keeping_note is not None and app.keeping_note[1]
    assert results.again.label == "Next round"
    room_again(app, monkeypatch)
    (kept,) = finished_saves()
    assert kept.game == "bombay"
    waiting = saves.load_autosave("bombay")  # the next round, not yet begun
    assert waiting is not None and saves.decisions_made(waiting) == 0
    assert len(waiting.meta["tournament"]["results"]) == 1
    click(app, results.title.rect.center)
    title = app.top
    assert [b.label for b in title.resume_buttons] == ["Resume Bombay Bazar"]


def test_the_next_round_begun_on_a_full_disk_waits_behind_the_round_before(
    app, data_folder, monkeypatch
):
    tournament = {"players": 2, "rounds": 3, "results": []}
    results = finish_on_a_full_disk(
        app, data_folder, monkeypatch, "bombay", {"tournament": tournament}
    )
    click(app, results.again.rect.center)  # Next round, the disk still full
    table = app.top
    assert isinstance(table, TableScene) and table.message_error
    room_again(app, monkeypatch)
    assert not table.message_error and "saved again" in table.message
    assert len(finished_saves()) == 1
    waiting = saves.load_autosave("bombay")
    assert waiting is not None and saves.same_game(waiting, table.record)


def test_quitting_while_the_last_game_is_not_kept_asks_first(app, data_folder, monkeypatch):
    results = finish_on_a_full_disk(app, data_folder, monkeypatch, "marrakech", {})
    click(app, results.title.rect.center)
    click(app, app.top.quit_button.rect.center)
    dialog = app.top
    assert app.running and dialog.title == "The last game is not kept yet"
    assert "the disk is full" in dialog.message and "loses its last moves" in dialog.message
    click(app, dialog.buttons[0].rect.center)  # Wait
    assert app.running and isinstance(app.top, TitleScene)
    room_again(app, monkeypatch)
    click(app, app.top.quit_button.rect.center)  # kept now: quits at once
    assert not app.running and len(finished_saves()) == 1


def test_closing_the_window_twice_quits_even_when_a_game_is_not_kept(app, data_folder, monkeypatch):
    import pygame

    finish_on_a_full_disk(app, data_folder, monkeypatch, "marrakech", {})
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_frames(app, 1)
    assert app.running and app.top.title == "The last game is not kept yet"
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_frames(app, 1)
    assert not app.running
