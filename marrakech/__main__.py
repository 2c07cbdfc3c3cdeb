"""`python -m marrakech`: the game window at Marrakech's setup, or a command line tool.

    python -m marrakech                the game, straight to Marrakech's setup
python -m marrakech simulate ...   random games headless (see --help)
python -m marrakech arena ...      computer players against each other
python -m marrakech gauntlet ...   one bot at mixed tables, paired with Medium on the same games
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
    commands.add_parser("arena", help="computer players against each other", add_help=False)
    commands.add_parser(
        "gauntlet", help="one bot at mixed tables, paired with Medium", add_help=False
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["arena"]:
        from marrakech.ai.arena import main as arena_main

        return arena_main(argv[1:])
    if argv[:1] == ["gauntlet"]:
        from marrakech.ai.gauntlet import main as gauntlet_main

        return gauntlet_main(argv[1:])
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
