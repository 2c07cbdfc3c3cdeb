"""The index of the saved games (issue 50, class 2): keeping a finished game, Save by name and
"Keep it and start" read no other save, however many are kept; the Load list's first rows
come from the index; and an index that is missing, damaged, lying or stale costs only reading
the saves again, never a game shown wrongly or lost."""

from __future__ import annotations

import json

import pytest

from common.core import kept_index, saves
from common.core.finished import keep_finished
from common.core.record import GameRecord
from common.core.save_list import indexed_saves
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves

KEPT = 30


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    return tmp_path


def finished(seed: int) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(2), seed, {"players": ["Amira", "Karim"]})
    play_moves(record, 10_000, seed)
    assert record.state.is_terminal()
    return record


def keep_many() -> None:
    record = finished(1)
    for n in range(KEPT):
        saves.save_as(record, f"Game {n}", kept=True)


@pytest.fixture
def reads(monkeypatch) -> list[int]:
    """How many saves are read (each GameRecord.loads is one), from now on."""
    count = [0]
    loads = GameRecord.loads.__func__

    def counted(cls, text):
        count[0] += 1
        return loads(cls, text)

    monkeypatch.setattr(GameRecord, "loads", classmethod(counted))
    return count


def a_new_run() -> None:
    """What a new run of the app knows of the index: only what the file says."""
    kept_index._known = None


def test_keeping_a_finished_game_reads_no_other_save(reads):
    keep_many()
    a_new_run()
    reads[0] = 0
    record = finished(2)
    path = keep_finished(record)
    assert reads[0] == 0
    assert saves.load(path).state.is_terminal()
    record.undo()
    record.play(record.state.legal_actions()[0])  # finished again, after an undo
    assert keep_finished(record) == path  # its copy replaced: found through the index
    assert len(saves.list_saves()) == KEPT + 1


def test_save_by_name_and_keep_it_and_start_read_no_other_save(reads):
    keep_many()
    unfinished = GameRecord(GAME, MarrakechSetup(2), 3, {"players": ["Leila", "Omar"]})
    play_moves(unfinished, 6, 3)
    saves.autosave(unfinished)
    reads[0] = 0
    saves.save_as(unfinished, "Tuesday")
    assert reads[0] == 0
    with pytest.raises(saves.NameTakenError):  # the one save of that name is read, no other
        saves.save_as(finished(4), "Tuesday")
    assert reads[0] == 1
    kept = saves.keep_in_saves("marrakech")  # reads the game in the slot, and nothing else
    assert kept is not None and reads[0] == 2


def test_the_load_list_knows_every_indexed_save_without_reading_one(reads):
    keep_many()
    a_new_run()
    reads[0] = 0
    known, unread = indexed_saves()
    assert len(known) == KEPT and unread == [] and reads[0] == 0
    assert {info.name for info in known} == {f"Game {n}" for n in range(KEPT)}
    assert all(info.finished and info.kept and info.players == ("Amira", "Karim") for info in known)


@pytest.mark.parametrize(
    "damage",
    [
        lambda path: path.unlink(),
        lambda path: path.write_bytes(b"\x00garbage" * 1000),
        lambda path: path.write_text('{"format": "bazaar-saves-index", "version": 1}\n[1, 2'),
        lambda path: path.write_text("9" * 400),
        lambda path: (path.unlink(), path.mkdir()),
    ],
    ids=["missing", "garbage", "torn", "huge-number", "folder"],
)
def test_a_missing_or_damaged_index_is_rebuilt_from_the_saves(data_folder, damage):
    keep_many()
    damage(data_folder / kept_index.INDEX)
    a_new_run()
    known, unread = indexed_saves()
    assert len(known) + len(unread) == KEPT
    assert sorted(info.name for info in saves.list_saves()) == sorted(
        f"Game {n}" for n in range(KEPT)
    )
    a_new_run()
    known, unread = indexed_saves()  # read once more, the index knows them all again
    assert len(known) == KEPT or (data_folder / kept_index.INDEX).is_dir()


def test_a_lying_index_never_shows_a_game_that_is_not_there_or_hides_a_change(data_folder):
    keep_many()
    path = data_folder / kept_index.INDEX
    lines = path.read_text().splitlines()
    lie = json.loads(lines[1])
    lie[0] = "Not there.json"
    lie[4] = "A game nobody saved"
    changed = json.loads(lines[2])
    changed[4] = "\x00\ud800" + "x" * 10_000  # text no save would hold: cleaned, capped
    path.write_text("\n".join([*lines, json.dumps(lie), json.dumps(changed)]) + "\n")
    a_new_run()
    names = [info.name for info in saves.list_saves()]
    assert "A game nobody saved" not in names and len(names) == KEPT
    shown = kept_index.entries()[changed[0]].info.name
    assert len(shown) <= 60 and "\x00" not in shown


def test_a_save_changed_behind_the_index_is_read_again(data_folder):
    keep_many()
    other = finished(5)
    other.meta.update(name="Changed by hand")
    (data_folder / "saves" / "Game-0.json").write_bytes(other.to_bytes())
    a_new_run()
    _known, unread = indexed_saves()
    assert [p.name for p in unread] == ["Game-0.json"]
    assert "Changed by hand" in [info.name for info in saves.list_saves()]


def test_deleting_a_save_takes_it_out_of_the_index():
    keep_many()
    (first,) = [info for info in saves.list_saves() if info.name == "Game 0"]
    saves.delete(first)
    a_new_run()
    assert "Game-0.json" not in kept_index.entries()
    assert len(indexed_saves()[0]) == KEPT - 1


def test_two_games_finished_the_same_minute_by_the_same_players_are_both_kept(monkeypatch):
    from common.core import finished as finished_module

    monkeypatch.setattr(finished_module.time, "time", lambda: 1_764_950_000.0)
    first, second = finished(6), finished(7)
    assert finished_module.finished_name(first) == finished_module.finished_name(second)
    paths = {keep_finished(first), keep_finished(second)}
    assert len(paths) == 2
    kept = [saves.load(path) for path in paths]
    assert any(saves.same_game(game, first) for game in kept)
    assert any(saves.same_game(game, second) for game in kept)


def test_an_index_linked_to_another_file_never_writes_into_it(data_folder, tmp_path):
    keep_many()
    elsewhere = tmp_path.parent / f"{tmp_path.name}-not-an-index.txt"
    elsewhere.write_text((data_folder / kept_index.INDEX).read_text())
    before = elsewhere.read_bytes()
    (data_folder / kept_index.INDEX).unlink()
    (data_folder / kept_index.INDEX).symlink_to(elsewhere)
    a_new_run()
    keep_finished(finished(2))
    assert elsewhere.read_bytes() == before
    assert len(saves.list_saves()) == KEPT + 1
