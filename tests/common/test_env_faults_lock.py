"""The data folder changing under a running Bazaar: removed or renamed (and made again by a
second window), or replaced by a file; and lock errors that are no other Bazaar. Nothing is
written into another window's folder, every refusal says which folder and what to do, and
saving works again once the folder is put right."""

from __future__ import annotations

import errno
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from common.core import applock, saves
from common.core.applock import DataFolderLock, DataFolderTaken
from common.core.record import GameRecord
from common.core.userdata import data_dir
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import roll_if_waiting

REPO = Path(__file__).resolve().parents[2]
SECOND_WINDOW = """
import sys
from common.core.applock import DataFolderLock
from common.core.userdata import data_dir
print("held" if DataFolderLock(data_dir()).acquire() else "refused", flush=True)
sys.stdin.read()
"""


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def this_window(data_folder):
    lock = DataFolderLock(data_dir())
    assert lock.acquire()
    yield lock
    lock.release()


class SecondWindow:
    """Another Bazaar started on the same data folder (a process of its own)."""

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None

    def start(self) -> str:
        """Start it: whether it got the data folder ("held") or was told it is open."""
        self.process = subprocess.Popen(
            [sys.executable, "-c", SECOND_WINDOW],
            env=dict(os.environ, PYTHONPATH=str(REPO)),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        return self.process.stdout.readline().strip()

    def close(self) -> None:
        if self.process is not None:
            self.process.stdin.close()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def second_window(data_folder):
    window = SecondWindow()
    yield window
    window.close()


def game(moves: int) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(2), 4, {"players": ["Amira", "Karim"]})
    roll_if_waiting(record)
    rng = random.Random(4)
    for _ in range(moves):
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
    return record


def test_a_renamed_folder_made_again_by_a_second_window_is_never_written_to(
    this_window, second_window, data_folder
):
    saves.autosave(game(3))
    data_folder.rename(data_folder.with_name("data-moved"))
    assert second_window.start() == "held"  # it made the folder again, and locked it
    with pytest.raises(DataFolderTaken) as refused:
        saves.autosave(game(4))
    assert str(data_folder) in refused.value.strerror and "close" in refused.value.strerror
    assert not saves.autosave_path("marrakech").exists()  # nothing written into its folder


def test_saving_works_again_once_the_second_window_is_closed(
    this_window, second_window, data_folder
):
    saves.autosave(game(3))
    shutil.rmtree(data_folder)
    assert second_window.start() == "held"
    with pytest.raises(DataFolderTaken):
        saves.autosave(game(4))
    second_window.close()
    saves.autosave(game(5))  # its folder now, locked by this window
    assert saves.load_autosave("marrakech").state == game(5).state


def test_a_removed_folder_is_made_again_and_kept_by_the_window_that_had_it(
    this_window, second_window, data_folder
):
    saves.autosave(game(3))
    shutil.rmtree(data_folder)
    saves.autosave(game(4))  # made again, and locked again
    assert saves.load_autosave("marrakech").state == game(4).state
    assert second_window.start() == "refused"  # "Bazaar is already open"


def test_a_folder_replaced_by_a_file_says_which_and_what_to_do(this_window, data_folder):
    saves.autosave(game(3))
    shutil.rmtree(data_folder)
    data_folder.write_text("not a folder")
    with pytest.raises(OSError) as refused:
        saves.autosave(game(4))
    why = refused.value.strerror
    assert str(data_folder) in why and "is a file, not a folder" in why and "move" in why
    data_folder.unlink()  # the player moved the file away
    saves.autosave(game(5))
    assert saves.load_autosave("marrakech").state == game(5).state


def test_a_saves_folder_replaced_by_a_file_says_which(this_window, data_folder):
    data_folder.mkdir(exist_ok=True)
    saves.saves_folder().write_text("not a folder")
    with pytest.raises(OSError) as refused:
        saves.save_as(game(3), "Tuesday")
    assert str(saves.saves_folder()) in refused.value.strerror


@pytest.mark.parametrize("code", [errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.EIO])
def test_a_lock_error_that_is_no_other_bazaar_never_says_bazaar_is_open(monkeypatch, code):
    def no_locks_here(fd):  # a network home without locks
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(applock, "_lock", no_locks_here)
    assert DataFolderLock(data_dir()).acquire()


def test_a_lock_another_bazaar_holds_is_still_refused(this_window):
    assert not DataFolderLock(data_dir()).acquire()
