"""The review worked out while the game is played (issue 53), so it is ready when the game ends.

A process of its own, at the lowest priority the system gives (a computer's move and the
window's frames always come first), follows the game step by step: the table tells it each
action as it is played (a few bytes: the action's notation) and each take-back (the line from
step k on is gone), and it reviews each new step as the whole-game review does
(common.ai.review: the best move at a decision, then the standings around it), sending back
one StepReview a step. The turn numbers, which look a few steps ahead, are given once the
review is gathered (`LiveReview.review`).

`StepFollower` is that work without the process (the process runs one; the tests run one in
their own process, step by step). Never imports pygame.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from common.ai.review import Reviewer, _review_step, reviewer_for, standing_of
from common.ai.review_search import Standing
from common.core import registry
from common.core.api import GameState
from common.core.child_process import end_with_parent
from common.core.record import GameRecord
from common.core.review import GameReview, StepReview
from common.core.step import Step, step_kind
from common.core.turns import turn_numbers

_IDLE_PRIORITY_CLASS = 0x40  # Windows' lowest


def lowest_priority() -> None:
    """This process runs only when nothing else wants the processor."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(19)
        return
    with contextlib.suppress(Exception):  # Windows: the same through the kernel
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        kernel.SetPriorityClass(kernel.GetCurrentProcess(), _IDLE_PRIORITY_CLASS)


class StepFollower:
    """The review of one game's line as it grows: `add` its next actions, `back(k)` when the
    line from step k on is taken back, and `work()` reviews the next step not yet reviewed."""

    def __init__(self, reviewer: Reviewer, first: GameState) -> None:
        self.reviewer = reviewer
        self.game = registry.get_game(reviewer.game)
        self.first = first
        self.states = [first]  # the position before each step, and after the last
        self.actions: list[Any] = []
        self.reviewed: list[StepReview] = []
        self.start: Standing | None = None

    def add(self, texts: Sequence[str]) -> None:
        """The line's next actions (notation, checked by the rules: ValueError if they do not
        fit the game)."""
        for text in texts:
            action = self.game.parse_action(text)
            self.states.append(self.states[-1].apply_action(action))
            self.actions.append(action)

    def back(self, steps: int) -> None:
        """The line is taken back to its first `steps` steps."""
        del self.actions[steps:]
        del self.states[steps + 1 :]
        del self.reviewed[steps:]

    @property
    def behind(self) -> bool:
        return self.start is None or len(self.reviewed) < len(self.actions)

    def standing(self, state: GameState) -> Standing:
        return standing_of(self.reviewer, state)

    def work(self) -> tuple[int, Any] | None:
        """Review the next step: (-1, the start's standing) first, then (index, StepReview)
        for each step in turn; None if every step is reviewed."""
        if self.start is None:
            self.start = self.standing(self.first)
            return -1, self.start
        index = len(self.reviewed)
        if index >= len(self.actions):
            return None
        before = self.states[index]
        step = Step(
            index,
            before.current_player(),
            step_kind(before),
            self.actions[index],
            before,
            self.states[index + 1],
            0,
            self.game,
        )
        was = self.reviewed[-1].standing if self.reviewed else self.start
        item = _review_step(self.reviewer, step, 0, was, self.standing, None)
        self.reviewed.append(item)
        return index, item


def serve_low(game: str, setup: dict[str, Any], inbox: Any, outbox: Any) -> None:
    """`serve` at the lowest priority: the review process's own start."""
    end_with_parent()
    lowest_priority()
    serve(game, setup, inbox, outbox)


def serve(game: str, setup: dict[str, Any], inbox: Any, outbox: Any) -> None:
    """The review's worker: follows the messages ("add", texts), ("back", steps, epoch) and
    ("stop",), and sends ("done", epoch, index, result) for each step reviewed (index -1: the
    start's standing), or ("failed", epoch, why) once, if the line cannot be reviewed."""
    registry.load_games()
    rules = registry.get_game(game)
    follower = StepFollower(reviewer_for(game), rules.initial_state(rules.setup_from_json(setup)))
    epoch = 0
    failed = False
    while True:
        try:
            message = inbox.get(block=failed or not follower.behind)
        except queue.Empty:
            message = None
        if message is not None:
            if message[0] == "stop":
                return
            if message[0] == "back":
                follower.back(message[1])
                epoch = message[2]
                failed = False
            elif not failed:
                try:
                    follower.add(message[1])
                except Exception as error:  # a line the rules refuse: told, never guessed at
                    outbox.put(("failed", epoch, str(error) or type(error).__name__))
                    failed = True
            continue
        try:
            done = follower.work()
        except Exception as error:  # a review that fails must not take the game with it
            outbox.put(("failed", epoch, str(error) or type(error).__name__))
            failed = True
            continue
        if done is not None:
            outbox.put(("done", epoch, *done))


