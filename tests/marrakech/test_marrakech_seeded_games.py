"""Seeded random games play exactly as they did before the engine was made faster (issue 51):
the file tests/data/marrakech-seeded-games.json was written by `recorded()` below at commit
af251ba, and every later engine must play the same games from the same seeds.

    python -m tests.marrakech.test_marrakech_seeded_games COMMIT > RECORDED   # to record anew
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from marrakech.rules.core import Core
from marrakech.rules.notation import format_core
from marrakech.rules.playout import play_api, play_fast
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState
from marrakech.simulate import simulate

RECORDED = Path(__file__).resolve().parents[1] / "data" / "marrakech-seeded-games.json"
SEEDS = range(4)
# simulate()'s figures that do not depend on the machine
TIMINGS = ("seconds", "games_per_s", "us_per_turn")


def played(players: int, end_turn: bool, seed: int) -> dict:
    """One seeded game through the fast path (its end and turns) and the API (its actions)."""
    setup = MarrakechSetup(players, end_turn)
    core = Core(setup)
    turns = play_fast(core, random.Random(seed).random)
    _final, actions = play_api(MarrakechState.initial(setup), random.Random(seed).random)
    return {
        "players": players,
        "end_turn": end_turn,
        "seed": seed,
        "turns": turns,
        "actions": " ".join(map(str, actions)),
        "final": format_core(core),
    }


def summary() -> dict:
    """`python -m marrakech simulate --players 4 --games 300 --seed 1`, less its timings."""
    figures = simulate(MarrakechSetup(4), 300, 1)
    return {key: value for key, value in figures.items() if key not in TIMINGS}


def recorded(commit: str) -> dict:
    games = [played(n, variant, s) for n in (2, 3, 4) for variant in (False, True) for s in SEEDS]
    return {"recorded_at": commit, "games": games, "simulate_4p_300_seed_1": summary()}


def _recorded_games() -> list[dict]:
    return json.loads(RECORDED.read_text(encoding="utf-8"))["games"]


@pytest.mark.parametrize(
    "game", _recorded_games(), ids=lambda g: f"{g['players']}p-{g['end_turn']}-{g['seed']}"
)
def test_a_seeded_game_plays_as_recorded(game):
    assert played(game["players"], game["end_turn"], game["seed"]) == game


def test_the_4_player_simulation_sums_up_as_recorded():
    assert summary() == json.loads(RECORDED.read_text(encoding="utf-8"))["simulate_4p_300_seed_1"]


if __name__ == "__main__":
    json.dump(recorded(sys.argv[1]), sys.stdout, indent=1)
    print()
