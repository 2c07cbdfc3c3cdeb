"""A cluster's faults (`bazaar serve --redis`): `kill -9` of the process that owns a room and of
the one a client is connected to, each with a move on its way, and Redis restarted mid-game.
No acknowledged move is lost (each Player checks every view of the game against what it was
sent) and none is applied twice (the histories agree and the dice replay from the seed)."""

from __future__ import annotations

import asyncio
import signal

from common.net.client import Client
from tests.cluster.clusterkit import AWAY, LEASE, Cluster, Player, run, stop_at_turn
from tests.net.netkit import setup_json, wait_for


async def two_players(cluster: Cluster, game: str) -> tuple[Player, Player]:
    """A room owned by process 0 (its creator is there), its guest on process 1, played to the
    host's turn after a few moves."""
    host = await Client.connect(cluster.urls[0])
    seats = [{"kind": "local"}, {"kind": "remote"}]
    room = await host.create(game, setup_json(game, 2), seats, "Ana")
    guest = await Client.connect(cluster.urls[1])
    await guest.join(room["code"], "Bo")
    await host.start()
    players = (Player(host, 1), Player(guest, 2))
    await asyncio.gather(*(p.play(stop_at_turn(0, 6)) for p in players))
    return players


async def finish(players: tuple[Player, ...]) -> None:
    await asyncio.gather(*(p.play() for p in players))
    clients = [p.client for p in players]
    assert len({tuple(str(a) for a in c.record.played) for c in clients}) == 1
    assert all(c.verdict.fair for c in clients)
    await asyncio.gather(*(c.close() for c in clients))


async def come_back(cluster: Cluster, player: Player, code: str, token: str) -> None:
    """The player's client comes back on the third process with its seat token (waiting, if
    need be, for a dead owner's lease to run out)."""
    back = await Client.connect(cluster.urls[2])
    await back.rejoin(code, token, timeout=5 + 3 * LEASE)
    player.moved_to(back)  # its moves are there if they were acknowledged, maybe if not


async def a_move(player: Player) -> None:
    client = player.client
    await client.act(player.rng.choice(client.record.state.legal_actions()))


def test_the_owner_killed_with_a_move_on_its_way_loses_no_acknowledged_move(cluster):
    async def scenario():
        host, guest = await two_players(cluster, "bombay")
        code, token = host.client.room["code"], host.client.token
        await a_move(host)
        cluster.servers[0].kill()  # the room's owner, and the host's own process
        await come_back(cluster, host, code, token)
        await finish((host, guest))

    run(scenario())


def test_the_process_a_client_is_on_killed_with_its_move_on_its_way(cluster):
    async def scenario():
        host, guest = await two_players(cluster, "bombay")
        await asyncio.gather(*(p.play(stop_at_turn(1, 8)) for p in (host, guest)))
        code, token = guest.client.room["code"], guest.client.token
        await a_move(guest)
        cluster.servers[1].kill()
        while not any(seat.get("online") is False for seat in host.client.room["seats"]):
            await wait_for(host.client, "seats", 5 + 3 * LEASE)  # the owner sees Bo gone
        await come_back(cluster, guest, code, token)
        await finish((host, guest))

    run(scenario())


def test_redis_restarted_mid_game_the_players_are_told_then_play_on(cluster):
    async def scenario():
        host, guest = await two_players(cluster, "bombay")
        cluster.redis.kill()
        await a_move(host)  # the owner cannot store it: the room waits
        told = await wait_for(host.client, "error")
        await guest.client.chat("oops")  # its process cannot reach the room's owner
        relayed = await wait_for(guest.client, "error")
        host.told.append(told.message["code"])
        guest.told.append(relayed.message["code"])
        assert set(host.told + guest.told) <= set(AWAY)
        cluster.redis.start()
        await finish((host, guest))

    run(scenario())


def test_a_process_stopped_by_its_service_manager_hands_its_rooms_over_at_once(cluster):
    async def scenario():
        host, guest = await two_players(cluster, "bombay")
        code = host.client.room["code"]
        lease = f"bazaar:{{{code}}}:lease"
        store = cluster.redis.client()
        held = store.get(lease)
        owner = cluster.servers[0]
        owner.process.terminate()  # SIGTERM, as systemd stops it
        assert await asyncio.to_thread(owner.process.wait, 10) == 0  # its clients answer
        assert store.get(lease) != held  # let go at once (or taken already by the guest's)
        store.close()
        await come_back(cluster, host, code, host.client.token)
        await finish((host, guest))

    run(scenario())


def test_an_owner_stalled_past_its_lease_can_apply_nothing_after_it(cluster):
    async def scenario():
        host, guest = await two_players(cluster, "bombay")
        code, token, stalled = host.client.room["code"], host.client.token, host.client
        owner = cluster.servers[0]
        owner.process.send_signal(signal.SIGSTOP)
        try:
            await a_move(host)  # waits in the stalled process's socket
            await come_back(cluster, host, code, token)  # another owner by then
        finally:
            owner.process.send_signal(signal.SIGCONT)  # it wakes, plays that move: refused
        await finish((host, guest))
        await stalled.close()

    run(scenario())
