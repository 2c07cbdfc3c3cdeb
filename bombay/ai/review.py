"""The Bombay Bazar review (issue 31): standings in points of score, each player's expected
final score as the game scores it (bombay.rules.scoring: the trunk's length with its end piece,
or in solo the solo score).

A player still in is expected to add what the Hard computer's evaluation sees ahead of their
open end (bombay.ai.heuristic: the room the trunk can still grow into, and its choice of
tiles); a player who is out has their final length. In solo the score the game is heading
for: the cells the trunk can no longer reach are lost points. At the end the standing is the
real score. Only the draw of who starts is chance, so luck is that draw alone. The best move is
searched two tiles deep (the mover's and the next player's; in solo the player's next two),
each player maximising their expected score less the table's average.

Thresholds, in points of that lead: under 1 (a segment) is good; 1 to 3 an inaccuracy; 3 to 6
a mistake (a tile that walls off the room of a few tiles); 6 or more a blunder (a trunk walked
into a dead end, a neighbour's trunk left the room to run on).
"""

from __future__ import annotations

from typing import Any

from bombay.ai.heuristic import expected_lengths, solo_estimate
from bombay.ai.model import MODEL
from bombay.rules.core import Core
from bombay.rules.scoring import game_scores
from bombay.rules.state import BombayState
from common.ai.bot import CancelFlag
from common.ai.review_search import Standing, StandingSearch
from common.core.api import TERMINAL, GameState
from common.core.i18n import N_
from common.core.review import Thresholds

THRESHOLDS = Thresholds(inaccuracy=1.0, mistake=3.0, blunder=6.0)
DEPTH = 2


def final_standing(core: Core) -> Standing:
    return tuple(float(score) for score in game_scores(core))


def evaluate(core: Core) -> Standing:
    """Every player's expected final score, guessed from the position."""
    if core.to_move == TERMINAL:
        return final_standing(core)
    if core.n == 1:
        return (solo_estimate(core),)
    return tuple(expected_lengths(core))


def _key(core: Core) -> Any:
    return (core.to_move, tuple(core.out), tuple(core.tile), tuple(core.ends))


class BombayReviewer:
    game = "bombay"
    unit = N_("points")
    thresholds = THRESHOLDS

    def __init__(self, depth: int = DEPTH) -> None:
        self.search = StandingSearch(MODEL, evaluate, final_standing, _key, lambda _node: depth)

    def standing(self, state: GameState) -> Standing:
        assert isinstance(state, BombayState)
        return self.search.standing(state.core())

    def best_action(self, state: GameState, cancel: CancelFlag | None = None) -> Any:
        assert isinstance(state, BombayState)
        core = state.core()
        return MODEL.public_action(core, self.search.best_move(core, cancel))


REVIEWER = BombayReviewer()
