"""Depth-limited expectimax: chance nodes average their outcomes, each player maximises their
own value (max-n, so it works for more than two players). Depth counts decisions only.

With a time budget it deepens iteratively and keeps the answer of the last finished depth."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.ai.bot import Bot, CancelFlag, Clock, require_decision
from common.ai.evaluate import Evaluator
from common.ai.model import SearchModel
from common.core.api import CHANCE, TERMINAL, GameState


class _OutOfTime(Exception):
    pass


class ExpectimaxBot(Bot):
    """`depth(node)` gives the search depth for a root (a constant or per game phase); the
    search goes one decision deeper at a time while time remains, up to that depth (or through
    the depths of a tuple `depth(node)` gives, in order). A depth
    that would visit more than `max_nodes` nodes in all is given up (the shallower answer
    stands), which bounds the time like a budget but gives the same move on every machine."""

    level = "expectimax"

    def __init__(
        self,
        model: SearchModel,
        evaluate: Evaluator,
        depth: int | Callable[[Any], int | tuple[int, ...]] = 2,
        seed: int = 0,
        min_depth: int = 1,
        max_nodes: int | None = None,
    ) -> None:
        super().__init__(seed)
        self.model = model
        self.evaluate = evaluate
        self.depth = depth
        self.min_depth = min_depth
        self.max_nodes = max_nodes
        self.nodes = 0

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        require_decision(state)
        model = self.model
        root = model.root(state)
        moves = list(model.moves(root))
        if len(moves) == 1:
            return model.public_action(root, moves[0])
        target = self.depth(root) if callable(self.depth) else self.depth
        schedule = (
            tuple(target)
            if isinstance(target, tuple)
            else range(min(self.min_depth, target), target + 1)
        )
        clock = Clock(budget, cancel)
        self.nodes = 0
        best = None
        for depth in schedule:
            try:
                values = self.move_values(root, moves, depth, clock, must_finish=best is None)
            except _OutOfTime:
                break
            top = max(values)
            # Ties go to a random one of the best, from the bot's own RNG.
            best = self.rng.choice(
                [m for m, v in zip(moves, values, strict=True) if v >= top - 1e-12]
            )
        return model.public_action(root, best)

    def move_values(
        self, root: Any, moves: list[Any], depth: int, clock: Clock, must_finish: bool = True
    ) -> list[float]:
        """The mover's value of each move searched `depth` decisions deep."""
        model = self.model
        player = model.to_move(root)
        self._clock = clock
        self._must_finish = must_finish
        return [self._value(model.apply(model.copy(root), m), depth - 1)[player] for m in moves]

    def _value(self, node: Any, depth: int) -> list[float]:
        self.nodes += 1
        self._clock.check_cancel()  # every node: a heavy evaluation makes 64 nodes slow
        if (
            self.nodes & 63 == 0
            and (self._clock.out_of_time() or self.nodes > (self.max_nodes or self.nodes))
            and not self._must_finish
        ):
            raise _OutOfTime
        model = self.model
        player = model.to_move(node)
        if player == TERMINAL:
            return model.returns(node)
        if depth <= 0:
            return self.evaluate(node)
        if player == CHANCE:
            total = None
            for outcome, p in model.chances(node):
                child = self._value(model.apply(model.copy(node), outcome), depth)
                if total is None:
                    total = [p * v for v in child]
                else:
                    for i, v in enumerate(child):
                        total[i] += p * v
            return total
        best = None
        for move in model.moves(node):
            child = self._value(model.apply(model.copy(node), move), depth - 1)
            if best is None or child[player] > best[player]:
                best = child
        return best
