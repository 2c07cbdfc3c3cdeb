"""Random mouse and keyboard events over a data folder holding the whole hostile corpus: every
saved-game case sits in the saves folder at once, and the autosave, settings and high-score
cases take their turn (the app is started again over each). Reports the slowest frame by the
clock and any exception; exits 1 if there was one or a frame took longer than --limit.

    python -m tests.hostile.soak                      # 20000 events, SDL's dummy video driver
    python -m tests.hostile.soak --events 100000 --seed 3 --limit 0.5

Prints one JSON line: events, starts, frames, the slowest frame by the clock (s) and where,
the slowest by this process's CPU time (a busy machine slows the clock, not the CPU time),
and the exceptions.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from tests.hostile import corpus

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_r,
    pygame.K_z,
    pygame.K_y,
    pygame.K_F11,
]


def every_save(folder: Path) -> None:
    """Every saved-game case of the corpus at once, in one saves folder."""
    for case in corpus.cases():
        if case.where == corpus.SAVE:
            corpus.place(dataclasses.replace(case, where=f"{case.name}.json"), folder)


def fill(folder: Path, saves: Path, turn: corpus.Case | None) -> None:
    """A data folder: the saves folder of every saved-game case, plus one other case (or one
    that is itself the case: a file, a link loop)."""
    if turn is not None and turn.where == "":
        corpus.place(turn, folder)
        return
    folder.mkdir(parents=True)
    os.symlink(saves, folder / "saves")
    if turn is not None:
        corpus.place(turn, folder)


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    kind = rng.random()
    if kind < 0.45:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.65:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    if kind < 0.85:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind < 0.9:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    if kind < 0.95:
        text = rng.choice(["a", "Я", "\u202e", "😀", "x" * 50])
        return pygame.event.Event(pygame.TEXTINPUT, text=text)
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")


def soak(events: int, seed: int, limit: float, starts_at_most: int | None = None) -> dict:
    """Send `events` random events, starting the app over each case in turn (or over a random
    sample of `starts_at_most` of them)."""
    from common.core.i18n import set_language
    from common.ui.app import App
    from common.ui.navigation import Navigator
    from common.ui.settings import load_settings

    rng = random.Random(seed)
    turns = [c for c in corpus.cases() if c.where not in (corpus.SAVE, "", "saves")]
    turns += [c for c in corpus.cases() if c.where == "" and c.name != "folder-unopenable"]
    if starts_at_most is not None:
        turns = rng.sample(turns, min(len(turns), starts_at_most - 1))
    per_start = max(1, events // (len(turns) + 1))
    app = App((1024, 640), animation_speed=0, navigator=Navigator)
    slowest, slowest_cpu, where, frames, starts, failures = 0.0, 0.0, "", 0, 0, []
    sent = 0
    with tempfile.TemporaryDirectory(prefix="bazaar-soak-") as temporary:
        saves = Path(temporary) / "saves"
        every_save(saves)
        for number, turn in enumerate([None, *turns]):
            folder = Path(temporary) / f"data-{number}"
            os.environ["BAZAAR_DATA_DIR"] = str(folder)
            fill(folder, saves, turn)
            label = turn.name if turn else "saves only"
            try:
                app.settings = load_settings()
                set_language(app.settings.language)
                app.nav.title()
                starts += 1
                for _event in range(per_start):
                    pygame.event.post(random_event(rng, app.size))
                    sent += 1
                    started, cpu = time.perf_counter(), time.process_time()
                    app.step(1 / 60)
                    took = time.perf_counter() - started
                    cpu_took = time.process_time() - cpu
                    frames += 1
                    if took > slowest:
                        slowest, where = took, f"{label}: {type(app.top).__name__}"
                    slowest_cpu = max(slowest_cpu, cpu_took)
                    if not app.running or app.top is None:
                        app.running = True
                        app.nav.title()
            except Exception:
                failures.append(f"{label}: {traceback.format_exc(limit=6)}")
                app.running = True
    set_language("en")
    pygame.display.quit()
    return {
        "events": sent,
        "starts": starts,
        "frames": frames,
        "slowest_frame_s": round(slowest, 3),
        "slowest_at": where,
        "slowest_frame_cpu_s": round(slowest_cpu, 3),
        "over_limit": slowest > limit,
        "exceptions": failures,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=float, default=0.5, help="the longest frame allowed (s)")
    args = parser.parse_args(argv)
    report = soak(args.events, args.seed, args.limit)
    print(json.dumps(report, ensure_ascii=False))
    return 1 if report["exceptions"] or report["over_limit"] else 0


if __name__ == "__main__":
    sys.exit(main())
