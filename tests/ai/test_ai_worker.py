"""The background worker: the UI gets the bot's move by polling, and cancelling stops the
search promptly (closing the window must not wait for a long think)."""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from common.ai import bot as bot_module
from common.ai.bot import Bot, Cancelled, Clock
from common.ai.mcts import MctsBot
from common.ai.worker import BotWorker
from common.core import registry
from marrakech.ai.heuristic import evaluate
from marrakech.ai.model import MODEL
from tests.marrakech.positions import position


def make_bot(level: str, seed: int = 0):
    return registry.find("marrakech").make_bot(level, seed)


def test_the_worker_hands_over_a_legal_move_without_blocking_the_caller():
    state = position(phase="place", assam="A33N")
    worker = BotWorker(make_bot("medium", seed=1), state)
    for _ in range(10_000):  # frames of a window, each waiting a little for the search
        if worker.done():
            break
        assert worker.result() is None  # not ready yet: polling returns at once
        worker.wait(0.001)
    assert worker.done()
    action = worker.result()
    assert state.check_action(action) is None
    assert not worker.cancelled


class Started(Bot):
    """A bot that says when its search has begun."""

    def __init__(self, bot: Bot) -> None:
        super().__init__()
        self.bot, self.began = bot, threading.Event()

    def choose(self, state, budget=None, cancel=None):
        self.began.set()
        return self.bot.choose(state, budget, cancel)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "endless"])
def test_cancelling_stops_a_long_search_promptly(level):
    if level == "endless":
        bot = MctsBot(MODEL, evaluate, iterations=10**9, seed=1)  # would think for hours
    else:
        bot = make_bot(level, seed=1)
    state = position(phase="turn", assam="A33N")
    started = Started(bot)
    worker = BotWorker(started, state, budget=None)
    assert started.began.wait(10)  # the search is under way (or a fast level's is done)
    assert worker.cancel(wait=2.0), "the search went on after it was cancelled"
    assert worker.done() and worker.cancelled
    assert worker.result() is None  # even a fast level's move: nobody asks for it any more


def test_a_bot_error_reaches_the_caller():
    class Broken(Bot):
        def choose(self, state, budget=None, cancel=None):
            raise RuntimeError("no idea")

    worker = BotWorker(Broken(), position(phase="turn"))
    assert worker.wait(5)
    with pytest.raises(RuntimeError, match="no idea"):
        worker.result()


def test_a_time_budget_bounds_the_search(monkeypatch):
    """On a clock where each look at it takes a millisecond: 0.2 s is about 200 looks."""
    ticks = itertools.count()
    monkeypatch.setattr(
        bot_module, "time", SimpleNamespace(perf_counter=lambda: next(ticks) / 1000)
    )
    bot = MctsBot(MODEL, evaluate, iterations=10**9, seed=1)
    state = position(phase="place", assam="A33N")
    action = bot.choose(state, budget=0.2)
    assert state.check_action(action) is None
    assert 1 < bot.last_iterations <= 200


def test_the_clock_raises_once_cancelled():
    class Flag:
        value = False

        def is_set(self):
            return self.value

    flag = Flag()
    clock = Clock(None, flag)
    assert not clock.out_of_time()
    flag.value = True
    with pytest.raises(Cancelled):
        clock.out_of_time()


def test_workers_reuse_a_few_threads_instead_of_leaving_one_per_move():
    state = position(phase="place", assam="A33N")
    for seed in range(12):
        worker = BotWorker(make_bot("easy", seed=seed), state)
        assert worker.wait(10)
        assert state.check_action(worker.result()) is None
    bots = [t for t in threading.enumerate() if t.name.startswith("bot")]
    assert 1 <= len(bots) <= 2, [t.name for t in bots]


def test_a_worker_cancelled_before_it_starts_never_runs():
    long = [
        BotWorker(MctsBot(MODEL, evaluate, iterations=10**9, seed=k), position()) for k in (1, 2)
    ]
    queued = BotWorker(make_bot("easy", seed=3), position(phase="turn"))
    assert not queued.done()  # both threads are busy
    queued.cancel()
    assert queued.done() and queued.cancelled and queued.result() is None
    for worker in long:
        assert worker.cancel(wait=2.0)


EXIT_WHILE_THINKING = """
from common.ai.mcts import MctsBot
from common.ai.worker import BotWorker
from marrakech.ai.heuristic import evaluate
from marrakech.ai.model import MODEL
from tests.marrakech.positions import position
BotWorker(MctsBot(MODEL, evaluate, iterations=10**9, seed=1), position(phase="turn"))
print("thinking", flush=True)
"""


def test_the_program_ends_at_once_though_a_bot_is_still_thinking():
    result = subprocess.run(  # the search alone would run for hours: TimeoutExpired
        [sys.executable, "-c", EXIT_WHILE_THINKING],
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=20,
    )
    assert result.returncode == 0 and "thinking" in result.stdout, result.stderr
