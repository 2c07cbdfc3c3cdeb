"""The Bombay Bazar review's search (issue 31): Hard's Monte-Carlo tree search (bombay.ai.levels:
UCT over uniformly random playouts to the end, the tiles that lengthen the trunk most tried
first, the most visited tile chosen, solo exploring less), whose nodes also add up every
player's final score. A move's value can so be said in points: every player's mean final score
over the playouts that went through it.

Each position is a fresh search of Hard's size, so the best move is Hard's own choice there.
(Carrying the tree from one position to the next and topping it up to as many visits was a third
quicker, but left fewer fresh playouts than Hard makes: it won 0.445 [0.35, 0.54] of 100 games
against Hard with 2.8 points less a game, python -m benchmarks.bombay_arena --bots review,hard.)
The move a review reads the value of (the one played) is first given a twelfth as many visits of
its own (CONFIRM).

Solo has no luck and the game is deterministic once the first player is drawn, so the tree
holds decision nodes and ends only.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from dataclasses import dataclass

from bombay.ai.heuristic import growth_prior, hard_exploration
from bombay.ai.model import MARGIN_WEIGHT, returns
from bombay.rules.core import Core, random_playout
from bombay.rules.scoring import game_scores
from common.ai.bot import CancelFlag, Cancelled, Clock
from common.ai.mcts import untried_in_order
from common.ai.review_search import lead
from common.core.api import TERMINAL

ITERATIONS = 2400  # Hard's
DECIDED = 2 * MARGIN_WEIGHT  # a mean search value this near a win or a loss is one
CONFIRM = 12  # a move's value is read after iterations / CONFIRM visits of its own at least
Standing = tuple[float, ...]


def position_key(core: Core) -> Hashable:
    """Names a position: the trunks follow from the tiles, the end pieces and who is out."""
    return (core.to_move, tuple(core.out), tuple(core.tile), tuple(core.ends))


@dataclass(frozen=True)
class Analysis:
    """What a search found at a decision: the best move (a core action id), every player's
    expected final score with it, and the values read of the moves after it, by position."""

    key: Hashable
    best: int
    standing: Standing
    children: dict[Hashable, Standing]


class _Node:
    """A decision node or an end; `sums` adds up, over the visits, every player's search value
    (bombay.ai.model.returns) and then every player's final score."""

    __slots__ = ("children", "player", "sums", "untried", "visits")

    def __init__(self, player: int, width: int) -> None:
        self.player = player
        self.visits = 0
        self.sums = [0.0] * width
        self.children: dict[int, _Node] = {}
        self.untried: list[int] | None = None  # listed when first needed (most leaves never are)


