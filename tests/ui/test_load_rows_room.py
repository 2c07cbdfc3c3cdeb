"""The Load dialog's list starts just under its title (it kept about a row of empty space there),
and in a wide window the panel widens so a finished game's details (players, date, who won,
turns) are whole, not cut with an ellipsis."""

from __future__ import annotations

import random

import pygame
import pytest

from common.core import saves
from common.core.i18n import set_language
from common.core.record import GameRecord
from common.ui import load_dialog
from common.ui.load_rows import row_detail
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.ui.driver import open_load, run_frames


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_the_list_starts_under_the_title_and_ends_above_close(app, size):
    load = open_load(app)
    load.layout(size)
    row = load.rows[0].height + 6
    assert load.rows[0].top - load.box.top <= row * 13 // 10  # no spare row under the title
    assert load.rows[-1].bottom < load.close_button.rect.top
    assert pygame.Rect((0, 0), size).contains(load.box)


def test_a_finished_games_details_are_whole_in_a_wide_window(app, data_folder, monkeypatch):
    rng = random.Random(4)
    names = ["Амира", "Борис", "Карим"]
    record = GameRecord(GAME, MarrakechSetup(3), 4, {"players": names})
    while not record.state.is_terminal():
        state = record.state
        record.roll() if state.is_chance_node() else record.play(rng.choice(state.legal_actions()))
    saves.save_as(record, "Законченная партия")
    set_language("ru")
    try:
        load = open_load(app)
        run_frames(app, 5)  # the files read
        load.layout((1600, 1000))
        drawn: list[str] = []

        real = load_dialog.text
        monkeypatch.setattr(
            load_dialog, "text", lambda s, w, *a, **k: drawn.append(w) or real(s, w, *a, **k)
        )

        load.draw(pygame.Surface((1600, 1000)))
        (info,) = [e for e in load.entries if not e.slot]
        assert row_detail(info) in drawn  # whole, not cut
    finally:
        set_language("en")
