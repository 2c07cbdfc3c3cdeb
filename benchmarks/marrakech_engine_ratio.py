"""How much faster this checkout plays random 4-player Marrakech turns than another checkout, in
the same run: what `python -m marrakech simulate --players 4` runs (marrakech.simulate.simulate)
from each in turn (A B A B ...), each in a fresh process importing its own checkout's code, timed
in processor time (a shared machine's other work does not count, as it would on the wall
clock), and the ratio of their time per turn pair by pair (so a comparison holds while the
machine's speed drifts).

    git worktree add /tmp/base af251ba
    python -m benchmarks.marrakech_engine_ratio /tmp/base [--rounds 7] [--games 1000]

Prints each side's median microseconds per turn and the median of the pairwise ratios
(base / this: above 1 means this checkout is faster). Both must play the same games: the runs'
summaries (winners, final dirhams, turns, eliminations) must match, or it stops with exit 1.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from benchmarks.pairs import report_pairs

HERE = Path(__file__).resolve().parents[1]


# Run in the checkout measured: simulate's games, timed in this process's processor time.
_TIMED = """
import json, sys, time
from marrakech.rules.setup import MarrakechSetup
from marrakech.simulate import simulate
games, seed = int(sys.argv[1]), int(sys.argv[2])
start = time.process_time()
summary = simulate(MarrakechSetup(4), games, seed)
seconds = time.process_time() - start
for timing in ("seconds", "games_per_s", "us_per_turn"):
    del summary[timing]
print(json.dumps([seconds / (summary["mean_turns"] * games) * 1e6, summary]))
"""


def us_per_turn(checkout: Path, games: int, seed: int) -> tuple[float, dict]:
    """One simulate run of `checkout`'s code, as a process of its own: the time per turn and
    the games' summary (who won, with what, how long the games were)."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    command = [sys.executable, "-c", _TIMED, str(games), str(seed)]
    out = subprocess.run(command, cwd=checkout, env=env, capture_output=True, text=True, check=True)
    seconds, summary = json.loads(out.stdout)
    return float(seconds), summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=1000, help="simulate's default")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    this, base, ratios = [], [], []
    for _round in range(args.rounds):
        b, base_games = us_per_turn(args.base.resolve(), args.games, args.seed)
        a, these_games = us_per_turn(HERE, args.games, args.seed)
        if these_games != base_games:
            print(f"not the same games:\n{base_games}\n{these_games}", file=sys.stderr)
            return 1
        base.append(b)
        this.append(a)
        ratios.append(b / a)
    report_pairs(
        [(f"base {args.base}", base), (f"this {HERE}", this)], "us/turn", "base/this", ratios
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
