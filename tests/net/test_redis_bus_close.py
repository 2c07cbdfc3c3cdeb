"""The cluster's bus stops even when the Redis client swallows the cancel: redis-py can catch a
CancelledError that comes while it talks to Redis and go on, and the bus's sending task then
waited for ever at its next item, so `bazaar serve --redis` (and a test's servers) hung at their
stop until something else gave up (found as cluster tests lasting exactly their 30 or 60 s)."""

from __future__ import annotations

import asyncio
from typing import Any

from common.net.redis_bus import RedisBus


class SwallowingPipeline:
    """A pipeline whose execute talks to a Redis that does not answer, and that swallows the
    first cancel it gets there, as the Redis client can."""

    def __init__(self, calls: list[str]) -> None:
        self.calls = calls

    async def __aenter__(self) -> SwallowingPipeline:
        return self

    async def __aexit__(self, *_exc: Any) -> None:
        return None

    def publish(self, channel: str, data: str) -> None:
        self.calls.append(channel)

    async def execute(self) -> None:
        try:
            await asyncio.Event().wait()  # Redis says nothing
        except asyncio.CancelledError:
            self.calls.append("cancel swallowed")


class SwallowingRedis:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def pipeline(self, transaction: bool = False) -> SwallowingPipeline:
        return SwallowingPipeline(self.calls)


def test_the_bus_stops_though_the_redis_client_swallowed_the_cancel():
    async def scenario() -> list[str]:
        redis = SwallowingRedis()
        bus = RedisBus(redis, "p1", lambda _item: None, lambda: None)
        bus.tasks = [asyncio.get_running_loop().create_task(bus._send())]
        bus.deliver("p2", {"type": "hello"})
        while not redis.calls:  # the batch is on its way to Redis
            await asyncio.sleep(0)
        closing = asyncio.ensure_future(bus.close())
        done, _ = await asyncio.wait({closing}, timeout=10)  # at once; before: for ever
        stopped = closing in done and all(task.done() for task in bus.tasks)
        for task in (closing, *bus.tasks):  # what a failed stop left, gone with the test
            task.cancel()
        assert stopped, "the bus never stopped"
        return redis.calls

    calls = asyncio.run(scenario())
    assert calls[-1] == "cancel swallowed"  # the case the stop must survive happened
