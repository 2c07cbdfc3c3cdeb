"""Start-up time and idle CPU of Bazaar at its title screen, from source or from a bundle.

    python -m benchmarks.startup                       # from source
    python -m benchmarks.startup dist/Bazaar/Bazaar    # the PyInstaller bundle

Needs a display (e.g. Xvfb, DISPLAY=:99). Prints one JSON line:
  start_to_first_frame_s  median over 5 starts: process start to the first frame on screen
                          (the app writes that moment to BAZAAR_FIRST_FRAME_FILE)
  idle_cpu_percent        CPU of the process at the title screen over 10 s, after 3 s to settle
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 5
TIMEOUT = 30.0


def _command(target: str | None) -> list[str]:
    return [target] if target else [sys.executable, "-m", "common.ui.main"]


def _first_frame(command: list[str]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        marker = Path(folder) / "first-frame"
        env = dict(os.environ, BAZAAR_FIRST_FRAME_FILE=str(marker), BAZAAR_DATA_DIR=folder)
        start = time.time()
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            while not marker.exists() or not marker.read_text():
                if time.time() - start > TIMEOUT or process.poll() is not None:
                    raise RuntimeError("the app did not show a frame")
                time.sleep(0.005)
            return float(marker.read_text()) - start
        finally:
            process.terminate()
            process.wait(10)


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _idle_cpu(command: list[str], seconds: float = 10.0) -> float:
    with tempfile.TemporaryDirectory() as folder:
        process = subprocess.Popen(
            command,
            env=dict(os.environ, BAZAAR_DATA_DIR=folder),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            time.sleep(3.0)
            cpu, wall = _cpu_seconds(process.pid), time.time()
            time.sleep(seconds)
            return 100 * (_cpu_seconds(process.pid) - cpu) / (time.time() - wall)
        finally:
            process.terminate()
            process.wait(10)


def main() -> int:
    if not os.environ.get("DISPLAY"):
        print("needs a display: run under Xvfb (DISPLAY=:99)", file=sys.stderr)
        return 2
    target = sys.argv[1] if len(sys.argv) > 1 else None
    command = _command(target)
    starts = [_first_frame(command) for _ in range(RUNS)]
    print(
        json.dumps(
            {
                "target": target or "source",
                "start_to_first_frame_s": round(statistics.median(starts), 3),
                "starts_s": [round(s, 3) for s in starts],
                "idle_cpu_percent": round(_idle_cpu(command), 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
