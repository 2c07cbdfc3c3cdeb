"""Hosting from the Play online screen (issue 47 part 3, defects 1.4, 1.5, 1.9): on a server
anyone reaches or on this computer (listening on the network only once agreed, on the port it
says), the invite that never gives a loopback address, Paste invite, the name kept between
visits and a second default name, and a kept seat forgotten from the title."""

from __future__ import annotations

import socket

import pygame
import pytest

from common.core import registry, saves
from common.core.record import GameRecord
from common.net import seat_tokens
from common.net.threaded import ThreadedClient
from common.ui import online_hosting, online_invite
from common.ui.dialogs import Dialog
from common.ui.lobby import LobbyScene
from common.ui.online_screens import ON_A_SERVER, OnlineScene
from common.ui.online_servers import normal_address, url
from common.ui.settings import load_settings
from common.ui.settings_scene import SettingsScene
from common.ui.title import TitleScene
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from tests.ui.driver import click, run_frames, wait_online

SECONDS = 15


@pytest.fixture
def debian_names(monkeypatch):
    """This computer's name resolves to 127.0.1.1 (Debian's /etc/hosts), and the way out to
    the network goes through 192.168.1.20."""

    monkeypatch.setattr(online_invite, "named_addresses", lambda: ["127.0.1.1"])
    monkeypatch.setattr(online_invite, "route_address", lambda: "192.168.1.20")


def online_form(app) -> OnlineScene:
    app.nav.online()
    run_frames(app)
    form = app.top
    assert isinstance(form, OnlineScene)
    return form


def test_the_invite_never_gives_a_loopback_address(debian_names):
    line = online_invite.invite_for(None, 8765, "KX4T9P").line
    assert line == "Join my Bazaar game: 192.168.1.20:8765 code KX4T9P"
    on_loopback_server = online_invite.invite_for("127.0.0.1:9000", 0, "KX4T9P")
    assert "192.168.1.20:9000" in on_loopback_server.line
    assert "reaches only this computer" in on_loopback_server.warning


def test_without_a_network_address_there_is_no_invite_and_hosting_on_a_server_is_said(
    monkeypatch,
):
    monkeypatch.setattr(online_invite, "lan_addresses", lambda: [])
    invite = online_invite.invite_for(None, 8765, "KX4T9P")
    assert invite.line is None and "host on a server" in invite.warning


def test_hosting_on_a_server_makes_the_room_there_and_the_invite_names_it(app, server, others):
    """A server is typed once: the room is made there, the lobby's invite carries it (a name
    anyone reaches, as typed), and the next visit offers the server again."""
    form = online_form(app)
    assert form.where.selected == 0, "a newcomer has no server yet"
    click(app, form.where.segment(ON_A_SERVER).center)
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    form.server.value = f"127.0.0.1:{port}"  # nobody answers: said, never a freeze
    form.name.value = "Amira"
    click(app, form.host_button.rect.center)
    wait_online(app, lambda: form.error, SECONDS)
    assert f"Nobody answers at 127.0.0.1:{port}" in form.status
    assert f"port {port} is forwarded" in form.status
    form.server.value = server
    click(app, form.host_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    lobby = app.top
    assert lobby.start.visible and lobby.copy.visible, "the creator starts and invites"
    assert lobby.link.server is None, "nothing is hosted on this computer"
    friend = ThreadedClient()
    others.append(friend)
    friend.connect(f"ws://{server}").result(10)
    friend.call("join", lobby.room["code"], "Leila").result(10)
    wait_online(app, lambda: lobby.start.enabled, SECONDS)
    assert load_settings().servers == [server]
    app.nav.title()
    again = online_form(app)
    assert again.where.selected == ON_A_SERVER and again.server.value == server
    assert again.name.value == "Amira", "the name is kept between visits"


def test_an_invite_to_a_named_server_is_the_server_as_typed():
    line = online_invite.invite_for("play.example.org:8765", 0, "KX4T9P").line
    assert line == "Join my Bazaar game: play.example.org:8765 code KX4T9P"


def test_paste_invite_fills_the_join_form(app, monkeypatch):
    form = online_form(app)
    line = "Join my Bazaar game: play.example.org:9000 code KX4T9P"
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: line)
    click(app, form.paste.rect.center)
    assert (form.address.value, form.code.value) == ("play.example.org:9000", "KX4T9P")
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "hello there")
    click(app, form.paste.rect.center)
    assert form.error and "not an invite" in form.status


