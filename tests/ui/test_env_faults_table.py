"""At the table, the data folder goes wrong mid-game: replaced by a file, or renamed while a
second window takes the new one. The table says which folder and what to do; the game stays
in the window, and is saved as soon as the folder is put right."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from common.core import saves
from common.ui.data_folder import open_data_folder
from tests.ui.driver import play_decisions, start_marrakech, wait_for

REPO = Path(__file__).resolve().parents[2]
SECOND_WINDOW = """
import sys
from common.core.applock import DataFolderLock
from common.core.userdata import data_dir
print("held" if DataFolderLock(data_dir()).acquire() else "refused", flush=True)
sys.stdin.read()
"""


def told_at(scene) -> list[str]:
    """Every message the table shows from now on (a key the next move presses clears it)."""
    told: list[str] = []
    say = scene.say

    def say_and_note(message: str, error: bool = False) -> None:
        told.append(message)
        say(message, error)

    scene.say = say_and_note
    return told


def test_a_data_folder_replaced_by_a_file_is_named_at_the_table(app, data_folder):
    scene = start_marrakech(app, players=2)
    told = told_at(scene)
    play_decisions(app, scene, 2)
    wait_for(app, lambda: scene.table.caught_up)
    shutil.rmtree(data_folder)
    data_folder.write_text("a file where the folder was")
    play_decisions(app, scene, 1)
    assert str(data_folder) in told[0] and "is a file, not a folder" in told[0]
    wait_for(app, lambda: scene.message == told[0])  # on screen (at the latest when retried)
    data_folder.unlink()  # the player moves the file away
    play_decisions(app, scene, 1)
    assert told[-1] == "The game is saved again."
    assert saves.load_autosave("marrakech").state == scene.record.state


def test_a_renamed_data_folder_taken_by_a_second_window_is_named_at_the_table(app, data_folder):
    open_data_folder(app, lambda: None)
    scene = start_marrakech(app, players=2)
    told = told_at(scene)
    play_decisions(app, scene, 2)
    wait_for(app, lambda: scene.table.caught_up)
    data_folder.rename(data_folder.with_name("userdata-moved"))
    second = subprocess.Popen(
        [sys.executable, "-c", SECOND_WINDOW],
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert second.stdout.readline().strip() == "held"
        play_decisions(app, scene, 1)
        assert str(data_folder) in told[0] and "another Bazaar window" in told[0]
        wait_for(app, lambda: scene.message == told[0])
        assert not saves.autosave_path("marrakech").exists()  # the second window's folder
    finally:
        second.stdin.close()
        second.wait(10)
    play_decisions(app, scene, 1)
    assert told[-1] == "The game is saved again."
    assert saves.load_autosave("marrakech").state == scene.record.state
    app.data_lock.release()
