"""The Marrakech levels by name: those of players.py (random, easy, medium, hard); and, for the
arena and the gauntlet only (the setup screen offers registry.PLAYER_LEVELS), avoider, coverer
and review (the review's best move)."""

from __future__ import annotations

from collections.abc import Callable

from common.ai.bot import Bot
from marrakech.ai import players
from marrakech.ai.opponents import avoider, coverer


def review(seed: int = 0) -> Bot:
    """The review's best move (arena only: is it at least as strong as Hard?)."""
    from common.ai.review_bot import ReviewBot
    from marrakech.ai.review import MarrakechReviewer

    return ReviewBot(MarrakechReviewer(), seed)


LEVELS: dict[str, Callable[[int], Bot]] = {
    **players.PLAYERS,
    "avoider": avoider,
    "coverer": coverer,
    "review": review,
}

#: The most a move may take, by level, in seconds (players.py has why Hard's is 1.45 s).
TIME_CAPS = {**players.TIME_CAPS, "avoider": None, "coverer": None, "review": None}
