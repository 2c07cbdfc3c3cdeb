"""The levels a seat can be given, for any game: what the setup screens and the Hint button use.

    bot = make_bot("marrakech", "hard", seed)      # a fresh bot
    worker = BotWorker(bot, state, budget=time_cap("marrakech", "hard"))

Each game keeps its levels in <game>/ai/levels.py (LEVELS: name -> factory(seed), and
TIME_CAPS); a fixed table maps the game names to them, so nothing else is ever imported.
"""

from __future__ import annotations

import importlib

from common.ai.bot import Bot

PLAYER_LEVELS = ("easy", "medium", "hard")
HINT_LEVEL = "hard"

_LEVEL_MODULES = {"marrakech": "marrakech.ai.levels", "bombay": "bombay.ai.levels"}


def _module(game: str):
    try:
        return importlib.import_module(_LEVEL_MODULES[game])
    except KeyError:
        raise ValueError(f"no computer players for the game {game!r}") from None


def level_names(game: str) -> list[str]:
    """Every level of a game, the arena's extra ones included."""
    return list(_module(game).LEVELS)


def make_bot(game: str, level: str, seed: int = 0) -> Bot:
    """A bot of the named level; ValueError for an unknown game or level."""
    levels = _module(game).LEVELS
    try:
        factory = levels[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(levels)}") from None
    return factory(seed)


def time_cap(game: str, level: str) -> float | None:
    """The most a move of that level should take, in seconds (None: no limit needed)."""
    return _module(game).TIME_CAPS.get(level)
