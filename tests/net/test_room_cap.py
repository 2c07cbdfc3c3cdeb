"""The room cap and the addresses limits count (issue 48, fault 4): abandoned started rooms
make way when the server is full, and an IPv6 host counts by its /64."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.limits import SlowDown, address_key
from common.net.server import GameServer
from tests.net.netkit import HOST, SCRIPTED, close_all, play, run, table, turn_of


def test_ipv6_counts_by_its_64_and_ipv4_as_itself():
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff:1:2") == "2001:db8::/64"
    assert address_key("2001:db8:0:1::1") != address_key("2001:db8::1")
    assert address_key("::ffff:192.0.2.7") == address_key("192.0.2.7") == "192.0.2.7"
    assert address_key("192.0.2.7") != address_key("192.0.2.8")


def test_wrong_guesses_past_the_share_wait_their_turn_and_the_share_comes_back():
    now = [0.0]
    slow = SlowDown(rate=1 / 3, burst=3, clock=lambda: now[0])
    assert [slow.wait("192.0.2.7") for _ in range(5)] == [0.0, 0.0, 0.0, 3.0, 6.0]
    assert slow.wait("198.51.100.1") == 0.0  # another address has its own share
    now[0] = 30.0
    assert slow.wait("192.0.2.7") == 0.0


def test_a_full_server_drops_the_room_abandoned_longest_but_never_a_recent_one():
    now = [1000.0]
    limits = replace(SCRIPTED, rooms=2, abandoned_seconds=600.0)

    async def scenario():
        server = GameServer(limits, clock=lambda: now[0])
        url = f"ws://{HOST}:{await server.start(HOST, 0)}"
        codes = []
        for _room in range(2):  # two games begun, then everyone leaves
            clients = await table(url, "bombay", ["local", "remote"])
            rng = random.Random(1)
            await asyncio.gather(*(play(c, rng, stop=turn_of(0, 4)) for c in clients))
            codes.append(clients[0].room["code"])
            await close_all(clients)
            now[0] += 100.0
        await asyncio.sleep(0)
        newcomer = await Client.connect(url)
        seats = [{"kind": "local"}, {"kind": "remote"}]
        with pytest.raises(NetError) as full:  # left only minutes ago: kept
            await newcomer.create("bombay", {"players": 2, "solo": False}, seats, "New")
        now[0] += 600.0
        room = await newcomer.create("bombay", {"players": 2, "solo": False}, seats, "New")
        kept = sorted(server.rooms)
        await newcomer.close()
        await server.stop()
        return full.value.code, codes, kept, room["code"]

    refused, codes, kept, new = run(scenario())
    assert refused == "full" and kept == sorted([codes[1], new])
