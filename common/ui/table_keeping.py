"""A table's game kept on disk the moment its record changes (a move is saved when it is made,
not when it is shown), so closing the window at any moment loses nothing: a game in progress in
its slot, a finished one in the saved games the moment its last move is made. The writing and
trying again is the keeper's (common.core.keeping: the app's, which goes on trying after the
table is gone); the table tells each failure, and when it worked again.

An online table has none: the server keeps the game (this computer keeps it when it ends); a
lesson's neither (it is nobody's unfinished game)."""

from __future__ import annotations

from collections.abc import Callable

from common.core.keeping import Keeper, SaveProblem
from common.core.record import GameRecord


class TableKeeping:
    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper
        self.problem: SaveProblem | None = None  # the last autosave's failure, if any
        # on_saved(problem): the autosave failed (problem), or worked again after a failure
        self.on_saved: Callable[[SaveProblem | None], None] = lambda problem: None

    def keep(self, record: GameRecord) -> None:
        """Keep the game as it stands; a failure is told (on_saved) and tried again."""
        problem = self.keeper.keep(record)
        if problem is not None:
            self.problem = problem
            self.on_saved(problem)
            return
        self._kept()

    def follow(self, record: GameRecord) -> None:
        """Every frame: the keeper tries again; each new failure is told, and when it worked."""
        if self.problem is None:
            return
        problem = self.keeper.problem_of(record)
        if problem is None:
            self._kept()
        elif problem is not self.problem:
            self.problem = problem
            self.on_saved(problem)

    def flush(self) -> None:
        """Leaving the table: one more try if the last save failed (the keeper goes on)."""
        if self.problem is not None:
            self.keeper.retry()

    def _kept(self) -> None:
        if self.problem is not None:
            self.problem = None
            self.on_saved(None)
