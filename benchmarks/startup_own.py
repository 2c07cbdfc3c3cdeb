"""Bazaar's own share of the start: the processor time of `main(["--frames", "3"])` after
pygame is imported (what a hello-world pygame window pays too is left out, and with it most of
a busy machine's noise), in fresh processes, each with an empty data folder of its own.

    python -m benchmarks.startup_own [--runs 20] [--tree PATH]

--tree runs another copy of the sources (e.g. `git archive 94b784d | tar -x -C /tmp/old`) the
same way, to compare two versions side by side. Prints the median, first quartile and lowest
milliseconds. The whole-process figure against the hello window is benchmarks.startup_ratio.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
PROBE = """
import os, sys, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
before = time.process_time()
from common.ui.main import main
main(["--frames", "3"])
print((time.process_time() - before) * 1000)
"""


def own_milliseconds(tree: Path) -> float:
    """One start's processor milliseconds after pygame's import, run from `tree`."""
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, BAZAAR_DATA_DIR=folder, PYTHONPATH=str(tree))
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        out = subprocess.run(
            [sys.executable, "-c", PROBE], cwd=tree, env=env, capture_output=True, text=True
        )
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    return float(out.stdout.split()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--tree", type=Path, default=HERE)
    args = parser.parse_args(argv)
    for package in ("common", "marrakech", "bombay"):
        compileall.compile_dir(args.tree / package, quiet=1)
    times = sorted(own_milliseconds(args.tree) for _run in range(args.runs))
    median, quartile = statistics.median(times), times[len(times) // 4]
    low = times[0]
    print(f"{args.tree}: {median:.1f} ms median, {quartile:.1f} first quartile, {low:.1f} lowest")
    return 0


if __name__ == "__main__":
    sys.exit(main())
