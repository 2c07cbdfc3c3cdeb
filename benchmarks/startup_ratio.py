"""Start-up's processor time against a hello-world pygame-ce window (issue 51: at most 1.2x).

Both are whole processes, run in turn (hello, Bazaar, hello, Bazaar ...) under the same
SDL_VIDEODRIVER (dummy unless set), each drawing the same number of frames and exiting:

    python benchmarks/hello_window.py 3     a bare window with one line of text
    bazaar --frames 3                       the title screen (common.ui.main)

Each process's user + system time is read from the kernel when it ends (os.wait4), so the
machine's other work does not count as it would on the wall clock; the bytecode is compiled
first, as an installed wheel has it, and each Bazaar start gets an empty data folder of its own.

    python -m benchmarks.startup_ratio [--runs 15] [--frames 3]

Prints each side's median CPU seconds and the median of the pairwise ratios (Bazaar / hello,
with the lowest and highest).
"""

from __future__ import annotations

import argparse
import compileall
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.pairs import report_pairs

HERE = Path(__file__).resolve().parents[1]
HELLO = HERE / "benchmarks" / "hello_window.py"


def cpu_seconds(command: list[str], env: dict[str, str]) -> float:
    """The processor time (user + system) of one run of `command` to its end."""
    process = subprocess.Popen(
        command, env=env, cwd=HERE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{command} ended with {process.returncode}")
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--frames", type=int, default=3)
    args = parser.parse_args(argv)
    for package in ("common", "marrakech", "bombay"):
        compileall.compile_dir(HERE / package, quiet=1)
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    hello_command = [sys.executable, str(HELLO), str(args.frames)]
    # What the `bazaar` script runs (not `-m common.ui.main`, whose __main__ block imports
    # multiprocessing for frozen builds).
    entry = "import sys; from common.ui.main import main; sys.exit(main())"
    bazaar_command = [sys.executable, "-c", entry, "--frames", str(args.frames)]
    hello, bazaar, ratios = [], [], []
    for _run in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            h = cpu_seconds(hello_command, env)
            b = cpu_seconds(bazaar_command, dict(env, BAZAAR_DATA_DIR=folder))
        hello.append(h)
        bazaar.append(b)
        ratios.append(b / h)
    sides = [("hello window", hello), (f"bazaar --frames {args.frames}", bazaar)]
    report_pairs(sides, "s of CPU", "bazaar/hello", ratios)
    return 0


if __name__ == "__main__":
    sys.exit(main())