def test_hosting_on_this_computer_asks_once_before_listening_on_the_network(
    app, monkeypatch, debian_names
):
    monkeypatch.setattr(online_hosting, "LISTEN", ("127.0.0.1", 0))
    form = online_form(app)
    click(app, form.host_button.rect.center)
    asked = app.top
    assert isinstance(asked, Dialog) and "port 8765" in asked.message
    click(app, asked.buttons[1].rect.center)  # Cancel: nothing listens
    assert app.top is form and form.connecting is None
    click(app, form.host_button.rect.center)
    click(app, app.top.buttons[0].rect.center)  # Allow and host
    wait_online(app, lambda: isinstance(app.top, LobbyScene) or form.error, SECONDS)
    assert isinstance(app.top, LobbyScene), form.status
    lobby = app.top
    line = lobby.invite().line
    assert line.endswith(f"192.168.1.20:{lobby.link.port} code {lobby.room['code']}")
    assert "same network" in lobby.invite().warning
    assert load_settings().lan_hosting
    lobby.link.close()
    form = online_form(app)
    click(app, form.host_button.rect.center)  # agreed once: no question
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    app.top.link.close()


def test_a_busy_port_is_said_and_the_invite_gives_the_port_in_use(app, monkeypatch, debian_names):
    app.settings.lan_hosting = True
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        busy = taken.getsockname()[1]
        monkeypatch.setattr(online_hosting, "LISTEN", ("127.0.0.1", busy))
        form = online_form(app)
        click(app, form.host_button.rect.center)
        wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    lobby = app.top
    port = lobby.link.port
    assert port != busy
    assert f"Port {busy} is taken" in lobby.link.note and f"port {port}" in lobby.link.note
    assert f":{port} code" in lobby.invite().line
    lobby.link.close()


def test_two_newcomers_who_keep_the_default_name_play_together(app, server, others):
    host = ThreadedClient()
    others.append(host)
    host.connect(f"ws://{server}").result(10)
    rules = registry.find("marrakech").game()
    setup = rules.setup_to_json(rules.setup_from_json({"players": 2}))
    seats = [{"kind": "local"}, {"kind": "remote"}]
    code = host.call("create", "marrakech", setup, seats, "Guest 1").result(10)["code"]
    form = online_form(app)
    assert form.name.value == "Guest 1"
    form.address.value, form.code.value = server, code
    click(app, form.join_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    assert [s.get("name") for s in app.top.room["seats"]] == ["Guest 1", "Guest 2"]
    assert load_settings().online_name == "", "the default is not kept as a chosen name"


def test_a_kept_seat_is_forgotten_from_the_title(app):
    seat_tokens.remember("127.0.0.1:8765", "KX4T9P", "ab" * 16, "marrakech", hosted=True)
    app.nav.title()
    run_frames(app)
    title = app.top
    assert [b.label for b in title.resume_buttons] == ["Host Marrakech again", "Forget it"]
    click(app, title.resume_buttons[1].rect.center)
    assert isinstance(app.top, TitleScene) and app.top.resume_buttons == []
    assert seat_tokens.remembered() == []


def test_a_kept_online_game_keeps_the_computers_whole_name(app):
    names = ["Amira", "Computer (Medium)", "Компьютер (Сложный)"]
    record = GameRecord(MARRAKECH, MarrakechSetup(3), 5, {"players": names})
    saves.save_as(record, "online", kept=True)
    assert [info.players for info in saves.list_saves()] == [tuple(names)]


def test_settings_keep_the_servers_typed_and_forget_one(app):
    app.push(SettingsScene(app))
    run_frames(app)
    settings = app.top
    settings.server.value = "not an address!"
    click(app, settings.add_server.rect.center)
    assert "Type the server's address" in settings.server_problem
    for typed in ("ws://play.example.org", "friends.example.net:9000"):
        settings.server.value = typed
        click(app, settings.add_server.rect.center)
    assert load_settings().servers == ["friends.example.net:9000", "play.example.org:8765"]
    click(app, settings.forget_server.rect.center)  # the one shown: the latest
    assert load_settings().servers == ["play.example.org:8765"]
    assert settings.server.value == "play.example.org:8765"
    app.pop()
    form = online_form(app)
    assert form.where.selected == ON_A_SERVER and form.server.value == "play.example.org:8765"


def test_a_server_behind_tls_is_reached_by_wss_and_its_invite_says_so():
    address = normal_address("wss://play.example.org/")
    assert address == "wss://play.example.org:443" and url(address) == address
    assert url(normal_address("play.example.org")) == "ws://play.example.org:8765"
    line = online_invite.invite_for(address, 0, "KX4T9P").line
    assert online_invite.parse_invite(line) == (address, "KX4T9P")
