"""Talking at an online table with the mouse: a quick message chosen from the fixed list shows
over its sender's card for a few seconds; a take-back is asked for with Undo and happens
only when the others agree; the window asks for attention when the turn comes while it is
behind another window (a setting)."""

from __future__ import annotations

import random

import pygame
import pytest

from common.core import registry
from common.net.threaded import ServerThread, ThreadedClient
from common.ui import desktop_notice, online_talk
from common.ui.dialogs import Dialog
from common.ui.lobby import LobbyScene
from common.ui.online_table import OnlineTable
from tests.ui.driver import await_network, click, run_frames, wait_online


@pytest.fixture
def table(app):
    """The window at a Bombay table (seat 1) with a scripted host (seat 0) over loopback."""
    hosting = ServerThread()
    address = f"127.0.0.1:{hosting.start('127.0.0.1', 0)}"
    host = ThreadedClient()
    host.connect(f"ws://{address}").result(10)
    rules = registry.find("bombay").game()
    setup = rules.setup_to_json(rules.setup_from_json({"players": 2}))
    seats = [{"kind": "local"}, {"kind": "remote"}]
    code = host.call("create", "bombay", setup, seats, "Amira").result(10)["code"]
    app.nav.online()
    form = app.top
    form.address.value, form.code.value, form.name.value = address, code, "Leila"
    click(app, form.join_button.rect.center)
    wait_online(app, lambda: isinstance(app.top, LobbyScene), 15)
    host.call("start").result(10)
    wait_online(app, lambda: isinstance(app.top, OnlineTable), 15)
    yield app.top, host
    host.close(2.0)
    hosting.stop(2.0)


def host_moves(app, host: ThreadedClient, rng: random.Random) -> None:
    """The host plays until it is the window's turn."""
    scene = app.top

    def hosts_turn() -> bool:
        """The host's record (the one it chooses from) says the host is to move."""
        host.poll()
        state = host.client.record.state
        return state.current_player() == 0 and state.forced_action() is None

    for _ in range(20):
        if hosts_turn():
            played = len(host.client.record.actions)
            state = host.client.record.state
            host.call("act", rng.choice(state.legal_actions())).result(10)
            wait_online(app, lambda n=played: (host.poll(), len(host.client.record.actions))[1] > n)
        wait_online(app, lambda: scene.table.human_to_move() or hosts_turn(), 10)
        if scene.table.human_to_move():
            return
    raise AssertionError("the window's turn never came")


def test_a_quick_message_is_chosen_with_the_mouse_and_shown_on_the_senders_card(table):
    scene, host = table
    app = scene.app
    assert scene.hint_button.label == "Say…"
    click(app, scene.hint_button.rect.center)
    chooser = app.top
    assert isinstance(chooser, Dialog) and "Thank you!" in [b.label for b in chooser.buttons]
    click(app, next(b for b in chooser.buttons if b.label == "Thank you!").rect.center)
    wait_online(app, lambda: 1 in scene.talk.bubbles, 10)
    assert scene.talk.bubbles[1][0] == "Thank you!"  # on seat 1's card: the window's
    host.call("chat", "well_played").result(10)
    wait_online(app, lambda: 0 in scene.talk.bubbles, 10)
    run_frames(app, 1)
    before = app.screen.copy()
    scene.talk.bubbles.clear()
    app.dirty = True
    run_frames(app, 1)
    row = scene.lay.player_rows[0]
    changed = {
        (x, y)
        for x in range(0, app.size[0], 4)
        for y in range(0, app.size[1], 4)
        if before.get_at((x, y)) != app.screen.get_at((x, y))
    }
    assert any(row.collidepoint(p) for p in changed), "the bubble was drawn on the card"
    board = pygame.Rect(0, 0, scene.lay.panel.left, app.size[1])
    assert not any(board.collidepoint(p) for p in changed), "no piece of the board covered"


def test_a_bubble_goes_after_a_few_seconds(table, monkeypatch):
    scene, host = table
    monkeypatch.setattr(online_talk, "BUBBLE_SECONDS", 0.05)
    host.call("chat", "hello").result(10)
    wait_online(scene.app, lambda: 0 in scene.talk.bubbles, 10)
    wait_online(scene.app, lambda: not scene.talk.bubbles, 10)


@pytest.mark.parametrize("agree", [True, False], ids=["agreed", "refused"])
def test_undo_asks_the_others_and_happens_only_if_they_agree(table, agree):
    scene, host = table
    app = scene.app
    rng = random.Random(7)
    host_moves(app, host, rng)
    scene.submit(rng.choice(scene.record.state.legal_actions()))
    wait_online(app, lambda: scene.undo_button.enabled, 10)
    played = len(scene.record.played)
    click(app, scene.undo_button.rect.center)
    assert "Asking the others" in (scene.message or "")
    asked = None
    for _ in range(300):
        asked = next((e for e in host.poll() if e.message["type"] == "undo_asked"), asked)
        if asked is not None:
            break
        run_frames(app, 1)
        await_network()
    assert asked is not None and asked.message["name"] == "Leila", scene.message
    host.call("answer_undo", asked.message["request"], agree).result(10)
    words = "taken back" if agree else "said no"
    wait_online(app, lambda: words in (scene.message or ""), 10)
    assert (len(scene.record.played) < played) == agree
    run_frames(app, 2)
    notes = [e.text for e in scene.with_notes(scene.log_entries()) if "taken back" in e.text]
    if agree:  # issue 47, 1.9: the agreed take-back is a line of the game log
        assert notes == ["Leila's move was taken back: everyone agreed."]
    else:
        assert notes == []
    if not agree:  # issue 47, 1.9: not asked again for the same move
        run_frames(app, 1)
        assert not scene.undo_button.enabled
        assert scene.undo_button.tooltip == "The others said no to taking this move back"


