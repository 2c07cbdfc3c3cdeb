"""The lobby of a turn-based room says what will happen (issue 49): the game starts by itself
once every seat is taken (no Start to wait for), and the creator may leave, the game waiting on
the server. Over a server on 127.0.0.1."""

from __future__ import annotations

from common.ui.lobby import LobbyScene
from common.ui.online_screens import ON_A_SERVER
from common.ui.online_table import OnlineTable
from common.ui.room_choices import RoomChoicesDialog
from common.ui.watching import WatchingTable
from tests.ui.driver import click, wait_online
from tests.ui.online_driver import lobby_says, watch_from_the_form

SECONDS = 15


def test_a_turn_based_lobby_says_it_starts_by_itself_and_the_creator_may_leave(app, local_server):
    app.nav.online()
    form = app.top
    click(app, form.room_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, RoomChoicesDialog)
    click(app, dialog.tempo.segment(2).center)  # 1 day a move
    click(app, dialog.done.rect.center)
    click(app, form.where.segment(ON_A_SERVER).center)
    form.server.value, form.name.value = local_server.address, "Amira"
    click(app, form.host_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    lobby = app.top
    assert lobby.turn_based and not lobby.start.visible, "no Start: nobody has to press it"
    words = lobby.turn_words()
    assert "starts by itself once every seat is taken" in words
    assert "You may leave: the game waits on the server, and My games brings you back" in words
    assert lobby.copy.visible, "the invite is still there to send"
    friend = local_server.client()
    friend.call("join", lobby.room["code"], "Leila").result(SECONDS)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), SECONDS)  # nobody pressed Start


def test_a_watcher_of_a_turn_based_room_is_told_it_shows_once_every_seat_is_taken(
    app, local_server, monkeypatch
):
    host, guest = local_server.client(), local_server.client()
    code = local_server.room(host, "marrakech", ["local", "remote"], "Amira", tempo="turn")
    watch_from_the_form(app, local_server.address, code)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    said = lobby_says(app, monkeypatch)
    assert said == ["You are watching: the table shows once every seat is taken."]
    guest.call("join", code, "Leila").result(SECONDS)
    wait_online(app, lambda: isinstance(app.top, WatchingTable), SECONDS)  # no Start pressed
