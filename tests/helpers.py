"""Helpers shared by the tests that need no window (the UI tests' own are in tests/ui/driver.py).

Test modules import helpers from here or from the other helper modules, never from another
test_*.py module (tests/test_suite_shape.py checks it)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common.ai.bot import Bot
from common.core.api import GameState
from common.core.record import GameRecord
from common.core.rng import pick_outcome

REPO = Path(__file__).resolve().parents[1]


def positions_from_random_games(
    start: Callable[[random.Random], GameState], count: int, seed: int, stops: tuple[int, int]
) -> list[GameState]:
    """`count` positions where a player must decide, each from a random game begun by
    `start(rng)` and taken after a random number of decisions in range(*stops) (a game that
    ends first gives none)."""
    rng = random.Random(seed)
    found: list[GameState] = []
    while len(found) < count:
        state = start(rng)
        stop = rng.randrange(*stops)
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply_action(pick_outcome(state.chance_outcomes(), rng.random()))
                continue
            if steps == stop:
                found.append(state)
                break
            steps += 1
            state = state.apply_action(rng.choice(state.legal_actions()))
    return found


def play_moves(record: GameRecord, count: int, rng_seed: int = 0) -> None:
    """Play up to `count` random legal moves (fewer if the game ends), drawn from rng_seed."""
    rng = random.Random(rng_seed)
    for _ in range(count):
        roll_if_waiting(record)  # everyone rolls at once (a variant starts so)
        if record.state.is_terminal():
            return
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        roll_if_waiting(record)


def spawn(script: str, data_folder: Path, *args: str) -> subprocess.Popen:
    """Run a Python script in another process on this data folder; its output is piped."""
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        cwd=REPO,
        env=dict(os.environ, BAZAAR_DATA_DIR=str(data_folder)),
        stdout=subprocess.PIPE,
        text=True,
    )


def run_in_narrow_locale(script: str, data_folder: Path) -> subprocess.CompletedProcess:
    """Run a Python script (given on stdin, since a command line is in the locale's encoding)
    under the C locale with Python's UTF-8 mode and locale coercion off, as under an ISO-8859-1
    or KOI8-R locale for letters those cannot hold; its output is UTF-8 text."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(
        LC_ALL="C",
        PYTHONUTF8="0",
        PYTHONCOERCECLOCALE="0",
        PYTHONIOENCODING="utf-8",
        BAZAAR_DATA_DIR=str(data_folder),
        PYTHONPATH=str(REPO),
    )
    return subprocess.run(
        [sys.executable, "-"],
        input=script,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


def made_up_review(record: GameRecord, seed: int = 1):
    """A review of a finished game with made-up figures that a kept review may hold (for the
    screens' tests: the review itself is tested in tests/ai), a mistake every few moves."""
    from common.core.review import GameReview, StepReview, Thresholds
    from common.core.turns import turn_numbers

    rng = random.Random(seed)
    seats = record.state.num_players()
    thresholds = Thresholds(1.0, 3.0, 6.0)
    standing = [30.0] * seats
    steps = []
    for step, turn in zip(record.steps, turn_numbers(record.steps), strict=True):
        luck, cost, best, best_standing, mark = (0.0,) * seats, 0.0, None, None, ""
        if step.is_chance:
            luck = tuple(rng.uniform(-2, 2) for _ in range(seats))
            standing = [a + b for a, b in zip(standing, luck, strict=True)]
        elif step.is_decision:
            others = [a for a in step.before.legal_actions() if a != step.action]
            cost = rng.choice((0.0, 0.0, 0.0, 4.0)) if others else 0.0
            mark = thresholds.mark(cost)
            standing[step.seat] += rng.uniform(-1, 1) - cost
            if cost:
                best, best_standing = str(others[0]), standing[step.seat] + cost
        steps.append(
            StepReview(
                step.index,
                turn,
                step.seat,
                step.kind,
                tuple(standing),
                luck,
                cost,
                best,
                best_standing,
                mark,
            )
        )
    unit = "dirhams" if record.game.name == "marrakech" else "points"
    return GameReview(record.game.name, unit, seats, (30.0,) * seats, tuple(steps), thresholds)


def roll_if_waiting(record: GameRecord) -> None:
    """Roll the die the record waits for, if any (as its roller would: in these tests nobody
    waits for a person's gesture)."""
    if record.waiting_roll is not None:
        record.roll()


class InstantThinking:
    """A bot's search run on the calling thread, as BotWorker runs it on its own (the same bot,
    position and budget: the same move), at once: the UI tests' runner (App(runner=...)), so
    no test waits on a thread or the clock for a computer player or a hint. With `held`, the
    search waits there until the test finishes it (HeldRunner)."""

    def __init__(
        self,
        bot: Bot,
        state: GameState,
        budget: float | None = None,
        held: list[InstantThinking] | None = None,
    ) -> None:
        self._search = lambda: bot.choose(state, budget)
        self._finished = self._cancelled = False
        self._error: Exception | None = None
        self._action: Any = None
        if held is None:
            self.finish()
        else:
            held.append(self)

    def finish(self) -> None:
        """Run the search now (once; never after cancel)."""
        if self._finished or self._cancelled:
            return
        self._finished = True
        try:
            self._action = self._search()
        except Exception as error:  # told by result(), as BotWorker tells it
            self._error = error

    def done(self) -> bool:
        return self._finished or self._cancelled

    def result(self) -> Any:
        if self._cancelled or not self._finished:
            return None
        if self._error is not None:
            raise self._error
        return self._action

    def cancel(self, wait: float | None = None) -> bool:
        self._cancelled = True
        return True


class HeldRunner:
    """A runner whose searches think until the test releases them (then each runs at once, on
    the test's thread): a computer player caught thinking, without a thread or a clock."""

    def __init__(self) -> None:
        self.held: list[InstantThinking] = []

    def __call__(self, bot: Bot, state: GameState, budget: float | None = None) -> InstantThinking:
        return InstantThinking(bot, state, budget, self.held)

    def release(self) -> None:
        """Every search waiting finishes now."""
        for thinking in self.held:
            thinking.finish()
        self.held.clear()


def quick_reviewer(_game: str = "marrakech"):
    """A fresh Marrakech reviewer that searches one move deep, its best moves a seeded random
    player's (quick enough to review a whole game in a test)."""
    from marrakech.ai.review import MarrakechReviewer

    return MarrakechReviewer(depth=lambda _core: 1, jobs=1, level="random")


def review_in_a_thread(game, setup, inbox, outbox):
    """A live review's worker (common.ai.review_live.serve) on a thread of this process."""
    import threading

    from common.ai.review_live import serve

    worker = threading.Thread(target=serve, args=(game, setup, inbox, outbox), daemon=True)
    worker.start()
    return worker
