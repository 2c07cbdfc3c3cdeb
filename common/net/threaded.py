"""Online play for a program whose main thread must never wait (the pygame app): a background
thread runs an asyncio loop, with the client or the hosted server on it; the main thread sends
commands, each answered by a concurrent.futures.Future, and collects what arrived with poll().

    net = ThreadedClient()
    net.connect("ws://host:8765").result(10)      # or check .done() each frame
    net.call("join", code, "Leila")
    for event in net.poll(): ...                  # each applied to net.client.record here
    net.close()

    hosting = ServerThread(data=folder)           # a player hosting "on this computer"
    port = hosting.start("0.0.0.0", 8765)
    hosting.stop()
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import queue
import ssl
import threading
from pathlib import Path
from typing import Any

from common.core.applog import logger
from common.net.client import CLOSED, Client, Event
from common.net.limits import Limits
from common.net.server import GameServer

log = logger(__name__)


class _LoopThread:
    """An asyncio loop running on a daemon thread of its own."""

    def __init__(self, name: str) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name=name, daemon=True)
        self._thread.start()

    def _submit(self, coro: Any) -> concurrent.futures.Future[Any]:
        return asyncio.run_coroutine_threadsafe(coro, self._loop)

    def _stop_loop(self, seconds: float) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(seconds)
        if not self._thread.is_alive():
            self._loop.close()


class ThreadedClient(_LoopThread):
    def __init__(self) -> None:
        super().__init__("net-client")
        self.client: Client | None = None
        self._pumping: asyncio.Task[None] | None = None
        self._incoming: queue.Queue[dict[str, Any]] = queue.Queue()

    def connect(self, url: str, **options: Any) -> concurrent.futures.Future[Any]:
        """Connect (Client.connect's options); the future's result is the Client."""
        return self._submit(self._connect(url, options))

    async def _connect(self, url: str, options: dict[str, Any]) -> Client:
        self.client = await Client.connect(url, **options)
        self._pumping = self._loop.create_task(self._pump(self.client))
        return self.client

    async def _pump(self, client: Client) -> None:
        while True:
            message = await client.events.get()
            self._incoming.put(message)
            if message["type"] == CLOSED:
                return

    def call(self, method: str, *args: Any, **options: Any) -> concurrent.futures.Future[Any]:
        """Run one of the Client's requests (create, join, rejoin, start, act, chat, watch,
        my_games, open_tables, rematch, set_webhook...) with its arguments; its future is done
        once what arrived before the answer can be polled."""
        if self.client is None:
            raise RuntimeError("connect first")
        request = getattr(self.client, method)(*args, **options)
        return self._submit(self._answered(self.client, request))

    async def _answered(self, client: Client, request: Any) -> Any:
        answer = await request
        while not client.events.empty():  # the pump hands them over (the room, say) first
            await asyncio.sleep(0)
        return answer

    def poll(self) -> list[Event]:
        """Everything that arrived since the last poll, oldest first (never waits), each
        applied to the client's record here, on the thread that reads it."""
        events = []
        while self.client is not None:
            try:
                event = self.client.take(self._incoming.get_nowait())
            except queue.Empty:
                break
            if event is not None:
                events.append(event)
        return events

    def close(self, seconds: float = 5.0) -> None:
        """Close the connection and stop the thread (waiting at most about `seconds`; once:
        closing it again does nothing)."""
        if self._loop.is_closed():
            return
        if self.client is not None:
            with contextlib.suppress(concurrent.futures.TimeoutError, OSError):
                self._submit(self.client.close()).result(seconds)
        if self._pumping is not None:
            self._loop.call_soon_threadsafe(self._pumping.cancel)
        self._stop_loop(seconds)


class ServerThread(_LoopThread):
    """A GameServer on a background thread: the same server as `bazaar serve`, in the app. Its
    rooms are kept in `data`; a folder that cannot be made there (a full or read-only disk, a
    file in its place) is noted in the log and the rooms are kept in memory only."""

    def __init__(self, limits: Limits | None = None, data: Path | None = None) -> None:
        super().__init__("net-server")
        self.server = GameServer(limits, _usable(data))

    def start(
        self, host: str, port: int, tls: ssl.SSLContext | None = None, seconds: float = 10.0
    ) -> int:
        """Listen (loading the saved rooms first); the port it listens on."""
        return self._submit(self.server.start(host, port, tls)).result(seconds)

    def stop(self, seconds: float = 5.0) -> None:
        """Close the server (once: stopping it again does nothing)."""
        if self._loop.is_closed():
            return
        with contextlib.suppress(concurrent.futures.TimeoutError):
            self._submit(self.server.stop()).result(seconds)
        self._stop_loop(seconds)


def _usable(folder: Path | None) -> Path | None:
    """`folder`, made if need be; None if there is none or it cannot be a folder."""
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        log.exception("the hosted games cannot be kept in %s: kept in memory only", folder)
        return None
    return folder
