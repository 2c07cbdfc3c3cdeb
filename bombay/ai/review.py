"""The Bombay Bazar review (issue 31): standings in points of score, each player's expected
final score as the game scores it (bombay.rules.scoring: the trunk's length with its end piece,
or in solo the solo score).

Every position a player was to move at is searched as Hard searches (bombay.ai.review_mcts:
the same Monte-Carlo search and as many playouts, afresh at each), and the best move is Hard's
choice there. A move's standing is every player's mean final
score over the playouts through it; a position's is its best move's. At the end the standing is
the real score. Only the draw of who starts is chance, so luck is that draw alone: the searched
standing of the start the draw gave against the average of every player's.

A review knows its positions before it starts, so `prepare` searches them all first, in two
processes (common.ai.review_pool), each a run of consecutive positions of about equal work; the
questions of common.ai.review are then answered from what was found.

The cost of a move is what it lost in the mover's lead (score less the table's average; solo:
the score) against the best move. Thresholds, in points of that lead: under 1 (a segment, about
what the playouts disagree by) is good; 1 to 3 an inaccuracy; 3 to 6 a mistake (a tile that
walls off the room of a few tiles); 6 or more a blunder (a trunk walked into a dead end, a
neighbour's trunk left the room to run on).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from bombay.ai.review_mcts import ITERATIONS, Analysis, ScoredSearch, position_key
from bombay.rules.actions import ACTIONS
from bombay.rules.core import Core
from bombay.rules.scoring import game_scores
from bombay.rules.state import BombayState
from common.ai.bot import CancelFlag
from common.ai.review_pool import Ahead, processes, runs_of_equal_work
from common.core.api import TERMINAL, GameState
from common.core.i18n import N_
from common.core.review import Thresholds
from common.core.step import CHANCE_STEP, Step

THRESHOLDS = Thresholds(inaccuracy=1.0, mistake=3.0, blunder=6.0)
Standing = tuple[float, ...]
#: A run of positions searched in one process: the playouts, a seed, and each position with
#: the move played there (None: a start the draw did not give).
Chunk = tuple[int, int, list[tuple[Core, int | None]]]


def final_standing(core: Core) -> Standing:
    return tuple(float(score) for score in game_scores(core))


def analyse_chunk(
    chunk: Chunk, tick: Callable[[], None], cancel: CancelFlag | None
) -> list[Analysis]:
    """Searches a chunk's positions in order."""
    iterations, seed, positions = chunk
    search = ScoredSearch(iterations, seed)
    found = []
    for core, played in positions:
        if played is None:
            found.append(search.analyse(core, cancel))
        else:
            found.append(search.read(core, played, cancel))
        tick()
    return found


def split(positions: list[tuple[Core, int | None]], parts: int) -> list[list[Any]]:
    """Consecutive runs of about equal work. A position costs about the number of moves left in
    the game after it (its playouts are that long; the power 1.5 and 0.7 of it split worse, as
    measured), plus a little; a start a whole game's."""
    moves = sum(1 for _core, played in positions if played is not None)
    left = moves
    weights = []
    for _core, played in positions:
        weights.append(3.0 + (left if played is not None else moves))
        left -= played is not None
    return runs_of_equal_work(positions, weights, parts)


class BombayReviewer:
    game = "bombay"
    unit = N_("points")
    thresholds = THRESHOLDS

    def __init__(self, iterations: int = ITERATIONS, jobs: int | None = None, seed: int = 0):
        self.iterations = iterations
        self.jobs = jobs
        self.search = ScoredSearch(iterations, seed)
        self.seed = seed
        self._found: dict[Hashable, Analysis] = {}
        self._last: Analysis | None = None

    def prepare(self, first: GameState, steps: Sequence[Step], ahead: Ahead) -> int:
        """Searches every position of the game that a player was to move at (and the starts
        the draw could have given), ahead of the questions; returns how many, the units of
        its progress."""
        starts: list[tuple[Core, int | None]] = []
        if first.is_chance_node():
            drawn = steps[0].action if steps and steps[0].kind == CHANCE_STEP else None
            for outcome, _p in first.chance_outcomes():
                if outcome != drawn:
                    starts.append((_core(first.apply_action(outcome)), None))
        moves = [s for s in steps if s.kind != CHANCE_STEP]
        played = [(_core(s.before), s.action.id) for s in moves]
        forced = [len(core.legal()) == 1 for core, _move in played]
        # The starts go last: the run that takes them has the shorter playouts of the end.
        positions = [p for p, only in zip(played, forced, strict=True) if not only] + starts
        runs = split(positions, self.jobs or processes())
        chunks = [(self.iterations, self.seed + k, run) for k, run in enumerate(runs)]
        total = len(positions)
        self._found = {}
        self._last = None
        for found in ahead.run(analyse_chunk, chunks, total):
            self._found.update((analysis.key, analysis) for analysis in found)
        self._add_forced(played, forced, _core(moves[-1].after) if moves else None)
        return total

    def _add_forced(
        self, played: list[tuple[Core, int]], forced: list[bool], end: Core | None
    ) -> None:
        """A move that was the only one is not searched: it costs nothing, and the standing
        before it is the one after it (the next position's, or the end's), found from the last
        move back."""
        after = end
        for (core, move), only in zip(reversed(played), reversed(forced), strict=True):
            if only and after is not None:
                if after.to_move == TERMINAL:
                    standing = final_standing(after)
                else:
                    standing = self._found[position_key(after)].standing
                key = position_key(core)
                self._found[key] = Analysis(key, move, standing, {position_key(after): standing})
            after = core

    def standing(self, state: GameState) -> Standing:
        core = _core(state)
        if core.to_move == TERMINAL:
            return final_standing(core)
        key = position_key(core)
        if self._last is not None and key in self._last.children:
            return self._last.children[key]
        return self._analysis(core, None).standing

    def best_action(self, state: GameState, cancel: CancelFlag | None = None) -> Any:
        core = _core(state)
        self._last = self._analysis(core, cancel)
        return ACTIONS[self._last.best]

    def _analysis(self, core: Core, cancel: CancelFlag | None) -> Analysis:
        """What `prepare` found at this position, else a search of it here."""
        found = self._found.get(position_key(core))
        return found if found is not None else self.search.analyse(core, cancel)


def _core(state: GameState) -> Core:
    assert isinstance(state, BombayState)
    return state.core()


REVIEWER = BombayReviewer()
