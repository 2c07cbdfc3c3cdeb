"""The Marrakech levels by name: random, easy, medium, hard."""

from __future__ import annotations

from collections.abc import Callable

from common.ai.bot import Bot
from common.ai.expectimax import ExpectimaxBot
from common.ai.greedy import GreedyBot
from common.ai.random_bot import RandomBot
from marrakech.ai.heuristic import evaluate
from marrakech.ai.model import MODEL
from marrakech.rules.core import TURN, Core


def _to_end_of_turn(core: Core) -> int:
    """Decisions left in the mover's own turn: turn and place, or only place."""
    return 2 if core.phase == TURN else 1


def _through_next_turn(core: Core) -> int:
    """A placement is searched through the next player's turn; a turn only to its own end."""
    return 2 if core.phase == TURN else 3


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


def hard(seed: int = 0) -> Bot:
    """Expectimax one turn deeper than Medium where it pays: a placement is searched through
    the next player's whole turn (their turn, the die, their placement) to the expected
    tribute of its own next turn. A turn of Assam is searched to the end of its own turn."""
    bot = ExpectimaxBot(MODEL, evaluate, depth=_through_next_turn, seed=seed, min_depth=2)
    bot.level = "hard"
    return bot


def random(seed: int = 0) -> Bot:
    return RandomBot(seed)


LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": random,
    "easy": easy,
    "medium": medium,
    "hard": hard,
}

#: The most a move may take, by level, in seconds (the issue's targets leave headroom).
TIME_CAPS = {"random": None, "easy": 0.2, "medium": 0.2, "hard": 1.5}
