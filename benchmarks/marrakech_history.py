"""What the table and the replay pay when the shown position moves on one step, early and late
in a game: the log's lines, the die face, the laid carpets and the replay's "lines of this move".
Read from the record's steps, each should cost the same at move 10 and at move 200.

    python -m benchmarks.marrakech_history [--moves 50,190] [--repeat 30]

Prints one JSON line: for each move count, the mean microseconds per step moved on (log, die,
carpets, replay), over the last 20 steps before that move, best of `repeat` runs. The game is a
seeded random 2-player game (the longest kind: some 190 actions with its carpet draws), the same
steps every run.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable

from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.rug_layers import CarpetHistory
from marrakech.ui.story import marrakech_log
from marrakech.ui.table_view import latest_roll

NAMES = ["Amira", "Karim"]
WINDOW = 20  # the steps measured: the last ones before the move count


def random_record(actions: int, seed: int = 7, tries: int = 100) -> GameRecord:
    """A seeded random 2-player game of at least `actions` actions (a shorter one, where a
    player went out early, is dealt again with the next seed)."""
    for deal in range(seed, seed + tries):
        record = GameRecord(GAME, MarrakechSetup(2), deal)
        rng = random.Random(deal)
        while len(record.actions) < actions and not record.state.is_terminal():
            if record.waiting_roll is not None:
                record.roll()
                continue
            options = record.state.legal_actions()
            record.play(options[rng.randrange(len(options))])
        if len(record.actions) >= actions:
            return record
    raise SystemExit(f"no game of {actions} actions in {tries} deals: ask for fewer moves")


def _readers(record: GameRecord) -> dict[str, Callable[[int], object]]:
    """What a screen asks when it shows step `upto`: each keeps its own fold, as the scenes do."""
    log, replay_log, carpets = marrakech_log(), marrakech_log(), CarpetHistory()

    def replay(upto: int) -> object:
        before = replay_log.count(record, NAMES, upto - 1)
        return replay_log.entries(record, NAMES, upto)[before:]

    return {
        "log": lambda upto: log.entries(record, NAMES, upto),
        "die": lambda upto: latest_roll(record, upto),
        "carpets": lambda upto: carpets.upto(record, upto),
        "replay": replay,
    }


def per_step_us(record: GameRecord, moves: int, repeat: int) -> dict[str, float]:
    """Mean microseconds per step moved on, for steps moves-WINDOW+1 .. moves."""
    best: dict[str, float] = {}
    start = moves - WINDOW
    for _ in range(repeat):
        for name, read in _readers(record).items():
            read(start)  # the screen has shown the game so far
            began = time.perf_counter()
            for upto in range(start + 1, moves + 1):
                read(upto)
            spent = (time.perf_counter() - began) / WINDOW * 1e6
            best[name] = min(best.get(name, spent), spent)
    return {name: round(us, 1) for name, us in best.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", default="50,190", help="move counts, comma-separated")
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.moves.split(",")]
    record = random_record(max(counts))
    result = {f"at_{n}": per_step_us(record, n, args.repeat) for n in counts}
    print(json.dumps({"us_per_step": result, "actions_in_game": len(record.actions)}))


if __name__ == "__main__":
    main()
