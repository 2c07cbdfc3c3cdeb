"""Issue 52 (Bombay 9): Load shows a tournament's rounds together, not as unrelated rows: a new
tournament has an id its rounds' saves keep; a save of a tournament from before ids stays a
row of its own."""

from __future__ import annotations

import pytest

from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.tournament import Tournament
from common.core import saves
from common.core.errors import NotationError
from common.core.record import GameRecord
from common.ui.load_rows import later_rounds
from tests.ui.driver import click, open_bombay_setup, open_load


def save_round(tournament: Tournament | None, seed: int, name: str) -> None:
    meta = {"players": ["Amira", "Karim"]}
    if tournament is not None:
        meta["tournament"] = tournament.to_json()
    saves.save_as(GameRecord(GAME, Setup(2), seed, meta), name)


def test_a_tournaments_rounds_stand_together_in_load(app):
    first = Tournament.new(2, 3, 1234)
    old = Tournament(2, 3)  # saved before tournaments had ids
    save_round(first, 1, "Round one")
    save_round(None, 2, "Another game")
    save_round(old.add_round((5, 3)), 3, "Old round two")
    save_round(first.add_round((7, 4)), 4, "Round two")
    save_round(old, 5, "Old round one")
    load = open_load(app)
    names = [load.entries[line].name for line in load.lines() if isinstance(line, int)]
    # newest first; the tournament's rounds together where its latest stands, latest first
    assert names == ["Old round one", "Round two", "Round one", "Old round two", "Another game"]
    joined = {load.entries[i].name for i in later_rounds(load.entries, load.lines())}
    assert joined == {"Round one"}  # drawn indented under round two, joined to it
    load.draw(app.screen)


def test_a_new_tournaments_saves_carry_its_id(app):
    setup = open_bombay_setup(app)
    click(app, setup.tournament.rect.center)
    click(app, setup.start_button.rect.center)
    scene = app.top
    kept = scene.record.meta["tournament"]
    assert kept["id"] and Tournament.from_json(kept).id == kept["id"]
    path = saves.save_as(scene.record, "A round")
    assert saves.save_info(path).series == kept["id"]


def test_a_tournament_id_that_is_not_one_is_refused():
    good = Tournament.new(2, 3, 99).to_json()
    for bad in ("../x", "AAA", "f" * 17, 7, None, ["1"]):
        with pytest.raises(NotationError):
            Tournament.from_json({**good, "id": bad})
    assert Tournament.from_json({k: v for k, v in good.items() if k != "id"}).id == ""
