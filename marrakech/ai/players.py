"""Marrakech's computer players by level: random, easy, medium and hard, the levels a seat can
be given (levels.py adds the arena's own), with the most a move of each may take."""

from __future__ import annotations

from typing import Any

from common.ai.bot import Bot, CancelFlag, Clock
from common.ai.expectimax import ExpectimaxBot
from common.ai.levels import named, table
from common.ai.search_bot import SearchBot
from common.core.api import GameState
from marrakech.ai.heuristic import Heuristic, evaluate, field_chances
from marrakech.ai.model import MODEL
from marrakech.ai.rollouts import CANDIDATES, best_by_playouts
from marrakech.rules.core import TURN, Core
from marrakech.rules.state import MarrakechState


def _to_end_of_turn(core: Core) -> int:
    """Decisions left in the mover's own turn: turn and place, or only place."""
    return 2 if core.phase == TURN else 1


def medium(seed: int = 0) -> Bot:
    """Expectimax to the end of its own turn, then the next player's expected tribute."""
    bot = ExpectimaxBot(MODEL, evaluate, depth=_to_end_of_turn, seed=seed, min_depth=2)
    return named("medium", bot)


class HardBot(Bot):
    """A turn of Assam is searched to the end of its own turn, and valued two rolls on: the
    next player's, then the one after from wherever the next player left Assam.

    Two players: a placement is searched one turn deeper than Medium's, through the next
    player's whole turn (their turn, the die, their placement) to the expected tribute of the
    turn after. Three and four players: a placement search ranks the placements and the best
    few are played on (rollouts.py: for twelve carpets at three players, to the end at four),
    the best mean outcome laid. At three players the search goes to the end of the next
    player's turn of Assam, valued by the chance of finishing first against the whole field
    (heuristic.field_chances), not by the lead over the best other seat: with that lead, Hard
    spent its carpets on hurting the next player, and the player before it collected (issue
    32); at four, as deep with the lead."""

    level = "hard"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        # Two players: the same moves with alpha-beta and Star1 cuts (a third less time).
        self.turning = ExpectimaxBot(
            MODEL, Heuristic(rolls=2), depth=2, seed=seed, min_depth=2, zero_sum=True
        )
        self.placing = ExpectimaxBot(
            MODEL, evaluate, depth=3, seed=seed, min_depth=2, zero_sum=True
        )
        self.placing_in_a_field = ExpectimaxBot(
            MODEL, Heuristic(chances=field_chances), depth=2, seed=seed, min_depth=2
        )

        self.in_a_field = FieldPlacer(self.placing_in_a_field, self.placing, seed)

    def reseed(self, seed: int) -> None:
        super().reseed(seed)
        for bot in (self.turning, self.placing, self.placing_in_a_field, self.in_a_field):
            bot.reseed(seed)

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        assert isinstance(state, MarrakechState)
        if state.phase == "turn":
            return self.turning.choose(state, budget, cancel)
        if state.num_players() == 2:
            return self.placing.choose(state, budget, cancel)
        return self.in_a_field.choose(state, budget, cancel)


class FieldPlacer(SearchBot):
    """Hard's placement at three or four players: the search's best few (`three`'s at three
    players, `four`'s at four), played on."""

    def __init__(self, three: ExpectimaxBot, four: ExpectimaxBot, seed: int = 0) -> None:
        super().__init__(MODEL, seed)
        self.three, self.four = three, four

    def pick(
        self, root: Any, moves: list[Any], budget: float | None, cancel: CancelFlag | None
    ) -> Any:
        search = self.three if MODEL.num_players(root) == 3 else self.four
        clock = Clock(budget, cancel)
        values = search.move_values(root, moves, 2, clock)
        ranked = sorted(zip(values, moves, strict=True), key=lambda scored: -scored[0])
        candidates = [move for _value, move in ranked[:CANDIDATES]]
        seed = self.rng.randrange(1 << 30)
        return best_by_playouts(root, candidates, seed, clock)


def hard(seed: int = 0) -> Bot:
    return HardBot(seed)


#: The levels by name (random and easy: common.ai.levels), and the most a move may take, in
#: seconds (the issue's targets leave headroom). Hard's 1.5 s less the few milliseconds from
#: the clock's last look to the answer: on a machine too busy for its playouts (a third
#: process on two cores) its placements met the cap and took 1.504 s.
PLAYERS, TIME_CAPS = table(MODEL, evaluate, {"medium": (medium, 0.2), "hard": (hard, 1.45)})
