"""What a cluster reads from Redis is checked like any file or message: a damaged room is set
aside with a logged message (a join is told there is no such room, and the process goes on),
and whatever arrives on the bus that is not one of ours is dropped."""

from __future__ import annotations

import asyncio
import json
from unittest import mock

import pytest
from redis.exceptions import RedisError

from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import NO_ROOM, UNAVAILABLE
from tests.cluster.clusterkit import in_process, in_process_servers, run
from tests.net.netkit import setup_json

SEATS = [{"kind": "local"}, {"kind": "remote"}]


def test_a_damaged_room_is_set_aside_and_the_process_goes_on(redis_server, caplog):
    async def scenario():
        async with in_process(redis_server, 4, count=1) as (url,):
            store = redis_server.client(db=4)
            store.sadd("bazaar:rooms", "CCCCCC")
            room = {"format": "bazaar-room", "version": 1, "code": "CCCCCC", "game": "bombay"}
            store.rpush("bazaar:{CCCCCC}:log", json.dumps({"room": room}) + "\n")  # no seats
            guest = await Client.connect(url)
            with pytest.raises(NetError) as refused:
                await guest.join("CCCCCC", "Bo")
            assert refused.value.code == NO_ROOM
            assert [k for k in store.scan_iter("bazaar:{CCCCCC}:damaged-*")]  # kept aside
            assert not store.sismember("bazaar:rooms", "CCCCCC")
            host = await Client.connect(url)  # the process goes on
            await host.create("bombay", setup_json("bombay", 2), SEATS, "Ana")
            store.close()
            await guest.close()
            await host.close()

    run(scenario())
    assert any("CCCCCC" in r.getMessage() and "damaged" in r.getMessage() for r in caplog.records)


def test_what_is_not_one_of_ours_on_the_bus_is_dropped(redis_server):
    async def scenario():
        async with in_process(redis_server, 5) as urls:
            host = await Client.connect(urls[0])
            room = await host.create("bombay", setup_json("bombay", 2), SEATS, "Ana")
            store = redis_server.client(db=5)
            for channel in store.pubsub_channels("bazaar:to:*"):
                for junk in (b"\xff\xfe", b"[1, 2]", b'{"items": 3}', b'{"kind": "request"}'):
                    store.publish(channel, junk)
                store.publish(channel, json.dumps({"conn": "x", "text": 5}))
            guest = await Client.connect(urls[1])
            assert (await guest.join(room["code"], "Bo"))["you"] == [1]
            store.close()
            await guest.close()
            await host.close()

    run(scenario())


def test_a_room_a_process_could_not_load_is_left_for_the_others(redis_server, monkeypatch):
    async def scenario():
        async with in_process_servers(redis_server, 7) as [(first, url), (_second, other)]:
            host = await Client.connect(url)
            room = await host.create("bombay", setup_json("bombay", 2), SEATS, "Ana")
            await host.close()  # nobody in it: its process lets it go
            lease = f"bazaar:{{{room['code']}}}:lease"
            store = redis_server.client(db=7)
            for _wait in range(200):  # until it has (bounded: 2 s)
                if store.get(lease) is None:
                    break
                await asyncio.sleep(0.01)
            blip = RedisError("Redis stopped answering for a moment")
            monkeypatch.setattr(first.rooms_store, "load", mock.AsyncMock(side_effect=blip))
            unlucky = await Client.connect(url)
            with pytest.raises(NetError) as away:
                await unlucky.join(room["code"], "Bo")
            assert away.value.code == UNAVAILABLE
            assert store.get(lease) is None  # not kept by the process that could not load it
            store.close()
            guest = await Client.connect(other)  # so another process takes the room at once
            assert (await guest.join(room["code"], "Bo", timeout=3.0))["you"] == [1]
            await asyncio.gather(unlucky.close(), guest.close())

    run(scenario())
