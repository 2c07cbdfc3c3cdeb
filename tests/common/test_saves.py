"""Saved games: autosave and resume, named saves, damaged files, a killed process, undo policy."""

from __future__ import annotations

import json
import random
import signal

import pytest

from common.core import saves
from common.core.errors import RecordError
from common.core.record import GameRecord
from common.core.saves import turn_reached
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, roll_if_waiting, spawn


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    return tmp_path


def played(seed: int, decisions: int, players: int = 4) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(players), seed, {"players": ["A", "B", "C", "D"]})
    roll_if_waiting(record)
    play_moves(record, decisions, seed)
    return record


def test_the_game_in_progress_is_resumed_where_it_was():
    record = played(1, 30)
    saves.autosave(record)
    resumed = saves.load_autosave("marrakech")
    assert resumed is not None and resumed.state == record.state
    assert resumed.meta["players"] == ["A", "B", "C", "D"]


def test_a_finished_or_discarded_game_is_not_offered_for_resuming():
    finished = played(2, 1000)
    assert finished.state.is_terminal()
    saves.autosave(finished)
    assert saves.load_autosave("marrakech") is None
    saves.autosave(played(3, 10))
    saves.discard_autosave("marrakech")
    assert saves.load_autosave("marrakech") is None


def test_a_damaged_autosave_says_why_and_is_kept_when_a_new_game_starts(data_folder):
    damaged = '{"format": "bazaar-game", "version": 1, "game": "marr'
    saves.autosave_path("marrakech").write_text(damaged)
    with pytest.raises(RecordError):
        saves.load_autosave("marrakech")
    saves.autosave(played(4, 5))
    kept = list(data_folder.glob("autosave-marrakech-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"marr')
    assert saves.load_autosave("marrakech") is not None


def test_named_saves_are_listed_newest_first_with_what_the_list_shows():
    first = saves.save_as(played(5, 20), "Friday night")
    second = saves.save_as(played(6, 40, players=2), "Rematch")
    infos = saves.list_saves()
    assert [i.name for i in infos] == ["Rematch", "Friday night"]
    assert infos[0].game == "marrakech" and infos[0].turn == turn_reached(played(6, 40, players=2))
    assert infos[1].players == ("A", "B", "C", "D")
    assert saves.load(second).state == played(6, 40, players=2).state
    assert first != second


def test_saving_a_game_again_under_its_name_replaces_that_save_only():
    saves.save_as(played(7, 10), "Mine")
    saves.save_as(played(8, 10), "Mine!")  # another name with the same file-name letters
    saves.save_as(played(7, 12), "Mine")  # the same game, further on
    names = sorted(i.name for i in saves.list_saves())
    assert names == ["Mine", "Mine!"]
    mine = next(i for i in saves.list_saves() if i.name == "Mine")
    assert mine.turn == turn_reached(played(7, 12)) > turn_reached(played(7, 10))


def test_another_games_save_is_never_overwritten_without_asking():
    first = saves.save_as(played(7, 10), "Game of 1 Dec, 02:07")
    kept = first.read_bytes()
    with pytest.raises(saves.NameTakenError) as taken:
        saves.save_as(played(8, 10), "Game of 1 Dec, 02:07")
    assert first.read_bytes() == kept
    assert taken.value.free == "Game of 1 Dec, 02:07 (2)"
    saves.save_as(played(8, 10), taken.value.free)
    assert sorted(i.name for i in saves.list_saves()) == [
        "Game of 1 Dec, 02:07",
        "Game of 1 Dec, 02:07 (2)",
    ]
    saves.save_as(played(9, 14), "Game of 1 Dec, 02:07", replace=True)  # the player said so
    assert next(
        i for i in saves.list_saves() if i.name == "Game of 1 Dec, 02:07"
    ).turn == turn_reached(played(9, 14))


def test_damaged_files_never_stop_the_list_and_never_harm_other_saves():
    good = saves.save_as(played(10, 25), "Good")
    good_text = good.read_text()
    folder = saves.saves_folder()
    rng = random.Random(3)
    for n in range(200):
        path = folder / f"fuzz-{n}.json"
        kind = n % 4
        if kind == 0:
            path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))))
        elif kind == 1:
            path.write_text(good_text[: rng.randrange(len(good_text))])
        elif kind == 2:
            data = json.loads(good_text)
            data["actions"][rng.randrange(len(data["actions"]))] = rng.choice(["??", "d9", "00-66"])
            path.write_text(json.dumps(data))
        else:
            data = json.loads(good_text)
            data[rng.choice(["version", "seed", "setup", "cursor"])] = rng.choice([99, "x", None])
            path.write_text(json.dumps(data))
    infos = saves.list_saves()
    assert len(infos) == 201
    damaged = [i for i in infos if i.error]
    assert len(damaged) >= 190 and all(i.error for i in damaged)
    assert good.read_text() == good_text
    assert saves.load(good).state == played(10, 25).state


KILLED_GAME = """
import random, sys
from common.core import saves
from common.core.record import GameRecord
from common.core.saves import turn_reached
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
record = GameRecord(GAME, MarrakechSetup(4), 11)
if record.waiting_roll is not None:
    record.roll()
rng = random.Random(11)
while not record.state.is_terminal():
    options = record.state.legal_actions()
    record.play(options[rng.randrange(len(options))])
    if record.waiting_roll is not None:
        record.roll()
    saves.autosave(record)
    print(record.cursor, flush=True)
"""


def test_a_killed_process_loses_at_most_the_action_in_flight(data_folder):
    process = spawn(KILLED_GAME, data_folder)
    last = 0
    for line in process.stdout:
        last = int(line)
        if last > 60:
            break
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    resumed = saves.load_autosave("marrakech")
    assert resumed is not None
    assert resumed.cursor >= last
    replay = GameRecord(GAME, MarrakechSetup(4), 11)
    roll_if_waiting(replay)
    rng = random.Random(11)
    while replay.cursor < resumed.cursor:
        options = replay.state.legal_actions()
        replay.play(options[rng.randrange(len(options))])
        roll_if_waiting(replay)
    assert replay.state == resumed.state


def test_undo_against_the_computer_goes_back_to_the_persons_previous_decision():
    record = played(12, 12)
    human = lambda seat: seat == 0  # noqa: E731
    last_human = max(
        i
        for i in range(record.cursor)
        if not record.state_at(i).is_chance_node() and record.steps[i].seat == 0
    )
    record.undo(by=human)
    assert record.cursor == last_human
    assert record.state.current_player() == 0
    record.redo(until=human)
    assert record.state.current_player() == 0 or not record.can_redo()


def test_the_autosave_is_written_from_memory_without_reading_its_own_file_back(monkeypatch):
    reads = []
    read = saves._read
    monkeypatch.setattr(saves, "_read", lambda path: reads.append(path) or read(path))
    record = played(5, 40)
    for _ in range(3):
        saves.autosave(record)
    assert reads == [], "its own autosave is never read back and replayed"
    # A file put there by someone else (another run, a person) is checked once, and kept.
    saves.autosave_path("marrakech").write_text("not a save")
    saves.autosave(record)
    assert reads == [saves.autosave_path("marrakech")]
    assert len(list(saves.data_dir().glob("autosave-marrakech-damaged-*"))) == 1
    assert saves.load_autosave("marrakech").state == record.state
