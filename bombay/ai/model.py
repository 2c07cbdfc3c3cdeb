"""Search over the fast Bombay Bazar core: moves are the core's action ids.

What search maximises at the end of a game (`returns`) is the score the game is judged by:
in solo the solo score, scaled into [0, 1]; with 2-4 players the win share, plus a small
margin term so that among equal results the longer lead (or the shorter deficit) is preferred.
The rules' own returns (BombayState.returns, the win share) are left as they are: the arena's
win rates and the results screens read those.
"""

from __future__ import annotations

import random

from bombay.rules.actions import ACTIONS, Action
from bombay.rules.core import START, Core, random_playout
from bombay.rules.scoring import game_scores
from bombay.rules.state import BombayState
from common.ai.model import CoreModel
from common.core.api import CHANCE

# Solo scores are mapped linearly from [SOLO_FLOOR, SOLO_CEILING] onto [0, 1]. The floor is
# below any real game (an immediate dead end leaves about 60 empty cells); no game has come
# near the ceiling (every cell filled, every segment used).
SOLO_FLOOR = -64.0
SOLO_CEILING = 128.0
# How much of a multi-player value the margin may move: under one win in every hundred games,
# so it only breaks ties between moves of (nearly) equal winning chances.
MARGIN_WEIGHT = 0.01
MARGIN_SCALE = 64.0


class BombayModel(CoreModel[BombayState, Core]):
    def num_players(self, node: Core) -> int:
        return node.n

    def to_move(self, node: Core) -> int:
        return node.to_move

    def moves(self, node: Core) -> tuple[int, ...] | list[int]:
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


def solo_value(score: float) -> float:
    """A solo score (or an estimate of one) scaled into [0, 1], higher is better."""
    x = (score - SOLO_FLOOR) / (SOLO_CEILING - SOLO_FLOOR)
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


def returns(core: Core) -> list[float]:
    """The value of a finished game for each player, what the bots maximise: the scaled solo
    score in solo; else the win share (equal longest share the win) plus MARGIN_WEIGHT times
    the player's lead over the best other trunk, scaled into [-1, 1]."""
    scores = game_scores(core)
    if core.n == 1:
        return [solo_value(scores[0])]
    best = max(scores)
    winners = [q for q in range(core.n) if scores[q] == best]
    result = []
    for q in range(core.n):
        rival = max(scores[t] for t in range(core.n) if t != q)
        margin = max(-1.0, min(1.0, (scores[q] - rival) / MARGIN_SCALE))
        share = 1.0 / len(winners) if q in winners else 0.0
        result.append(share + MARGIN_WEIGHT * margin)
    return result


MODEL = BombayModel()
