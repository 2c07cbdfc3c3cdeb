"""The review's best move as a player, for the arena only: `python -m benchmarks.marrakech_arena
--bots review,hard` measures whether the review's evaluator plays at least as well as Hard (what the
review calls a better move should be one)."""

from __future__ import annotations

from typing import Any

from common.ai.bot import Bot, CancelFlag, require_decision
from common.ai.review import Reviewer
from common.core.api import GameState


class ReviewBot(Bot):
    """Plays the move the reviewer rates best. A reviewer keeps its last search, so each bot
    has one of its own."""

    level = "review"

    def __init__(self, reviewer: Reviewer, seed: int = 0) -> None:
        super().__init__(seed)
        self.reviewer = reviewer

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        require_decision(state)
        return self.reviewer.best_action(state, cancel)
