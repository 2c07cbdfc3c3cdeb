"""Depth-limited expectimax: chance nodes average their outcomes, each player maximises their
own value (max-n, so it works for more than two players). Depth counts decisions only.

With a time budget it deepens iteratively and keeps the answer of the last finished depth."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from common.ai.bot import CancelFlag, Clock
from common.ai.evaluate import Evaluator
from common.ai.model import SearchModel
from common.ai.search_bot import SearchBot
from common.core.api import CHANCE, TERMINAL


class _OutOfTime(Exception):
    pass


class ExpectimaxBot(SearchBot):
    """`depth(node)` gives the search depth for a root (a constant or per game phase); the
    search goes one decision deeper at a time while time remains, up to that depth (or through
    the depths of a tuple `depth(node)` gives, in order). A depth
    that would visit more than `max_nodes` nodes in all is given up (the shallower answer
    stands), which bounds the time like a budget but gives the same move on every machine.

    `zero_sum` is for two-player games whose values are win chances summing to 1 (ties half):
    the search then cuts with alpha-beta at decisions and Ballard's Star1 bounds at chance
    nodes (values lie in [0, 1]). It finds the same best value as the full search with fewer
    nodes."""

    level = "expectimax"

    def __init__(
        self,
        model: SearchModel,
        evaluate: Evaluator,
        depth: int | Callable[[Any], int | tuple[int, ...]] = 2,
        seed: int = 0,
        min_depth: int = 1,
        max_nodes: int | None = None,
        zero_sum: bool = False,
    ) -> None:
        super().__init__(model, seed)
        self.evaluate = evaluate
        self.depth = depth
        self.min_depth = min_depth
        self.max_nodes = max_nodes
        self.zero_sum = zero_sum
        self.nodes = 0

    def pick(
        self, root: Any, moves: list[Any], budget: float | None, cancel: CancelFlag | None
    ) -> Any:
        model = self.model
        target = self.depth(root) if callable(self.depth) else self.depth
        schedule = (
            tuple(target)
            if isinstance(target, tuple)
            else range(min(self.min_depth, target), target + 1)
        )
        clock = Clock(budget, cancel)
        self.nodes = 0
        best = None
        values: list[float] | None = None
        for depth in schedule:
            try:
                if self.zero_sum and model.num_players(root) == 2:
                    # The best moves of the shallower search first: the rest mostly get cut.
                    known = values
                    values = self._pruned_values(root, moves, depth, clock, best is None, known)
                else:
                    values = self.move_values(root, moves, depth, clock, must_finish=best is None)
            except _OutOfTime:
                break
            top = max(values)
            # Ties go to a random one of the best, from the bot's own RNG.
            best = self.rng.choice(
                [m for m, v in zip(moves, values, strict=True) if v >= top - 1e-12]
            )
        return best

    def move_values(
        self, root: Any, moves: list[Any], depth: int, clock: Clock, must_finish: bool = True
    ) -> list[float]:
        """The mover's value of each move searched `depth` decisions deep."""
        model = self.model
        player = model.to_move(root)
        self._clock = clock
        self._must_finish = must_finish
        return [self._value(model.apply(model.copy(root), m), depth - 1)[player] for m in moves]

    def _pruned_values(
        self,
        root: Any,
        moves: list[Any],
        depth: int,
        clock: Clock,
        must_finish: bool,
        guide: list[float] | None = None,
    ) -> list[float]:
        """Each move's value for the mover, exact for the best ones and an upper bound below
        the best for the others (which is all choose() needs). Moves are searched best first
        by `guide` (values from a shallower search) if given."""
        model = self.model
        self._me = model.to_move(root)
        self._clock = clock
        self._must_finish = must_finish
        values = [0.0] * len(moves)
        best = -1.0
        indices: Sequence[int] = range(len(moves))
        if guide is not None:
            indices = sorted(indices, key=lambda i: -guide[i])
        for i in indices:
            child = model.apply(model.copy(root), moves[i])
            # A move within a hair of the best is searched exactly, so ties stay ties.
            values[i] = self._bounded(child, depth - 1, best - 1e-9, 1.0)
            best = max(best, values[i])
        return values

    def _bounded(self, node: Any, depth: int, alpha: float, beta: float) -> float:
        """The root mover's value of `node` if it lies in (alpha, beta); otherwise a bound on
        the side it lies (fail-soft)."""
        self._count_node()
        model = self.model
        player = model.to_move(node)
        me = self._me
        if player == TERMINAL:
            return model.returns(node)[me]
        if depth <= 0:
            return self.evaluate(node)[me]
        if player == CHANCE:
            total = 0.0
            rest = 1.0  # the chance of the outcomes not yet searched
            for outcome, p in model.chances(node):
                rest -= p
                # The node's value is total + p * v + (something in [0, rest]).
                child = model.apply(model.copy(node), outcome)
                v = self._bounded(child, depth, (alpha - total - rest) / p, (beta - total) / p)
                total += p * v
                if total + rest <= alpha or total >= beta:
                    return total + rest if total + rest <= alpha else total
            return total
        moves = model.moves(node)
        if player == me:
            best = -1.0
            for move in moves:
                v = self._bounded(model.apply(model.copy(node), move), depth - 1, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        worst = 2.0
        for move in moves:
            v = self._bounded(model.apply(model.copy(node), move), depth - 1, alpha, beta)
            if v < worst:
                worst = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return worst

    def _count_node(self) -> None:
        """Count a node; stop the search when cancelled, or out of time or nodes (unless this
        depth must finish)."""
        self.nodes += 1
        self._clock.check_cancel()  # every node: a heavy evaluation makes 64 nodes slow
        if (
            self.nodes & 63 == 0
            and (self._clock.out_of_time() or self.nodes > (self.max_nodes or self.nodes))
            and not self._must_finish
        ):
            raise _OutOfTime

    def _value(self, node: Any, depth: int) -> list[float]:
        self._count_node()
        model = self.model
        player = model.to_move(node)
        if player == TERMINAL:
            return model.returns(node)
        if depth <= 0:
            return self.evaluate(node)
        if player == CHANCE:
            return chance_average(model, node, lambda child: self._value(child, depth))
        best = None
        for move in model.moves(node):
            child = self._value(model.apply(model.copy(node), move), depth - 1)
            if best is None or child[player] > best[player]:
                best = child
        assert best is not None  # a decision node has moves
        return best


def chance_average(
    model: SearchModel, node: Any, value: Callable[[Any], Sequence[float]]
) -> list[float]:
    """The probability-weighted average of `value` over a chance node's outcomes, per seat."""
    total: list[float] | None = None
    for outcome, p in model.chances(node):
        child = value(model.apply(model.copy(node), outcome))
        if total is None:
            total = [p * v for v in child]
        else:
            for i, v in enumerate(child):
                total[i] += p * v
    assert total is not None  # a chance node has outcomes
    return total
