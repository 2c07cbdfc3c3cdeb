"""`python -m bombay arena --bots hard,random --games 200 --seed 1`: bots against each other,
seat-rotated, printed as one JSON line (common.ai.arena)."""

from __future__ import annotations

import argparse
import sys

from bombay.ai.levels import LEVELS
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.ai.arena import run_arena


def _new_state(players: int, args: argparse.Namespace):
    setup = Setup(players)
    return lambda: GAME.initial_state(setup)


def main(argv: list[str]) -> int:
    return run_arena(argv, "bombay", "Bombay Bazar", list(LEVELS), _new_state)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
