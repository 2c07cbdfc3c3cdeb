"""Where the data folder is on a machine set up oddly: no home folder (a container's user the
system does not know), a relative XDG_DATA_HOME. Bazaar starts, keeps its games somewhere it
says, and never follows the working folder."""

from __future__ import annotations

import os
import pwd
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from common.core import setaside
from common.core.userdata import data_dir

REPO = Path(__file__).resolve().parents[2]


def unknown_user(uid: int):
    raise KeyError(f"getpwuid(): uid not found: {uid}")


@pytest.fixture
def no_home(monkeypatch):
    """HOME unset, and the system's list of users does not know this one."""
    monkeypatch.delenv("BAZAAR_DATA_DIR", raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", unknown_user)


def test_without_a_home_folder_xdg_data_home_is_the_place(no_home, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "bazaar"
    assert all("HOME" not in problem.message() for problem in setaside.found())


def test_without_any_home_the_games_go_to_a_temporary_folder_and_the_player_is_told(
    no_home, monkeypatch, tmp_path
):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    folder = data_dir()
    assert folder.parent == tmp_path
    (told,) = [problem.message() for problem in setaside.found()]
    assert str(folder) in told and "HOME" in told


def test_a_relative_xdg_data_home_is_ignored(monkeypatch, tmp_path):
    monkeypatch.delenv("BAZAAR_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    monkeypatch.chdir(tmp_path)
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "bazaar"


START_WITHOUT_HOME = """
import pwd, sys
def unknown_user(uid):
    raise KeyError(uid)
pwd.getpwuid = unknown_user
from common.ui.main import main
sys.exit(main(["--frames", "2"]))
"""


def test_bazaar_starts_without_a_home_folder_and_logs_where_xdg_data_home_says(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "BAZAAR_DATA_DIR")}
    env.update(
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(REPO),
    )
    done = subprocess.run(
        [sys.executable, "-c", START_WITHOUT_HOME],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "xdg" / "bazaar" / "bazaar.log").is_file()
