"""`python -m benchmarks.marrakech_arena --bots hard,random --games 200 --seed 1 [--variant
end-turn]`: bots against each other, seat-rotated, printed as one JSON line (benchmarks.arena)."""

from __future__ import annotations

import argparse
import sys

from benchmarks.arena import run_arena
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState


def _variant(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=("standard", "end-turn"), default="standard")


def _new_state(players: int, args: argparse.Namespace):
    setup = MarrakechSetup(players, args.variant == "end-turn")
    return lambda: MarrakechState.initial(setup)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    return run_arena(
        argv,
        "marrakech",
        "Marrakech",
        _new_state,
        _variant,
        lambda args: {"variant": args.variant},
    )


if __name__ == "__main__":
    sys.exit(main())
