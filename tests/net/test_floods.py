"""What one connection can make the server hold (issue 48, fault 2): pings that are never
read, a ping flood, and the memory every closed connection used to leave to the collector."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import socket
from dataclasses import replace

from websockets.exceptions import ConnectionClosed

from common.net.client import Client
from tests.net.attacks import HOSTILE, raw, under_attack
from tests.net.netkit import HOST, close_all, play_all, run, serving, table


def server_connections(server) -> int:
    return len(server.server.connections)


async def ping_until_cut(ws, server, before: int, pings: int) -> int:
    """Ping without ever reading a pong; how many pings went before the server cut it off."""
    ws.transport.pause_reading()
    sent = 0
    with contextlib.suppress(ConnectionClosed, ConnectionError):
        while sent < pings and server_connections(server) > before:
            await ws.ping(sent.to_bytes(4, "big") * 31)
            sent += 1
            await asyncio.sleep(0)
    return sent


def test_a_ping_flood_is_cut_off_and_the_other_rooms_play_on():
    async def attack(url, server):
        before = server_connections(server)
        ws = await raw(url)
        sent = await ping_until_cut(ws, server, before, 5000)  # bounded: cut after a burst
        ws.transport.abort()
        return sent, server_connections(server) - before

    sent, left = under_attack(attack)
    assert sent <= 4 * HOSTILE.ping_burst and left == 0  # a burst, then cut (of 5000)


def test_pongs_never_read_are_bounded_even_at_an_allowed_ping_rate():
    many_pings = replace(HOSTILE, pings_per_second=1e6, ping_burst=1_000_000)

    async def scenario():
        async with serving(many_pings) as (server, url):
            before = server_connections(server)
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a reader that stops
            sock.connect((HOST, int(url.rsplit(":", 1)[1])))
            ws = await raw(url, sock=sock)
            sent = await ping_until_cut(ws, server, before, 50_000)
            ws.transport.abort()
            # each pong is about 130 bytes: cut off once unsent_bytes of them wait (beside
            # what the two systems' socket buffers hold), long before the 50,000th
            assert server_connections(server) == before
            assert sent * 130 < 4 * many_pings.unsent_bytes

    run(scenario(), 30)


def test_a_closed_connection_leaves_nothing_for_the_collector():
    """A server's collector is calm (frozen every second, thawed hourly): anything a closed
    connection leaves in a cycle would be held for an hour, so it must leave nothing."""

    async def scenario():
        async with serving() as (server, url):
            port = int(url.rsplit(":", 1)[1])
            for _ in range(3):  # warm up (first-use caches are not leaks)
                await (await Client.connect(url)).close()
            gc.collect()
            gc.set_debug(gc.DEBUG_SAVEALL)
            try:
                for _ in range(10):
                    client = await Client.connect(url)
                    await client.close()
                for _turn in range(100_000):  # bounded: until the server let them all go
                    await asyncio.sleep(0)
                    if not server_connections(server):
                        break
                for _turn in range(10):  # and the callbacks that close them have run
                    await asyncio.sleep(0)
                gc.collect()
                ours = [o for o in gc.garbage if server_side(o, port)]
            finally:
                gc.set_debug(0)
                gc.garbage.clear()
            return ours

    assert run(scenario()) == []


def server_side(thing, port: int) -> bool:
    """A connection object of the server's: its peers, its connections, their transports."""
    name = type(thing).__name__
    if name in ("Peer", "Counted"):
        return True
    extra = getattr(thing, "_extra", None) if name.endswith("Transport") else None
    sockname = extra.get("sockname") if isinstance(extra, dict) else None
    return isinstance(sockname, tuple) and sockname[1] == port


def test_a_game_kept_on_disk_leaves_nothing_for_the_collector(tmp_path):
    """The store's writes (an entry, a writer thread, a completion) make no cycles either."""

    async def scenario():
        async with serving(data=tmp_path) as (server, url):
            warm = await table(url, "bombay", ["local", "remote"])
            await play_all(warm, server)
            await close_all(warm)
            clients = await table(url, "bombay", ["local", "remote"])
            gc.collect()
            gc.set_debug(gc.DEBUG_SAVEALL)
            try:
                await play_all(clients, server, seed=5)
                gc.collect()
                left = len(gc.garbage)
            finally:
                gc.set_debug(0)
                gc.garbage.clear()
            await close_all(clients)
            return left

    assert run(scenario()) == 0
