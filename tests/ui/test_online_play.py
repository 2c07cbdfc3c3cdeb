"""Online play from the app, over loopback: a person hosts from the title (Play online), a
friend (a scripted client on its own thread) joins with the room code, the host starts from
the lobby, both play a whole game, and the host's results say the dice matched the server's
promise; the game is kept in Load with its revealed seed (on a full disk, the results show all
the same and say the game is not kept yet)."""

from __future__ import annotations

import errno
import random
import time

import pytest

from common.core import saves
from common.net import seat_tokens
from common.net.threaded import ThreadedClient
from common.ui import online_screens
from common.ui.lobby import LobbyScene
from common.ui.online_table import OnlineTable
from tests.ui.driver import click, run_frames

LIMIT_SECONDS = 60


def frames_until(app, condition, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the screen never got there"
        run_frames(app, 1)
        time.sleep(0.002)


@pytest.fixture
def friend():
    net = ThreadedClient()
    yield net
    net.close(2.0)


def full_disk(monkeypatch) -> None:
    """From now on nothing can be written to the data folder: the disk is full."""

    def refuse(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(saves, "write_atomically", refuse)
    monkeypatch.setattr(seat_tokens, "write_atomically", refuse)


@pytest.mark.parametrize(
    ("game", "full"), [(0, False), (1, False), (0, True)], ids=["marrakech", "bombay", "full-disk"]
)
def test_a_hosted_game_is_played_to_the_end_with_a_friend_online(
    app, friend, monkeypatch, game, full
):
    monkeypatch.setattr(online_screens, "LISTEN", ("127.0.0.1", 0))
    app.nav.title()
    run_frames(app)
    click(app, app.top.online_button.rect.center)
    form = app.top
    assert isinstance(form, online_screens.OnlineScene)
    click(app, form.game.segment(game).center)
    form.name.value = "Amira"
    click(app, form.host_button.rect.center)
    frames_until(app, lambda: isinstance(app.top, LobbyScene))
    lobby = app.top
    assert not lobby.start.enabled, "a friend's seat is still free"
    friend.connect(f"ws://127.0.0.1:{lobby.link.port}").result(10)
    friend.call("join", lobby.room["code"], "Leila").result(10)
    frames_until(app, lambda: lobby.start.enabled)
    click(app, lobby.start.rect.center)
    frames_until(app, lambda: isinstance(app.top, OnlineTable))
    table = app.top
    if full:  # the game ends on a full disk: its results show all the same, and say so
        full_disk(monkeypatch)
    rng = random.Random(game)
    latest = None
    deadline = time.monotonic() + LIMIT_SECONDS
    while isinstance(app.top, OnlineTable):
        assert time.monotonic() < deadline, "the game did not end"
        for event in friend.poll():
            latest = event
        seats = friend.client.seats if friend.client else []
        state = latest.state if latest is not None else None
        caught_up = latest is not None and latest.cursor == friend.client.replica.cursor
        to_move = caught_up and not state.is_terminal() and state.current_player() in seats
        if to_move and state.forced_action() is None:
            friend.call("act", rng.choice(state.legal_actions()))
            latest = None
        if table.table.roll_waiting() is not None:
            table.table.roll()
        elif table.table.human_to_move():
            assert table.submit(rng.choice(table.record.state.legal_actions()))
        run_frames(app, 1)
        time.sleep(0.001)
    results = app.top
    assert "match" in results.record.meta.get("dice_check", "")
    assert friend.client.verdict is not None and friend.client.verdict.fair
    if full:  # said over the results, and tried again
        assert app.keeping_note is not None and "the disk is full" in app.keeping_note[0]
        return
    kept = [info for info in saves.list_saves() if info.finished]
    assert len(kept) == 1
    assert saves.load(kept[0].path).seed == friend.client.verdict.record.seed
