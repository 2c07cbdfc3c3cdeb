"""A whole number too large for a float, anywhere in any file (issue 50, class 1), is refused at
the door (common.core.safe_read): the file is damaged, said so and kept, and nothing crashes:
not the start, not Load, not a game's last move, which keeps the finished game among saves
that include the damaged one. (The corpus, tests/hostile/corpus.py, holds one such case for
each kind of file; these are what a player does next to it.)"""

from __future__ import annotations

import json

import pytest

from bombay.ui.results_scene import ResultsScene
from common.core import saves
from common.core.safe_read import MAX_WHOLE, UnreadableFile, parse_json
from common.ui.load_dialog import LoadDialog
from common.ui.table import TableScene
from tests.hostile import corpus
from tests.ui.driver import click, run_frames

HUGE = "9" * 400


def huge_save(data_folder, name: str = "huge") -> None:
    folder = data_folder / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    text = corpus.good_save_text().replace('"saved_at": 1700000000.0', f'"saved_at": {HUGE}')
    assert HUGE in text
    (folder / f"{name}.json").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("number", [HUGE, "-" + HUGE, str(MAX_WHOLE + 1), "1e400", "-1e999"])
def test_a_number_out_of_range_makes_the_file_damaged_in_words(number):
    with pytest.raises(UnreadableFile, match="number far too large"):
        parse_json(f'{{"a": [1, {{"b": {number}}}]}}')


@pytest.mark.parametrize("number", [MAX_WHOLE, -MAX_WHOLE, (1 << 63) - 1, 0])
def test_every_number_bazaar_writes_is_read_back(number):
    assert parse_json(json.dumps({"seed": number}))["seed"] == number
    assert parse_json("1e308") == 1e308


def test_load_lists_a_save_with_a_huge_number_as_damaged(app, data_folder):
    huge_save(data_folder)
    app.nav.title()
    app.push(LoadDialog(app))
    dialog = app.top
    for _frame in range(200):
        run_frames(app, 1)
        if not dialog.unread:
            break
    app.draw()
    [info] = dialog.entries
    assert "number far too large" in (info.error or "")


def test_a_games_last_move_is_kept_beside_a_save_with_a_huge_number(app, data_folder):
    huge_save(data_folder)
    data_folder.mkdir(parents=True, exist_ok=True)
    slot = data_folder / "autosave-bombay.json"
    slot.write_text(json.dumps(corpus.nearly_finished_solo()))
    app.nav.title()
    run_frames(app, 2)
    click(app, app.top.resume_buttons[0].rect.center)
    scene = app.top
    for _frame in range(600):
        if not isinstance(app.top, TableScene):
            break
        if scene.table.caught_up and not scene.record.state.is_terminal():
            scene.record.play(scene.record.state.legal_actions()[0])
        run_frames(app, 1)
    assert isinstance(app.top, ResultsScene)
    finished = [info for info in saves.list_saves() if info.finished]
    assert len(finished) == 1 and finished[0].game == "bombay"
