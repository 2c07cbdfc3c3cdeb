"""`python -m bombay`: the game window at Bombay Bazar's setup, or a command line tool.

python -m bombay                   the game, straight to Bombay Bazar's setup
python -m bombay simulate ...      random games headless (see --help)
python -m bombay perft ...         legal action counts from the start

The arena (computer players against each other) runs from a checkout:
`python -m benchmarks.bombay_arena`.
"""

from __future__ import annotations

import argparse
import json
import sys

from bombay.rules.simulate import perft, simulate


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        from common.ui.main import main as app_main

        return app_main(["--game", "bombay"])
    parser = argparse.ArgumentParser(
        prog="python -m bombay", description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random games; print one JSON line")
    sim.add_argument("--players", type=int, default=4, choices=[1, 2, 3, 4])
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--solo", action="store_true", help="the solo game (one player)")
    pft = sub.add_parser("perft", help="legal action sequences of length 1..D from the start")
    pft.add_argument("--players", type=int, default=4, choices=[1, 2, 3, 4])
    pft.add_argument("--depth", type=int, default=3)
    args = parser.parse_args(argv)
    if args.command == "simulate":
        if args.games < 1:
            parser.error("--games must be at least 1")
        players = 1 if args.solo else args.players
        print(json.dumps(simulate(players, args.games, args.seed)))
    else:
        if args.depth < 1:
            parser.error("--depth must be at least 1")
        for count in perft(args.players, args.depth):
            print(count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
