"""One step ahead: score each legal action by the position it leads to (averaged over the chance
steps right after it) and pick with a softmax, so the bot is beatable and not predictable."""

from __future__ import annotations

import math
from typing import Any

from common.ai.bot import Bot, CancelFlag, Clock, require_decision
from common.ai.evaluate import Evaluator
from common.ai.model import SearchModel
from common.core.api import CHANCE, TERMINAL, GameState


class GreedyBot(Bot):
    """`temperature` is in units of the evaluator's values (0 = always the best)."""

    level = "greedy"

    def __init__(
        self, model: SearchModel, evaluate: Evaluator, temperature: float = 0.0, seed: int = 0
    ) -> None:
        super().__init__(seed)
        self.model = model
        self.evaluate = evaluate
        self.temperature = temperature

    def action_values(self, state: GameState, cancel: CancelFlag | None = None) -> list[float]:
        """The mover's value after each legal move, in the model's move order."""
        model = self.model
        root = model.root(state)
        player = model.to_move(root)
        clock = Clock(None, cancel)
        values = []
        for move in model.moves(root):
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

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        require_decision(state)
        model = self.model
        root = model.root(state)
        moves = model.moves(root)
        values = self.action_values(state, cancel)
        best = max(values)
        if self.temperature <= 0:
            index = values.index(best)
        else:
            weights = [math.exp((v - best) / self.temperature) for v in values]
            index = self.rng.choices(range(len(moves)), weights)[0]
        return model.public_action(root, moves[index])
