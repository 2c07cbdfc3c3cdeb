"""Written before it is sent: every change of a room is appended to the store on a writer
thread, and what the room says after it waits until it is durable. The event loop never waits
for a disk: it makes the entry, hands it to a thread, and goes on with other rooms; a room's
own messages go out in order as its writes land (one write in flight per room, so its entries
stay in order; several rooms write at once).

A write that fails (a full disk, an I/O error) pauses the room: nothing it said after the
change is sent (so no step that is not stored is ever acknowledged), its players are told why,
and every `retry_seconds` the whole room is written again; once that succeeds the held
messages go out and the room plays on. Without a store, messages go out at once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import inspect
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from common.core.applog import logger
from common.net.room import Room
from common.net.room_store import RoomStore, Stored, entry, stored_of, whole

log = logger(__name__)


@dataclass
class _Line:
    """One room's queue: entries to write (bytes) and messages to send (peer, text), in the
    order they were made."""

    room: Room
    queue: deque[Any] = field(default_factory=deque)
    stored: Stored | None = None
    writing: bool = False
    paused: bool = False


class RoomWrites:
    def __init__(
        self,
        store: RoomStore | Any | None,
        threads: int,
        retry_seconds: float,
        paused: Callable[[Room], None],
        resumed: Callable[[Room], None],
    ) -> None:
        self.store = store
        self.retry_seconds = retry_seconds
        self.on_paused, self.on_resumed = paused, resumed
        self.lines: dict[str, _Line] = {}
        self.pool = concurrent.futures.ThreadPoolExecutor(threads, "room-store")
        self.flying: set[asyncio.Future[None]] = set()  # the store's calls under way

    def loaded(self, room: Room) -> None:
        """A room just read from the store (it holds the room as it is)."""
        self.lines[room.code] = _Line(room, stored=stored_of(room))

    def save(self, room: Room) -> None:
        """Write the room's change (before anything it says next is sent)."""
        if self.store is None:
            return
        line = self.lines.setdefault(room.code, _Line(room))
        made = entry(room, line.stored)
        if made is None:
            return
        data, line.stored = made
        line.queue.append(data)
        self._pump(room.code)

    def post(self, room: Room, peer: Any, text: str) -> None:
        """Send `text` to `peer` once every change made before it is stored."""
        line = self.lines.get(room.code)
        if line is None or not line.queue:
            peer.post(text)
        else:
            line.queue.append((peer, text))

    def idle(self, code: str) -> bool:
        """Nothing of the room waits to be written or sent."""
        line = self.lines.get(code)
        return line is None or not (line.queue or line.writing or line.paused)

    def is_paused(self, room: Room) -> bool:
        line = self.lines.get(room.code)
        return line is not None and line.paused

    def forget(self, code: str) -> None:
        """Drop a room: its file goes once what was queued for it is written."""
        line = self.lines.get(code)
        if line is not None and not line.paused and (line.queue or line.writing):
            line.queue.append(None)  # the entries queued land first, then the file goes
            return
        self.lines.pop(code, None)
        if self.store is not None:
            self._run(self.store.forget, code)

    def drop(self, code: str) -> None:
        """Let a room go from this process, leaving the store as it is (another process
        keeps it now); what was queued for it is never written nor sent."""
        self.lines.pop(code, None)

    def _run(self, work: Callable[..., Any], *args: Any) -> asyncio.Future[None]:
        """Run a store's call: a coroutine on the loop (a network store), else on a writer
        thread (a disk)."""
        if inspect.iscoroutinefunction(work):
            done: asyncio.Future[None] = asyncio.ensure_future(work(*args))
        else:
            done = asyncio.get_running_loop().run_in_executor(self.pool, work, *args)
        self.flying.add(done)
        done.add_done_callback(self._landed)
        return done

    def _landed(self, done: asyncio.Future[None]) -> None:
        """A store's call is over; a failure nobody else looks at (a room's file or keys
        that could not be removed) is logged."""
        self.flying.discard(done)
        failure = None if done.cancelled() else done.exception()
        if failure is not None:
            log.warning("the room store failed: %s", failure)

    def _pump(self, code: str) -> None:
        line = self.lines.get(code)
        if line is None or line.writing or line.paused:
            return
        while line.queue:
            head = line.queue[0]
            if isinstance(head, tuple):
                line.queue.popleft()
                head[0].post(head[1])
                continue
            assert self.store is not None
            line.writing = True
            if head is None:  # the room was forgotten
                line.queue.clear()
                self.lines.pop(code, None)
                self._run(self.store.forget, code)
                return
            try:
                done = self._run(self.store.append, code, head)
            except RuntimeError:  # the server is stopping: nothing after it is sent
                return
            done.add_done_callback(functools.partial(self._written, code))
            return

    def _written(self, code: str, done: asyncio.Future[None]) -> None:
        line = self.lines.get(code)
        if line is None:
            return
        line.writing = False
        failure = None if done.cancelled() else done.exception()
        if failure is None and not done.cancelled():
            line.queue.popleft()
            self._pump(code)
            return
        log.error("room %s could not be stored, so it is paused: %s", code, failure)
        line.paused = True
        self.on_paused(line.room)
        self._retry_later(code)

    def _retry_later(self, code: str) -> None:
        loop = asyncio.get_running_loop()
        loop.call_later(self.retry_seconds, self._retry, code)

    def _retry(self, code: str) -> None:
        line = self.lines.get(code)
        if line is None or not line.paused or self.store is None:
            return
        data, stored = whole(line.room)
        try:
            done = self._run(self.store.replace, code, data)
        except RuntimeError:  # the server is stopping
            return
        done.add_done_callback(functools.partial(self._rewritten, code, stored))

    def _rewritten(self, code: str, stored: Stored, done: asyncio.Future[None]) -> None:
        line = self.lines.get(code)
        if line is None:
            return
        if done.cancelled() or done.exception() is not None:
            log.error("room %s still cannot be stored: %s", code, done.exception())
            self._retry_later(code)
            return
        line.paused = False
        line.stored = stored  # the whole room is there: the entries queued are in it
        line.queue = deque(item for item in line.queue if isinstance(item, tuple))
        self._pump(code)
        self.on_resumed(line.room)

    async def close(self) -> None:
        """Let the writes in flight land, then stop the writer threads."""
        await asyncio.gather(*self.flying, return_exceptions=True)
        await asyncio.get_running_loop().run_in_executor(None, self.pool.shutdown, True)
