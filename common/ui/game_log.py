"""A game's log, told from the record's steps as the screen moves on: each step is worded once
(common.core.step.StepFold), and worded afresh only when the players' names or the language
change. Each game says how one step reads: `read(step, earlier_entries, names)`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Generic, TypeVar

from common.core.i18n import language
from common.core.record import GameRecord
from common.core.step import Step, StepFold

T = TypeVar("T")
ReadStep = Callable[[Step, Sequence[T], Sequence[str]], Iterable[T]]


class GameLog(Generic[T]):
    def __init__(self, read: ReadStep[T]) -> None:
        self._read = read
        self._key: tuple[tuple[str, ...], str] | None = None
        self._fold: StepFold[T] = StepFold(lambda step, earlier: ())

    def _fold_for(self, names: Sequence[str]) -> StepFold[T]:
        key = (tuple(names), language())
        if key != self._key:
            words, read = list(names), self._read
            self._key = key
            self._fold = StepFold(lambda step, earlier: read(step, earlier, words))
        return self._fold

    def entries(self, record: GameRecord, names: Sequence[str], upto: int) -> Sequence[T]:
        """The entries of the first `upto` steps, oldest first (the log's own list: read it,
        do not change it)."""
        return self._fold_for(names).items(record.steps, upto)

    def count(self, record: GameRecord, names: Sequence[str], upto: int) -> int:
        """How many entries the first `upto` steps give."""
        return self._fold_for(names).count(record.steps, upto)
