"""Joining a friend's game from the online screen, against a real server on 127.0.0.1: every
way it can go wrong is said in words on the screen, in the window's own language whatever
language the server speaks (issue 47, 1.3), and Cancel is there while connecting."""

from __future__ import annotations

import socket

import pytest

from common.core import registry
from common.net.threaded import ThreadedClient
from common.ui.lobby import LobbyScene
from common.ui.online_screens import OnlineScene
from tests.ui.driver import click, run_frames, wait_online

SERVERS_WORDS = "«сервер» "


@pytest.fixture(autouse=True)
def server_speaks_another_language(monkeypatch):
    """The server's reasons are in its own language (here: marked as such)."""
    for module in ("common.net.room", "common.net.server"):
        monkeypatch.setattr(f"{module}._", lambda words: SERVERS_WORDS + words)


def open_room(address: str, others: list, seats: list[dict], start: bool = False) -> str:
    """A room made by a scripted host (and joined by a scripted friend for `start`)."""
    host = ThreadedClient()
    others.append(host)
    host.connect(f"ws://{address}").result(10)
    rules = registry.find("marrakech").game()
    setup = rules.setup_to_json(rules.setup_from_json({"players": len(seats)}))
    code = host.call("create", "marrakech", setup, seats, "Amira").result(10)["code"]
    if start:
        host.call("start").result(10)
    return code


def join_form(app, address: str, code: str, name: str = "Leila") -> OnlineScene:
    app.nav.online()
    run_frames(app)
    form = app.top
    assert isinstance(form, OnlineScene)
    form.address.value, form.code.value, form.name.value = address, code, name
    click(app, form.join_button.rect.center)
    return form


def said(app, form: OnlineScene) -> str:
    wait_online(app, lambda: form.error or not isinstance(app.top, OnlineScene), 15)
    assert app.top is form, "it should have stayed on the form"
    assert SERVERS_WORDS not in form.status, "said in the window's language, not the server's"
    return form.status


def test_a_wrong_room_code_is_said(app, server):
    assert "no room with that code" in said(app, join_form(app, server, "ACDEFG"))


def test_a_code_that_cannot_be_one_is_said_before_connecting(app, server):
    form = join_form(app, server, "hello")
    assert form.error and "6 letters" in form.status and not form._busy()


def test_a_server_not_reachable_is_said(app):
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    words = said(app, join_form(app, f"127.0.0.1:{port}", "ACDEFG"))
    assert f"Nobody answers at 127.0.0.1:{port}" in words and f"port {port} is" in words


def test_a_server_of_another_version_is_said(app, server, monkeypatch):
    monkeypatch.setattr("common.net.client.PROTOCOL", 99)
    words = said(app, join_form(app, server, "ACDEFG"))
    assert "version" in words and "update" in words


def test_a_full_room_is_said(app, server, others):
    code = open_room(server, others, [{"kind": "local"}, {"kind": "remote"}])
    friend = ThreadedClient()
    others.append(friend)
    friend.connect(f"ws://{server}").result(10)
    friend.call("join", code, "Karim").result(10)
    assert "full" in said(app, join_form(app, server, code))


def test_a_game_already_started_is_said(app, server, others):
    code = open_room(server, others, [{"kind": "local"}, {"kind": "computer", "level": "easy"}])
    others[0].call("start").result(10)
    assert "already started" in said(app, join_form(app, server, code))


def test_a_name_taken_is_said_and_another_name_gets_in(app, server, others):
    code = open_room(server, others, [{"kind": "local"}, {"kind": "remote"}])
    form = join_form(app, server, code, name="amira")
    assert "called amira already" in said(app, form)
    form.name.value = "Leila"
    click(app, form.join_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), 15)


def test_cancel_stops_connecting_and_stays_on_the_form(app):
    with socket.socket() as silent:  # accepts the connection, never answers the handshake
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        form = join_form(app, f"127.0.0.1:{silent.getsockname()[1]}", "ACDEFG")
        run_frames(app, 5)
        assert form._busy() and form.back.label == "Cancel" and "Connecting" in form.status
        click(app, form.back.rect.center)
        assert app.top is form and not form._busy() and form.back.label == "Back"
        assert "stopped" in form.status
