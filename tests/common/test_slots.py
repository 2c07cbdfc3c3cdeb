"""No game is thrown away: a slot per game, an unfinished game kept in the saved games before
another takes its slot, saves the app can always read back, stale temporary files, and two
copies of Bazaar on one data folder (kill -9 at any moment leaves only valid files)."""

from __future__ import annotations

import json
import signal
import subprocess
import time

import pytest

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup
from common.core import saves, slot_index
from common.core.applock import DataFolderLock
from common.core.errors import RecordError
from common.core.record import MAX_SAVE_BYTES, GameRecord
from common.core.userdata import remove_stale_temp_files
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, roll_if_waiting, spawn


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    saves._slot_games.clear()
    return tmp_path


def played(game, setup, seed: int, decisions: int, players=("Ann", "Bo")) -> GameRecord:
    record = GameRecord(game, setup, seed, {"players": list(players)})
    roll_if_waiting(record)
    play_moves(record, decisions, seed)
    return record


def marrakech(seed: int, decisions: int) -> GameRecord:
    return played(MARRAKECH, MarrakechSetup(2), seed, decisions)


def bombay(seed: int, decisions: int) -> GameRecord:
    return played(BOMBAY, Setup(2), seed, decisions, players=("Kavya", "Ravi"))


def test_both_games_slots_resume_independently():
    saves.autosave(marrakech(1, 9))
    saves.autosave(bombay(2, 5))
    assert saves.load_autosave("marrakech").state == marrakech(1, 9).state
    assert saves.load_autosave("bombay").state == bombay(2, 5).state
    saves.discard_autosave("bombay")  # Bombay finished: Marrakech still waits
    assert saves.load_autosave("bombay") is None
    assert saves.load_autosave("marrakech").state == marrakech(1, 9).state
    assert [info.game for info in saves.list_slots()] == ["marrakech"]


def test_a_new_game_keeps_the_unfinished_one_in_the_saved_games():
    waiting = marrakech(3, 14)
    saves.autosave(waiting)
    saves._slot_games.clear()  # as after a restart
    saves.autosave(marrakech(4, 1))
    (kept,) = saves.list_saves()
    assert (
        kept.game == "marrakech" and kept.turn == saves.turn_reached(waiting) and not kept.finished
    )
    day = time.strftime("%Y-%m-%d")
    assert kept.name.startswith(day) and kept.name.endswith(f" · Ann, Bo · turn {kept.turn}")
    assert saves.load(kept.path).actions == waiting.actions
    assert saves.load_autosave("marrakech").state == marrakech(4, 1).state


def test_the_same_game_going_on_only_updates_its_slot():
    record = marrakech(5, 4)
    saves.autosave(record)
    saves._slot_games.clear()
    record.play(record.state.legal_actions()[0])
    roll_if_waiting(record)
    saves.autosave(record)
    assert saves.list_saves() == []


def test_a_practice_game_says_so_in_the_list():
    record = marrakech(6, 3)
    record.practice = True
    while record.can_undo():
        record.undo()
    saves.save_as(record, "Practice")
    saves.save_as(marrakech(7, 3), "Fair")
    practice = {info.name: info.practice for info in saves.list_saves()}
    assert practice == {"Practice": True, "Fair": False}


def test_what_the_app_writes_it_can_read_back():
    # 0.4 MB of details that pretty-printed JSON would blow up past the 1 MB limit
    record = marrakech(8, 6)
    record.meta["details"] = [[0] * 100 for _ in range(2000)]
    saves.autosave(record)
    path = saves.autosave_path("marrakech")
    assert path.stat().st_size <= MAX_SAVE_BYTES
    assert saves.load_autosave("marrakech").meta["details"] == record.meta["details"]
    record.meta["details"] = [[0] * 100 for _ in range(8000)]  # too large even compact
    before = path.read_bytes()
    with pytest.raises(RecordError, match="larger than a save may be"):
        saves.autosave(record)
    assert path.read_bytes() == before
    assert not list(path.parent.glob("*damaged*"))


