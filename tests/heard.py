"""Waiting for the network by an event, not a sleep: every network client of the test's process
says when something reaches it (a message from its server, the answer to one of its calls).

The UI tests have it always (tests/ui/conftest.py); another test calls
hear_the_network(monkeypatch) first. Then await_network() is where it waits for the network."""

from __future__ import annotations

import queue
import threading

from common.net.threaded import ThreadedClient, _LoopThread

# Set whenever a network client of this process hears something: a message from its server, or
# the answer to one of its calls (hear_the_network has every ThreadedClient say so).
HEARD = threading.Event()


class _Heard(queue.Queue):
    """A client's incoming messages, telling HEARD of each."""

    def put(self, item, block: bool = True, timeout: float | None = None) -> None:
        super().put(item, block, timeout)
        HEARD.set()


def hear_the_network(patch) -> None:
    """Every ThreadedClient made from now on (under the monkeypatch `patch`) sets HEARD when
    a message or an answer reaches it."""
    start, submit = ThreadedClient.__init__, _LoopThread._submit

    def started(client: ThreadedClient) -> None:
        start(client)
        client._incoming = _Heard()

    def submitted(thread: _LoopThread, coro):
        future = submit(thread, coro)
        future.add_done_callback(lambda _future: HEARD.set())
        return future

    patch.setattr(ThreadedClient, "__init__", started)
    patch.setattr(_LoopThread, "_submit", submitted)


def await_network(seconds: float = 0.05) -> None:
    """Block until a client hears something (at once if one has since the last wait), at
    most `seconds`: where nothing is on its way (a reconnection waiting its turn), time."""
    HEARD.wait(seconds)
    HEARD.clear()
