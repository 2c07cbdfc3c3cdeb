"""What search works on: a mutable view of a game (SearchModel).

Search applies many steps to copies of one position; the public states are immutable and safe
but slow to copy, so each game can give a model over its fast core. ApiModel works for any game
through the public API alone (a node is then an immutable state and copy() costs nothing).
Moves inside a model may be cheaper values than public actions; public_action() converts.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from common.core.api import CHANCE, TERMINAL, GameState
from common.core.rng import cumulative, pick_index

S = TypeVar("S", bound=GameState)
N = TypeVar("N")


class SearchModel(ABC, Generic[S, N]):
    """A view of the game whose public states are of type S; nodes of type N are positions
    search may change in place (after copying them)."""

    @abstractmethod
    def root(self, state: S) -> N:
        """A private node for `state`; changing it never changes `state`."""

    @abstractmethod
    def copy(self, node: N) -> N: ...

    @abstractmethod
    def num_players(self, node: N) -> int: ...

    @abstractmethod
    def to_move(self, node: N) -> int:
        """A seat, CHANCE or TERMINAL."""

    @abstractmethod
    def moves(self, node: N) -> Sequence[Any]:
        """The legal decisions at a decision node, in a fixed order."""

    @abstractmethod
    def chances(self, node: N) -> Sequence[tuple[Any, float]]:
        """(outcome, probability) at a chance node."""

    @abstractmethod
    def apply(self, node: N, move: Any) -> N:
        """Apply a decision or chance outcome; may change `node` and return it."""

    @abstractmethod
    def returns(self, node: N) -> list[float]:
        """At the end, what search maximises for each seat: 1 for a sole winner, 1/k for k tied
        winners, 0 otherwise, unless the game judges its ends otherwise (a solo score scaled
        into [0, 1], a small margin term as a tie-break)."""

    @abstractmethod
    def public_action(self, node: N, move: Any) -> Any:
        """The public action for a move at `node`."""

    def rollout(self, node: N, rng: random.Random) -> list[float]:
        """Play uniformly random moves to the end (on `node` itself) and give the returns."""
        while True:
            player = self.to_move(node)
            if player == TERMINAL:
                return self.returns(node)
            if player == CHANCE:
                outcomes = self.chances(node)
                index = pick_index(cumulative_floats([p for _o, p in outcomes]), rng.random())
                node = self.apply(node, outcomes[index][0])
            else:
                options = self.moves(node)
                node = self.apply(node, options[int(rng.random() * len(options))])


class CoreModel(SearchModel[S, N]):
    """A model over a game's own fast core: `state.core()` makes a node, `node.copy()` copies
    it (both games' cores have them)."""

    def root(self, state: S) -> N:
        return state.core()  # type: ignore[attr-defined]

    def copy(self, node: N) -> N:
        return node.copy()  # type: ignore[attr-defined]


def cumulative_floats(probabilities: Sequence[float]) -> list[float]:
    total = 0.0
    result = []
    for p in probabilities:
        total += p
        result.append(total)
    result[-1] = 1.0
    return result


class ApiModel(SearchModel[GameState, GameState]):
    """Any game through the public state API; slower than a game's own model."""

    def root(self, state: GameState) -> GameState:
        return state

    def copy(self, node: GameState) -> GameState:
        return node

    def num_players(self, node: GameState) -> int:
        return node.num_players()

    def to_move(self, node: GameState) -> int:
        return node.current_player()

    def moves(self, node: GameState) -> list[Any]:
        return node.legal_actions()

    def chances(self, node: GameState) -> list[tuple[Any, float]]:
        outcomes = node.chance_outcomes()
        thresholds = cumulative([p for _a, p in outcomes])
        previous = 0.0
        result = []
        for (action, _p), threshold in zip(outcomes, thresholds, strict=True):
            result.append((action, threshold - previous))
            previous = threshold
        return result

    def apply(self, node: GameState, move: Any) -> GameState:
        return node.apply_action(move)

    def returns(self, node: GameState) -> list[float]:
        return node.returns()

    def public_action(self, node: GameState, move: Any) -> Any:
        return move
