"""`python -m benchmarks.bombay_arena --solo --bots hard,medium,easy,random --games 100
--seed 1`: every level plays the same solo games, printed as one JSON line.

Solo has no luck (the only chance step is "player 1 starts"), so a game is fixed by the bot's
seed; game i gives every level the same seed, and the levels are compared pair by pair on the
same games as well as by their means.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from benchmarks import arena_levels
from benchmarks.match import play_game, unique_names
from bombay.rules.game import GAME
from bombay.rules.setup import Setup

Z95 = 1.96


def mean_interval(values: Sequence[float]) -> list[float] | None:
    """The mean's 95 % interval (normal approximation); None below two values."""
    if len(values) < 2:
        return None
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return [round(mean - half, 2), round(mean + half, 2)]


def run_solo(
    levels: list[str], games: int, seed: int, budget: float | None = None, progress: bool = False
) -> dict[str, Any]:
    """Play `games` solo games with each level; the summary the arena prints."""
    names = unique_names(levels)
    scores: dict[str, list[int]] = {name: [] for name in names}
    seconds: dict[str, list[float]] = {name: [] for name in names}
    started = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        for name, level in zip(names, levels, strict=True):
            bot = arena_levels.make_bot("bombay", level, game_seed)
            cap = budget if budget is not None else arena_levels.time_cap("bombay", level)
            _final, result = play_game(GAME.initial_state(Setup(1)), [bot], game_seed, [cap])
            scores[name].append(result.scores[0] or 0)
            seconds[name].extend(result.seconds[0])
        if progress:
            means = {n: round(statistics.fmean(s), 2) for n, s in scores.items()}
            print(i + 1, json.dumps(means), file=sys.stderr, flush=True)
    differences = {}
    for a, first in enumerate(names):
        for second in names[a + 1 :]:
            diff = [x - y for x, y in zip(scores[first], scores[second], strict=True)]
            differences[f"{first}-{second}"] = {
                "mean": round(statistics.fmean(diff), 2),
                "ci95": mean_interval(diff),
            }
    return {
        "games": games,
        "mean_score": {n: round(statistics.fmean(s), 2) for n, s in scores.items()},
        "ci95": {n: mean_interval(s) for n, s in scores.items()},
        "best_score": {n: max(s) for n, s in scores.items()},
        "worst_score": {n: min(s) for n, s in scores.items()},
        "paired_difference": differences,
        "sec_per_move": {
            n: {"mean": round(statistics.fmean(t or [0.0]), 4), "max": round(max(t or [0.0]), 4)}
            for n, t in seconds.items()
        },
        "moves": {n: len(t) for n, t in seconds.items()},
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str]) -> int:
    levels_known = arena_levels.level_names("bombay")
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.bombay_arena --solo",
        description="Bombay Bazar bots each playing the same solo games",
    )
    parser.add_argument(
        "--bots",
        default="hard,medium,easy,random",
        help=f"comma-separated levels: {', '.join(levels_known)}",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, help="seconds a move may take at most")
    parser.add_argument("--progress", action="store_true", help="running means on stderr")
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in levels if name not in levels_known]
    if unknown or not levels:
        parser.error(
            f"unknown level(s) {', '.join(unknown)}; choose from {', '.join(levels_known)}"
        )
    if args.games < 1:
        parser.error("--games must be at least 1")
    result = run_solo(levels, args.games, args.seed, args.budget, args.progress)
    print(json.dumps({"game": "bombay", "solo": True, "seed": args.seed, "bots": levels, **result}))
    return 0
