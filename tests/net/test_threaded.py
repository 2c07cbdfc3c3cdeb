"""The client as the app uses it: from a thread that never waits (commands answered by
futures, events collected with poll()), and the seat tokens it keeps in the data folder."""

from __future__ import annotations

import random
import socket
import time

import pytest

from common.net import seat_tokens
from common.net.client import CLOSED
from common.net.errors import NetError
from common.net.threaded import ServerThread, ThreadedClient
from tests.heard import await_network, hear_the_network
from tests.net.netkit import HOST, SCRIPTED, setup_json


@pytest.fixture
def server_url():
    """A server on its own thread, as a hosting app runs it."""
    hosting = ServerThread(SCRIPTED)
    yield f"ws://{HOST}:{hosting.start(HOST, 0)}"
    hosting.stop()


def test_a_game_against_the_computer_from_a_thread_that_never_waits(server_url, monkeypatch):
    hear_the_network(monkeypatch)
    net = ThreadedClient()
    try:
        net.connect(server_url).result(5)
        seats = [{"kind": "computer", "level": "easy"}, {"kind": "local"}]
        room = net.call("create", "bombay", setup_json("bombay", 2), seats, "Ana").result(5)
        net.call("start").result(5)
        rng, sent, kinds = random.Random(3), -1, []
        deadline = time.monotonic() + 10
        while "end" not in kinds and time.monotonic() < deadline:  # the app's frames
            kinds += [event.message["type"] for event in net.poll()]
            client = net.client
            if "end" not in kinds and client.my_turn and sent != client.record.cursor:
                sent = client.record.cursor
                net.call("act", rng.choice(client.record.state.legal_actions()))
            await_network()
        assert "end" in kinds and "error" not in kinds
        assert net.client.verdict.fair and room["you"] == [1]
    finally:
        net.close()
    assert CLOSED in [event.message["type"] for event in net.poll()]


def test_a_server_that_is_not_there_is_said_so():
    with socket.socket() as probe:  # a free loopback port nobody listens on
        probe.bind((HOST, 0))
        port = probe.getsockname()[1]
    net = ThreadedClient()
    try:
        with pytest.raises(NetError) as refused:
            net.connect(f"ws://{HOST}:{port}", timeout=2).result(5)
        assert refused.value.reason
    finally:
        net.close()


def test_seat_tokens_are_kept_newest_first_and_forgotten(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    seat_tokens.remember("192.168.1.20:8765", "ACDEFG", "a" * 32, "bombay")
    seat_tokens.remember("[::1]:8765", "ACDEFH", "b" * 32, "marrakech")
    seat_tokens.remember("192.168.1.20:8765", "ACDEFG", "c" * 32, "bombay")  # the same seat again
    kept = seat_tokens.remembered()
    assert [(s["server"], s["token"]) for s in kept] == [
        ("192.168.1.20:8765", "c" * 32),
        ("[::1]:8765", "b" * 32),
    ]
    seat_tokens.forget("192.168.1.20:8765", "ACDEFG")
    assert [s["code"] for s in seat_tokens.remembered()] == ["ACDEFH"]
    (tmp_path / seat_tokens.FILE).write_text('{"seats": [{"token": "not hex"}]}')
    assert seat_tokens.remembered() == []  # a damaged file counts as empty (and is set aside)


def test_a_turn_based_open_table_is_made_listed_and_watched_from_threads(server_url):
    host, looking = ThreadedClient(), ThreadedClient()
    try:
        host.connect(server_url).result(5)
        seats = [{"kind": "local"}, {"kind": "remote"}]
        options = {"tempo": "turn", "move_seconds": 3600, "listed": True}
        setup = setup_json("bombay", 2)
        room = host.call("create", "bombay", setup, seats, "Ana", options=options).result(5)
        looking.connect(server_url).result(5)
        (listed,) = looking.call("open_tables").result(5)
        assert listed["code"] == room["code"] and listed["move_seconds"] == 3600
        watched = looking.call("watch", room["code"]).result(5)
        assert watched["watching"] and watched["options"]["tempo"] == "turn"
        assert "room" in [e.message["type"] for e in looking.poll()]  # applied here
    finally:
        host.close()
        looking.close()
