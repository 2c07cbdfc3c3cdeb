"""Watching (issue 49, 5), over a server on 127.0.0.1: with the room code this window watches
a game two others play: the table is read-only (no move, no quick messages, no take-back), the
status says so, and Moves so far steps through the moves played until now like a replay; the
players' tables say how many watch."""

from __future__ import annotations

import random

from common.net.threaded import ThreadedClient
from common.ui.lobby import LobbyScene
from common.ui.online_table import OnlineTable
from common.ui.replay import ReplayScene
from common.ui.watching import WatchingTable
from tests.ui.driver import click, run_frames, wait_online
from tests.ui.online_driver import join_from_the_form, lobby_says, watch_from_the_form

SECONDS = 15


def play(app, nets: list[ThreadedClient], moves: int, rng: random.Random) -> None:
    """The scripted players make `moves` moves between them (the window's frames run on)."""

    def mover() -> ThreadedClient | None:
        for net in nets:
            net.poll()
            client = net.client
            if client.my_turn and client.record.state.forced_action() is None:
                return net
        return None

    for _move in range(moves):
        wait_online(app, lambda: mover() is not None, SECONDS)
        net = mover()
        net.call("act", rng.choice(net.client.record.state.legal_actions())).result(10)
        wait_online(app, lambda n=net: (n.poll(), not n.client.my_turn)[1], SECONDS)


def test_a_watcher_follows_the_game_read_only_and_steps_through_its_moves(app, local_server):
    host, guest = local_server.client(), local_server.client()
    code = local_server.room(host, "bombay", ["local", "remote"], "Amira")
    guest.call("join", code, "Leila").result(10)
    host.call("start").result(10)
    play(app, [host, guest], 4, random.Random(3))
    watch_from_the_form(app, local_server.address, code)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), SECONDS)
    table = app.top
    assert isinstance(table, WatchingTable) and table.table.mine == frozenset()
    run_frames(app, 2)
    assert table.status_text().startswith("Watching: ")
    assert not table.hint_button.visible and not table.redo_button.visible
    assert table.undo_button.label == "Moves so far" and table.undo_button.enabled
    assert not table.table.human_to_move(), "nothing to drag or roll"
    wait_online(app, lambda: (host.poll(), host.client.room.get("watchers") == 1)[1], SECONDS)
    before = table.record.cursor
    play(app, [host, guest], 2, random.Random(4))  # the watcher follows the moves made since
    wait_online(app, lambda: table.record.cursor > before, SECONDS)
    seen = table.record.cursor
    wait_online(app, lambda: (host.poll(), host.client.record.cursor >= seen)[1], SECONDS)
    assert table.record.played[:seen] == host.client.record.played[:seen], "what players see"
    click(app, table.undo_button.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.end == table.record.cursor
    assert replay.index == replay.end, "from the latest move"
    click(app, replay.first.rect.center)
    assert replay.index == 0
    click(app, replay.close.rect.center)
    assert app.top is table


def test_the_players_table_says_how_many_watch_and_the_server_has_their_webhook(app, local_server):
    host = local_server.client()
    code = local_server.room(host, "bombay", ["local", "remote"], "Amira")
    app.settings.webhook = "https://ntfy.sh/leila-plays"  # Settings → Turn webhook
    join_from_the_form(app, local_server.address, code)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    host.call("start").result(10)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), SECONDS)
    table = app.top
    assert "watching" not in table.status_text()
    members = local_server.hosting.server.rooms[code].members
    wait_online(app, lambda: members[1].webhook == "https://ntfy.sh/leila-plays", SECONDS)
    local_server.client().call("watch", code).result(10)
    wait_online(app, lambda: table.watchers() == 1, SECONDS)
    assert table.status_text().endswith(" · 1 watching")


def test_a_watcher_who_comes_before_the_start_waits_in_the_lobby_then_watches(
    app, local_server, monkeypatch
):
    host, guest = local_server.client(), local_server.client()
    code = local_server.room(host, "marrakech", ["local", "remote"], "Amira")
    watch_from_the_form(app, local_server.address, code)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), SECONDS)
    lobby = app.top
    assert not lobby.start.visible, "a watcher starts nothing"
    said = lobby_says(app, monkeypatch)
    assert said == ["You are watching: the table shows once the host starts the game."]
    guest.call("join", code, "Leila").result(10)
    host.call("start").result(10)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), SECONDS)
    assert isinstance(app.top, WatchingTable)
