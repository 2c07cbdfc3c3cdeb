"""The arena command line both games share: bots of named levels (benchmarks.arena_levels)
against each other, seat-rotated, printed as one JSON line (the fields are
benchmarks.match.run_match's)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from functools import partial
from typing import Any

from benchmarks import arena_levels
from benchmarks.match import Entrant, run_match, unique_names
from common.core.api import GameState


def run_arena(
    argv: list[str],
    game: str,
    title: str,
    new_state: Callable[[int, argparse.Namespace], Callable[[], GameState]],
    add_options: Callable[[argparse.ArgumentParser], None] | None = None,
    describe: Callable[[argparse.Namespace], dict[str, Any]] | None = None,
) -> int:
    """Parse `argv` (`--bots a,b --games N --seed S --players P --budget T --progress
    --jobs J` and the game's own options), play the match, print one JSON line."""
    levels_known = arena_levels.level_names(game)
    parser = argparse.ArgumentParser(
        prog=f"python -m benchmarks.{game}_arena", description=f"{title} bots against each other"
    )
    parser.add_argument(
        "--bots", default="hard,random", help=f"comma-separated levels: {', '.join(levels_known)}"
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), help="default: one per bot")
    parser.add_argument("--budget", type=float, help="seconds a move may take at most")
    parser.add_argument("--progress", action="store_true", help="running totals on stderr")
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="processes to share the games among (same results; the timings are per process)",
    )
    if add_options is not None:
        add_options(parser)
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in levels if name not in levels_known]
    if unknown:
        parser.error(
            f"unknown level(s) {', '.join(unknown)}; choose from {', '.join(levels_known)}"
        )
    players = args.players or len(levels)
    if players not in (2, 3, 4):
        parser.error(f"{title} is for 2 to 4 players: give 2 to 4 bots or --players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    entrants = [
        Entrant(
            name,
            partial(arena_levels.make_bot, game, level),
            args.budget if args.budget is not None else arena_levels.time_cap(game, level),
        )
        for name, level in zip(unique_names(levels), levels, strict=True)
    ]

    def progress(done: int, totals: dict) -> None:
        if args.progress:
            print(done, json.dumps(totals["win_rate"]), file=sys.stderr, flush=True)

    result = run_match(
        new_state(players, args), entrants, args.games, args.seed, players, progress, args.jobs
    )
    extra = describe(args) if describe is not None else {}
    line = {"game": game, "players": players, **extra, "seed": args.seed, "bots": levels, **result}
    print(json.dumps(line))
    return 0
