"""A rush on a cluster's process queues for its Redis connections instead of failing: the pool
is a blocking one of a stated size (Limits.redis_connections), so more requests at once than
connections wait their turn ("Too many connections" paused rooms and said `unavailable`)."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from common.net.client import Client
from common.net.cluster import ClusterServer
from common.net.limits import Limits
from tests.cluster.clusterkit import in_process_servers, run
from tests.net.netkit import SCRIPTED, setup_json

RUSH = 600  # new games at once, as in the issue
ROOMS = 40  # opened by real clients at once through a pool of 4 connections
SMALL = replace(
    SCRIPTED, redis_connections=4, rooms_per_address_per_hour=10_000, connections_per_address=100
)


def connections(server: ClusterServer) -> int:
    """The connections to Redis the process's pool has made (idle and in use)."""
    pool = server.redis.connection_pool
    return len(pool._available_connections) + len(pool._in_use_connections)


def test_600_new_games_at_once_queue_for_the_pool_and_none_fails(redis_server):
    """What each new game asks of Redis first (its address's count of rooms opened), 600 at
    once: before, past the client's 100 connections each failed with "Too many connections"."""

    async def scenario():
        async with in_process_servers(redis_server, 8, count=1) as [(server, _url)]:
            opened = await asyncio.gather(
                *(server.shared.open_room(f"10.0.{n // 250}.{n % 250}") for n in range(RUSH)),
                return_exceptions=True,
            )
            return opened, connections(server)

    opened, created = run(scenario(), 60)
    assert opened == [True] * RUSH
    assert created <= Limits().redis_connections


def test_new_games_at_once_through_a_pool_of_4_all_open(redis_server):
    async def scenario():
        async with in_process_servers(redis_server, 8, SMALL, count=1) as [(server, url)]:
            clients = await asyncio.gather(*(Client.connect(url) for _ in range(ROOMS)))
            setup = setup_json("marrakech", 2)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            rooms = await asyncio.gather(
                *(c.create("marrakech", setup, seats, "Host", timeout=20) for c in clients)
            )
            await asyncio.gather(*(c.close() for c in clients))
            return rooms, connections(server)

    rooms, created = run(scenario(), 60)
    assert len({room["code"] for room in rooms}) == ROOMS
    assert created <= SMALL.redis_connections
