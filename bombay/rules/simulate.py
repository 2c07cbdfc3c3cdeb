"""Random games and perft counts on the fast core (what `python -m bombay` prints)."""

from __future__ import annotations

import random
import time
from typing import Any

from bombay.rules.core import START, Core, random_playout
from bombay.rules.scoring import solo_score


def simulate(players: int, games: int, seed: int) -> dict[str, Any]:
    """Play `games` random games (each decision uniform over the legal actions) and summarise
    them. The time covers the games only, through the fastest path (Core + random_playout)."""
    rng = random.Random(seed)
    rand = rng.random
    finals: list[Core] = []
    turns = 0
    began = time.perf_counter()
    for _ in range(games):
        core = Core.initial(players)
        turns += random_playout(core, rand)
        finals.append(core)
    seconds = time.perf_counter() - began
    lengths = [length for c in finals for length in c.lengths()]
    placed = sum(c.placed for c in finals)
    extensions = sum(c.extensions for c in finals)
    result: dict[str, Any] = {
        "players": players,
        "solo": players == 1,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 4),
        "games_per_s": round(games / seconds, 1) if seconds else None,
        "ms_per_game": round(1000 * seconds / games, 4) if games else None,
        "us_per_turn": round(1e6 * seconds / turns, 3) if turns else None,
        "mean_trunk_length": round(sum(lengths) / len(lengths), 3) if lengths else None,
        "max_trunk_length": max(lengths, default=None),
        "mean_winning_length": (
            round(sum(max(c.lengths()) for c in finals) / games, 3) if games else None
        ),
        "mean_tiles_placed": round(placed / games, 3) if games else None,
        "mean_turns": round(turns / games, 3) if games else None,
        "extensions_per_game": round(extensions / games, 3) if games else None,
        "extension_rate": round(extensions / placed, 4) if placed else None,
    }
    if players == 1 and games:
        scores = [solo_score(c).score for c in finals]
        result["mean_solo_score"] = round(sum(scores) / games, 3)
        result["best_solo_score"] = max(scores)
    return result


def perft(players: int, depth: int, first: int = 0) -> list[int]:
    """The number of legal action sequences of length 1..depth from the start of a game whose
    first player (drawn by chance) is `first`."""
    core = Core.initial(players)
    core.apply(START + first)
    counts = [0] * depth
    _perft(core, depth, 0, counts)
    return counts


def perft_from(core: Core, depth: int) -> list[int]:
    counts = [0] * depth
    _perft(core, depth, 0, counts)
    return counts


def _perft(core: Core, depth: int, level: int, counts: list[int]) -> None:
    actions = core.legal()
    counts[level] += len(actions)
    if level + 1 == depth:
        return
    for a in actions:
        child = core.copy()
        child.apply(a)
        if child.to_move >= 0:
            _perft(child, depth, level + 1, counts)
