"""Online games from the app over loopback, shared by the online UI tests: a person hosts from
the title (Play online), a friend (a scripted client on its own thread) joins with the room
code, the host starts from the lobby, and both play random moves to the end."""

from __future__ import annotations

import errno
import random
import time
from functools import partial
from typing import Any

from common.core import saves
from common.net import seat_tokens
from common.net.threaded import ServerThread
from common.ui import lobby as lobby_module
from common.ui import online_hosting, online_screens
from common.ui.lobby import LobbyScene
from common.ui.online_table import OnlineTable
from common.ui.rematch_offer import RematchBand
from marrakech.rules.actions import TURN_ACTIONS
from tests.net.netkit import SCRIPTED
from tests.ui.driver import ARROW_KEYS, await_network, click, key, run_frames

LIMIT_SECONDS = 60


def watch_from_the_form(app, address: str, code: str) -> None:
    """Play online → the room's address and code → Watch."""
    app.nav.online()
    form = app.top
    form.address.value, form.code.value = address, code
    click(app, form.watch_button.rect.center)


def lobby_says(app, monkeypatch) -> list[str]:
    """What the lobby on top says in its message block, as it draws it (one frame)."""
    said: list[str] = []
    with monkeypatch.context() as patch:
        patch.setattr(lobby_module, "text_block", lambda _s, words, *a: said.append(words))
        app.dirty = True
        run_frames(app, 1)
    return said


def frames_until(app, condition, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the screen never got there"
        run_frames(app, 1)
        await_network()


def full_disk(monkeypatch) -> None:
    """From now on nothing can be written to the data folder: the disk is full."""

    def refuse(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(saves, "write_atomically", refuse)
    monkeypatch.setattr(seat_tokens, "write_atomically", refuse)


def host_from_the_title(app, friend, monkeypatch, game: int) -> OnlineTable:
    """Host `game` from the title (Play online), the friend joins, the host starts: the
    host's table."""
    monkeypatch.setattr(online_hosting, "LISTEN", ("127.0.0.1", 0))
    app.settings.lan_hosting = True  # agreed before (the agreeing: test_online_host)
    # The scripted friend moves far faster than a person: the hosted server lets it.
    monkeypatch.setattr(online_hosting, "ServerThread", partial(ServerThread, SCRIPTED))
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
    return app.top


def host_and_play(
    app, friend, monkeypatch, game: int, change: bool = False, full: bool = False
) -> dict[int, int]:
    """Host `game` from the title, the friend joins, both play random moves to the end. With
    `change`, every Marrakech turn is made twice before its roll (the host by the arrow keys,
    the friend by sending another turn at its decision's index): {action index: the turn
    kept}."""
    table = host_from_the_title(app, friend, monkeypatch, game)
    if full:  # the game ends on a full disk: its results show all the same, and say so
        full_disk(monkeypatch)
    rng = random.Random(game)
    latest = None
    changed: dict[int, int] = {}
    deadline = time.monotonic() + LIMIT_SECONDS
    while isinstance(app.top, OnlineTable):
        assert time.monotonic() < deadline, "the game did not end"
        for event in friend.poll():
            latest = event
        seats = friend.client.seats if friend.client else []
        state = latest.state if latest is not None else None
        caught_up = latest is not None and latest.cursor == friend.client.record.cursor
        to_move = caught_up and not state.is_terminal() and state.current_player() in seats
        rolls = caught_up and state.is_chance_node() and state.roller() in seats
        if rolls and change and latest.cursor - 1 not in changed:
            made = friend.client.record.actions[latest.cursor - 1].value
            other = TURN_ACTIONS[-1 if made != -1 else 1]
            changed[latest.cursor - 1] = other.value
            friend.call("act", other, latest.cursor - 1)
            latest = None
        elif rolls:
            friend.call("roll")
            latest = None
        elif to_move and state.forced_action() is None:
            friend.call("act", rng.choice(state.legal_actions()))
            latest = None
        unrolled = table.table.unrolled_decision()
        if change and unrolled is not None and unrolled not in changed:
            made = table.chosen_turn()
            other = -1 if made != -1 else 1
            changed[unrolled] = other
            key(app, ARROW_KEYS[(table.turn_base().assam[2] + other) % 4])
        elif table.table.roll_waiting() is not None:
            table.table.roll()
        elif table.table.human_to_move():
            assert table.submit(rng.choice(table.record.state.legal_actions()))
        run_frames(app, 1)
        await_network(0.005)
    band = app.top  # over the results: the rematch offer's band (common.ui.rematch_offer)
    assert isinstance(band, RematchBand)
    results = band.results
    assert "match" in results.record.meta.get("dice_check", "")
    frames_until(app, lambda: friend.poll() is not None and friend.client.verdict is not None)
    assert friend.client.verdict.fair
    if full:  # said over the results, and tried again
        assert app.keeping_note is not None and "the disk is full" in app.keeping_note[0]
        return changed
    kept = [info for info in saves.list_saves() if info.finished]
    assert len(kept) == 1
    assert saves.load(kept[0].path).seed == friend.client.verdict.record.seed
    assert friend.client.record.actions == results.record.actions
    return changed


class LocalServer:
    """A game server on 127.0.0.1 (the `local_server` fixture) and the scripted players'
    connections to it, each closed at the end."""

    def __init__(self) -> None:
        from common.net.threaded import ServerThread

        self.hosting = ServerThread()
        self.address = f"127.0.0.1:{self.hosting.start('127.0.0.1', 0)}"
        self.clients: list[Any] = []

    def client(self) -> Any:
        """A scripted player's connection (ThreadedClient), connected."""
        from common.net.threaded import ThreadedClient

        net = ThreadedClient()
        self.clients.append(net)
        net.connect(f"ws://{self.address}").result(10)
        return net

    def room(self, net: Any, game: str, kinds: list[str], name: str, **options: Any) -> str:
        """A room `net`'s player opens (seat kinds as given, computers at Easy): its code."""
        from common.core import registry

        rules = registry.find(game).game()
        setup = rules.setup_to_json(rules.setup_from_json({"players": len(kinds)}))
        seats = [{"kind": k, "level": "easy"} if k == "computer" else {"kind": k} for k in kinds]
        return net.call("create", game, setup, seats, name, 10.0, options).result(10)["code"]

    def stop(self) -> None:
        for net in self.clients:
            net.close(2.0)
        self.hosting.stop(2.0)


def join_from_the_form(app, address: str, code: str, name: str = "Leila") -> None:
    """Play online: the address, the code and the name typed, Join clicked."""
    app.nav.online()
    form = app.top
    form.address.value, form.code.value, form.name.value = address, code, name
    click(app, form.join_button.rect.center)
