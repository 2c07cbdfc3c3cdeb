"""What every searching bot does before it searches: the position must be a decision, a forced
move is played at once, and the search's answer (a move of the game's SearchModel) is turned
back into a public action. Each bot says only how it picks among two or more moves."""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from common.ai.bot import Bot, CancelFlag, require_decision
from common.ai.model import SearchModel
from common.core.api import GameState


class SearchBot(Bot):
    def __init__(self, model: SearchModel, seed: int = 0) -> None:
        super().__init__(seed)
        self.model = model

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        require_decision(state)
        root = self.model.root(state)
        moves = list(self.model.moves(root))
        move = moves[0] if len(moves) == 1 else self.pick(root, moves, budget, cancel)
        return self.model.public_action(root, move)

    @abstractmethod
    def pick(
        self, root: Any, moves: list[Any], budget: float | None, cancel: CancelFlag | None
    ) -> Any:
        """The move to play of two or more `moves` at the model's node `root` (which the
        search may not change): within `budget` seconds, raising Cancelled once `cancel` is
        set."""
