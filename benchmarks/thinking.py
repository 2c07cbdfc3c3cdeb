"""How smooth the window stays while a computer player thinks on its background thread.

    DISPLAY=:99 python -m benchmarks.thinking [game] [level] [moves]

Plays `moves` moves of the given game with two bots of that level (default: bombay hard, the
slowest thinker) inside a real App, stepping the window at 60 fps while each bot thinks, and
prints one JSON line: frame interval p50/p99/max in ms while thinking, and seconds per move.
"""

from __future__ import annotations

import json
import statistics
import sys
import time

import pygame

from benchmarks.measure import timing_summary
from common.ai.worker import BotWorker
from common.core import registry
from common.core.record import GameRecord
from common.ui.app import App
from common.ui.navigation import Navigator
from common.ui.scene import Scene


class Spinner(Scene):
    """A scene that redraws every frame, as the table does while showing 'thinking…'."""

    def update(self, dt: float) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((40, 30, 60))
        angle = time.perf_counter() * 6
        centre = (
            self.size[0] // 2 + int(80 * pygame.math.Vector2(1, 0).rotate_rad(angle).x),
            self.size[1] // 2,
        )
        pygame.draw.circle(surface, (230, 180, 60), centre, 20)


def main() -> int:
    game_name = sys.argv[1] if len(sys.argv) > 1 else "bombay"
    level = sys.argv[2] if len(sys.argv) > 2 else "hard"
    moves = int(sys.argv[3]) if len(sys.argv) > 3 else 12
    entry = registry.find(game_name)
    game = entry.game()
    setup = game.setup_from_json({"players": 2})
    record = GameRecord(game, setup, seed=7)
    app = App((1280, 800), navigator=Navigator)
    app.push(Spinner(app))
    intervals: list[float] = []
    per_move: list[float] = []
    for move in range(moves):
        if record.state.is_terminal():
            break
        worker = BotWorker(entry.make_bot(level, move), record.state, entry.time_cap(level))
        started = last = time.perf_counter()
        while not worker.done():
            app.clock.tick(60)
            app.step(1 / 60)
            now = time.perf_counter()
            intervals.append((now - last) * 1000)
            last = now
        per_move.append(time.perf_counter() - started)
        record.play(worker.result())
        if record.waiting_roll is not None:  # a computer rolls at once
            record.roll()
    print(
        json.dumps(
            {
                "game": game_name,
                "level": level,
                "moves": len(per_move),
                "frames_while_thinking": len(intervals),
                "frame_interval_ms": timing_summary(intervals),
                "seconds_per_move": round(statistics.mean(per_move), 3),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
