"""The Load list with many kept games (issue 50, class 2): its rows come from the index of the
saves, every one at once, with no save read; scrolling works out the list's lines once, not
every frame for every row."""

from __future__ import annotations

import pygame

from common.core import saves
from common.core.record import GameRecord
from common.ui import load_rows
from common.ui.load_dialog import LoadDialog
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves
from tests.ui.driver import run_frames

KEPT = 200


def keep_many() -> None:
    record = GameRecord(GAME, MarrakechSetup(2), 1, {"players": ["Amira", "Karim"]})
    play_moves(record, 10_000, 1)
    for n in range(KEPT):
        saves.save_as(record, f"Game {n}", kept=True)
    unfinished = GameRecord(GAME, MarrakechSetup(2), 2, {"players": ["Leila", "Omar"]})
    play_moves(unfinished, 8, 2)
    saves.save_as(unfinished, "Still to play")


def test_the_load_list_shows_every_kept_game_at_once_and_scrolls_without_redoing_its_lines(
    app, monkeypatch
):
    keep_many()
    loads, checks = [0], [0]
    real_loads, real_check = GameRecord.loads.__func__, load_rows._is_finished

    def counted_loads(cls, text):
        loads[0] += 1
        return real_loads(cls, text)

    def counted_check(*args):
        checks[0] += 1
        return real_check(*args)

    monkeypatch.setattr(GameRecord, "loads", classmethod(counted_loads))
    monkeypatch.setattr(load_rows, "_is_finished", counted_check)
    app.nav.title()
    run_frames(app, 1)
    dialog = LoadDialog(app)
    app.push(dialog)
    assert not dialog.unread and loads[0] == 0  # every row known, no save read
    lines = dialog.lines()
    assert lines[0] == "To play on" and dialog.entries[lines[1]].name == "Still to play"
    assert lines[2] == "Finished" and len(lines) == KEPT + 3
    for _frame in range(60):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.step(1 / 60)
        app.draw()
    assert dialog.first == 60  # a row a frame
    assert checks[0] <= len(dialog.entries)  # the lines worked out once
    assert loads[0] == 0
