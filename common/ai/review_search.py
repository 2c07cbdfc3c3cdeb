"""The review's search: expectimax over a game's SearchModel whose values are standings in the
game's unit (each seat's expected final result, not a win chance), so what a move costs can be
said in dirhams or points.

Each player chooses the move that is best for their `lead`: their own standing less the
table's average (in solo, their own). The lead is linear in the standings, so a chance node's
value is the plain average of its outcomes' and a move's cost is an amount of the unit: a
tribute of 5 paid to a rival costs 5, a carpet over a rival's squares gains by what it takes
from them, shared among the table.

Every value the last analysis worked out is kept by position (`known`), the deepest first, so
the review reads the values of the moves and of the chance outcomes below them without
searching again; a position met twice in one search (another order of the same moves) is
searched once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from common.ai.bot import CancelFlag, Clock
from common.ai.expectimax import chance_average
from common.ai.model import SearchModel
from common.core.api import CHANCE, TERMINAL

Standing = tuple[float, ...]


def lead(standing: Sequence[float], seat: int) -> float:
    """What a player maximises: their standing less the table's average (solo: their own)."""
    n = len(standing)
    return standing[seat] if n == 1 else standing[seat] - sum(standing) / n


class StandingSearch:
    """`evaluate(node)` guesses every seat's final standing at a decision node, `final(node)`
    gives the real result at the end, `key(node)` names a position, `depth(node)` says how
    many decisions deep to search from a root."""

    def __init__(
        self,
        model: SearchModel[Any, Any],
        evaluate: Callable[[Any], Standing],
        final: Callable[[Any], Standing],
        key: Callable[[Any], Hashable],
        depth: Callable[[Any], int],
    ) -> None:
        self.model = model
        self.evaluate = evaluate
        self.final = final
        self.key = key
        self.depth = depth
        self._memo: dict[tuple[Hashable, int], Standing] = {}
        self._deepest: dict[Hashable, tuple[int, Standing]] = {}
        self._clock = Clock(None, None)
        self.nodes = 0

    def best_move(self, node: Any, cancel: CancelFlag | None = None) -> Any:
        """The mover's best move at `node` (the first of equals, in the model's order); every
        value worked out on the way is kept for `known` until the next call."""
        self._memo.clear()
        self._deepest.clear()
        self._clock = Clock(None, cancel)
        model = self.model
        seat = model.to_move(node)
        depth = self.depth(node)
        best, best_lead = None, 0.0
        for move in model.moves(node):
            value = self._value(model.apply(model.copy(node), move), depth - 1)
            if best is None or lead(value, seat) > best_lead + 1e-9:
                best, best_lead = move, lead(value, seat)
        self._remember(node, depth, self._value(model.apply(model.copy(node), best), depth - 1))
        return best

    def known(self, node: Any) -> Standing | None:
        """The deepest value the last analysis found for this position, if it met it."""
        found = self._deepest.get(self.key(node))
        return None if found is None else found[1]

    def standing(self, node: Any) -> Standing:
        """The position's standing: the end's real result, a value the last analysis found, or
        the evaluation (a chance node: the average of its outcomes')."""
        model = self.model
        player = model.to_move(node)
        if player == TERMINAL:
            return self.final(node)
        if player == CHANCE:
            return self._average(node, lambda child: self.standing(child))
        found = self.known(node)
        return self.evaluate(node) if found is None else found

    def _remember(self, node: Any, depth: int, value: Standing) -> None:
        key = self.key(node)
        self._memo[key, depth] = value
        kept = self._deepest.get(key)
        if kept is None or kept[0] < depth:
            self._deepest[key] = (depth, value)

    def _average(self, node: Any, value: Callable[[Any], Standing]) -> Standing:
        return tuple(chance_average(self.model, node, value))

    def _value(self, node: Any, depth: int) -> Standing:
        model = self.model
        player = model.to_move(node)
        if player == TERMINAL:
            return self.final(node)
        if player == CHANCE:
            return self._average(node, lambda child: self._value(child, depth))
        key = self.key(node)
        found = self._memo.get((key, depth))
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes & 255 == 0:
            self._clock.check_cancel()
        value = self.evaluate(node) if depth <= 0 else self._best(node, player, depth)
        self._remember(node, depth, value)
        return value

    def _best(self, node: Any, player: int, depth: int) -> Standing:
        model = self.model
        best: Standing | None = None
        for move in model.moves(node):
            child = self._value(model.apply(model.copy(node), move), depth - 1)
            if best is None or lead(child, player) > lead(best, player) + 1e-9:
                best = child
        assert best is not None  # a decision node has moves
        return best
