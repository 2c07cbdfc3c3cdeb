"""The slots' index (common.core.slot_index) tells the title which games wait without reading
them, and is believed only for the very file Bazaar wrote: any other file in a slot's place, a
damaged or hostile index, or none at all, makes the look `unknown` (the title then reads the
slots in full), never a crash and never a Resume for a game that is not there."""

from __future__ import annotations

import json
import os

import pytest

from common.core import saves, slot_index
from common.core.record import GameRecord
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, roll_if_waiting

GAMES = ("marrakech", "bombay")


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    saves._slot_games.clear()
    return tmp_path


def kept(players=("Ann", "Bo"), decisions: int = 6) -> GameRecord:
    record = GameRecord(MARRAKECH, MarrakechSetup(2), 7, {"players": list(players)})
    roll_if_waiting(record)
    play_moves(record, decisions, 7)
    saves.autosave(record)
    return record


def test_a_kept_game_is_told_by_the_index_alone(data_folder):
    kept()
    look = slot_index.look(GAMES)
    assert look.waiting == {"marrakech": ["Ann", "Bo"]} and not look.unknown
    kept(decisions=8)  # every write of the slot is told again
    assert slot_index.look(GAMES).waiting == {"marrakech": ["Ann", "Bo"]}


def test_no_data_folder_or_no_slot_means_no_game_waits(data_folder, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(data_folder / "not-made-yet"))
    look = slot_index.look(GAMES)
    assert look.waiting == {} and not look.unknown
    kept()
    saves.discard_autosave("marrakech")  # its game ended: the stale entry tells nothing
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(data_folder))
    look = slot_index.look(GAMES)
    assert look.waiting == {} and not look.unknown


@pytest.mark.parametrize(
    "change",
    [
        "copied by hand",  # another file in the slot's place
        "old single slot",  # the autosave from before each game had its own slot
        "index lost",
        "index damaged",
    ],
)
def test_a_slot_the_index_does_not_vouch_for_is_unknown(data_folder, change):
    kept()
    slot = data_folder / slot_index.slot_name("marrakech")
    index = data_folder / slot_index.INDEX
    if change == "copied by hand":
        slot.write_bytes(slot.read_bytes())
    elif change == "old single slot":
        (data_folder / slot_index.LEGACY_SLOT).write_bytes(slot.read_bytes())
    elif change == "index lost":
        index.unlink()
    else:
        index.write_bytes(index.read_bytes()[:-9])
    assert slot_index.look(GAMES).unknown


def _index_with(data_folder, entry) -> None:
    (data_folder / slot_index.INDEX).write_text(
        json.dumps({"version": 1, "slots": {slot_index.slot_name("marrakech"): entry}})
    )


@pytest.mark.parametrize(
    "players",
    [
        "Ann",
        ["Ann", 7],
        ["x"] * (slot_index.MOST_PLAYERS + 1),
        {"0": "Ann"},
        [["Ann"]],
    ],
)
def test_an_entry_with_players_that_are_not_names_is_not_believed(data_folder, players):
    kept()
    slot = data_folder / slot_index.slot_name("marrakech")
    _index_with(data_folder, {"file": list(slot_index.identity(slot)), "players": players})
    look = slot_index.look(GAMES)
    assert look.unknown and look.waiting == {}


@pytest.mark.parametrize(
    "file", [None, [1, 2, 3], [1, 2, 3, -4], [1, 2, 3, "4"], [1, 2, 3, 4.0], [True, 2, 3, 4]]
)
def test_an_entry_with_no_true_identity_is_not_believed(data_folder, file):
    kept()
    _index_with(data_folder, {"file": file, "players": ["Ann"]})
    assert slot_index.look(GAMES).unknown


def test_names_are_cleaned_before_anyone_draws_them(data_folder):
    kept()
    slot = data_folder / slot_index.slot_name("marrakech")
    hostile = ["\x00\u202eAnn\ud800", "B" * 500]
    _index_with(data_folder, {"file": list(slot_index.identity(slot)), "players": hostile})
    (first, second) = slot_index.look(GAMES).waiting["marrakech"]
    assert first.isprintable() and "Ann" in first
    assert len(second) <= slot_index.NAME_CHARS
    first.encode("utf-8")  # no lone surrogate left


def test_a_finished_game_in_the_slot_is_told_as_nothing_to_resume(data_folder):
    kept()
    slot = data_folder / slot_index.slot_name("marrakech")
    slot_index.note(slot, None)
    look = slot_index.look(GAMES)
    assert look.waiting == {} and not look.unknown


def test_an_index_that_cannot_be_written_costs_nothing_but_a_full_look(data_folder):
    (data_folder / slot_index.INDEX).mkdir()  # a folder where the index would go
    kept()  # the game is kept all the same
    assert saves.load_autosave("marrakech") is not None
    assert slot_index.look(GAMES).unknown
    assert os.path.isdir(data_folder / slot_index.INDEX)
