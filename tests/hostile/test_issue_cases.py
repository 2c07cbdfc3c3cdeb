"""The files and windows that crashed, hung or trapped the app, one test each: a bad date or
undrawable text in a save, a start that needed a file deleted by hand, quadratic text fitting,
a deeply nested high-score table, a FIFO or an endless device as a data file, a position
whose carpet numbers disagree with its counts, and the Save dialog on an 8K screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from common.core.errors import NotationError
from common.ui.load_dialog import LoadDialog
from common.ui.savegames import SaveDialog
from common.ui.table import TableScene
from common.ui.title import TitleScene
from marrakech.rules.game import GAME as MARRAKECH
from tests.helpers import roll_if_waiting
from tests.hostile import corpus
from tests.ui.driver import click, run_frames

REPO = Path(__file__).resolve().parents[2]


def save_with(data_folder: Path, name: str, change, raw: str | None = None) -> Path:
    """A good save in the saves folder with something changed (or raw JSON text)."""
    folder = data_folder / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    data = json.loads(corpus.good_save_text())
    change(data)
    path.write_text(raw if raw is not None else json.dumps(data), encoding="utf-8")
    return path


def set_meta(key: str, value):
    def change(data: dict) -> None:
        data["meta"][key] = value

    return change


def open_load_and_draw(app, frames: int = 5, seconds: float = 0.5) -> LoadDialog:
    app.nav.title()
    run_frames(app, 1)
    app.push(LoadDialog(app))
    dialog = app.top
    for _frame in range(frames):
        started = time.process_time()
        app.step(1 / 60)
        app.draw()
        assert time.process_time() - started < seconds
    assert not getattr(dialog, "unread", [])  # every file read
    return dialog


# 1 -----------------------------------------------------------------------------------------


def test_a_bad_saved_at_never_stops_the_load_list(app, data_folder):
    good = json.loads(corpus.good_save_text())
    for n, value in enumerate(["NaN", "Infinity", "-Infinity", "1e300", "-1e18", '"x"', "[1]"]):
        text = json.dumps(good).replace('"saved_at": 1700000000.0', f'"saved_at": {value}')
        save_with(data_folder, f"when-{n}", lambda data: None, raw=text)
    dialog = open_load_and_draw(app)
    assert len(dialog.entries) == 7


# 2 -----------------------------------------------------------------------------------------


def test_text_that_cannot_be_drawn_is_shown_cleaned_in_the_load_list(app, data_folder):
    save_with(data_folder, "nul", set_meta("name", "Game\0one"))
    save_with(data_folder, "surrogate", set_meta("players", ["A\ud800", "B\0", "C", "D"]))
    dialog = open_load_and_draw(app)
    names = sorted(info.name for info in dialog.entries)
    assert names == ["Game\ufffdone", "Good game"]


def _autosave_with(data_folder: Path, change) -> None:
    data = json.loads(corpus.good_save_text())
    change(data)
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "autosave-marrakech.json").write_text(json.dumps(data), encoding="utf-8")


def test_undrawable_players_in_the_autosave_show_in_resumes_tooltip(app, data_folder):
    _autosave_with(data_folder, set_meta("players", ["\0", "\ud800", "C", "D"]))
    app.nav.title()
    title = app.top
    button = title.resume_button.rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=button, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    for _frame in range(5):
        app.step(0.3)
    assert app.tooltip_shown
    app.draw()


def test_an_undrawable_seat_name_is_drawn_at_the_table_and_saved_again(app, data_folder):
    def seats(data: dict) -> None:
        for seat in data["meta"]["seats"]:
            seat["name"] = "\ud800\0x"

    _autosave_with(data_folder, seats)
    app.nav.title()
    click(app, app.top.resume_button.rect.center)
    scene = app.top
    assert isinstance(scene, TableScene)
    scene.record.play(scene.record.state.legal_actions()[0])
    run_frames(app, 3)  # the first autosave after resuming
    assert not getattr(scene, "message_error", False)
    assert json.loads((data_folder / "autosave-marrakech.json").read_text(encoding="utf-8"))


# 3 -----------------------------------------------------------------------------------------


def _start(app) -> TitleScene:
    from common.ui.settings import load_settings

    app.settings = load_settings()
    app.nav.title()
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene)
    return app.top


def test_settings_nested_100k_deep_never_stop_the_start(app, data_folder):
    data_folder.mkdir(parents=True)
    (data_folder / "settings.json").write_text("[" * 100_000 + "]" * 100_000)
    assert "settings" in _start(app).note


def test_an_autosave_whose_players_are_a_number_never_stops_the_start(app, data_folder):
    _autosave_with(data_folder, set_meta("players", 4))
    assert _start(app).resume_button is not None


def test_an_autosave_with_a_huge_bad_move_never_stops_the_start(app, data_folder):
    def huge_move(data: dict) -> None:
        data["actions"][3] = "9" * 3_000_000

    _autosave_with(data_folder, huge_move)
    title = _start(app)
    assert title.resume_button is None and "last game" in title.note


def test_a_data_folder_that_cannot_be_opened_never_stops_the_start(app, data_folder, monkeypatch):
    data_folder.mkdir(parents=True)
    data_folder.chmod(0)
    if os.geteuid() == 0:
        corpus.refuse_folder(monkeypatch, data_folder)
    try:
        assert "cannot be opened" in _start(app).note
    finally:
        monkeypatch.undo()
        data_folder.chmod(0o755)


# 4 -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, change",
    [
        ("digits", lambda data: data["actions"].__setitem__(3, "7" * 4000)),
        ("long-move", lambda data: data["actions"].__setitem__(3, "9" * 200_000)),
        ("long-name", set_meta("name", "N" * 900_000)),
        ("many-players", set_meta("players", ["P"] * 100_000)),
        ("huge-name", set_meta("name", "N" * 3_000_000)),
    ],
)
def test_long_reasons_and_names_fit_the_load_list_quickly(app, data_folder, name, change):
    save_with(data_folder, name, change)
    dialog = open_load_and_draw(app)
    assert len(dialog.entries) == 1


# 5 -----------------------------------------------------------------------------------------


def test_a_high_score_table_nested_100k_deep_never_stops_a_solo_games_end(app, data_folder):
    from bombay.ui.flow import show_results
    from bombay.ui.results_scene import ResultsScene
    from bombay.ui.session import BombaySession
    from common.core.record import GameRecord

    record = GameRecord.from_json(corpus.nearly_finished_solo())
    while not record.state.is_terminal():
        record.play(record.state.legal_actions()[0])
        roll_if_waiting(record)
    data_folder.mkdir(parents=True)
    table = data_folder / "bombay-solo-highscores.json"
    table.write_text('{"scores": ' + "[" * 100_000 + "]" * 100_000 + "}")
    show_results(app, record, BombaySession.from_record(record))
    run_frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    assert "high scores" in app.top.table_problem
    assert json.loads(table.read_text())["scores"]  # the new table, the old one kept aside


# 6 -----------------------------------------------------------------------------------------


def _run_app(data_folder: Path) -> subprocess.CompletedProcess:
    environment = {**os.environ, "BAZAAR_DATA_DIR": str(data_folder)}
    environment.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [sys.executable, "-c", "from common.ui.main import main; main(['--frames', '2'])"]
    return subprocess.run(command, cwd=REPO, env=environment, timeout=60, capture_output=True)


def test_a_fifo_named_autosave_never_blocks_the_start(data_folder):
    data_folder.mkdir(parents=True)
    os.mkfifo(data_folder / "autosave.json")
    assert _run_app(data_folder).returncode == 0
    assert not (data_folder / "autosave.json").exists()  # set aside, kept
    assert len(list(data_folder.glob("autosave-damaged-*.json"))) == 1


def test_a_link_to_an_endless_device_is_never_read_without_end(data_folder):
    data_folder.mkdir(parents=True)
    os.symlink("/dev/zero", data_folder / "autosave.json")
    os.symlink("/dev/zero", data_folder / "settings.json")
    assert _run_app(data_folder).returncode == 0
    assert len(list(data_folder.glob("*-damaged-*.json"))) == 2


# 7 -----------------------------------------------------------------------------------------


def test_a_position_whose_carpets_left_disagree_with_the_board_is_refused():
    board = "B:c00c00...../......./......./......./......./......./......."
    with pytest.raises(NotationError, match="c00"):
        MARRAKECH.parse_state(f"M4 turn P1 c A33N $30,30,30,30 #12,12,12,12 out:- {board}")
    state = MARRAKECH.parse_state(f"M4 turn P1 c A33N $30,30,30,30 #11,12,12,12 out:- {board}")
    assert str(state).split()[6] == "#11,12,12,12"


def test_a_position_with_a_carpet_in_two_places_is_refused():
    board = "B:c00.....c00/......./......./......./......./......./......."
    with pytest.raises(NotationError, match="c00"):
        MARRAKECH.parse_state(f"M4 turn P1 c A33N $30,30,30,30 #11,12,12,12 out:- {board}")


# 8 -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160), (7680, 4320)])
def test_the_save_dialog_fits_from_the_smallest_window_to_8k(app, size):
    from marrakech.ui import flow

    flow.SCREENS.open_setup(app)
    app.top.start()
    app.screen = pygame.display.set_mode(size)
    app._resized()
    dialog = SaveDialog(app, app.top.record)
    app.push(dialog)
    app.draw()
    for button in (dialog.save_button, dialog.cancel_button, dialog.name):
        assert button.rect.width > 0 and dialog.box.contains(button.rect)
    assert not dialog.save_button.rect.colliderect(dialog.cancel_button.rect)


# Found beyond the list ---------------------------------------------------------------


def test_a_lock_file_linked_to_another_file_never_overwrites_it(data_folder):
    data_folder.mkdir(parents=True)
    victim = data_folder.parent / "letter.txt"
    victim.write_text("Dear Amira,")
    os.symlink(victim, data_folder / "bazaar.lock")
    os.mkfifo(data_folder / "autosave-bombay.json")
    assert _run_app(data_folder).returncode == 0
    assert victim.read_text() == "Dear Amira,"
