"""`python -m benchmarks.bombay_arena --bots hard,random --games 200 --seed 1`: bots against
each other, seat-rotated, printed as one JSON line (benchmarks.arena); with `--solo`, each bot
plays the same solo games instead (benchmarks.bombay_solo_arena)."""

from __future__ import annotations

import argparse
import sys

from benchmarks import bombay_solo_arena
from benchmarks.arena import run_arena
from bombay.rules.game import GAME
from bombay.rules.setup import Setup


def _new_state(players: int, args: argparse.Namespace):
    setup = Setup(players)
    return lambda: GAME.initial_state(setup)


def _add_solo(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--solo",
        action="store_true",
        help="each bot plays the same solo games: mean solo scores (see --solo --help)",
    )


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--solo" in argv:
        return bombay_solo_arena.main([a for a in argv if a != "--solo"])
    return run_arena(argv, "bombay", "Bombay Bazar", _new_state, _add_solo)


if __name__ == "__main__":
    sys.exit(main())
