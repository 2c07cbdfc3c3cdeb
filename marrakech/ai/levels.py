"""The Marrakech levels by name: random, easy, medium, hard; and, for the arena and the
gauntlet only (the setup screen offers registry.PLAYER_LEVELS), avoider, coverer and review
(the review's best move)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.ai.bot import Bot, CancelFlag
from common.ai.expectimax import ExpectimaxBot
from common.ai.greedy import GreedyBot
from common.ai.random_bot import RandomBot
from common.core.api import GameState
from marrakech.ai.heuristic import Heuristic, evaluate, field_chances
from marrakech.ai.model import MODEL
from marrakech.ai.opponents import avoider, coverer
from marrakech.rules.core import TURN, Core
from marrakech.rules.state import MarrakechState


def _to_end_of_turn(core: Core) -> int:
    """Decisions left in the mover's own turn: turn and place, or only place."""
    return 2 if core.phase == TURN else 1


def easy(seed: int = 0) -> Bot:
    """One step ahead with noise: avoids the worst tribute most of the time."""
    bot = GreedyBot(MODEL, evaluate, temperature=0.03, seed=seed)
    bot.level = "easy"
    return bot


def medium(seed: int = 0) -> Bot:
    """Expectimax to the end of its own turn, then the next player's expected tribute."""
    bot = ExpectimaxBot(MODEL, evaluate, depth=_to_end_of_turn, seed=seed, min_depth=2)
    bot.level = "medium"
    return bot


class HardBot(Bot):
    """A turn of Assam is searched to the end of its own turn, and valued two rolls on: the
    next player's, then the one after from wherever the next player left Assam.

    Two and four players: expectimax one turn deeper than Medium, a placement searched
    through the next player's whole turn (their turn, the die, their placement) to the
    expected tribute of the turn after. Three players: a placement is searched to the end of
    the next player's turn of Assam and valued by the chance of finishing first against the
    whole field (heuristic.field_chances), not by the lead over the best other seat: searched
    through the next player's placement with that lead, Hard spent its carpets on hurting the
    next player, and the player before it collected (issue 32). At four players that did not
    measure better, so four keep the deeper search."""

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

    def reseed(self, seed: int) -> None:
        self.turning.reseed(seed)
        self.placing.reseed(seed)
        self.placing_in_a_field.reseed(seed)

    def choose(
        self, state: GameState, budget: float | None = None, cancel: CancelFlag | None = None
    ) -> Any:
        assert isinstance(state, MarrakechState)
        if state.phase == "turn":
            bot = self.turning
        elif state.num_players() == 3:
            bot = self.placing_in_a_field
        else:
            bot = self.placing
        return bot.choose(state, budget, cancel)


def hard(seed: int = 0) -> Bot:
    return HardBot(seed)


def random(seed: int = 0) -> Bot:
    return RandomBot(seed)


def review(seed: int = 0) -> Bot:
    """The review's best move (arena only: is it at least as strong as Hard?)."""
    from common.ai.review_bot import ReviewBot
    from marrakech.ai.review import MarrakechReviewer

    return ReviewBot(MarrakechReviewer(), seed)


LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": random,
    "easy": easy,
    "medium": medium,
    "hard": hard,
    "avoider": avoider,
    "coverer": coverer,
    "review": review,
}

#: The most a move may take, by level, in seconds (the issue's targets leave headroom).
TIME_CAPS = {
    "random": None,
    "easy": 0.2,
    "medium": 0.2,
    "hard": 1.5,
    "avoider": None,
    "coverer": None,
    "review": None,
}
