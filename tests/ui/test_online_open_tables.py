"""The room's choices and Open tables (issue 49, 1 and 7), over a server on 127.0.0.1: a host
chooses turn-based with a day a move and an open table, and the room is made so; a newcomer
opens Play online → Open tables, sees the table (game, host, seats free, tempo, language) and
sits down at it with one click."""

from __future__ import annotations

from common.ui.lobby import LobbyScene
from common.ui.online_screens import ON_A_SERVER, OnlineScene
from common.ui.online_table import OnlineTable
from common.ui.open_tables import OpenTablesScene, table_words
from common.ui.room_choices import RoomChoicesDialog
from tests.ui.driver import click, run_frames, wait_online

SECONDS = 15


def test_a_turn_based_open_table_is_chosen_when_hosting(app, local_server):
    app.nav.online()
    form = app.top
    assert form.room_button.label == "Real time"
    click(app, form.room_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, RoomChoicesDialog)
    click(app, dialog.tempo.segment(2).center)  # 1 day a move
    click(app, dialog.listed.rect.midleft)
    click(app, dialog.done.rect.center)
    assert app.top is form and form.room_button.label == "1 day a move, open table"
    click(app, form.where.segment(ON_A_SERVER).center)
    form.server.value, form.name.value = local_server.address, "Amira"
    click(app, form.host_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    room = local_server.hosting.server.rooms[app.top.room["code"]]
    assert (room.options.tempo, room.options.move_seconds) == ("turn", 86400)
    assert room.options.listed and room.options.watchable and room.options.language == "en"


def test_open_tables_lists_the_servers_rooms_and_a_click_sits_down(app, local_server):
    address = local_server.address
    options = {"tempo": "turn", "move_seconds": 3 * 86400, "listed": True, "language": "ru"}
    code = local_server.room(
        local_server.client(), "bombay", ["local", "remote"], "Amira", **options
    )
    app.nav.online()
    form = app.top
    assert isinstance(form, OnlineScene)
    form.address.value, form.name.value = "", "Leila"
    click(app, form.tables_button.rect.center)
    assert "Type the server's address" in form.status, "no server typed: said"
    form.address.value = address
    click(app, form.tables_button.rect.center)
    tables = app.top
    assert isinstance(tables, OpenTablesScene)
    wait_online(app, lambda: tables.pending is None, SECONDS)
    assert [t["code"] for t in tables.tables] == [code]
    assert table_words(tables.tables[0]) == (
        "Bombay Bazar at Amira's table",
        "1 of 2 seats free · 3 days a move · Русский",
    )
    click(app, tables.rows[0].center)
    # Seated: in the lobby, or already at the table (a full turn-based room starts by itself,
    # and its start may come before the lobby's first frame).
    wait_online(app, lambda: isinstance(app.top, (LobbyScene, OnlineTable)), SECONDS)
    client = app.top.link.net.client
    assert client.room["code"] == code and client.seats == [1]


def test_a_server_nobody_answers_at_is_said_on_open_tables(app):
    app.nav.online()
    form = app.top
    form.address.value = "127.0.0.1:1"
    click(app, form.tables_button.rect.center)
    tables = app.top
    wait_online(app, lambda: tables.pending is None, SECONDS)
    assert tables.error and "Nobody answers at 127.0.0.1:1" in tables.status
    click(app, tables.close_button.rect.center)
    assert app.top is form
    run_frames(app, 1)
