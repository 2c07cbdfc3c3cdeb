"""Issue 49 across a cluster (`--redis`, two processes, the room owned by the first and the
other clients on the second): the open tables are the cluster's, a watcher on another process
follows the game, My games there reads the room from Redis with its clock, the move clock
reaches a player on the other process, a rematch is accepted across both, and a webhook set
through the other process is called by the room's owner."""

from __future__ import annotations

import asyncio
import random

from common.net.client import Client
from common.net.errors import NetError
from common.net.webhooks import Webhooks
from tests.cluster.clusterkit import in_process_servers, run
from tests.net.netkit import HOST, drain, frames, play, play_all, setup_json, turn_of, wait_for
from tests.net.webhookkit import Receiver, away, trusting

HOUR = 3600
TURNS = {"tempo": "turn", "move_seconds": HOUR, "listed": True}


async def open_room(url: str, options: dict) -> tuple[Client, str]:
    host = await Client.connect(url)
    seats = [{"kind": "local"}, {"kind": "remote"}]
    room = await host.create(
        "marrakech", setup_json("marrakech", 2), seats, "Host", options=options
    )
    return host, room["code"]


def test_open_tables_watching_my_games_clocks_and_rematch_across_two_processes(redis_server):
    async def scenario():
        async with in_process_servers(redis_server, 9) as [(owner, here), (_other, there)]:
            host, code = await open_room(here, TURNS)
            guest = await Client.connect(there)
            await owner.lobby.publish()  # as it does at once, and every third of a lease
            listed = [t["code"] for t in await guest.open_tables()]
            await guest.join(code, "Guest")  # the last seat: a turn-based room starts itself
            clock = (await wait_for(guest, "clock")).message
            await owner.lobby.publish()
            after = [t["code"] for t in await (await Client.connect(there)).open_tables()]
            watcher = await Client.connect(there)
            watched = await watcher.watch(code)
            seen, theirs = frames(watcher), frames(guest)
            games = await (await Client.connect(there)).my_games([(code, host.token)])
            await play_all([host, guest], seed=4)
            await drain(watcher)
            fair = watcher.verdict is not None and watcher.verdict.fair
            await host.rematch(True)
            await wait_for(guest, "rematch")
            await guest.rematch(True)
            again = [(await wait_for(c, "room")).message for c in (host, guest)]
            result = listed, after, clock, watched, games, seen, theirs, again, fair
            await asyncio.gather(host.close(), guest.close(), watcher.close())
            return result

    listed, after, clock, watched, games, seen, theirs, again, fair = run(scenario(), 60)
    code = games[0]["code"]
    assert code in listed and code not in after  # listed while open, gone once it started
    assert clock["seconds_left"] == HOUR
    assert watched["watching"] and "token" not in watched
    assert games[0]["found"] and games[0]["turn"] in (0, 1) and games[0]["seconds_left"] == HOUR
    steps = [m for m in seen if m["type"] in ("steps", "end")]
    assert steps and steps == [m for m in theirs if m["type"] in ("steps", "end")]
    assert fair  # the watcher checked the game's seed at its end, as the players do
    assert all(room["actions"] == [] for room in again)  # the rematch's new game began


def test_a_process_lists_no_more_open_tables_of_one_address_than_one_may(redis_server):
    async def scenario():
        async with in_process_servers(redis_server, 10) as [(_a, here), (_b, there)]:
            hosts, refused = [], None
            for number in range(4):
                try:
                    hosts.append((await open_room((here, there)[number % 2], TURNS))[0])
                except NetError as error:  # the fourth: refused
                    refused = error
            await asyncio.gather(*(h.close() for h in hosts))
            return len(hosts), refused

    made, refused = run(scenario(), 30)
    assert made == 3 and getattr(refused, "code", None) == "full"


def test_a_webhook_set_through_another_process_is_called_by_the_rooms_owner(redis_server):
    def hooks() -> Webhooks:
        return Webhooks(tls=trusting(), loopback_for_tests=True)

    async def scenario():
        receiver = Receiver()
        port = await receiver.start()
        async with in_process_servers(redis_server, 11, webhooks=hooks) as servers:
            (owner, here), (_other, there) = servers
            host, code = await open_room(here, {"tempo": "turn"})
            guest = await Client.connect(there)
            await guest.join(code, "Guest")
            assert await guest.set_webhook(f"https://{HOST}:{port}/hook")
            await play(guest, random.Random(0), stop=turn_of(0, 0))  # her turn, if hers first
            mark = guest.record.cursor
            await guest.close()
            await away(host, 1)
            await play(host, random.Random(1), stop=turn_of(1, mark))
            await asyncio.wait_for(owner.turns.webhooks.queue.join(), 10)
            await host.close()
        await receiver.stop()
        return receiver.requests

    requests = run(scenario(), 30)
    assert len(requests) == 1 and requests[0][0].startswith(b"POST /hook HTTP/1.1")
