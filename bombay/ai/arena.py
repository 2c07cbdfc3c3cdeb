"""`python -m bombay arena --bots hard,random --games 200 --seed 1`: bots against each other,
seat-rotated, printed as one JSON line (see common.ai.match.run_match for the fields)."""

from __future__ import annotations

import argparse
import json
import sys

from bombay.ai.levels import LEVELS, TIME_CAPS, make_bot
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.ai.match import Entrant, run_match, unique_names


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bombay arena", description="Bombay Bazar bots against each other"
    )
    parser.add_argument(
        "--bots", default="hard,random", help=f"comma-separated levels: {', '.join(LEVELS)}"
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), help="default: one per bot")
    parser.add_argument("--budget", type=float, help="seconds a move may take at most")
    parser.add_argument("--progress", action="store_true", help="running totals on stderr")
    return parser


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in levels if name not in LEVELS]
    if unknown:
        parser.error(f"unknown level(s) {', '.join(unknown)}; choose from {', '.join(LEVELS)}")
    players = args.players or len(levels)
    if players not in (2, 3, 4):
        parser.error("the arena is for 2 to 4 players: give 2 to 4 bots or --players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    setup = Setup(players)
    entrants = [
        Entrant(
            name,
            lambda seed, level=level: make_bot(level, seed),
            args.budget if args.budget is not None else TIME_CAPS[level],
        )
        for name, level in zip(unique_names(levels), levels, strict=True)
    ]

    def progress(done: int, totals: dict) -> None:
        if args.progress:
            print(done, json.dumps(totals["win_rate"]), file=sys.stderr, flush=True)

    result = run_match(
        lambda: GAME.initial_state(setup), entrants, args.games, args.seed, players, progress
    )
    line = {"game": "bombay", "players": players, "seed": args.seed, "bots": levels, **result}
    print(json.dumps(line))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
