"""A bot that picks uniformly among the legal actions: the baseline every level must beat."""

from __future__ import annotations

from typing import Any

from common.ai.bot import Bot, CancelFlag, require_decision
from common.core.api import GameState


class RandomBot(Bot):
    level = "random"

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        require_decision(state)
        options = state.legal_actions()
        return options[self.rng.randrange(len(options))]
