"""The Marrakech review (issue 31): standings in dirhams, every seat's expected final score
(coins plus visible squares; 0 for a player who is out, whose score does not count).

A position's standing is what it holds now, plus what is still to come as far as it can be
guessed without searching:
- the coming turn and roll: a player about to turn Assam turns him for their own good, then
  the die's faces are averaged, each paying the tribute where Assam lands (a player who cannot
  pay gives their purse and is out);
- the regions' future tribute: a region of k squares is worth about REGION_WEIGHT * k^2 in
  tribute over the game (as the Hard computer values it), fading as the carpets run out; it is
  paid by the others, so it is taken from them in equal shares (tribute only moves coins).
At the end the standing is the real score. The best move is searched as deep as the Hard
computer searches (a turn of Assam through the roll and the placement; a placement through the
next player's whole turn), each player maximising their standing less the table's average
(common.ai.review_search). Hard's choices take most of the time (its placements at 3 and 4
players are played on a few thousand times), so `prepare` makes them all first, in two
processes (common.ai.review_pool), each a run of consecutive positions of about equal work.

Thresholds, in dirhams of that lead: under 1 (about a square of carpet) is good; 1 to 3 an
inaccuracy (a small tribute risked, a square left uncovered); 3 to 6 a mistake (a typical
tribute paid for nothing); 6 or more a blunder (a big region walked into, a big rival region
left to grow).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from common.ai.bot import CancelFlag
from common.ai.review_pool import Ahead, processes, runs_of_equal_work
from common.ai.review_search import Standing, StandingSearch, lead
from common.core.api import GameState
from common.core.i18n import N_
from common.core.review import Thresholds
from common.core.step import DECISION, Step
from marrakech.ai.heuristic import REGION_WEIGHT, ROUTES, board_terms
from marrakech.ai.model import MODEL
from marrakech.ai.players import PLAYERS, TIME_CAPS
from marrakech.rules.core import DRAW, OVER, PLACE, ROLL, TURN, Core
from marrakech.rules.state import MarrakechState

THRESHOLDS = Thresholds(inaccuracy=1.0, mistake=3.0, blunder=6.0)


def final_standing(core: Core) -> Standing:
    return tuple(float(score or 0) for score in core.scores())


def evaluate(core: Core) -> Standing:
    """Every seat's expected final score, guessed from the position (see the docstring)."""
    if core.phase == OVER:
        return final_standing(core)
    visible, squares, size_at = board_terms(core)
    out = core.out
    players = len(out)
    alive = [s for s in range(players) if not out[s]]
    left = sum(core.carpets_left(s) for s in alive)
    weight = REGION_WEIGHT * left / (core.setup.carpets_per_colour * len(core.left))
    growth = [0.0 if out[s] else weight * squares[s] for s in range(players)]
    others = max(len(alive) - 1, 1)
    total = sum(growth)
    # Each region's tribute is paid by the others in equal shares.
    base = [
        0.0 if out[s] else visible[s] + growth[s] - (total - growth[s]) / others
        for s in range(players)
    ]
    phase = core.phase
    if phase == DRAW:  # the colour drawn does not change who pays whom
        phase = ROLL if core.end_turn else TURN
    if phase == ROLL or (phase == TURN and not core.end_turn):
        return _after_roll(core, base, size_at, turning=phase == TURN)
    return tuple(b + (0.0 if out[s] else core.dirhams[s]) for s, b in enumerate(base))


def _after_roll(core: Core, base: list[float], size_at: list[int], turning: bool) -> Standing:
    """The standing after the mover turns Assam for their own good (if `turning`) and rolls."""
    mover, board, dirhams = core.seat, core.board, core.dirhams
    payees = core.payee[mover]
    purse = dirhams[mover]
    still = [b + (0.0 if core.out[s] else dirhams[s]) for s, b in enumerate(base)]
    best: Standing | None = None
    for route in ROUTES[core.assam][turning]:
        total = [0.0] * len(base)
        for p, _landing, sq in route:
            payee = payees[board[sq]]
            value = still
            if payee >= 0:
                value = still[:]
                due = size_at[sq]
                if due > purse:  # the purse goes, and the player with it
                    value[payee] += purse
                    value[mover] = 0.0
                else:
                    value[payee] += due
                    value[mover] -= due
            for i, v in enumerate(value):
                total[i] += p * v
        if best is None or lead(total, mover) > lead(best, mover) + 1e-9:
            best = tuple(total)
    assert best is not None  # Assam can always face some way
    return best


def _key(core: Core) -> Any:
    return (
        core.phase,
        core.seat,
        core.colour,
        core.assam,
        tuple(core.board),
        tuple(core.dirhams),
        tuple(core.left),
        tuple(core.out),
    )


def _depth(core: Core) -> int:
    """As deep as Hard: a turn through the placement, a placement through the next turn."""
    return 3 if core.phase == PLACE else 2


#: A run of positions for one process: the level, its seed, the positions.
Chunk = tuple[str, int, list[MarrakechState]]


def best_moves(chunk: Chunk, tick: Callable[[], None], cancel: CancelFlag | None) -> list[Any]:
    """The level's move at each of a chunk's positions, in order."""
    level, seed, states = chunk
    bot = PLAYERS[level](seed)
    moves = []
    for state in states:
        moves.append(bot.choose(state, TIME_CAPS[level], cancel))
        tick()
    return moves


def _marrakech(state: GameState) -> MarrakechState:
    assert isinstance(state, MarrakechState)
    return state


def _work(state: MarrakechState) -> float:
    """A guess at what Hard's move costs: a placement's playouts are as long as the
    carpets still to lay; a turn of Assam is a small search."""
    core = state.core()
    if core.phase != PLACE:
        return 1.0
    return 2.0 + sum(core.left)


class MarrakechReviewer:
    game = "marrakech"
    unit = N_("dirhams")
    thresholds = THRESHOLDS

    def __init__(
        self, depth: Callable[[Core], int] = _depth, jobs: int | None = None, level: str = "hard"
    ) -> None:
        """`level` gives the best move (Hard's; a test's quick review may take another's)."""
        self.search = StandingSearch(MODEL, evaluate, final_standing, _key, depth)
        self.level = level
        self.bot = PLAYERS[level](0)
        self.jobs = jobs
        self._best_moves: dict[str, Any] = {}

    def prepare(self, first: GameState, steps: Sequence[Step], ahead: Ahead) -> int:
        """The best move (Hard's) at every decision of the game, ahead of the questions;
        returns how many, the units of its progress."""
        states = [_marrakech(step.before) for step in steps if step.kind == DECISION]
        runs = runs_of_equal_work(states, [_work(s) for s in states], self.jobs or processes())
        total = len(states)
        chunks = [(self.level, seed, run) for seed, run in enumerate(runs)]
        self._best_moves = {}
        found = ahead.run(best_moves, chunks, total)
        for run, moves in zip(runs, found, strict=True):
            self._best_moves.update(zip(map(str, run), moves, strict=True))
        return total

    def standing(self, state: GameState) -> Standing:
        assert isinstance(state, MarrakechState)
        return self.search.standing(state.core())

    def best_action(self, state: GameState, cancel: CancelFlag | None = None) -> Any:
        """Hard's move: the review's better move is the strongest computer player's, so that
        playing it is playing as well as Hard (the standing search, run here too, values it and
        the move played, in dirhams, from what it keeps)."""
        assert isinstance(state, MarrakechState)
        self.search.best_move(state.core(), cancel)
        found = self._best_moves.get(str(state))
        return found if found is not None else self.bot.choose(state, TIME_CAPS[self.level], cancel)


REVIEWER = MarrakechReviewer()
