"""What happened in one step of a game, as the rules tell it: the base type of every event.

Each game's `rules/events.py` has `describe(before, action, after) -> tuple[Event, ...]`: the
events of one action, in the order a player would see them happen. An event is a frozen
dataclass of plain data (seats 0-based, squares and cells as the game numbers them), so the UI
can turn it into an animation (a beat) and a log line without restating any rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from common.core.api import GameState


@dataclass(frozen=True)
class Event:
    """One thing that happened in a step of a game."""


@dataclass(frozen=True)
class FirstPlayerDrawn(Event):
    """Chance chose who goes first."""

    seat: int


Describe = Callable[[GameState, Any, GameState], tuple[Event, ...]]
"""The signature of a game's `describe(before, action, after)`."""
