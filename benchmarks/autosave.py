"""How long one autosave takes as a game grows: `python -m benchmarks.autosave`.

Prints one JSON line: for records of 50, 200 and 800 actions, the median and 90th percentile
time of one saves.autosave() call (in ms, the first call of each size left out: it is the one
that checks a file an earlier run left), the file's size, and ms per KB (the time should grow no
faster than the file). The disk's own share is shown too: one atomic write of the same text.

No real game is 800 actions long, so the records are of a stand-in game whose moves are written
like Marrakech's ("34-35"); the autosave path does not depend on the game beyond that text.
A finished Marrakech game (2 players, the longest kind) is measured as well.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from fractions import Fraction
from typing import Any

from common.core.api import Game, GameState, Outcome
from common.core.refusal import Refusal, refuse

SIZES = (50, 200, 800)
REPEATS = 41


class _Move(str):
    """A move of the stand-in game, written like a Marrakech carpet placement."""


class _LongState(GameState):
    """Position n of a game that goes on for `length` moves, each a single legal move."""

    __slots__ = ("length", "n")

    def __init__(self, n: int, length: int) -> None:
        self.n, self.length = n, length

    def current_player(self) -> int:
        return -4 if self.n >= self.length else self.n % 2

    def legal_actions(self) -> list[Any]:
        return [] if self.n >= self.length else [_Move(f"{self.n % 7}{self.n // 7 % 7}-35")]

    def chance_outcomes(self) -> list[tuple[Any, Fraction]]:
        return []

    def check_action(self, action: Any) -> Refusal | None:
        return None if action in self.legal_actions() else refuse("not-this-move", "not this move")

    def _apply_legal(self, action: Any) -> _LongState:
        return _LongState(self.n + 1, self.length)

    def outcome(self) -> Outcome | None:
        return Outcome((0, 0), (0, 1), refuse("draw", "a draw")) if self.n >= self.length else None

    def num_players(self) -> int:
        return 2


class _LongGame(Game[_LongState]):
    name = "autosave-benchmark"

    def initial_state(self, setup: Any) -> _LongState:
        return _LongState(0, setup["length"] + 1)

    def parse_action(self, text: str) -> Any:
        return _Move(text)

    def parse_state(self, text: str) -> _LongState:
        raise NotImplementedError("the stand-in game has no state notation")

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        return dict(setup)

    def setup_from_json(self, data: Any) -> Any:
        return dict(data)

    def setups(self) -> list[Any]:
        return [{"length": 200}]


def _record(actions: int):
    from common.core.record import GameRecord

    record = GameRecord(_LongGame(), {"length": actions}, 1, {"players": ["Amira", "Karim"]})
    while len(record.actions) < actions:
        record.play(record.state.legal_actions()[0])
    return record


def _marrakech_game():
    from common.core import registry
    from common.core.record import GameRecord

    game = registry.get_game("marrakech")
    record = GameRecord(game, game.setup_from_json({"players": 2}), 5, {"players": ["A", "B"]})
    rng = random.Random(5)
    while not record.state.is_terminal():
        if record.waiting_roll is not None:
            record.roll()
            continue
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
    record.undo()  # the table never autosaves a finished game
    return record


def _time_autosaves(record) -> list[float]:
    from common.core import saves

    times = []
    for _ in range(REPEATS):
        began = time.perf_counter()
        saves.autosave(record)
        times.append((time.perf_counter() - began) * 1000)
    return times[1:]


def _median_ms(work) -> float:
    times = []
    for _ in range(REPEATS):
        began = time.perf_counter()
        work()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


def _summary(record) -> dict[str, Any]:
    from common.core import saves
    from common.core.userdata import write_atomically

    times = _time_autosaves(record)
    path = saves.autosave_path(record.game.name)
    size = path.stat().st_size
    text = record.dumps()
    median = statistics.median(times)
    return {
        "actions": len(record.actions),
        "median_ms": round(median, 3),
        "p90_ms": round(statistics.quantiles(times, n=10)[-1], 3),
        "file_bytes": size,
        "ms_per_kb": round(median / (size / 1024), 4),
        "memory_ms": round(_median_ms(record.dumps), 3),
        "disk_ms": round(_median_ms(lambda: write_atomically(path, text)), 3),
    }


def main() -> int:
    os.environ["BAZAAR_DATA_DIR"] = tempfile.mkdtemp(prefix="bazaar-autosave-benchmark-")
    result = {str(n): _summary(_record(n)) for n in SIZES}
    result["marrakech_2p_game"] = _summary(_marrakech_game())
    print(json.dumps({"autosave": result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
