"""Search over the fast Marrakech core: moves are small ints, not public actions.

Decisions: a turn (-1, 0, 1) or a placement index. Chance: a die face, a drawn colour (2
players) or the starting seat. The core does every rule; this only dispatches by phase.
"""

from __future__ import annotations

import random

from common.ai.model import CoreModel
from common.core.api import CHANCE, TERMINAL
from marrakech.rules.actions import PLACE_ACTIONS, TURN_ACTIONS, Action
from marrakech.rules.core import DIE_OUTCOMES, DRAW, OVER, PLACE, ROLL, START, TURN, Core
from marrakech.rules.playout import play_fast
from marrakech.rules.state import MarrakechState

_DIE = [(face, float(p)) for face, p in DIE_OUTCOMES]
_TURNS = (-1, 0, 1)


class MarrakechModel(CoreModel[MarrakechState, Core]):
    def num_players(self, node: Core) -> int:
        return node.setup.players

    def to_move(self, node: Core) -> int:
        phase = node.phase
        if phase in (TURN, PLACE):
            return node.seat
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def moves(self, node: Core) -> list[int] | tuple[int, ...]:
        if node.phase == TURN:
            return _TURNS
        return node.legal_placements()

    def chances(self, node: Core) -> list[tuple[int, float]]:
        phase = node.phase
        if phase == ROLL:
            return _DIE
        if phase == DRAW:
            return [(c, float(p)) for c, p in node.draw_outcomes()]
        return [(s, float(p)) for s, p in node.start_outcomes()]

    def apply(self, node: Core, move: int) -> Core:
        phase = node.phase
        if phase == PLACE:
            node.place(move)
        elif phase == TURN:
            node.turn(move)
        elif phase == ROLL:
            node.roll(move)
        elif phase == DRAW:
            node.draw(move)
        elif phase == START:
            node.start(move)
        else:
            raise ValueError("the game is over")
        return node

    def returns(self, node: Core) -> list[float]:
        winners = node.winners()
        result = [0.0] * node.setup.players
        for seat in winners:
            result[seat] = 1.0 / len(winners)
        return result

    def rollout(self, node: Core, rng: random.Random) -> list[float]:
        play_fast(node, rng.random)
        return self.returns(node)

    def public_action(self, node: Core, move: int) -> Action:
        if node.phase == TURN:
            return TURN_ACTIONS[move]
        return PLACE_ACTIONS[move]


MODEL = MarrakechModel()
