"""Behind HAProxy each process counts players by their own addresses (the proxy's PROXY v2
header, believed from 127.0.0.1 only: tools/cluster.py runs `bazaar serve --proxy-from
127.0.0.1`), so one process takes more than 16 players from 16+ addresses while one address is
still capped; and the proxy's health checks, a handshake a second, leave the logs quiet."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.limits import Limits
from tests.deploy.conftest import cluster, need_programs
from tests.deploy.proxykit import trusting
from tests.net.netkit import play, run, setup_json

PLAYERS = 18  # two more than one address may hold
CHECK_SECONDS = 10.0
MOVES = 3
PER_ADDRESS = Limits().connections_per_address


@pytest.fixture(scope="module")
def one_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A cluster of one `bazaar serve --redis` process behind the proxy: every player on it."""
    need_programs()
    with cluster.running(1, folder=tmp_path_factory.mktemp("cluster")) as running:
        yield running


async def player(one_server: Any, address: str) -> Client:
    tls = trusting(one_server.certificate)
    return await Client.connect(one_server.url, tls=tls, local_addr=(address, 0))


def test_the_proxys_health_checks_are_not_logged(one_server):
    deadline = time.monotonic() + CHECK_SECONDS
    while one_server.status()["serve1"] != "UP":  # up after two checks passed
        assert time.monotonic() < deadline, "the process never came up behind the proxy"
        time.sleep(0.1)
    log = Path(one_server.serves[0].log).read_text(encoding="utf-8")
    assert "connection open" not in log and "connection closed" not in log, log[-2000:]


def test_more_than_16_players_from_their_own_addresses_play_on_one_process(one_server):
    async def scenario():
        clients = [await player(one_server, f"127.0.0.{n}") for n in range(2, 2 + PLAYERS)]
        rooms = []
        for pair in range(0, PLAYERS, 2):
            host, guest = clients[pair], clients[pair + 1]
            room = await host.create(
                "marrakech",
                setup_json("marrakech", 2),
                [{"kind": "local"}, {"kind": "remote"}],
                "Host",
            )
            await guest.join(room["code"], "Guest")
            await host.start()
            rooms.append(room["code"])
        # Every room plays its first moves (Assam turned, its die rolled, a carpet laid).
        played = lambda c: c.record is not None and c.record.cursor >= MOVES  # noqa: E731
        await asyncio.gather(
            *(play(c, random.Random(n), stop=played) for n, c in enumerate(clients))
        )
        moved = [c.record.cursor >= MOVES for c in clients]
        await asyncio.gather(*(c.close() for c in clients))
        return rooms, moved

    rooms, moved = run(scenario(), 60)
    assert len(set(rooms)) == PLAYERS // 2 and all(moved)


def test_one_address_is_still_capped(one_server):
    async def scenario():
        held, refused = [], 0
        for _ in range(PER_ADDRESS + 1):
            try:
                held.append(await player(one_server, "127.0.0.99"))
            except NetError:
                refused += 1
        await asyncio.gather(*(c.close() for c in held))
        return len(held), refused

    assert run(scenario(), 60) == (PER_ADDRESS, 1)
