"""The Marrakech levels by name: those of players.py (random, easy, medium, hard). The arena's
own sparring partners (avoider, coverer, review) are in benchmarks/arena_levels.py."""

from __future__ import annotations

from collections.abc import Callable

from common.ai.bot import Bot
from marrakech.ai import players

LEVELS: dict[str, Callable[[int], Bot]] = dict(players.PLAYERS)

#: The most a move may take, by level, in seconds (players.py has why Hard's is 1.45 s).
TIME_CAPS = dict(players.TIME_CAPS)
