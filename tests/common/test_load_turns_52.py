"""Issue 52, Bombay item 9: what the Load list says of how far a game went and of a
tournament's rounds. A game with no move says so (not "turn 1"); one with eight tiles laid goes
on with turn 9 (not "turn 8"); each round of a tournament says which round of how many it is,
read from the save and from the index alike."""

from __future__ import annotations

import pytest

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup
from common.core import kept_index, saves
from common.core.record import GameRecord
from common.core.save_list import list_saves
from common.ui.load_dialog import row_detail
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves

PLAYERS = {"players": ["Amira", "Karim"]}


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    return tmp_path


def bombay(moves: int, meta: dict | None = None) -> GameRecord:
    record = GameRecord(BOMBAY, Setup(2), 5, {**PLAYERS, **(meta or {})})
    play_moves(record, moves, 1)
    assert saves.decisions_made(record) == moves
    return record


def shown(record: GameRecord) -> str:
    saves.save_as(record, "Game")
    (info,) = list_saves()
    kept_index._known = None  # a new run: the row from the index says the same
    (again,) = list_saves()
    assert row_detail(again) == row_detail(info)
    return row_detail(info)


def test_a_game_with_no_move_says_so():
    detail = shown(bombay(0))
    assert detail.endswith(" · no move yet") and "turn" not in detail


def test_a_game_with_eight_tiles_laid_goes_on_with_turn_9():
    assert shown(bombay(8)).endswith(" · turn 9")


def test_a_marrakech_turn_half_played_is_still_that_turn():
    record = GameRecord(MARRAKECH, MarrakechSetup(2), 5, dict(PLAYERS))
    play_moves(record, 1, 1)  # Assam turned and rolled: the carpet is still to lay
    assert shown(record).endswith(" · turn 1")


def test_a_kept_game_with_no_move_is_named_so():
    saves.save_as(bombay(0), "Kept", kept=True)
    (info,) = list_saves()
    assert info.title.endswith(" · no move yet")


def test_each_round_of_a_tournament_says_which_round_of_how_many():
    two_played = {"tournament": {"players": 2, "rounds": 3, "results": [[10, 20], [4, 9]]}}
    assert " · Tournament: round 3 of 3 · " in shown(bombay(2, two_played))


def test_a_damaged_tournament_in_a_save_names_no_round():
    odd = {"tournament": {"players": 2, "rounds": 3, "results": [[1, 2]] * 3}}
    assert "Tournament" not in shown(bombay(2, odd))
