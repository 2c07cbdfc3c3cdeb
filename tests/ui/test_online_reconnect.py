"""A dropped connection comes back by itself, over a real server on 127.0.0.1: in the lobby the
status line says it is reconnecting (Leave becomes Cancel) and the friend is back in the same
lobby; at the table a dialog says so (with a Cancel) and the table comes back at the move the
game reached. The tries are bounded: a server that is gone is given up on, saying the seat is
kept for the title's Rejoin; a seat taken over by another window is not fought for."""

from __future__ import annotations

import random

import pytest

from common.core import registry
from common.net.threaded import ServerThread, ThreadedClient
from common.ui import online_reconnect
from common.ui.dialogs import Dialog
from common.ui.lobby import LobbyScene
from common.ui.online_reconnect import ReconnectDialog
from common.ui.online_table import OnlineTable
from tests.ui.driver import click, run_frames, wait_online

SECONDS = 15


@pytest.fixture(autouse=True)
def quick_tries(monkeypatch):
    monkeypatch.setattr(online_reconnect, "WAITS", (0.05, 0.1, 0.1))
    monkeypatch.setattr(online_reconnect, "TRY_SECONDS", 2.0)


@pytest.fixture
def room(app):
    """A real server, a scripted host (seat 0) and the window in the lobby (seat 1)."""
    hosting = ServerThread()
    address = f"127.0.0.1:{hosting.start('127.0.0.1', 0)}"
    host = ThreadedClient()
    host.connect(f"ws://{address}").result(10)
    rules = registry.find("marrakech").game()
    setup = rules.setup_to_json(rules.setup_from_json({"players": 2}))
    seats = [{"kind": "local"}, {"kind": "remote"}]
    code = host.call("create", "marrakech", setup, seats, "Amira").result(10)["code"]
    app.nav.online()
    form = app.top
    form.address.value, form.code.value, form.name.value = address, code, "Leila"
    click(app, form.join_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    yield app, hosting, host, code
    host.close(2.0)
    hosting.stop(2.0)


def cut(link) -> None:
    """The window's connection dies under it (as a network that drops): the socket aborted."""
    net = link.net
    net._loop.call_soon_threadsafe(net.client.ws.transport.abort)


def at_table(app, host) -> OnlineTable:
    host.call("start").result(10)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), SECONDS)
    return app.top


def test_a_friend_dropped_in_the_lobby_is_back_in_the_same_lobby(room):
    app, _hosting, host, code = room
    lobby = app.top
    cut(lobby.link)
    wait_online(app, lambda: lobby.reconnect is not None, SECONDS)
    assert "Reconnecting" in lobby.status and lobby.leave.label == "Cancel"
    wait_online(app, lambda: lobby.reconnect is None, SECONDS)
    assert app.top is lobby and lobby.room["code"] == code and not lobby.error
    assert lobby.leave.label == "Leave"
    assert lobby.room["seats"][1].get("name") == "Leila"  # the same seat, not a new one
    at_table(app, host)  # the new connection is the one the start comes through


def test_a_dropped_table_reconnects_by_itself_at_the_move_reached(room):
    app, _hosting, host, _code = room
    table = at_table(app, host)
    rng = random.Random(3)
    for _ in range(6):  # the host plays its first turn while the window watches
        host.poll()
        state = host.client.record.state
        if state.current_player() == 0 and state.forced_action() is None:
            host.call("act", rng.choice(state.legal_actions())).result(10)
        run_frames(app, 2)
    wait_online(app, lambda: len(table.record.actions) == len(host.client.record.actions), 10)
    moves = len(table.record.actions)
    cut(table.link)
    wait_online(app, lambda: isinstance(app.top, ReconnectDialog), SECONDS)
    assert "Reconnecting" in app.top.message
    assert [b.label for b in app.top.buttons] == ["Cancel"]
    wait_online(app, lambda: isinstance(app.top, OnlineTable) and app.top is not table, SECONDS)
    again = app.top
    assert len(again.record.actions) == moves  # the same move, the same seat
    assert again.table.mine == frozenset({1})


def test_a_server_that_is_gone_is_given_up_on_after_a_few_tries(room):
    app, hosting, host, _code = room
    table = at_table(app, host)
    hosting.stop(2.0)
    wait_online(app, lambda: isinstance(app.top, ReconnectDialog), SECONDS)
    dialog = app.top
    wait_online(app, lambda: not isinstance(app.top, ReconnectDialog), SECONDS)
    assert dialog.reconnect.tries == len(online_reconnect.WAITS)
    ended = app.top
    assert isinstance(ended, Dialog) and "rejoin from the title" in ended.message
    assert [b.label for b in ended.buttons] == [
        "Try again",
        "Back to the title",
        "Stay at the table",
    ]
    click(app, ended.buttons[2].rect.center)
    assert app.top is table
    assert table.status_text() == ended.message, "the table says it is not connected"


def test_a_friend_who_gave_up_reconnecting_can_try_again_and_is_back(room):
    """Issue 47, 1.8: when the tries are over the table is not dead: Try again."""
    app, _hosting, host, _code = room
    table = at_table(app, host)

    def has_the_start(shown: OnlineTable) -> bool:  # every step the server has sent so far
        host.poll()
        return len(shown.record.actions) == len(host.client.record.actions) > 0

    # the table opens a moment before the game's first steps reach it: cut after they came
    wait_online(app, lambda: has_the_start(table), SECONDS)
    address = table.link.address
    table.link.address = "127.0.0.1:9"  # the way to the server is cut for a while
    cut(table.link)
    wait_online(app, lambda: isinstance(app.top, ReconnectDialog), SECONDS)
    wait_online(app, lambda: not isinstance(app.top, ReconnectDialog), SECONDS)
    ended = app.top
    assert ended.buttons[0].label == "Try again"
    assert "rejoin from the title" in table.status_text()
    table.link.address = address  # and back
    click(app, ended.buttons[0].rect.center)

    def back_at_the_move_reached() -> bool:  # the new table, once the steps so far came in
        top = app.top
        return isinstance(top, OnlineTable) and top is not table and has_the_start(top)

    wait_online(app, back_at_the_move_reached, SECONDS)
    assert app.top.record.cursor == table.record.cursor  # the same position shown
    assert app.top.offline is None


def test_cancel_stops_the_tries_and_keeps_the_seat(room, monkeypatch):
    app, hosting, _host, _code = room
    monkeypatch.setattr(online_reconnect, "WAITS", (5.0, 5.0))
    lobby = app.top
    hosting.stop(2.0)
    wait_online(app, lambda: lobby.reconnect is not None, SECONDS)
    click(app, lobby.leave.rect.center)  # Cancel
    assert lobby.reconnect is None and lobby.error and "you stopped" in lobby.status.lower()
    assert lobby.leave.label == "Leave" and app.top is lobby


def test_a_seat_taken_over_by_another_window_is_not_fought_for(room):
    app, _hosting, _host, code = room
    lobby = app.top
    token = lobby.link.net.client.token
    other = ThreadedClient()
    try:
        other.connect(f"ws://{lobby.link.address}").result(10)
        other.call("rejoin", code, token).result(10)
        wait_online(app, lambda: lobby.error, SECONDS)
        run_frames(app, 10)
        assert lobby.reconnect is None and "another connection" in lobby.status
    finally:
        other.close(2.0)
