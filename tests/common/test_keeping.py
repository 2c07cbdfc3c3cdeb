"""The keeper (common.core.keeping) on a full disk: a game's writes wait in order, the newest
of each file wins, an older copy of a finished game never takes its place, and nothing is
written to a data folder other than the one it was asked for."""

from __future__ import annotations

import errno

import pytest

from common.core import saves
from common.core.keeping import Keeper
from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves

WRITE = saves.write_atomically


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def full(monkeypatch, is_full: bool) -> None:
    def refuse(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(saves, "write_atomically", refuse if is_full else WRITE)


def game(seed: int, moves: int = 10_000) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(2), seed, {"players": ["Amira", "Karim"]})
    play_moves(record, moves, seed)
    return record


def test_an_older_copy_never_replaces_a_finished_game_waiting_to_be_kept(monkeypatch):
    keeper = Keeper()
    finished = game(1)
    data = finished.to_json()
    data["actions"] = data["actions"][:-3]
    del data["cursor"]
    older = GameRecord.from_json(data)
    full(monkeypatch, True)
    assert keeper.keep(finished) is not None
    assert keeper.holds_newer(older)  # the title offers no Resume of the slot's older copy
    assert keeper.keep(older) is not None  # the player went back to an earlier position
    full(monkeypatch, False)
    assert keeper.retry() and keeper.waiting == []
    (kept,) = saves.list_saves()
    assert kept.finished and saves.load(kept.path).actions == finished.actions
    assert saves.load_autosave("marrakech").actions == older.actions


def test_a_new_game_waits_behind_the_finished_one_and_the_newest_move_wins(monkeypatch):
    keeper = Keeper()
    finished, new = game(1), game(2, moves=4)
    full(monkeypatch, True)
    keeper.keep(finished)
    assert keeper.keep(new) is not None
    play_moves(new, 2, 5)
    keeper.keep(new)
    assert [w.record for w in keeper.waiting] == [finished, new]
    full(monkeypatch, False)
    keeper.retry()
    assert saves.load_autosave("marrakech").actions == new.actions
    assert [info.finished for info in saves.list_saves()] == [True]
    assert keeper.news() == ("kept", None)


def test_nothing_is_written_to_another_data_folder(monkeypatch, tmp_path):
    keeper = Keeper()
    full(monkeypatch, True)
    keeper.keep(game(1))
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path / "another"))
    full(monkeypatch, False)
    assert not keeper.retry()
    assert not (tmp_path / "another").exists()


def test_a_game_that_can_never_be_written_holds_up_no_other(monkeypatch):
    from common.core.errors import RecordError

    keeper = Keeper()
    broken, new = game(1), game(2, moves=4)

    def too_large(record):
        if record is broken:
            raise RecordError("it is larger than a save may be")
        return real(record)

    real = saves.autosave
    broken.undo()  # unfinished: it goes to the slot, as the new one does
    monkeypatch.setattr(saves, "autosave", too_large)
    assert isinstance(keeper.keep(broken), RecordError)
    assert keeper.keep(new) is None
    assert saves.load_autosave("marrakech").actions == new.actions
