"""Monte-Carlo tree search over decision and chance nodes, for any number of players.

Every node keeps a value per seat; at a decision node the player to move picks the child by UCT
on their own value, so two or more players work alike. A chance node samples an outcome by its
probability and keeps one child per outcome. A new leaf is valued by the evaluator if there is
one, else by a random playout. The answer is the most visited move at the root.
An optional prior orders a node's untried moves: the ones the game thinks most promising are
expanded first. It decides only that order; once every move has a child, UCT alone chooses.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from common.ai.bot import CancelFlag, Clock
from common.ai.evaluate import Evaluator
from common.ai.model import SearchModel, cumulative_floats
from common.ai.search_bot import SearchBot
from common.core.api import CHANCE, TERMINAL

#: (node, moves) -> a prior score per move, higher = more promising (expanded sooner).
Prior = Callable[[Any, Sequence[Any]], list[float]]


def untried_in_order(
    moves: list[Any], rng: random.Random, prior: Callable[[list[Any]], list[float]] | None
) -> list[Any]:
    """A node's untried moves, in place: shuffled, then (with a prior, for two or more) sorted
    by it, so the most promising is at the end, where expansion pops first."""
    rng.shuffle(moves)
    if prior is not None and len(moves) > 1:
        score = dict(zip(moves, prior(moves), strict=True))
        moves.sort(key=score.__getitem__)
    return moves


class _Node:
    __slots__ = (
        "children",
        "outcomes",
        "player",
        "total",
        "untried",
        "visits",
        "weights",
    )

    def __init__(self, player: int, players: int) -> None:
        self.player = player
        self.visits = 0
        self.total = [0.0] * players
        self.children: dict[Any, _Node] = {}
        self.untried: list[Any] = []
        self.outcomes: list[Any] = []
        self.weights: list[float] = []


class MctsBot(SearchBot):
    """`iterations` bounds the work (deterministic for a seed); `budget` caps the time.
    `exploration`, the UCT constant, is a number or a function of the root node: it is relative
    to how far apart the values of the game's ends lie, which may differ between setups of one
    game (a win or a loss; a score scaled into [0, 1])."""

    level = "mcts"

    def __init__(
        self,
        model: SearchModel,
        evaluate: Evaluator | None = None,
        iterations: int = 2000,
        exploration: float | Callable[[Any], float] = 0.7,
        seed: int = 0,
        prior: Prior | None = None,
    ) -> None:
        super().__init__(model, seed)
        self.prior = prior
        self.evaluate = evaluate
        self.iterations = iterations
        self.exploration = exploration
        self.last_iterations = 0

    def _make(self, node: Any) -> _Node:
        model = self.model
        player = model.to_move(node)
        made = _Node(player, model.num_players(node))
        if player == CHANCE:
            pairs = model.chances(node)
            made.outcomes = [o for o, _p in pairs]
            made.weights = cumulative_floats([p for _o, p in pairs])
        elif player != TERMINAL:
            prior = self.prior
            made.untried = untried_in_order(
                list(model.moves(node)),
                self.rng,
                None if prior is None else lambda moves: prior(node, moves),
            )
        return made

    def search(self, root_state: Any, budget: float | None, cancel: CancelFlag | None) -> _Node:
        model = self.model
        root = self._make(root_state)
        clock = Clock(budget, cancel)
        rng = self.rng
        c = self.exploration(root_state) if callable(self.exploration) else self.exploration
        done = 0
        while done < self.iterations:
            if done and clock.out_of_time():
                break
            done += 1
            node = model.copy(root_state)
            tree = root
            path = [root]
            while True:
                player = tree.player
                if player == TERMINAL:
                    values = model.returns(node)
                    break
                if player == CHANCE:
                    u = rng.random()
                    i = 0
                    weights = tree.weights
                    while u >= weights[i]:
                        i += 1
                    outcome = tree.outcomes[i]
                    node = model.apply(node, outcome)
                    child = tree.children.get(outcome)
                    if child is None:
                        child = tree.children[outcome] = self._make(node)
                        path.append(child)
                        values = self._leaf(node, child)
                        break
                    tree = child
                    path.append(tree)
                    continue
                if tree.untried:
                    move = tree.untried.pop()
                    node = model.apply(node, move)
                    child = tree.children[move] = self._make(node)
                    path.append(child)
                    values = self._leaf(node, child)
                    break
                log_n = math.log(tree.visits)
                best_score = -1.0
                best_move = None
                for move, child in tree.children.items():
                    score = child.total[player] / child.visits + c * math.sqrt(log_n / child.visits)
                    if score > best_score:
                        best_score = score
                        best_move = move
                node = model.apply(node, best_move)
                tree = tree.children[best_move]
                path.append(tree)
            for visited in path:
                visited.visits += 1
                total = visited.total
                for i, v in enumerate(values):
                    total[i] += v
        self.last_iterations = done
        return root

    def _leaf(self, node: Any, tree: _Node) -> list[float]:
        if tree.player == TERMINAL:
            return self.model.returns(node)
        if self.evaluate is not None:
            return self.evaluate(node)
        return self.model.rollout(node, self.rng)

    def pick(
        self, root: Any, moves: list[Any], budget: float | None, cancel: CancelFlag | None
    ) -> Any:
        tree = self.search(root, budget, cancel)
        player = tree.player
        return max(
            tree.children.items(),
            key=lambda item: (item[1].visits, item[1].total[player] / item[1].visits),
        )[0]
