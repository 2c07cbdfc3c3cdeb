"""A bot thinking on a background thread, so the UI keeps drawing.

    worker = BotWorker(bot, state, budget=1.0)   # starts thinking at once
    ...every frame: if worker.done(): action = worker.result()
    ...on closing the window or leaving the game: worker.cancel()

The search checks the cancel flag at every node or iteration, so it stops within milliseconds.
The thread is a daemon: a worker that is never cancelled cannot keep the program alive.
Python threads share one interpreter lock: the search gives it up every few milliseconds
(sys.getswitchinterval()), which leaves the UI thread its frames.
"""

from __future__ import annotations

import threading
from typing import Any

from common.ai.bot import Bot, Cancelled
from common.core.api import GameState


class BotWorker:
    """One bot choosing one action for one position. The state is immutable, so the UI may
    keep using it while the bot thinks."""

    def __init__(self, bot: Bot, state: GameState, budget: float | None = None) -> None:
        self._bot = bot
        self._state = state
        self._budget = budget
        self._cancel = threading.Event()
        self._finished = threading.Event()
        self._action: Any = None
        self._error: BaseException | None = None
        self._cancelled = False
        self._thread = threading.Thread(target=self._run, name=f"bot-{bot.level}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._action = self._bot.choose(self._state, self._budget, self._cancel)
        except Cancelled:
            self._cancelled = True
        except BaseException as error:  # handed to the UI thread by result()
            self._error = error
        finally:
            self._finished.set()

    @property
    def state(self) -> GameState:
        """The position the bot is thinking about (the UI checks it is still current)."""
        return self._state

    def done(self) -> bool:
        """True once the bot has an answer, failed, or stopped after cancel(). Never blocks."""
        return self._finished.is_set()

    def result(self) -> Any:
        """The chosen action once done(), else None. Raises the bot's error if it failed;
        None after a cancel."""
        if not self._finished.is_set():
            return None
        if self._error is not None:
            raise self._error
        return self._action

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self, wait: float | None = None) -> bool:
        """Ask the bot to stop; with `wait`, block up to that many seconds for it. Returns
        whether the thread has finished."""
        self._cancel.set()
        if wait is not None:
            self._thread.join(wait)
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for tests and scripts, not the UI loop)."""
        return self._finished.wait(timeout)
