"""The app over every hostile file of the corpus (tests/hostile/corpus.py), headless: start,
open Load, resume, and finish a solo game where there is one. Never an exception; the title
within a second and no frame over half a second; a damaged file reported and kept as it was;
the good saves next to it untouched, byte for byte."""

from __future__ import annotations

import dataclasses
import os
import time
from pathlib import Path

import pygame
import pytest

from bombay.ui.results_scene import ResultsScene
from common.core import saves
from common.core.i18n import _, set_language
from common.ui.load_dialog import LoadDialog
from common.ui.settings import load_settings
from common.ui.table import TableScene
from common.ui.title import TitleScene
from tests.hostile import corpus
from tests.ui.driver import click

CASES = corpus.cases()
SAVE_CASES = [case for case in CASES if case.where == corpus.SAVE]
OTHER_CASES = [case for case in CASES if case.where != corpus.SAVE]
# The high-score cases whose solo game is also played to its end (the table was set aside at
# the start: the end writes a new one). A few kinds, to keep the suite quick.
SOLO_ENDS = {"scores-nested-100k", "scores-fifo", "scores-dev-zero", "scores-not-object"}
LABELS = {
    corpus.AUTOSAVE: "The last game",
    corpus.LEGACY_AUTOSAVE: "The last game",
    corpus.SETTINGS: "Your settings",
    corpus.HIGH_SCORES: "The solo high scores",
    "": "Games cannot be kept",
}


@pytest.fixture(scope="module")
def app():
    """One window for every case. Frames are drawn in full, but not shown (a flip of the
    off-screen window checks nothing and costs as much as drawing)."""
    from common.ui.app import App
    from common.ui.navigation import Navigator

    application = App((1024, 640), animation_speed=0, navigator=Navigator)
    flip = pygame.display.flip
    pygame.display.flip = lambda: None
    yield application
    pygame.display.flip = flip
    set_language("en")
    pygame.display.quit()


# Times are this process's CPU time, so other work on a shared machine never fails a test;
# a hang or a quadratic fit costs minutes of it. (python -m tests.hostile.soak measures the
# frames by the clock.)


def timed_frame(app, seconds: float = 0.5) -> None:
    started = time.process_time()
    app.step(1 / 60)
    assert time.process_time() - started < seconds, "a frame took too long"


def start(app) -> TitleScene:
    """What main() does before the first frame (settings, language, title), timed."""
    started = time.process_time()
    app.settings = load_settings()
    set_language(app.settings.language)
    enter_data_folder(app)
    app.step(1 / 60)
    assert time.process_time() - started < 1.0, "the title took more than a second"
    assert isinstance(app.top, TitleScene) and app.frames_drawn > 0
    return app.top


def enter_data_folder(app) -> None:
    """What the window does when it opens on a data folder: take it, tidy it (an autosave from
    before a slot per game takes its slot), then the title."""
    from common.ui.data_folder import open_data_folder

    if app.data_lock is not None:
        app.data_lock.release()
        app.data_lock = None
    open_data_folder(app, app.nav.title)


def open_load(app) -> LoadDialog:
    app.push(LoadDialog(app))
    dialog = app.top
    for _frame in range(1000):
        timed_frame(app)
        if not dialog.unread:
            break
    timed_frame(app)
    return dialog


def write_good_saves(data: Path) -> dict[Path, bytes]:
    folder = data / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    good = {}
    for game, players in (("marrakech", 3), ("bombay", 2)):
        path = folder / f"good-{game}.json"
        path.write_text(corpus.good_save_text(game, players, f"Good {game}"), encoding="utf-8")
        good[path] = path.read_bytes()
    return good


def finish_solo_game(app, data: Path) -> None:
    """Resume a solo game one decision before its end and play that decision."""
    import json

    (data / "autosave-bombay.json").write_text(json.dumps(corpus.nearly_finished_solo()))
    title = start(app)
    click(app, title.resume_buttons[0].rect.center)
    scene = app.top
    for _frame in range(600):
        if not isinstance(app.top, TableScene):
            break
        if scene.table.caught_up and not scene.record.state.is_terminal():
            scene.record.play(scene.record.state.legal_actions()[0])
        timed_frame(app)
    assert isinstance(app.top, ResultsScene)
    timed_frame(app)


def resume_and_play(app, start_it) -> None:
    """Open a game (from the title or the load list), play a move, and let it autosave."""
    start_it()
    scene = app.top
    assert isinstance(scene, TableScene)
    if not scene.record.state.is_terminal():
        scene.record.play(scene.record.state.legal_actions()[0])
    timed_frame(app)
    assert not getattr(scene, "message_error", False), scene.message  # the autosave worked


@pytest.mark.parametrize("case", OTHER_CASES, ids=[case.name for case in OTHER_CASES])
def test_a_hostile_file_never_crashes_hangs_or_traps_the_app(app, case, tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(data))
    good = write_good_saves(data) if case.where not in ("", "saves") else {}
    hostile = corpus.place(case, data)
    original = hostile.read_bytes() if not case.special else None
    if case.name == "folder-unopenable" and os.geteuid() == 0:
        corpus.refuse_folder(monkeypatch, data)

    title = start(app)
    note = title.note or ""
    label = _(LABELS[case.where]) if case.where in LABELS else None
    if case.reported:
        assert label in note
        if original is not None:  # kept, as it was, under another name
            files = [p for p in hostile.parent.iterdir() if p.is_file()]
            kept = [p for p in files if p.read_bytes() == original]
            assert kept and all("-damaged-" in p.name for p in kept)
    elif label is not None:
        assert label not in note

    load = open_load(app)
    assert all(info.error is None for info in load.entries if info.path in good)
    app.pop()

    if case.where == corpus.AUTOSAVE and not case.special:
        assert (title.resume_button is None) == case.reported
    if title.resume_button is not None:
        resume_and_play(app, lambda: click(app, title.resume_button.rect.center))
    if case.name in SOLO_ENDS:
        finish_solo_game(app, data)
    for path, content in good.items():
        assert path.read_bytes() == content


def test_every_hostile_save_in_one_load_list(app, tmp_path, monkeypatch):
    """All the saved-game cases at once in the saves folder: each damaged one listed with the
    reason, each odd-but-readable one opens, and the good ones stay byte for byte."""
    data = tmp_path / "data"
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(data))
    good = write_good_saves(data)
    placed = {}
    for case in SAVE_CASES:
        renamed = dataclasses.replace(case, where=f"saves/{case.name}.json")
        placed[case.name] = corpus.place(renamed, data)
    start(app)
    load = open_load(app)
    shown = {info.path: info for info in load.entries}
    assert len(shown) == len(SAVE_CASES) + len(good)
    for case in SAVE_CASES:
        assert (shown[placed[case.name]].error is not None) == case.reported, case.name
    for case in SAVE_CASES:
        if not case.reported:
            info = shown[placed[case.name]]
            for game in ("marrakech", "bombay"):  # no unfinished game to ask about keeping
                saves.discard_autosave(game)
            resume_and_play(app, lambda info=info: load.open(info))
    for path, content in good.items():
        assert path.read_bytes() == content
