"""`python -m marrakech simulate`: random games through the real rules, as one JSON line."""

from __future__ import annotations

import json
import random
import time
from operator import add

from marrakech.rules.playout import random_game
from marrakech.rules.setup import MarrakechSetup


def simulate(setup: MarrakechSetup, games: int, seed: int, api: bool = False) -> dict:
    """Play `games` random games (game i uses seed * 1_000_003 + i) and summarise them."""
    n = setup.players
    wins = [0.0] * n
    dirhams = [0] * n
    turns = eliminations = 0
    rng = random.Random()  # seeded anew for each game
    start = time.perf_counter()
    for i in range(games):
        summary = random_game(setup, seed * 1_000_003 + i, api, rng)
        turns += summary.turns
        eliminations += sum(summary.out)
        for seat in summary.winners:
            wins[seat] += 1 / len(summary.winners)
        dirhams = list(map(add, dirhams, summary.dirhams))
    seconds = time.perf_counter() - start
    return {
        "game": "marrakech",
        "players": n,
        "variant": "end-turn" if setup.end_turn_rotation else "standard",
        "path": "api" if api else "fast",
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 1),
        "us_per_turn": round(seconds / max(turns, 1) * 1e6, 2),
        "mean_turns": round(turns / games, 2),
        "eliminations": eliminations,
        "eliminations_per_game": round(eliminations / games, 3),
        "wins_by_seat": [round(w, 1) for w in wins],
        "mean_final_dirhams": [round(d / games, 2) for d in dirhams],
    }


def main(args) -> int:
    setup = MarrakechSetup(args.players, args.variant == "end-turn")
    print(json.dumps(simulate(setup, args.games, args.seed, api=args.api)))
    return 0