class LiveReview:
    """The parent's side: `follow(record)` after every change of the record (cheap: it sends
    only what changed), `review(record)` once every step is reviewed (else None), `fraction`
    for a bar, `close()` when it is no longer wanted. `start` makes the worker from
    (serve's arguments); by default a process of its own."""

    def __init__(
        self,
        record: GameRecord,
        start: Callable[[str, dict[str, Any], Any, Any], Any] | None = None,
    ) -> None:
        self.game = record.game.name
        self.seats = record.state_at(0).num_players()
        setup = record.game.setup_to_json(record.setup)
        if start is None:
            context = multiprocessing.get_context("spawn")
            self.inbox: Any = context.Queue()
            self.outbox: Any = context.Queue()
            self.process: Any = context.Process(
                target=serve_low,
                args=(self.game, setup, self.inbox, self.outbox),
                name="live-review",
                daemon=True,
            )
            self.process.start()
        else:
            self.inbox, self.outbox = queue.Queue(), queue.Queue()
            self.process = start(self.game, setup, self.inbox, self.outbox)
        self.sent: list[str] = []
        self.epoch = 0
        self.start: Standing | None = None
        self.reviewed: list[StepReview] = []
        self.error: str | None = None
        self.closed = False
        self.follow(record)

    def follow(self, record: GameRecord) -> None:
        """Tell the worker what changed in the record's line (played steps) since last told."""
        if self.closed:
            return
        texts = [str(action) for action in record.played]
        same = 0
        for mine, theirs in zip(self.sent, texts, strict=False):
            if mine != theirs:
                break
            same += 1
        if same < len(self.sent):
            self.epoch += 1
            self.inbox.put(("back", same, self.epoch))
            del self.sent[same:]
            del self.reviewed[same:]
            self.error = None
        if len(texts) > same:
            self.inbox.put(("add", texts[same:]))
            self.sent.extend(texts[same:])

    def poll(self) -> None:
        """Read what the worker sent (never waits)."""
        while True:
            try:
                message = self.outbox.get_nowait()
            except (queue.Empty, OSError, ValueError):
                return
            self._take(message)

    def wait(self, record: GameRecord, seconds: float) -> GameReview | None:
        """The review of the record's line, waited for at most `seconds` (a benchmark's and a
        test's; the window never waits)."""
        deadline = time.monotonic() + seconds
        while (review := self.review(record)) is None and self.error is None:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                self._take(self.outbox.get(timeout=left))
            except queue.Empty:
                return None
        return review

    def _take(self, message: tuple[Any, ...]) -> None:
        if message[1] != self.epoch:
            return  # about a line taken back since
        if message[0] == "failed":
            self.error = message[2]
        elif message[2] == -1:
            self.start = message[3]
        elif message[2] == len(self.reviewed) and message[2] < len(self.sent):
            self.reviewed.append(message[3])

    def covers(self, record: GameRecord) -> bool:
        """This follows that very game (a record of the same game, setup and line so far)."""
        return record.game.name == self.game and [str(a) for a in record.played] == self.sent

    def fraction(self) -> float:
        self.poll()
        return (len(self.reviewed) + (self.start is not None)) / (len(self.sent) + 1)

    def review(self, record: GameRecord) -> GameReview | None:
        """The review of the record's line, once every step of it is reviewed."""
        self.poll()
        if self.start is None or not self.covers(record) or len(self.reviewed) < len(self.sent):
            return None
        reviewer = reviewer_for(self.game)
        turns = turn_numbers(record.played_steps)
        steps = tuple(replace(s, turn=t) for s, t in zip(self.reviewed, turns, strict=True))
        return GameReview(
            self.game, reviewer.unit, self.seats, self.start, steps, reviewer.thresholds
        )

    def close(self) -> None:
        """Stop the worker (a process is stopped, not waited for)."""
        self.closed = True
        with contextlib.suppress(OSError, ValueError):
            self.inbox.put(("stop",))
        if isinstance(self.process, multiprocessing.process.BaseProcess):
            self.process.terminate()
