"""Measure the Bombay play screen in a real window: idle CPU at the table waiting for a human,
and the work per frame while trunks grow. Needs a display (e.g. Xvfb):
`python -m benchmarks.bombay_frames`. Prints one JSON line:
  idle_cpu_percent   CPU time of this process / wall time, the board waiting for a human
  growth_frame_ms    p50 / p99 / max of the work per frame (events, update, draw, flip) while a
                     placed tile lands and trunks grow, over many computer moves
  growth_scene_draw_ms  the scene's own drawing in those frames (without the flip)
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

from benchmarks.measure import idle_cpu_percent, timing_summary
from bombay.rules.setup import Setup
from bombay.ui.play_scene import PlayScene
from bombay.ui.session import BombaySession, Seat


def idle_cpu(seconds: float) -> float:
    from bombay.ui.flow import start_game
    from common.ui.app import App
    from common.ui.navigation import Navigator

    app = App((1280, 800), navigator=Navigator)
    start_game(app, BombaySession(Setup(2), [Seat("A"), Seat("B", colour=1)], seed=3))
    scene = app.top
    assert isinstance(scene, PlayScene)
    while not scene.human_to_place:
        app.tick()
    for _ in range(30):  # let the last frames of the opening settle
        app.tick()
    used = idle_cpu_percent(app, seconds)
    app.quit()
    return used


def growth_frames(moves: int, draw_times: list[float] | None = None) -> list[float]:
    from bombay.ui.flow import start_game
    from common.ui.app import App
    from common.ui.navigation import Navigator

    app = App((1280, 800), navigator=Navigator)
    seats = [Seat(name, "easy", i) for i, name in enumerate("ABCD")]
    start_game(app, BombaySession(Setup(4), seats, seed=4))
    scene = app.top
    assert isinstance(scene, PlayScene)
    frames: list[float] = []
    if draw_times is not None:
        draw = scene.draw

        def timed(surface) -> None:
            start = time.perf_counter()
            draw(surface)
            if scene.table.beat is not None and scene.view.limits:
                draw_times.append((time.perf_counter() - start) * 1000)

        scene.draw = timed  # type: ignore[method-assign]  # timing the scene's own drawing
    while len(scene.record.actions) < moves and type(app.top).__name__ == "PlayScene":
        app.clock.tick(60)
        start = time.perf_counter()
        app.step(1 / 60)
        if scene.table.beat is not None and scene.view.limits:
            frames.append((time.perf_counter() - start) * 1000)
    return frames


def main() -> int:
    if not os.environ.get("DISPLAY") and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        print("needs a display: run under Xvfb (see README)", file=sys.stderr)
        return 2
    draws: list[float] = []
    frames = growth_frames(moves=40, draw_times=draws)
    result = {
        "display": os.environ.get("DISPLAY") or os.environ.get("SDL_VIDEODRIVER"),
        "idle_cpu_percent": round(idle_cpu(10.0), 2),
        "growth_frames": len(frames),
        "growth_frame_ms": {**timing_summary(frames), "mean": round(statistics.fmean(frames), 2)},
        "growth_scene_draw_ms": timing_summary(draws),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