class ScoredSearch:
    """The tree of the last analysed position (`value` reads more of its moves); deterministic
    for a seed and a sequence of calls."""

    def __init__(self, iterations: int = ITERATIONS, seed: int = 0) -> None:
        self.iterations = iterations
        self.rng = random.Random(seed)
        self._root: _Node | None = None
        self._core: Core | None = None

    def analyse(self, core: Core, cancel: CancelFlag | None = None) -> Analysis:
        """Searches the decision at `core` and gives the most visited move with its value;
        `value` then reads the other moves'."""
        root = _Node(core.to_move, 2 * core.n)
        self._root, self._core = root, core.copy()
        self._guarded(root, core, self.iterations, cancel)
        best = _choose(root, core.n)
        standing = self.value(best, cancel)
        return Analysis(position_key(core), best, standing, {self._child_key(best): standing})

    def value(self, move: int, cancel: CancelFlag | None = None) -> Standing:
        """Every player's mean final score under `move` at the last analysed position, after
        giving it iterations / CONFIRM visits at least."""
        assert self._root is not None and self._core is not None
        child = self._root.children.get(move)
        after = self._core.copy()
        after.apply(move)
        if child is None:
            child = self._root.children[move] = _Node(after.to_move, 2 * after.n)
            self._list(self._root, self._core).remove(move)
        self._guarded(child, after, self.iterations // CONFIRM - child.visits, cancel)
        n = after.n
        return tuple(s / child.visits for s in child.sums[n:])

    def read(self, core: Core, move: int, cancel: CancelFlag | None = None) -> Analysis:
        """`analyse`, with the value of the move played there read as well."""
        found = self.analyse(core, cancel)
        if move == found.best:
            return found
        children = {**found.children, self._child_key(move): self.value(move, cancel)}
        return Analysis(found.key, found.best, found.standing, children)

    def _child_key(self, move: int) -> Hashable:
        assert self._core is not None
        after = self._core.copy()
        after.apply(move)
        return position_key(after)

    def _list(self, node: _Node, core: Core) -> list[int]:
        """The node's untried moves, listed on first need: shuffled, then the tiles that grow the
        trunk most at the end (they are tried first), as Hard orders them."""
        if node.untried is None:
            node.untried = untried_in_order(
                list(core.legal()), self.rng, lambda moves: growth_prior(core, moves)
            )
        return node.untried

    def _guarded(
        self, root: _Node, start: Core, iterations: int, cancel: CancelFlag | None
    ) -> None:
        """`_grow`, the tree dropped if it is cancelled (a node may be left unvisited)."""
        try:
            self._grow(root, start, iterations, cancel)
        except Cancelled:
            self._root = self._core = None
            raise

    def _grow(self, root: _Node, start: Core, iterations: int, cancel: CancelFlag | None) -> None:
        """`iterations` more playouts through `root`, the node of the position `start`."""
        if root.player == TERMINAL:
            if not root.visits:
                root.visits = 1
                root.sums = _values(start)
            return
        clock = Clock(None, cancel)
        rng = self.rng
        c = hard_exploration(start)
        width = 2 * start.n
        for done in range(iterations):
            if done & 63 == 0:
                clock.check_cancel()
            node = start.copy()
            tree = root
            path = [root]
            while True:
                player = tree.player
                if player == TERMINAL:
                    break
                untried = self._list(tree, node)
                if untried:
                    move = untried.pop()
                    node.apply(move)
                    child = tree.children[move] = _Node(node.to_move, width)
                    path.append(child)
                    if child.player != TERMINAL:
                        random_playout(node, rng.random)
                    break
                log_n = math.log(tree.visits)
                best_score = -1.0
                best_move = -1
                for move, child in tree.children.items():
                    score = child.sums[player] / child.visits + c * math.sqrt(log_n / child.visits)
                    if score > best_score:
                        best_score = score
                        best_move = move
                node.apply(best_move)
                tree = tree.children[best_move]
                path.append(tree)
            values = _values(node)
            for visited in path:
                visited.visits += 1
                sums = visited.sums
                for i, v in enumerate(values):
                    sums[i] += v


def _values(end: Core) -> list[float]:
    """What a finished game adds to a node: every player's search value, then their score."""
    return returns(end) + [float(s) for s in game_scores(end)]


def _choose(root: _Node, players: int) -> int:
    """Hard's choice, the most visited move (the better mean value among equals); but where
    every move wins, or every move loses, whatever is played (a trunk running on alone after
    its rivals are out), the move that scores most among those visited a quarter as often."""
    player = root.player
    visited = [(move, child) for move, child in root.children.items() if child.visits]
    most = max(visited, key=lambda item: (item[1].visits, _mean(item[1], player)))
    wins = [_mean(child, player) for _move, child in visited]
    decided = min(wins) >= 1 - DECIDED or max(wins) <= DECIDED
    if players == 1 or not decided:
        return most[0]
    floor = most[1].visits / 4
    return max(
        (item for item in visited if item[1].visits >= floor),
        key=lambda item: lead([_mean(item[1], players + q) for q in range(players)], player),
    )[0]


def _mean(node: _Node, index: int) -> float:
    return node.sums[index] / node.visits
