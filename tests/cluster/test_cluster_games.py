"""Games across the processes of a cluster (`bazaar serve --redis`): each client on a process of
its own, and a client that leaves one process for another in the middle of a game."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import NAME_TAKEN
from tests.cluster.clusterkit import Cluster, Player, in_process, run, stop_at_turn
from tests.net.netkit import (
    SCRIPTED,
    close_all,
    move,
    play_all,
    setup_json,
    to_decision,
    wait_for,
)

SEATS = [{"kind": "local"}, {"kind": "remote"}]


async def seated(cluster: Cluster, game: str, kinds: list[str]) -> list[Client]:
    """A room made on the first process, each remote seat joined from the next one."""
    urls = cluster.urls
    seats = [{"kind": k, "level": "random"} if k == "computer" else {"kind": k} for k in kinds]
    creator = await Client.connect(urls[0])
    room = await creator.create(game, setup_json(game, len(kinds)), seats, "Host")
    clients = [creator]
    for number in range(kinds.count("remote")):
        joiner = await Client.connect(urls[1 + number % 2])
        await joiner.join(room["code"], f"Guest {number + 1}")
        clients.append(joiner)
    await creator.start()
    return clients


def test_a_game_with_each_player_on_another_process_plays_to_its_fair_end(cluster):
    async def scenario():
        clients = await seated(cluster, "bombay", ["local", "remote", "remote", "computer"])
        players = [Player(client, seed) for seed, client in enumerate(clients)]
        await asyncio.gather(*(player.play() for player in players))
        finals = {tuple(str(a) for a in client.record.played) for client in clients}
        assert len(finals) == 1  # one history, the computer's moves in it too
        assert all(client.verdict.fair for client in clients)
        await asyncio.gather(*(client.close() for client in clients))

    run(scenario())


def test_a_player_who_moves_to_another_process_mid_game_plays_on_there(cluster):
    async def scenario():
        host, guest = await seated(cluster, "bombay", ["local", "remote"])
        players = [Player(host, 1), Player(guest, 2)]
        await asyncio.gather(*(p.play(stop_at_turn(1, 8)) for p in players))
        code, token = guest.room["code"], guest.token
        await guest.close()
        moved = await Client.connect(cluster.urls[2])  # neither the room's process nor its own
        room = await moved.rejoin(code, token)
        assert room["you"] == [1]
        players[1].moved_to(moved)
        await asyncio.gather(*(p.play() for p in players))
        assert [str(a) for a in host.record.played] == [str(a) for a in moved.record.played]
        assert host.verdict.fair and moved.verdict.fair
        await asyncio.gather(host.close(), moved.close())

    run(scenario())


def test_a_join_the_room_refuses_on_another_process_can_be_made_again(cluster):
    async def scenario():
        host = await Client.connect(cluster.urls[0])
        seats = [{"kind": "local"}, {"kind": "remote"}]
        room = await host.create("bombay", setup_json("bombay", 2), seats, "Ana")
        guest = await Client.connect(cluster.urls[1])
        with pytest.raises(NetError) as taken:
            await guest.join(room["code"], "ana")
        assert taken.value.code == NAME_TAKEN
        assert (await guest.join(room["code"], "Bo"))["you"] == [1]
        await asyncio.gather(host.close(), guest.close())

    run(scenario())


def test_a_take_back_asked_through_a_relaying_process_when_everyone_agrees(redis_server):
    async def scenario():
        limits = replace(SCRIPTED, undo_wait_moves=0)
        async with in_process(redis_server, 6, limits) as urls:
            host = await Client.connect(urls[0])  # the room's owner
            room = await host.create("bombay", setup_json("bombay", 2), SEATS, "Ana")
            guest = await Client.connect(urls[1])  # relays for the guest
            await guest.join(room["code"], "Bo")
            await host.start()
            clients = [host, guest]
            await to_decision(clients, 1, 2)
            before = guest.record.cursor
            await move(guest, guest.record.state.legal_actions()[0])
            await to_decision(clients, 0, before)
            await guest.ask_undo()
            asked = await wait_for(host, "undo_asked")
            assert asked.message["name"] == "Bo"
            await host.answer_undo(asked.message["request"], True)
            for client in clients:
                assert (await wait_for(client, "undone")).message["cursor"] == before
            assert [str(a) for a in host.record.played] == [str(a) for a in guest.record.played]
            await play_all(clients)  # and the game goes on to its end
            assert host.verdict.fair and guest.verdict.fair
            await close_all(clients)

    run(scenario())
