"""The levels the arena and the gauntlet play: each game's own computer players (its registry
entry's levels: random, easy, medium, hard) and the arena's sparring partners, which no setup
screen, Hint or server offers: Marrakech's avoider and coverer (benchmarks/marrakech_opponents.py)
and, in both games, review (the review's best move: is it at least as strong as Hard?)."""

from __future__ import annotations

from collections.abc import Callable

from benchmarks.marrakech_opponents import avoider, coverer
from benchmarks.review_bot import ReviewBot
from common.ai.bot import Bot
from common.core import registry


def _marrakech_review(seed: int = 0) -> Bot:
    from marrakech.ai.review import MarrakechReviewer

    return ReviewBot(MarrakechReviewer(), seed)


def _bombay_review(seed: int = 0) -> Bot:
    from bombay.ai.review import BombayReviewer

    return ReviewBot(BombayReviewer(), seed)


#: The arena's own levels by game; none has a time cap (they think as long as they like).
ARENA_ONLY: dict[str, dict[str, Callable[[int], Bot]]] = {
    "marrakech": {"avoider": avoider, "coverer": coverer, "review": _marrakech_review},
    "bombay": {"review": _bombay_review},
}


def level_names(game: str) -> list[str]:
    """Every level the arena knows for the game: its players first, then the arena's own."""
    return [*registry.find(game).level_names(), *ARENA_ONLY.get(game, {})]


def make_bot(game: str, level: str, seed: int = 0) -> Bot:
    """A fresh bot of the level; ValueError for a level the arena does not know."""
    own = ARENA_ONLY.get(game, {}).get(level)
    return own(seed) if own is not None else registry.find(game).make_bot(level, seed)


def time_cap(game: str, level: str) -> float | None:
    """The most a move of the level should take (None for the arena's own: no limit)."""
    return None if level in ARENA_ONLY.get(game, {}) else registry.find(game).time_cap(level)
