"""One check at the door across a cluster: a move between four windows, made on a process that
only relays it to the room's owner, is checked by the rules 1 + N times (once by the owner as
its record plays it, once in each window); the relaying processes never parse a move."""

from __future__ import annotations

import asyncio
import random

import pytest

from common.net.client import Client
from tests.cluster.clusterkit import in_process, run
from tests.net.netkit import close_all, play, rules_checks_of_a_move, setup_json, turn_of

WINDOWS = ["local", "remote", "remote", "remote"]


@pytest.mark.parametrize("game", ["marrakech", "bombay"])
def test_a_move_relayed_between_processes_is_checked_once_by_its_owner_and_once_in_each_window(
    redis_server, game, monkeypatch
):
    async def scenario() -> int:
        async with in_process(redis_server, 2) as urls:
            seats = [{"kind": kind} for kind in WINDOWS]
            host = await Client.connect(urls[0])  # the room's owner is process 0
            room = await host.create(game, setup_json(game, 4), seats, "Host")
            clients = [host]
            for number in range(3):  # seat 1 (the mover below) on process 1, which relays
                clients.append(await Client.connect(urls[1 - number % 2]))
                await clients[-1].join(room["code"], f"Guest {number + 1}")
            await host.start()
            rng = random.Random(5)
            await asyncio.gather(*(play(c, rng, stop=turn_of(1, 6)) for c in clients))
            assert clients[1].my_turn
            checks = await rules_checks_of_a_move(clients, monkeypatch)
            await close_all(clients)
            return checks

    assert run(scenario()) == 1 + len(WINDOWS)