def test_stale_temporary_files_are_removed_and_nothing_else(data_folder):
    saves.autosave(marrakech(9, 2))
    stale = data_folder / ".autosave-marrakech.json-k2j4h1.tmp"
    stale.write_text('{"format": "bazaar-ga')
    removed = remove_stale_temp_files(data_folder)
    assert removed == [stale] and not stale.exists()
    assert saves.load_autosave("marrakech") is not None


def test_an_autosave_from_before_the_slots_takes_its_games_slot(data_folder):
    (data_folder / "autosave.json").write_bytes(bombay(10, 4).to_bytes())
    assert saves.adopt_legacy_autosave() is None
    assert saves.load_autosave("bombay").state == bombay(10, 4).state
    (data_folder / "autosave.json").write_text("{")
    assert "damaged" in saves.adopt_legacy_autosave()
    assert len(list(data_folder.glob("autosave-damaged-*.json"))) == 1


WRITER = """
import random, sys
from common.core import saves
from common.core.record import GameRecord
from common.ui.settings import Settings, save_settings
from {module} import GAME
from {setup_module} import {setup} as Setup
me = int(sys.argv[1])
for game_number in range(1000):
    record = GameRecord(GAME, Setup(2), me * 1000 + game_number, {{"players": ["A", "B"]}})
    if record.waiting_roll is not None:
        record.roll()
    rng = random.Random(me)
    while not record.state.is_terminal():
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        if record.waiting_roll is not None:
            record.roll()
        saves.autosave(record)
        if rng.random() < 0.1:
            saves.save_as(record, f"Game {{me}}-{{game_number}}")
            save_settings(Settings(volume=rng.randrange(100)))
        print(record.cursor, flush=True)
"""


def start_writer(data_folder, me: int, game: str) -> subprocess.Popen:
    module, setup_module, setup = {
        "marrakech": ("marrakech.rules.game", "marrakech.rules.setup", "MarrakechSetup"),
        "bombay": ("bombay.rules.game", "bombay.rules.setup", "Setup"),
    }[game]
    script = WRITER.format(module=module, setup_module=setup_module, setup=setup)
    return spawn(script, data_folder, str(me))


@pytest.mark.parametrize("games", [("marrakech", "marrakech"), ("marrakech", "bombay")])
def test_two_processes_autosaving_into_one_folder_leave_only_valid_files(data_folder, games):
    writers = [start_writer(data_folder, me, game) for me, game in enumerate(games, start=1)]
    for writer in writers:  # both well under way, then killed at an arbitrary moment
        for _line in zip(range(120), writer.stdout, strict=False):
            pass
    for writer in writers:
        writer.send_signal(signal.SIGKILL)
        writer.wait(10)
    files = [p for p in data_folder.rglob("*") if p.is_file() and not p.name.startswith(".")]
    not_saves = ("settings.json", slot_index.INDEX)  # the title's index of the slots: a cache
    records = [p for p in files if p.suffix == ".json" and p.name not in not_saves]
    assert records and (data_folder / "settings.json").exists()
    kinds = set()
    for path in records:
        record = GameRecord.loads(path.read_bytes())  # every save replays
        assert record.actions
        kinds.add(record.game.name)
    json.loads((data_folder / "settings.json").read_text())
    for folder in (data_folder, saves.saves_folder()):
        remove_stale_temp_files(folder)
    assert not list(data_folder.rglob(".*.tmp"))
    # Each game is kept, in its slot or (when the other writer took the slot, or a kill fell
    # between keeping a game aside and writing the next) among the saved games.
    assert kinds == set(games)


HOLDER = """
import sys, time
from common.core.applock import DataFolderLock
from common.core.userdata import data_dir
lock = DataFolderLock(data_dir())
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


def test_a_second_copy_finds_the_data_folder_taken_until_the_first_is_killed(data_folder):
    first = spawn(HOLDER, data_folder)
    assert first.stdout.readline().strip() == "held"
    second = DataFolderLock(data_folder)
    assert not second.acquire()
    first.send_signal(signal.SIGKILL)  # a killed copy never leaves the folder locked
    first.wait(10)
    assert second.acquire()
    second.release()
