"""Limits hold across a cluster's processes (`bazaar serve --redis`), not per process: wrong
room codes from one address, the rooms an address opens, the rooms in all, and a person's
chat rate when they come back through another process."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.limits import Limits
from common.net.protocol import FULL, NO_ROOM, TOO_FAST
from tests.cluster.clusterkit import in_process, run
from tests.net.netkit import setup_json, wait_for

SEATS = [{"kind": "local"}, {"kind": "remote"}]


async def room_on(url: str) -> tuple[Client, dict]:
    host = await Client.connect(url)
    return host, await host.create("bombay", setup_json("bombay", 2), SEATS, "Ana")


def test_wrong_codes_spread_over_the_processes_are_counted_together(cluster):
    async def scenario():
        guessers = [await Client.connect(url) for url in cluster.urls]
        for number in range(20):  # an address's share a minute, answered at once
            with pytest.raises(NetError) as wrong:
                await guessers[number % 3].join("AAAAA" + "ACDEFGHJKMNPQRTUVWXY"[number], "Eve")
            assert wrong.value.code == NO_ROOM
        with pytest.raises(NetError) as slowed:  # the next waits its turn, on any process
            await guessers[2].join("CCCCCC", "Eve", timeout=1.0)
        assert slowed.value.code == "timeout"
        host, room = await room_on(cluster.urls[0])  # a right code is never held up
        friend = await Client.connect(cluster.urls[1])
        assert (await friend.join(room["code"], "Bo", timeout=2.0))["you"] == [1]
        await asyncio.gather(*(c.close() for c in [*guessers, host, friend]))

    run(scenario())


def test_the_rooms_an_address_opens_in_an_hour_are_counted_across_the_processes(cluster):
    async def scenario():
        for number in range(Limits().rooms_per_address_per_hour):
            host, _room = await room_on(cluster.urls[number % 3])
            await host.close()
        for url in cluster.urls:
            with pytest.raises(NetError) as refused:
                await room_on(url)
            assert refused.value.code == FULL

    run(scenario())


def test_a_person_coming_back_through_another_process_keeps_their_chat_rate(cluster):
    async def scenario():
        host, room = await room_on(cluster.urls[0])
        guest = await Client.connect(cluster.urls[1])
        await guest.join(room["code"], "Bo")
        for _chat in range(Limits().chat_burst):
            await guest.chat("hello")
            await wait_for(host, "chat")
        await guest.chat("hello")
        assert (await wait_for(guest, "error")).message["code"] == TOO_FAST
        token = guest.token
        await guest.close()
        back = await Client.connect(cluster.urls[2])
        await back.rejoin(room["code"], token)
        await back.chat("hello")
        assert (await wait_for(back, "error")).message["code"] == TOO_FAST
        await asyncio.gather(host.close(), back.close())

    run(scenario())


def test_a_persons_chat_rate_outlives_the_rooms_owner(cluster):
    async def scenario():
        host, room = await room_on(cluster.urls[0])  # process 0 owns the room
        guest = await Client.connect(cluster.urls[1])
        await guest.join(room["code"], "Bo")
        for _chat in range(Limits().chat_burst):
            await guest.chat("hello")
            await wait_for(host, "chat")
        cluster.servers[0].kill()  # and with it what it kept of the room
        await guest.chat("hello")
        assert (await wait_for(guest, "error")).message["code"] == TOO_FAST
        await asyncio.gather(host.close(), guest.close())

    run(scenario())


def test_the_rooms_in_all_are_counted_across_the_processes(redis_server):
    async def scenario():
        async with in_process(redis_server, 1, replace(Limits(), rooms=2)) as urls:
            hosts = [(await room_on(urls[0]))[0], (await room_on(urls[1]))[0]]
            for url in urls:
                with pytest.raises(NetError) as refused:
                    await room_on(url)
                assert refused.value.code == FULL
            await asyncio.gather(*(h.close() for h in hosts))

    run(scenario())


def test_a_full_cluster_drops_a_room_abandoned_on_another_process(redis_server):
    async def scenario():
        limits = replace(Limits(), rooms=2, abandoned_seconds=0.0)
        async with in_process(redis_server, 3, limits) as urls:
            gone = await Client.connect(urls[0])
            seats = [{"kind": "local"}, {"kind": "local"}]  # no computer thinking in it
            room = await gone.create("bombay", setup_json("bombay", 2), seats, "Ana")
            await gone.start()
            await gone.close()  # a started game nobody is in
            store = redis_server.client(db=3)
            for _wait in range(200):  # until its process has let it go (bounded: 2 s)
                if store.zscore("bazaar:empty", room["code"]) is not None:
                    break
                await asyncio.sleep(0.01)
            here, _room = await room_on(urls[1])
            later, _room = await room_on(urls[1])  # the abandoned room on process 0 made way
            assert not store.sismember("bazaar:rooms", room["code"])
            with pytest.raises(NetError) as refused:  # and no room anyone is in ever does
                await room_on(urls[0])
            assert refused.value.code == FULL
            store.close()
            await asyncio.gather(here.close(), later.close())

    run(scenario())
