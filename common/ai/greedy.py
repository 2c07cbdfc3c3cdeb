"""One step ahead: score each legal action by the position it leads to (averaged over the chance
steps right after it) and pick with a softmax, so the bot is beatable and not predictable."""

from __future__ import annotations

import math
from typing import Any

from common.ai.bot import CancelFlag, Clock
from common.ai.evaluate import Evaluator
from common.ai.model import SearchModel
from common.ai.search_bot import SearchBot
from common.core.api import CHANCE, TERMINAL, GameState


class GreedyBot(SearchBot):
    """`temperature` is in units of the evaluator's values (0 = always the best)."""

    level = "greedy"

    def __init__(
        self, model: SearchModel, evaluate: Evaluator, temperature: float = 0.0, seed: int = 0
    ) -> None:
        super().__init__(model, seed)
        self.evaluate = evaluate
        self.temperature = temperature

    def action_values(self, state: GameState, cancel: CancelFlag | None = None) -> list[float]:
        """The mover's value after each legal move, in the model's move order."""
        root = self.model.root(state)
        return self._values(root, list(self.model.moves(root)), cancel)

    def _values(self, root: Any, moves: list[Any], cancel: CancelFlag | None) -> list[float]:
        model = self.model
        player = model.to_move(root)
        clock = Clock(None, cancel)
        values = []
        for move in moves:
            clock.check_cancel()
            node = model.apply(model.copy(root), move)
            values.append(self._value(node, 2)[player])
        return values

    def _value(self, node: Any, chance_depth: int) -> list[float]:
        model = self.model
        player = model.to_move(node)
        if player == TERMINAL:
            return model.returns(node)
        if player != CHANCE or chance_depth == 0:
            return self.evaluate(node)
        total = [0.0] * model.num_players(node)
        for outcome, p in model.chances(node):
            child = self._value(model.apply(model.copy(node), outcome), chance_depth - 1)
            for i, v in enumerate(child):
                total[i] += p * v
        return total

    def pick(
        self, root: Any, moves: list[Any], budget: float | None, cancel: CancelFlag | None
    ) -> Any:
        values = self._values(root, moves, cancel)
        best = max(values)
        if self.temperature <= 0:
            return moves[values.index(best)]
        weights = [math.exp((v - best) / self.temperature) for v in values]
        return moves[self.rng.choices(range(len(moves)), weights)[0]]