def test_the_other_players_request_is_answered_in_a_dialog(table):
    scene, host = table
    app = scene.app
    rng = random.Random(8)
    host_moves(app, host, rng)
    steps = scene.record.played_steps
    if not any(step.is_decision and step.seat == 0 for step in steps):  # the window went first
        scene.submit(rng.choice(scene.record.state.legal_actions()))
        wait_online(app, lambda: not scene.table.human_to_move(), 10)
        host_moves(app, host, rng)  # the host's move is played; now the host asks it back
    host.call("ask_undo").result(10)
    wait_online(app, lambda: isinstance(app.top, Dialog), 10)
    assert "Amira asks to take back" in app.top.message
    click(app, app.top.buttons[1].rect.center)  # Refuse
    wait_online(app, lambda: not scene.talk.asking and app.top is scene, 10)


def test_the_window_asks_for_attention_when_the_turn_comes_behind(table, monkeypatch):
    scene, host = table
    app = scene.app
    played: list[str] = []
    flashed: list[int] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    monkeypatch.setattr(pygame.key, "get_focused", lambda: False)
    monkeypatch.setattr(online_talk, "flash_window", lambda: flashed.append(1))
    notices: list[tuple[str, str]] = []
    monkeypatch.setattr(desktop_notice, "NOTIFIER", FakeNotifier(notices))
    host_moves(app, host, random.Random(9))
    assert played.count("turn") == 1 and flashed == [1]
    code = host.client.room["code"]
    assert notices == [("Bazaar", f"Your turn in Bombay Bazar (room {code})")]
    app.settings.turn_alert = False
    scene.talk.was_my_turn = False
    run_frames(app, 2)
    assert played.count("turn") == 1, "switched off in Settings: no chime"
    assert len(notices) == 2, "the desktop notice is a setting of its own"
    app.settings.turn_notice = False
    scene.talk.was_my_turn = False
    run_frames(app, 2)
    assert len(notices) == 2, "switched off in Settings: no desktop notice"


class FakeNotifier:
    def __init__(self, shown: list[tuple[str, str]]) -> None:
        self.shown = shown

    def notify(self, title: str, body: str) -> None:
        self.shown.append((title, body))


def test_a_dropped_player_is_shown_at_once_with_a_ticking_clock_and_cleared_on_return(table):
    """Issue 47, 1.2: the other window's connection drops: this table is redrawn at once
    without the mouse moving, its clock redraws every second, and the notice goes when the
    player is back."""
    scene, host = table
    app = scene.app
    now = [1000.0]
    scene.clock = lambda: now[0]
    drawn: list[int] = []
    draw = app.draw
    app.draw = lambda *rects: (drawn.append(1), draw(*rects))[1]
    code, token = host.client.room["code"], host.client.token
    host.close(2.0)
    wait_online(app, lambda: 0 in scene.gone_since, 10)
    assert drawn, "redrawn when the news arrived"
    run_frames(app, 2)
    drawn.clear()
    now[0] += 1.0
    run_frames(app, 1)
    assert drawn, "the clock of the lost connection is redrawn each second"
    assert scene.card_notes() == {0: "connection lost, 0:01"}, "on the card, whoever's turn"
    if scene.table.shown.current_player() == 0:
        assert "connection lost, 0:01" in scene.status_text()
    back = ThreadedClient()
    try:
        back.connect(f"ws://{scene.link.address}").result(10)
        back.call("rejoin", code, token).result(10)
        drawn.clear()
        wait_online(app, lambda: 0 not in scene.gone_since, 10)
        assert drawn, "redrawn when the player came back"
        assert "connection lost" not in scene.status_text() and not scene.card_notes()
    finally:
        back.close(2.0)


@pytest.mark.parametrize(
    ("code", "words"),
    [("undo", "take-back cannot be asked now"), ("not_allowed", "It is not your turn")],
)
def test_a_refusal_at_the_table_is_said_in_the_windows_language(table, code, words):
    """Issue 47, 1.3: the server's reason is in its own language; the window says the code in
    its own words."""
    scene, _host = table
    theirs = "«сервер» Ждём Амиру"
    refusal = {"type": "error", "code": code, "reason": theirs}
    scene.link.net._incoming.put(refusal)  # as if the server had sent it
    run_frames(scene.app, 2)
    assert words in (scene.message or "") and theirs not in scene.message
