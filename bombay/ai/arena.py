"""`python -m bombay arena --bots hard,random --games 200 --seed 1`: bots against each other,
seat-rotated, printed as one JSON line (common.ai.arena); with `--solo`, each bot plays the
same solo games instead (bombay.ai.solo_arena)."""

from __future__ import annotations

import argparse
import sys

from bombay.ai import solo_arena
from bombay.ai.levels import LEVELS
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.ai.arena import run_arena


def _new_state(players: int, args: argparse.Namespace):
    setup = Setup(players)
    return lambda: GAME.initial_state(setup)


def _add_solo(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--solo",
        action="store_true",
        help="each bot plays the same solo games: mean solo scores (see --solo --help)",
    )


def main(argv: list[str]) -> int:
    if "--solo" in argv:
        return solo_arena.main([a for a in argv if a != "--solo"], list(LEVELS))
    return run_arena(argv, "bombay", "Bombay Bazar", list(LEVELS), _new_state, _add_solo)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
