"""The bot interface: a position, a time budget and the bot's own seeded RNG give an action.

Bots never change the state they are given (states are immutable; search works on copies).
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from typing import Any, Protocol

from common.core.api import GameState


class CancelFlag(Protocol):
    """Anything with is_set(), such as threading.Event."""

    def is_set(self) -> bool: ...


class Cancelled(Exception):
    """Raised inside a search when its cancel flag is set; the worker catches it."""


class Bot(ABC):
    """A computer player. `seed` fixes its random choices: the same seed, the same calls and no
    time cap being hit give the same actions."""

    level = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    @abstractmethod
    def choose(
        self,
        state: GameState,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Any:
        """A legal action for the player to move in `state` (a decision node, not chance).
        `budget` caps the thinking time in seconds (None: the bot's own limit); when `cancel`
        is set the bot raises Cancelled soon after."""


class Clock:
    """Checks a deadline and a cancel flag; cheap enough to call at every search node."""

    __slots__ = ("cancel", "deadline")

    def __init__(self, budget: float | None, cancel: CancelFlag | None) -> None:
        self.deadline = None if budget is None else time.perf_counter() + budget
        self.cancel = cancel

    def check_cancel(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled

    def out_of_time(self) -> bool:
        """True once the budget is spent; raises Cancelled if cancelled."""
        self.check_cancel()
        return self.deadline is not None and time.perf_counter() >= self.deadline


def require_decision(state: GameState) -> None:
    if state.is_terminal() or state.is_chance_node():
        raise ValueError("a bot chooses only at a player's decision, not at chance or the end")
