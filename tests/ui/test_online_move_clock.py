"""A turn-based game's move clock at the table (issue 49, 1 and 4), over a server on 127.0.0.1
whose clock is injected (nothing waits on real time): the status says the time the player to
move has left, counting down; once it ran out it says so, and this player (not the room's
creator) may give that seat to the computer or end the game, from the menu."""

from __future__ import annotations

import random

import pygame

from common.ui.online_table import OnlineTable
from tests.ui.driver import click, key, wait_online
from tests.ui.online_driver import join_from_the_form

SECONDS = 15
HOUR = 3600


def test_the_clock_counts_down_and_a_seat_out_of_time_may_be_given_away(
    app, local_server, monkeypatch
):
    now = [500.0]
    monkeypatch.setattr(OnlineTable, "clock", staticmethod(lambda: now[0]))  # the table's
    server_now = [1000.0]
    local_server.hosting.server.turns.clocks.clock = lambda: server_now[0]
    host, omar = local_server.client(), local_server.client()
    options = {"tempo": "turn", "move_seconds": HOUR}
    kinds = ["local", "remote", "remote"]
    code = local_server.room(host, "marrakech", kinds, "Amira", **options)
    omar.call("join", code, "Omar").result(10)
    join_from_the_form(app, local_server.address, code)  # full: it starts by itself
    wait_online(app, lambda: isinstance(app.top, OnlineTable), SECONDS)
    table = app.top
    rng = random.Random(5)

    def omar_to_move() -> bool:
        """Amira and this window play until it is Omar's turn (seat 2)."""
        host.poll()
        client = host.client
        if client.to_roll:
            host.call("roll").result(10)
        elif client.my_turn:
            host.call("act", rng.choice(client.record.state.legal_actions())).result(10)
        if table.table.roll_waiting() is not None:
            table.table.roll()
        elif table.table.human_to_move():
            table.submit(rng.choice(table.record.state.legal_actions()))
        return table.table.caught_up and table.record.state.current_player() == 1

    wait_online(app, omar_to_move, SECONDS)
    wait_online(app, lambda: (table.followed_clock().view or {}).get("seat") == 1, SECONDS)
    assert table.status_text() == "Waiting for Omar… · 1 h 0 min left"
    now[0] += 600
    assert table.status_text() == "Waiting for Omar… · 50 min left", "counted down here"
    key(app, pygame.K_ESCAPE)
    labels = [b.label for b in app.top.buttons]
    assert not any("computer" in label or "End the game" in label for label in labels)
    key(app, pygame.K_ESCAPE)  # back to the table: his time is not out
    server_now[0] += HOUR + 1
    hosting = local_server.hosting
    hosting._loop.call_soon_threadsafe(hosting.server.turns.sweep)
    wait_online(app, lambda: table.followed_clock().overdue() == 1, SECONDS)
    assert table.status_text() == "Waiting for Omar… · Omar's time ran out"
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert "End the game…" in [b.label for b in menu.buttons], "not the creator, yet may"
    give = next(b for b in menu.buttons if b.label == "Give Omar's seat to the computer…")
    click(app, give.rect.center)
    levels = app.top
    assert [b.label for b in levels.buttons] == ["Easy", "Medium", "Hard", "Cancel"]
    click(app, levels.buttons[1].rect.center)  # Medium
    wait_online(app, lambda: table.seat_views[1]["kind"] == "computer", SECONDS)
    assert table.name(1) == "Omar (computer)"
