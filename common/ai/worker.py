"""A bot thinking on a background thread, so the UI keeps drawing.

    worker = BotWorker(bot, state, budget=1.0)   # starts thinking at once
    ...every frame: if worker.done(): action = worker.result()
    ...on closing the window or leaving the game: worker.cancel()

Every worker runs on one shared pool of two threads (concurrent.futures), reused move after move:
two, so a new search never waits behind one that was just cancelled and is unwinding. The search
checks the cancel flag at every node or iteration, so it stops within milliseconds; when the
program ends, every search still running is cancelled before the pool's threads are joined.
Python threads share one interpreter lock: the search gives it up every few milliseconds
(sys.getswitchinterval()), which leaves the UI thread its frames.
"""

from __future__ import annotations

import concurrent.futures
import threading
from collections.abc import Callable
from typing import Any, Protocol

from common.ai.bot import Bot, Cancelled
from common.core.api import GameState

_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="bot")
_THINKING: set[threading.Event] = set()  # the cancel flags of the searches not yet finished


def _cancel_all() -> None:
    for flag in list(_THINKING):
        flag.set()


# Threading's exit hooks run in reverse order of registration, so this one runs before the
# pool's own (registered when concurrent.futures.thread was imported) joins its threads: a
# search nobody cancelled cannot hold the program open.
threading._register_atexit(_cancel_all)  # type: ignore[attr-defined]  # private, not in typeshed


def _think(bot: Bot, state: GameState, budget: float | None, cancel: threading.Event) -> Any:
    """The bot's choice, unless the search was cancelled meanwhile: a search that finished its
    last step after cancel() still counts as cancelled, so nobody plays a move they dropped."""
    action = bot.choose(state, budget, cancel)
    if cancel.is_set():
        raise Cancelled
    return action


class Thinking(Protocol):
    """A bot's search under way: BotWorker's, or one a test ran at once."""

    def done(self) -> bool: ...

    def result(self) -> Any: ...

    def cancel(self, wait: float | None = None) -> bool: ...


# Who runs a bot's search for a window: Runner(bot, state, budget) starts it. The app's is
# BotWorker (a background thread); the UI tests' runs it at once on the calling thread.
Runner = Callable[[Bot, GameState, float | None], Thinking]


class BotWorker:
    """One bot choosing one action for one position. The state is immutable, so the UI may
    keep using it while the bot thinks."""

    def __init__(self, bot: Bot, state: GameState, budget: float | None = None) -> None:
        self._bot = bot
        self._state = state
        self._cancel = flag = threading.Event()
        _THINKING.add(flag)
        self._future = _POOL.submit(_think, bot, state, budget, flag)
        self._future.add_done_callback(lambda _future: _THINKING.discard(flag))

    @property
    def state(self) -> GameState:
        """The position the bot is thinking about (the UI checks it is still current)."""
        return self._state

    def done(self) -> bool:
        """True once the bot has an answer, failed, or stopped after cancel(). Never blocks."""
        return self._future.done()

    def result(self) -> Any:
        """The chosen action once done(), else None. Raises the bot's error if it failed;
        None after a cancel (whatever the bot had found: nobody asks for it any more)."""
        if not self._future.done() or self.cancelled:
            return None
        return self._future.result()

    @property
    def cancelled(self) -> bool:
        """True once the worker is done after cancel(): the search stopped, never started, or
        had just finished (a search that ends in Cancelled only ends that way)."""
        future = self._future
        if not future.done():
            return False
        if self._cancel.is_set() or future.cancelled():
            return True
        return isinstance(future.exception(), Cancelled)

    def cancel(self, wait: float | None = None) -> bool:
        """Ask the bot to stop; with `wait`, block up to that many seconds for it. Returns
        whether it has finished."""
        self._cancel.set()
        self._future.cancel()  # not started yet: it never will be
        if wait is not None:
            concurrent.futures.wait([self._future], wait)
        return self._future.done()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for tests and scripts, not the UI loop)."""
        concurrent.futures.wait([self._future], timeout)
        return self._future.done()
