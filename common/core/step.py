"""One step of a game's history: an action with the positions around it and what the rules say
it did, worked out once when it is played (common.core.record keeps one per action).

Everything that tells a game's story — the log, the die on the table, the laid carpets, the
statistics, the replay, the network — reads steps; none of them works an action out again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, TypeVar

from common.core.api import CHANCE, Game, GameState
from common.core.events import Event

DECISION = "decision"  # a player chose it
CHANCE_STEP = "chance"  # chance gave it (the record's seed)
FORCED = "forced"  # the rules made it for a player (GameState.forced_action)

E = TypeVar("E", bound=Event)
T = TypeVar("T")


@dataclass(frozen=True, eq=False)
class Step:
    """Action number `index` (0-based) of a game: who made it (a seat, or CHANCE), what kind of
    step it was, the positions before and after, and the rules' events for it. `chances` counts
    the chance steps of the game up to and including this one (the seed's draw number).

    The events are told by the game the first time they are read and kept: a random playout
    through a record that nobody shows pays nothing for them, a table reads them once."""

    index: int
    seat: int
    kind: str
    action: Any
    before: GameState
    after: GameState
    chances: int
    game: Game[Any] = field(repr=False)

    @cached_property
    def events(self) -> tuple[Event, ...]:
        return tuple(self.game.describe(self.before, self.action, self.after))

    @property
    def is_decision(self) -> bool:
        return self.kind == DECISION

    @property
    def is_chance(self) -> bool:
        return self.kind == CHANCE_STEP

    def event(self, kind: type[E]) -> E | None:
        """The first event of that type in this step, or None."""
        return next((e for e in self.events if isinstance(e, kind)), None)


def step_kind(before: GameState) -> str:
    """What kind of step the next action from `before` is."""
    if before.current_player() == CHANCE:
        return CHANCE_STEP
    return DECISION if before.forced_action() is None else FORCED


class StepFold(Generic[T]):
    """Items told from a record's steps (log lines, laid carpets), kept as the record moves:
    each step is read once, and after an undo or a new line only the steps that changed are
    read again. `read(step, items_so_far)` gives the step's items (it may look back at the
    earlier ones, e.g. for a turn number). The cost of a move is the same at move 10 and 200."""

    def __init__(self, read: Callable[[Step, Sequence[T]], Iterable[T]]) -> None:
        self._read = read
        self._steps: list[Step] = []
        self._ends: list[int] = []  # how many items there are after each step read
        self._items: list[T] = []

    def items(self, steps: Sequence[Step], upto: int) -> Sequence[T]:
        """The items of the first `upto` steps (read-only: it is the fold's own list)."""
        keep = min(len(self._steps), upto)
        while keep and self._steps[keep - 1] is not steps[keep - 1]:
            keep -= 1
        del self._steps[keep:]
        del self._ends[keep:]
        del self._items[self._ends[-1] if self._ends else 0 :]
        for step in steps[keep:upto]:
            self._items.extend(self._read(step, self._items))
            self._steps.append(step)
            self._ends.append(len(self._items))
        return self._items

    def count(self, steps: Sequence[Step], upto: int) -> int:
        """How many items the first `upto` steps give (reading no further than that)."""
        if upto <= 0:
            return 0
        if upto > len(self._steps) or self._steps[upto - 1] is not steps[upto - 1]:
            self.items(steps, upto)
        return self._ends[upto - 1]
