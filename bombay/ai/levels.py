"""The Bombay Bazar levels by name: random, easy, medium, hard (the arena's own review level
is in benchmarks/arena_levels.py)."""

from __future__ import annotations

from collections.abc import Callable

from bombay.ai.heuristic import evaluate, growth_prior, hard_exploration
from bombay.ai.model import MODEL
from common.ai.bot import Bot
from common.ai.greedy import GreedyBot
from common.ai.mcts import MctsBot
from common.ai.random_bot import RandomBot


def easy(seed: int = 0) -> Bot:
    """One tile ahead, with noise."""
    bot = GreedyBot(MODEL, evaluate, temperature=0.03, seed=seed)
    bot.level = "easy"
    return bot


def medium(seed: int = 0) -> Bot:
    """A short Monte-Carlo tree search with random playouts to the end of the game."""
    bot = MctsBot(MODEL, None, iterations=200, exploration=0.7, seed=seed)
    bot.level = "medium"
    return bot


def hard(seed: int = 0) -> Bot:
    """Monte-Carlo tree search with random playouts, twelve times Medium's, first trying the
    tiles that lengthen its trunk the most (the prior orders only the first visits); in solo
    it explores less (hard_exploration). The Hint uses it."""
    bot = MctsBot(
        MODEL,
        None,
        iterations=2400,
        exploration=hard_exploration,
        seed=seed,
        prior=growth_prior,
    )
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
TIME_CAPS = {"random": None, "easy": 0.2, "medium": 0.2, "hard": 1.5}
