"""Sparring partners of other designs than our search bots, for the gauntlet (arena-only levels).

- TributeAvoider: a one-move heuristic written from issue 32's description of a university
  course's AI. It turns Assam towards the lowest expected tribute over the die's faces 1-4,
  faces 2 and 3 weighted 1.5 (as that AI weights them: the true die, 1 2 2 3 3 4, would weight
  them 2), and lays the carpet that covers most opponent squares and touches most of its own.
- Coverer: greedy about carpets only. It lays the carpet covering the most opponent squares,
  then the one joining its biggest region, and turns Assam at random (no look at tribute).

Both read the fast core, break ties with their seeded RNG and take well under a millisecond.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from common.ai.bot import Bot, CancelFlag, require_decision
from common.core.api import GameState
from marrakech.ai.model import MODEL
from marrakech.rules.board import LANDINGS, NEIGHBOURS
from marrakech.rules.core import OVER, TURN, Core
from marrakech.rules.regions import region_size
from marrakech.rules.state import MarrakechState
from marrakech.rules.tables import COLOUR, PLACING

#: The avoider's (face, weight) for the die: 1, 1.5, 1.5, 1, normalised.
AVOIDER_FACE_WEIGHTS = ((1, 0.2), (2, 0.3), (3, 0.3), (4, 0.2))
_TURNS = (-1, 0, 1)


class _CoreBot(Bot):
    """A bot that decides on the core: a turn (-1, 0, 1) or a placement index."""

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        require_decision(state)
        assert isinstance(state, MarrakechState)
        core = state.core()
        move = self.turn(core) if core.phase == TURN else self.place(core)
        return MODEL.public_action(core, move)

    def best(self, scored: Sequence[tuple[float, int]]) -> int:
        """The move of the highest score, ties broken by the bot's RNG."""
        top = max(score for score, _move in scored)
        tied = [move for score, move in scored if score == top]
        return tied[self.rng.randrange(len(tied))]

    @abstractmethod
    def turn(self, core: Core) -> int:
        """How to turn Assam (-1, 0, 1)."""

    @abstractmethod
    def place(self, core: Core) -> int:
        """A legal placement index."""


def _opponent_colour(core: Core, seat: int, colour: int) -> bool:
    """A colour on the market that is another player's, who is still in."""
    if colour < 0:
        return False
    owner = core.owner[colour]
    return owner != seat and not core.out[owner]


def covered_opponent_squares(core: Core, index: int) -> int:
    """How many of the placement's two squares now show an opponent's carpet."""
    a, b, _kept, _bit = PLACING[index]
    seat = core.seat
    return sum(_opponent_colour(core, seat, COLOUR[core.board[sq]]) for sq in (a, b))


def expected_net_tribute(core: Core, delta: int, weights: tuple[tuple[int, float], ...]) -> float:
    """What the mover at a TURN expects to receive minus pay on the roll that follows turning
    Assam by `delta`, with (face, weight) pairs summing to 1. With the standard rules the mover
    rolls and can only pay; in the end-turn variant the next player rolls."""
    me = core.seat
    after = core.copy()
    after.turn(delta)
    if after.phase == OVER:
        return 0.0
    payer, board = after.seat, after.board
    total = 0.0
    for face, weight in weights:
        _assam, sq = LANDINGS[after.assam][face]
        payee = after.payee[payer][board[sq]]
        if payee < 0:
            continue
        due = region_size(board, sq)
        total += weight * (due if payee == me else -due if payer == me else 0)
    return total


class TributeAvoider(_CoreBot):
    level = "avoider"

    def turn(self, core: Core) -> int:
        return self.best([(expected_net_tribute(core, d, AVOIDER_FACE_WEIGHTS), d) for d in _TURNS])

    def place(self, core: Core) -> int:
        """Squares of opponents covered, plus half a point for each square of its own colour
        beside the carpet (joining it), less one for each of its own squares covered."""
        board, colour = core.board, core.colour
        scored = []
        for index in core.legal_placements():
            a, b, _kept, _bit = PLACING[index]
            own_covered = sum(COLOUR[board[sq]] == colour for sq in (a, b))
            beside = {n for sq in (a, b) for n in NEIGHBOURS[sq]} - {a, b}
            joined = sum(COLOUR[board[n]] == colour for n in beside)
            score = covered_opponent_squares(core, index) + 0.5 * joined - own_covered
            scored.append((score, index))
        return self.best(scored)


class Coverer(_CoreBot):
    level = "coverer"

    def turn(self, core: Core) -> int:
        return _TURNS[self.rng.randrange(3)]

    def place(self, core: Core) -> int:
        """Most opponent squares covered first, then the biggest region of its colour made."""
        scored = []
        for index in core.legal_placements():
            after = core.copy()
            after.place(index)
            region = region_size(after.board, PLACING[index][0])
            scored.append((100 * covered_opponent_squares(core, index) + region, index))
        return self.best(scored)


def avoider(seed: int = 0) -> Bot:
    return TributeAvoider(seed)


def coverer(seed: int = 0) -> Bot:
    return Coverer(seed)
