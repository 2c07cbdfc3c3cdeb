"""The review's best move as a player, for the arena only: `python -m benchmarks.marrakech_arena
--bots review,hard` measures whether the review's evaluator plays at least as well as Hard (what the
review calls a better move should be one)."""

from __future__ import annotations

from typing import Any

from common.ai.bot import CancelFlag
from common.ai.model import ApiModel
from common.ai.review import Reviewer
from common.ai.search_bot import SearchBot


class ReviewBot(SearchBot):
    """Plays the move the reviewer rates best (over the public states: ApiModel). A reviewer
    keeps its last search, so each bot has one of its own."""

    level = "review"

    def __init__(self, reviewer: Reviewer, seed: int = 0) -> None:
        super().__init__(ApiModel(), seed)
        self.reviewer = reviewer

    def pick(
        self, root: Any, moves: list[Any], budget: float | None, cancel: CancelFlag | None
    ) -> Any:
        return self.reviewer.best_action(root, cancel)
