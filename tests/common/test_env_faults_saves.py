"""Saved games on an unusual machine: a locale that cannot encode the players' words, names
that are Windows device names, dates past the year 3000, a game found in the other game's
slot. Each is saved or kept, never a crash, never a game lost."""

from __future__ import annotations

import json
import os
import random
import time

import pytest

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup as BombaySetup
from common.core import saves, setaside
from common.core.record import GameRecord
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import roll_if_waiting, run_in_narrow_locale

WINDOWS_DEVICES = {"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10))}
WINDOWS_DEVICES |= {f"lpt{n}" for n in range(10)}


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    return tmp_path


def played(game, setup, seed: int, decisions: int, names: list[str]) -> GameRecord:
    record = GameRecord(game, setup, seed, {"players": names})
    roll_if_waiting(record)
    rng = random.Random(seed)
    for _ in range(decisions):
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        roll_if_waiting(record)
    return record


def marrakech(seed: int = 3, names: tuple[str, ...] = ("Амира", "Карим")) -> GameRecord:
    return played(MARRAKECH, MarrakechSetup(len(names)), seed, 6, list(names))


NARROW_LOCALE = """
import random, sys
from common.core import saves
from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import run_in_narrow_locale

assert sys.getfilesystemencoding() == "ascii", sys.getfilesystemencoding()
def game(seed):
    record = GameRecord(GAME, MarrakechSetup(2), seed, {"players": ["Амира", "Ελένη"]})
    if record.waiting_roll is not None:
        record.roll()
    for _ in range(6):
        record.play(random.Random(seed).choice(record.state.legal_actions()))
        if record.waiting_roll is not None:
            record.roll()
    return record
saves.save_as(game(1), "Игра 2 дек")  # Save, as the Russian UI names a game
saves.autosave(game(2))
saves.keep_in_saves("marrakech")  # "Keep it and start"
print(sorted(info.name for info in saves.list_saves()))
"""


def test_a_locale_that_cannot_encode_the_players_words_still_saves(data_folder):
    # The C locale with Python's UTF-8 mode and locale coercion off: file names are ASCII
    # only, as under an ISO-8859-1 or KOI8-R locale for letters those cannot hold.
    done = run_in_narrow_locale(NARROW_LOCALE, data_folder)
    assert done.returncode == 0, done.stderr
    assert "Игра 2 дек" in done.stdout and "Амира, Ελένη" in done.stdout
    assert len(saves.list_saves()) == 2 and all(not i.error for i in saves.list_saves())


def test_file_names_are_plain_ascii_never_a_device_name_and_names_stay_apart():
    names = ["CON", "nul", "COM1", "aux", "Игра", "Ελλάδα", "Café", "Cafe"]
    for seed, name in enumerate(names):
        saves.save_as(marrakech(seed), name)
    files = saves.save_files()
    assert len(files) == len(names)
    for path in files:
        assert path.name.isascii()
        assert path.stem.split(".")[0].lower() not in WINDOWS_DEVICES
    assert sorted(info.name for info in saves.list_saves()) == sorted(names)


def test_a_waiting_game_dated_after_the_year_3000_is_still_kept(monkeypatch, data_folder):
    real_localtime = time.localtime

    def windows_localtime(seconds=None):  # Windows refuses any time after the year 3000
        if seconds is not None and seconds > 32_536_799_999:
            raise OSError(22, "Invalid argument")
        return real_localtime(seconds)

    monkeypatch.setattr(time, "localtime", windows_localtime)
    saves.autosave(marrakech())
    slot = saves.autosave_path("marrakech")
    data = json.loads(slot.read_text(encoding="utf-8"))
    data["meta"]["saved_at"] = 4.0e10  # the year 3237
    slot.write_text(json.dumps(data), encoding="utf-8")

    kept = saves.keep_in_saves("marrakech")  # "Keep it and start"

    assert kept is not None and not slot.exists()
    (info,) = saves.list_saves()
    assert info.error is None and info.name.startswith("3000-01-0")


def test_a_game_in_the_other_games_slot_moves_to_its_own_and_is_offered_once(data_folder):
    stray = marrakech()
    saves.autosave_path("bombay").write_bytes(stray.to_bytes())

    assert saves.load_autosave("bombay") is None  # no "Resume Bombay Bazar" for it
    assert saves.load_autosave("marrakech").state == stray.state
    assert [info.game for info in saves.list_slots()] == ["marrakech"]
    assert saves.list_saves() == []  # not doubled
    told = [problem.message() for problem in setaside.found()]
    assert any("Marrakech" in line and "own place" in line for line in told)


def test_a_game_in_the_other_games_slot_is_kept_in_the_saves_when_its_own_is_taken():
    saves.autosave(marrakech(seed=8, names=("Leila", "Omar")))
    stray = marrakech()
    saves.autosave_path("bombay").write_bytes(stray.to_bytes())

    assert saves.list_slots()[0].players == ("Leila", "Omar")
    assert [info.game for info in saves.list_slots()] == ["marrakech"]
    (kept,) = saves.list_saves()
    assert kept.game == "marrakech" and kept.error is None and kept.players == ("Амира", "Карим")
    assert saves.load(kept.path).state == stray.state
    told = [problem.message() for problem in setaside.found()]
    assert any("Marrakech" in line and kept.name in line for line in told)


def test_a_game_of_its_own_saved_in_a_slot_never_writes_over_a_stray_game():
    stray = marrakech()
    saves.autosave_path("bombay").write_bytes(stray.to_bytes())
    saves.autosave(played(BOMBAY, BombaySetup(2), 5, 4, ["Priya", "Arjun"]))
    assert saves.load_autosave("bombay").game.name == "bombay"
    assert saves.load_autosave("marrakech").state == stray.state


def test_a_stray_game_that_cannot_be_moved_is_listed_with_the_reason_and_left_alone(
    monkeypatch,
):
    stray = marrakech()
    slot = saves.autosave_path("bombay")
    slot.write_bytes(stray.to_bytes())

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    (info,) = saves.list_slots()
    assert "could not be moved" in info.error and "No space left on device" in info.error
    assert slot.read_bytes() == stray.to_bytes()
