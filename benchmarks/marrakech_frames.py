"""Measure the play screen in a real window: idle CPU, frame times during Assam's walk, and
start-up time. Needs a display (e.g. Xvfb): `python -m benchmarks.marrakech_frames`.

Prints one JSON line:
  idle_cpu_percent     CPU time of this process / wall time, at the board waiting for a human
  walk_frame_ms        p50 / p99 / max of the work per frame (events, update, draw, flip)
                       while Assam walks, over several rolls
  start_to_first_frame_s  median of 5 runs of `python -m common.ui.main --frames 1`
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from benchmarks.measure import idle_cpu_percent, timing_summary
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.session import MarrakechSession, Seat


def _table(app, seed: int):
    from marrakech.ui.flow import start_game

    seats = [Seat(name, None, [i]) for i, name in enumerate(["A", "B", "C", "D"])]
    start_game(app, MarrakechSession(MarrakechSetup(4), seats, seed))
    scene = app.top
    while not (scene.table.caught_up and scene.record.state.phase == "turn"):
        app.tick()
    return scene


def idle_cpu(seconds: float) -> float:
    from common.ui.app import App
    from common.ui.navigation import Navigator

    app = App((1280, 800), navigator=Navigator)
    _table(app, seed=3)
    used = idle_cpu_percent(app, seconds)
    app.quit()
    return used


def walk_frames(rolls: int) -> list[float]:
    from common.ui.app import App
    from common.ui.navigation import Navigator
    from marrakech.rules.actions import TURN_ACTIONS

    app = App((1280, 800), navigator=Navigator)
    scene = _table(app, seed=4)
    frames: list[float] = []
    for _ in range(rolls):
        scene.submit(TURN_ACTIONS[0])
        while not (scene.table.caught_up and scene.record.state.phase == "place"):
            scene.roll()  # the person rolls as soon as the die waits
            app.clock.tick(60)
            start = time.perf_counter()
            app.step(1 / 60)
            frames.append((time.perf_counter() - start) * 1000)
        scene.submit(scene.record.state.legal_actions()[0])
        while not (scene.table.caught_up and scene.record.state.phase == "turn"):
            app.tick()
    return frames


def start_to_first_frame(runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "common.ui.main", "--frames", "1"],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    if not os.environ.get("DISPLAY") and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        print("needs a display: run under Xvfb (see README)", file=sys.stderr)
        return 2
    frames = walk_frames(rolls=8)
    result = {
        "display": os.environ.get("DISPLAY") or os.environ.get("SDL_VIDEODRIVER"),
        "idle_cpu_percent": round(idle_cpu(10.0), 2),
        "walk_frames": len(frames),
        "walk_frame_ms": timing_summary(frames),
        "start_to_first_frame_s": round(start_to_first_frame(5), 3),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
