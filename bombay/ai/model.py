"""Search over the fast Bombay Bazar core: moves are the core's action ids."""

from __future__ import annotations

import random

from bombay.rules.actions import ACTIONS, Action
from bombay.rules.core import START, Core, random_playout
from bombay.rules.scoring import game_scores
from bombay.rules.state import BombayState
from common.ai.model import SearchModel
from common.core.api import CHANCE


class BombayModel(SearchModel[Core]):
    def root(self, state: BombayState) -> Core:
        return state.core()

    def copy(self, node: Core) -> Core:
        return node.copy()

    def num_players(self, node: Core) -> int:
        return node.n

    def to_move(self, node: Core) -> int:
        return node.to_move

    def moves(self, node: Core):
        return node.legal()

    def chances(self, node: Core) -> list[tuple[int, float]]:
        assert node.to_move == CHANCE
        return [(START + q, 1.0 / node.n) for q in range(node.n)]

    def apply(self, node: Core, move: int) -> Core:
        node.apply(move)
        return node

    def returns(self, node: Core) -> list[float]:
        return returns(node)

    def rollout(self, node: Core, rng: random.Random) -> list[float]:
        random_playout(node, rng.random)
        return returns(node)

    def public_action(self, node: Core, move: int) -> Action:
        return ACTIONS[move]


def returns(core: Core) -> list[float]:
    """Longest trunk wins; equal longest share (the state's outcome() says the same)."""
    scores = game_scores(core)
    best = max(scores)
    winners = [q for q in range(core.n) if scores[q] == best]
    return [1.0 / len(winners) if q in winners else 0.0 for q in range(core.n)]


MODEL = BombayModel()
