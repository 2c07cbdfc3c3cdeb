"""One check at the door across a cluster: a move between four windows, made on a process that
only relays it to the room's owner, is checked by the rules 1 + N times (once by the owner as
its record plays it, once in each window); the relaying processes never parse a move."""

from __future__ import annotations

import asyncio
import random

import pytest

from common.core import registry
from common.net.client import Client
from tests.cluster.clusterkit import in_process, run
from tests.net.netkit import close_all, play, setup_json, turn_of, wait_for

WINDOWS = ["local", "remote", "remote", "remote"]


@pytest.mark.parametrize("game", ["marrakech", "bombay"])
def test_a_move_relayed_between_processes_is_checked_once_by_its_owner_and_once_in_each_window(
    cluster, game, monkeypatch
):
    rules = registry.find(game).game()
    state_class = type(rules.initial_state(rules.setups()[0]))
    checks = [0]
    check = state_class.check_action

    def counted(state, action):
        checks[0] += 1
        return check(state, action)

    async def scenario() -> int:
        async with in_process(cluster, 2) as urls:
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
            mover = clients[1]
            assert mover.my_turn
            index = mover.record.cursor
            action = rng.choice(mover.record.state.legal_actions())
            monkeypatch.setattr(state_class, "check_action", counted)
            mover.record.expect(index, action)  # what the table does before it sends
            await mover.act(action, index)
            for client in clients:
                while (await wait_for(client, "steps")).message["first"] != index:
                    pass
            monkeypatch.setattr(state_class, "check_action", check)
            await close_all(clients)
            return checks[0]

    assert run(scenario()) == 1 + len(WINDOWS)
