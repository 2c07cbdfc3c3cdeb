"""The room bus over Redis pub/sub (`bazaar serve --redis`): how the processes of a cluster talk.

Each process listens on one channel of its own. A process relaying a player's request sends it
to the channel of the process holding the room's lease (PUBLISH answers how many listened: none
means that process is gone); the owner sends each process holding players of the room what
they are to be sent, gathered per process and sent in order (one publishing task, a pipeline a
batch), so a room's messages reach every process holding a client of it in the order the room
said them. Pub/sub keeps nothing for a listener that is away: a process whose subscription was
cut says so (`reconnected`), and asks again for what it may have missed.

What arrives is checked before use (a JSON object of known fields and bounded sizes): Redis is
inside the cluster, but a message that does not fit is dropped with a log line, never obeyed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

from common.core.applog import logger
from common.net.protocol import SERVER_FRAME_BYTES
from common.net.room_lease import PREFIX

log = logger(__name__)

PAYLOAD_BYTES = 4 * SERVER_FRAME_BYTES  # one batch for one process
CLOSE_STEP_SECONDS = 0.5  # close() sends a swallowed cancel again after this long


def channel(process: str) -> str:
    return f"{PREFIX}:to:{process}"


class RedisBus:
    def __init__(
        self,
        redis: Any,
        process: str,
        arrived: Callable[[dict[str, Any]], None],
        reconnected: Callable[[], None],
    ) -> None:
        self.redis = redis
        self.process = process
        self.arrived, self.reconnected = arrived, reconnected
        self.pending: dict[str, list[dict[str, Any]]] = {}  # process: items to send it
        self.wake = asyncio.Event()
        self.pubsub: Any = None
        self.tasks: list[asyncio.Task[None]] = []
        self.closing = False

    async def start(self) -> None:
        self.pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        await self.pubsub.subscribe(channel(self.process))
        loop = asyncio.get_running_loop()
        self.tasks = [loop.create_task(self._listen()), loop.create_task(self._send())]

    async def close(self) -> None:
        """Stop both tasks. The Redis client can swallow a cancel that comes while it talks to
        Redis (the task then waited for ever: `bazaar serve --redis` hung at its stop): the
        tasks also end by themselves once `closing`, and a cancel swallowed is sent again."""
        self.closing = True
        self.wake.set()
        for task in self.tasks:
            while not task.done():
                task.cancel()
                await asyncio.wait({task}, timeout=CLOSE_STEP_SECONDS)
        if self.pubsub is not None:
            with contextlib.suppress(Exception):
                await self.pubsub.aclose()

    async def request(self, process: str, item: dict[str, Any]) -> int:
        """Send one item to a process at once; how many processes heard it (0: it is gone).
        redis.RedisError when Redis cannot be reached."""
        return int(await self.redis.publish(channel(process), json.dumps(item)))

    def deliver(self, process: str, item: dict[str, Any]) -> None:
        """Queue an item for a process: sent after every item queued before it."""
        self.pending.setdefault(process, []).append(item)
        self.wake.set()

    async def _send(self) -> None:
        while not self.closing:
            await self.wake.wait()
            self.wake.clear()
            batch, self.pending = self.pending, {}
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for process, items in batch.items():
                        pipe.publish(channel(process), json.dumps({"items": items}))
                    await pipe.execute()
            except Exception as error:  # Redis away: the processes will ask again when back
                log.warning("messages for %d processes could not be sent: %s", len(batch), error)

    async def _listen(self) -> None:
        cut = False
        while not self.closing:
            try:
                message = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if not cut:
                    log.warning("the cluster's bus was cut: %s", error)
                cut = True
                await asyncio.sleep(0.2)
                continue
            if cut:
                cut = False
                log.info("the cluster's bus is back")
                self.reconnected()
            if message is None or message.get("type") != "message":
                continue
            data = message.get("data")
            if not isinstance(data, (bytes, str)) or len(data) > PAYLOAD_BYTES:
                log.warning("a message on the bus was not one of ours: dropped")
                continue
            try:
                value = json.loads(data)
            except ValueError:
                log.warning("a message on the bus was not JSON: dropped")
                continue
            if not isinstance(value, dict):
                log.warning("a message on the bus was not an object: dropped")
                continue
            for item in value["items"] if isinstance(value.get("items"), list) else [value]:
                if isinstance(item, dict):
                    try:
                        self.arrived(item)
                    except Exception:
                        log.exception("a message on the bus could not be handled")
