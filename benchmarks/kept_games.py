"""With many kept games, what keeping one more, Save, "Keep it and start" and the Load list
cost the window: `python -m benchmarks.kept_games [N ...]` (default 0 1000 10000).

For each N it makes a data folder (in a temporary folder, removed after) of N finished
two-player Marrakech games (about 2 KB each), kept through Bazaar's own saves as a player's
are (so the index of the saves knows them), then measures on this thread, as the window
spends it (ms, wall clock; the saves themselves are written and forced to the disk as always):

- index_read_ms: a new run reading the index (on a thread of its own while the title shows:
  what follows finds it in memory)
- last_move_ms: keeping a game that has just ended (common.core.finished.keep_finished),
  median of 5, and last_move_max_ms
- save_ms: Save by a new name (saves.save_as); keep_and_start_ms: "Keep it and start"
  (saves.keep_in_saves of an unfinished game waiting in its slot)
- load_first_rows_ms: from opening the Load list to its first frame drawn with rows
- scroll_frame_ms / scroll_worst_ms: the mean and worst frame while scrolling the list with
  the wheel, one row a frame, 120 frames (step and draw, off-screen at 1280x800); and
  scroll_worst_cpu_ms, the worst frame's own CPU time (on a busy machine the wall clock
  also counts the time other programs had the processor)
- rebuild: the same with no index (a folder from before it, or an index deleted): the first
  rows, the worst frame and the seconds until every file is read and indexed again

Prints one JSON line per N. Making the folder takes a while for 10,000 (a minute or two).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DISTINCT = 40  # distinct games, each kept many times under other names and players
NAMES = ("Amira", "Karim", "Leila", "Omar", "Yasmin", "Tariq", "Nadia", "Samir")


def finished_games(count: int, first_seed: int) -> list:
    from common.core import registry
    from common.core.record import GameRecord

    game = registry.get_game("marrakech")
    games = []
    for seed in range(first_seed, first_seed + count):
        record = GameRecord(game, game.setup_from_json({"players": 2}), seed, {})
        rng = random.Random(seed)
        while not record.state.is_terminal():
            if record.waiting_roll is not None:  # the roll waits for its player
                record.roll()
                continue
            options = record.state.legal_actions()
            record.play(options[rng.randrange(len(options))])
        games.append(record)
    return games


def make_folder(count: int, games: list) -> None:
    """N kept games in the data folder, written as Bazaar keeps them (not forced to the disk:
    only the making is spared that, never what is measured)."""
    from common.core import saves

    fsync, os.fsync = os.fsync, lambda fd: None
    try:
        for n in range(count):
            record = games[n % len(games)]
            record.meta["players"] = [NAMES[n % 8], NAMES[(n // 8) % 8]]
            saves.save_as(record, f"Game {n}", kept=True)
    finally:
        os.fsync = fsync


def forget_index() -> None:
    """What a new run knows of the index: nothing, until it reads the file."""
    from common.core import kept_index

    kept_index._known = None


def ms(seconds: float) -> float:
    return round(seconds * 1000, 1)


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def measure_keeping(fresh: list, unfinished) -> dict:
    from common.core import kept_index, saves
    from common.core.finished import keep_finished

    forget_index()
    index_read = timed(kept_index.entries)
    last = [timed(lambda record=record: keep_finished(record)) for record in fresh]
    save = timed(lambda: saves.save_as(fresh[0], "A name of my own"))
    saves.autosave(unfinished)
    keep = timed(lambda: saves.keep_in_saves("marrakech"))
    return {
        "index_read_ms": ms(index_read),
        "last_move_ms": ms(statistics.median(last)),
        "last_move_max_ms": ms(max(last)),
        "save_ms": ms(save),
        "keep_and_start_ms": ms(keep),
    }


def measure_load(app) -> dict:
    import pygame

    from common.ui.load_dialog import LoadDialog

    started = time.perf_counter()
    dialog = LoadDialog(app)
    app.push(dialog)
    app.step(1 / 60)
    app.draw()
    first_rows = time.perf_counter() - started
    frames, cpu = [], []
    read_all = 0.0
    for frame in range(100_000):
        if not dialog.unread and frame >= 120:
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        cpu_started = time.thread_time()
        frames.append(timed(lambda: (app.step(1 / 60), app.draw())))
        cpu.append(time.thread_time() - cpu_started)
        if dialog.unread:
            read_all = time.perf_counter() - started
    app.pop()
    return {
        "load_first_rows_ms": ms(first_rows),
        "scroll_frame_ms": ms(statistics.mean(frames[-120:])),
        "scroll_worst_ms": ms(max(frames)),
        "scroll_worst_cpu_ms": ms(max(cpu)),
        "read_all_s": round(read_all, 1),
        "rows": len(dialog.entries),
    }


def run(count: int, games: list, fresh_seed: int) -> dict:
    from common.core import kept_index
    from common.core.userdata import data_dir
    from common.ui.app import App
    from common.ui.navigation import Navigator

    folder = Path(tempfile.mkdtemp(prefix="bazaar-kept-"))
    os.environ["BAZAAR_DATA_DIR"] = str(folder)
    try:
        forget_index()
        made = timed(lambda: make_folder(count, games))
        fresh = finished_games(5, fresh_seed)
        unfinished = finished_games(1, fresh_seed + 5)[0]
        unfinished.undo()
        result: dict = {"games": count, "made_s": round(made, 1)}
        result |= measure_keeping(fresh, unfinished)
        app = App((1280, 800), animation_speed=0, navigator=Navigator)
        result |= measure_load(app)  # the index in memory, as once the title has shown
        (data_dir() / kept_index.INDEX).unlink()
        forget_index()
        rebuild = measure_load(app)
        result["rebuild"] = {k: v for k, v in rebuild.items() if k != "rows"}
        return result
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str]) -> int:
    counts = [int(a) for a in argv] or [0, 1000, 10_000]
    games = finished_games(DISTINCT, 1000)
    for n, count in enumerate(counts):
        print(json.dumps(run(count, games, 10 * n)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
