"""`python -m marrakech`: the game window at Marrakech's setup, or a command line tool.

python -m marrakech                the game, straight to Marrakech's setup
python -m marrakech simulate ...   random games headless (see --help)

The arena and the gauntlet (computer players against each other) run from a checkout:
`python -m benchmarks.marrakech_arena`, `python -m benchmarks.marrakech_gauntlet`.
"""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m marrakech", description="Marrakech")
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("simulate", help="play random games headless and print a summary")
    sim.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", choices=("standard", "end-turn"), default="standard")
    sim.add_argument("--api", action="store_true", help="go through the public immutable state API")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        from marrakech.simulate import main as simulate_main

        if args.games < 1:
            parser.error("--games must be at least 1")
        return simulate_main(args)
    from common.ui.main import main as app_main

    return app_main(["--game", "marrakech"])


if __name__ == "__main__":
    sys.exit(main())
