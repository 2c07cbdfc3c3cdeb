"""Friends anywhere (issue 47 part 3): a standalone `bazaar serve` started here on 127.0.0.1,
three app windows as on three computers (each its own data folder; the third in Russian). The
host makes the room on that server from the Host screen and copies the invite; the others
paste it (the Paste invite button; Ctrl+V in Russian) and join; all three play the game to its
end through the table's own calls, and each keeps the same game with its checked dice."""

from __future__ import annotations

import contextlib
import functools
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from common.core import i18n, saves
from common.core.i18n import set_language
from common.ui import online_invite
from common.ui.app import App
from common.ui.lobby import LobbyScene
from common.ui.navigation import Navigator
from common.ui.online_screens import ON_A_SERVER, OnlineScene
from common.ui.online_table import OnlineTable
from common.ui.settings import Settings
from tests.ui.driver import await_network, click, ctrl, run_frames

REPO = Path(__file__).resolve().parents[2]
SECONDS = 15
GAME_SECONDS = 90


class Window:
    """One app as if on a computer of its own: its data folder and its language are the
    current ones while it runs a frame (the windows take turns, as one desktop's would)."""

    def __init__(self, folder: Path, language: str, seed: int) -> None:
        self.folder, self.language = folder, language
        with self.current():
            self.app = App(
                (1024, 640),
                animation_speed=0,
                settings=Settings(language=language),
                seeds=random.Random(seed),
                navigator=Navigator,
            )
            self.app.nav.online()
            run_frames(self.app)

    @contextlib.contextmanager
    def current(self):
        os.environ["BAZAAR_DATA_DIR"] = str(self.folder)
        set_language(self.language)
        yield

    @property
    def top(self):
        return self.app.top

    def click(self, widget) -> None:
        with self.current():
            click(self.app, widget.rect.center)

    def frame(self) -> None:
        with self.current():
            run_frames(self.app, 1)

    def kept_games(self) -> list:
        with self.current():
            return [info for info in saves.list_saves() if info.finished]


def until(windows: list[Window], condition, seconds: float = SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the windows never got there"
        for window in windows:
            window.frame()
        await_network(0.005)


@pytest.fixture
def server():
    """`bazaar serve` on 127.0.0.1, any free port: its address."""
    process = subprocess.Popen(
        [sys.executable, "-m", "common.ui.main", "serve", "--host", "127.0.0.1", "--port", "0"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        line = process.stdout.readline()
        assert "listening on ws://" in line, line
        yield line.split("ws://")[1].strip()
    finally:
        process.terminate()
        process.wait(10)


@pytest.fixture
def clipboard(monkeypatch):
    """The desktop's clipboard the windows share."""
    held = {"text": ""}
    monkeypatch.setattr(pygame.scrap, "put_text", lambda words: held.update(text=words))
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: held["text"])
    return held


@pytest.fixture
def windows(tmp_path, monkeypatch):
    # The server on 127.0.0.1 stands for one on the internet that everyone reaches.
    monkeypatch.setattr(online_invite, "is_loopback", lambda host: False)
    # The windows take turns many times a second: each language's catalogue is read once.
    monkeypatch.setattr(i18n, "_catalogue", functools.lru_cache(i18n._catalogue))
    made: list[Window] = []

    def window(name: str, language: str) -> Window:
        made.append(Window(tmp_path / name, language, len(made)))
        return made[-1]

    yield window
    for window in made:
        with window.current():
            top = window.top
            link = getattr(top, "link", None)
            if link is not None:
                link.close()
    set_language("en")


def play(windows: list[Window], seed: int) -> None:
    """Every window plays its own seat with random moves (and rolls its own dice) until the
    game is over everywhere."""
    rng = random.Random(seed)
    deadline = time.monotonic() + GAME_SECONDS
    while any(isinstance(w.top, OnlineTable) for w in windows):
        assert time.monotonic() < deadline, "the game did not end"
        for window in windows:
            scene = window.top
            if isinstance(scene, OnlineTable):
                with window.current():
                    if scene.table.roll_waiting() is not None:
                        scene.table.roll()
                    elif scene.table.human_to_move():
                        assert scene.submit(rng.choice(scene.record.state.legal_actions()))
            window.frame()
        await_network(0.005)


@pytest.mark.parametrize("game", [1, 0], ids=["bombay", "marrakech"])
def test_friends_on_a_server_host_join_by_invite_and_finish_a_game(
    server, clipboard, windows, game
):
    host = windows("h5-a", "en")
    form = host.top
    assert isinstance(form, OnlineScene)
    with host.current():
        click(host.app, form.where.segment(ON_A_SERVER).center)
        click(host.app, form.game.segment(game).center)
        click(host.app, form.count.segment(1).center)  # three players
    form.server.value, form.name.value = server, "Amira"
    host.click(form.host_button)
    until([host], lambda: isinstance(host.top, LobbyScene))
    lobby = host.top
    assert lobby.link.server is None, "the room is on the server, nothing hosted here"
    host.click(lobby.copy)
    code = lobby.room["code"]
    assert clipboard["text"] == f"Join my Bazaar game: {server} code {code}"

    friend = windows("h5-b", "en")
    friend.click(friend.top.paste)
    assert (friend.top.address.value, friend.top.code.value) == (server, code)
    friend.click(friend.top.join_button)
    until([host, friend], lambda: isinstance(friend.top, LobbyScene))

    third = windows("h5-c", "ru")
    assert third.top.join_button.label == "Войти", "the third window speaks Russian"
    with third.current():
        ctrl(third.app, pygame.K_v)
    third.click(third.top.join_button)
    until([host, friend, third], lambda: isinstance(third.top, LobbyScene))
    until([host, friend, third], lambda: lobby.start.enabled)
    names = [seat.get("name") for seat in lobby.room["seats"]]
    assert names == ["Amira", "Guest 1", "Гость 1"], "each window's own default name"

    host.click(lobby.start)
    everyone = [host, friend, third]
    until(everyone, lambda: all(isinstance(w.top, OnlineTable) for w in everyone))
    play(everyone, seed=game)
    records = [w.top.results.record for w in everyone]  # under the Play again panel
    assert records[0].actions == records[1].actions == records[2].actions
    for window in everyone:
        kept = window.kept_games()
        assert len(kept) == 1, "each computer keeps the finished game, with its seed"
        with window.current():
            assert saves.load(kept[0].path).seed is not None
    assert "match" in records[0].meta["dice_check"]
