"""Matches between bots: seat-rotated games and the statistics the arena prints.

Games come in rounds of one game per rotation of the seats; the games of a round share a chance
seed, so each bot meets the same start of luck from every seat. Chance is resolved like the game
record does (common.core.rng), and every bot action goes through apply_action, which rejects an
illegal one.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from common.ai.bot import Bot
from common.core.api import GameState
from common.core.rng import chance_uniform, pick_outcome


@dataclass
class Entrant:
    """A bot in a match: its name in the results, how to make one, and its time cap."""

    name: str
    make: Callable[[int], Bot]
    budget: float | None = None


@dataclass
class _Tally:
    games: int = 0
    wins: float = 0.0
    score: float = 0.0
    eliminated: int = 0
    moves: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    seats: int = 0


@dataclass
class GameResult:
    returns: list[float]
    scores: list[int | None]
    seconds: list[list[float]] = field(default_factory=list)


def play_game(
    state: GameState, bots: list[Bot], seed: int, budgets: list[float | None] | None = None
) -> tuple[GameState, GameResult]:
    """Play one game from `state`, seat s played by bots[s]; chance from `seed`."""
    seconds: list[list[float]] = [[] for _ in bots]
    chance_index = 0
    while not state.is_terminal():
        if state.is_chance_node():
            u = chance_uniform(seed, chance_index)
            chance_index += 1
            action = pick_outcome(state.chance_outcomes(), u)
        else:
            seat = state.current_player()
            start = time.perf_counter()
            action = bots[seat].choose(state, budgets[seat] if budgets else None)
            seconds[seat].append(time.perf_counter() - start)
        state = state.apply_action(action)
    outcome = state.outcome()
    assert outcome is not None
    return state, GameResult(state.returns(), list(outcome.scores), seconds)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for a rate (ties counted as half a success)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def unique_names(names: list[str]) -> list[str]:
    """'hard,hard' becomes 'hard' and 'hard#2', so results stay apart."""
    seen: dict[str, int] = {}
    result = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        result.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return result


def run_match(
    new_state: Callable[[], GameState],
    entrants: list[Entrant],
    games: int,
    seed: int,
    players: int,
    progress: Callable[[int, dict[str, Any]], None] | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play `games` games; in game i seat s is played by entrant (s + i) mod len(entrants).
    Returns win rates (ties count half), their 95% intervals, mean scores (0 for a player who
    went out), eliminations and seconds per move. With `jobs` > 1 the games are shared among
    that many processes (where the system can fork); each game is seeded by its number, so
    the results are the same whatever the number of jobs (only the timings differ)."""
    tallies = {e.name: _Tally() for e in entrants}
    started = time.perf_counter()
    global _MATCH
    _MATCH = (new_state, entrants, seed, players)
    results: Iterator[tuple[list[int], GameResult]]
    if jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
        pool = multiprocessing.get_context("fork").Pool(jobs)
        results = pool.imap(_play_match_game, range(games))
    else:
        pool = None
        results = map(_play_match_game, range(games))
    try:
        for i, (seating, result) in enumerate(results):
            _add_result(tallies, [entrants[k] for k in seating], result)
            if progress is not None:
                seconds = time.perf_counter() - started
                progress(i + 1, summary(tallies, games=i + 1, seconds=seconds))
    finally:
        if pool is not None:
            pool.terminate()
        _MATCH = None
    return summary(tallies, games=games, seconds=time.perf_counter() - started)


#: The match being played (read by _play_match_game, also in processes forked from this one).
_MATCH: tuple[Callable[[], GameState], list[Entrant], int, int] | None = None


def _play_match_game(i: int) -> tuple[list[int], GameResult]:
    """Game number i of the match in _MATCH: who sat where (as entrant indices) and the result."""
    assert _MATCH is not None, f"no match is being played (process {os.getpid()})"
    new_state, entrants, seed, players = _MATCH
    game_seed = seed * 1_000_003 + i // players
    seating = [(s + i) % len(entrants) for s in range(players)]
    bots = [entrants[k].make(game_seed * 8 + s) for s, k in enumerate(seating)]
    budgets = [entrants[k].budget for k in seating]
    _final, result = play_game(new_state(), bots, game_seed, budgets)
    return seating, result


def _add_result(tallies: dict[str, _Tally], seating: list[Entrant], result: GameResult) -> None:
    for entrant in {e.name: e for e in seating}.values():
        tally = tallies[entrant.name]
        tally.games += 1
        for s, e in enumerate(seating):
            if e.name != entrant.name:
                continue
            tally.seats += 1
            tally.wins += result.returns[s]
            score = result.scores[s]
            tally.score += score or 0
            tally.eliminated += score is None
            tally.moves += len(result.seconds[s])
            tally.seconds += sum(result.seconds[s])
            tally.slowest = max([tally.slowest, *result.seconds[s]])


def summary(tallies: dict[str, _Tally], games: int, seconds: float) -> dict[str, Any]:
    def rnd(x: float) -> float:
        return round(x, 4)

    return {
        "games": games,
        "win_rate": {n: rnd(t.wins / max(t.games, 1)) for n, t in tallies.items()},
        "ci95": {n: [rnd(x) for x in wilson(t.wins, t.games)] for n, t in tallies.items()},
        "mean_score": {n: round(t.score / max(t.seats, 1), 2) for n, t in tallies.items()},
        "eliminated": {n: t.eliminated for n, t in tallies.items()},
        "sec_per_move": {
            n: {"mean": rnd(t.seconds / max(t.moves, 1)), "max": rnd(t.slowest)}
            for n, t in tallies.items()
        },
        "moves": {n: t.moves for n, t in tallies.items()},
        "seconds": round(seconds, 1),
    }
