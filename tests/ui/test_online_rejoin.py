"""Coming back to an online game: a window closed mid-game rejoins its seat at the move the game
has reached from the title's Resume (the seat's token kept in the data folder), and a host who
quits and hosts again brings the kept game back, so the friends rejoin it too."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from common.core import registry
from common.net import seat_tokens
from common.net.threaded import ServerThread, ThreadedClient
from common.ui import navigation, online_hosting
from common.ui.draw import fitting_size
from common.ui.lobby import LobbyScene
from common.ui.online_table import OnlineTable
from common.ui.title import TitleScene
from tests.ui.driver import await_network, click, run_frames, wait_online

SECONDS = 20


@pytest.fixture
def nets():
    made: list = []
    yield made
    for net in made:
        net.close(2.0)


def scripted(nets: list, address: str) -> ThreadedClient:
    net = ThreadedClient()
    nets.append(net)
    net.connect(f"ws://{address}").result(10)
    return net


def play_until(app, others: list, enough, rng: random.Random) -> None:
    """Everyone plays random legal moves (the window's through its table) until `enough()`."""
    deadline = time.monotonic() + SECONDS
    acted_at = {id(other): -1 for other in others}
    while not enough():
        assert time.monotonic() < deadline, "the game did not get there"
        for other in others:
            other.poll()
            record = other.client.record
            state = record.state
            mine = not state.is_terminal() and state.current_player() in other.client.seats
            ready = acted_at[id(other)] != record.cursor
            if ready and state.is_chance_node() and state.roller() in other.client.seats:
                acted_at[id(other)] = record.cursor
                other.call("roll")
            elif mine and state.forced_action() is None and ready:
                acted_at[id(other)] = record.cursor
                other.call("act", rng.choice(state.legal_actions()))
        table = app.top
        if isinstance(table, OnlineTable):
            if table.table.roll_waiting() is not None:
                table.table.roll()
            elif table.table.human_to_move():
                table.submit(rng.choice(table.record.state.legal_actions()))
        run_frames(app, 1)
        await_network(0.005)


def title_rects(app) -> list:
    title = app.top
    assert isinstance(title, TitleScene)
    return [b.rect.copy() for b in title.game_buttons] + [title.quit_button.rect.copy()]


def test_a_closed_window_rejoins_its_seat_at_the_right_move(app, nets):
    hosting = ServerThread()
    address = f"127.0.0.1:{hosting.start('127.0.0.1', 0)}"
    try:
        host = scripted(nets, address)
        rules = registry.find("marrakech").game()
        setup = rules.setup_to_json(rules.setup_from_json({"players": 2}))
        seats = [{"kind": "local"}, {"kind": "remote"}]
        code = host.call("create", "marrakech", setup, seats, "Amira").result(10)["code"]
        app.nav.title()
        before = title_rects(app)
        app.nav.online()
        form = app.top
        form.address.value, form.code.value, form.name.value = address, code, "Leila"
        click(app, form.join_button.rect.center)
        wait_online(app, lambda: isinstance(app.top, LobbyScene), 15)
        host.call("start").result(10)
        wait_online(app, lambda: isinstance(app.top, OnlineTable), 15)
        play_until(app, [host], lambda: len(app.top.record.actions) >= 8, random.Random(3))
        app.nav.title()  # the window goes (the seat stays on the server)
        played = host.client.record.cursor
        title = app.top
        assert [b.label for b in title.resume_buttons] == ["Rejoin Marrakech online", "Forget it"]
        assert title_rects(app) == before, "the title's buttons moved when Resume appeared"
        click(app, title.resume_button.rect.center)
        wait_online(app, lambda: isinstance(app.top, OnlineTable), 15)
        table = app.top
        host.poll()  # the scripted host's record takes what arrived (on this thread)
        wait_online(
            app, lambda: host.poll() == [] and table.record.cursor == host.client.record.cursor, 10
        )
        assert table.record.cursor >= played  # where it stood (and a move in flight, kept)
        assert [str(a) for a in table.record.played] == [str(a) for a in host.client.record.played]
        assert table.table.mine == frozenset({1})
        play_until(app, [host], lambda: len(table.record.actions) >= played + 4, random.Random(4))
    finally:
        hosting.stop(2.0)


def test_a_host_who_quits_and_hosts_again_lets_the_friends_rejoin(app, nets, monkeypatch):
    monkeypatch.setattr(online_hosting, "LISTEN", ("127.0.0.1", 0))
    app.settings.lan_hosting = True  # agreed before (the agreeing: test_online_host)
    app.nav.online()
    form = app.top
    form.name.value = "Amira"
    click(app, form.count.segment(1).center)  # three players: two friends
    click(app, form.host_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), 15)
    lobby = app.top
    address, code = f"127.0.0.1:{lobby.link.port}", lobby.room["code"]
    friends = [scripted(nets, address) for _ in range(2)]
    tokens = []
    for net, name in zip(friends, ("Leila", "Karim"), strict=True):
        net.call("join", code, name).result(10)
        tokens.append(net.client.token)
    wait_online(app, lambda: lobby.start.enabled, 15)
    click(app, lobby.start.rect.center)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), 15)
    table = app.top
    play_until(app, friends, lambda: len(table.record.actions) >= 12, random.Random(5))
    played = len(table.record.actions)
    app.nav.title()  # the host's window closes: its server with it
    for friend in friends:
        wait_online(app, lambda f=friend: f.client.closed_reason is not None, 10)
    title = app.top
    assert [b.label for b in title.resume_buttons] == ["Host Marrakech again", "Forget it"]
    click(app, title.resume_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), 15)
    resumed = app.top.record.cursor
    assert resumed >= played and app.top.link.port == lobby.link.port  # (a move in flight kept)
    for token in tokens:  # each friend comes back with the seat's token, at the same move
        again = scripted(nets, address)
        room = again.call("rejoin", code, token).result(10)
        assert len(room["actions"]) == resumed
    assert seat_tokens.remembered()[0]["hosted"]


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_titles_rejoin_says_its_words_as_large_as_the_other_buttons(app, size, monkeypatch):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()
    long = "Rejoin Bombay Bazar online, room KX4T9P"  # as long as a translation may make it
    monkeypatch.setattr(navigation, "online_resumes", lambda app: [(long, "", lambda: None)])
    app.nav.title()
    run_frames(app, 1)
    title = app.top
    rejoin, game = title.resume_button, title.game_buttons[0]
    words = rejoin.text_size()
    assert words == game.text_size()
    assert fitting_size(rejoin.label, words, rejoin.rect.width - words, bold=True) == words
