"""The Bombay Bazar levels by name: random and easy (common.ai.levels), medium and hard (the
arena's own review level is in benchmarks/arena_levels.py)."""

from __future__ import annotations

from bombay.ai.heuristic import evaluate, growth_prior, hard_exploration
from bombay.ai.model import MODEL
from common.ai.bot import Bot
from common.ai.levels import named, table
from common.ai.mcts import MctsBot


def medium(seed: int = 0) -> Bot:
    """A short Monte-Carlo tree search with random playouts to the end of the game."""
    return named("medium", MctsBot(MODEL, None, iterations=200, exploration=0.7, seed=seed))


def hard(seed: int = 0) -> Bot:
    """Monte-Carlo tree search with random playouts, twelve times Medium's, first trying the
    tiles that lengthen its trunk the most (the prior orders only the first visits); in solo
    it explores less (hard_exploration). The Hint uses it."""
    bot = MctsBot(
        MODEL, None, iterations=2400, exploration=hard_exploration, seed=seed, prior=growth_prior
    )
    return named("hard", bot)


LEVELS, TIME_CAPS = table(MODEL, evaluate, {"medium": (medium, 0.2), "hard": (hard, 1.5)})
