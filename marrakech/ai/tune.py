"""`python -m marrakech.ai.tune --games 3000 --jobs 2`: fit Hard's evaluation to self-play.

Medium plays Medium over many two-player games; at every position where a player has just
rolled and is about to lay a carpet we note, for seat 0 against seat 1, the differences in
dirhams, visible squares and region squares squared (board_terms), who lays the next carpet,
and who won in the end. For each band of carpets left a logistic regression (Newton's method,
each position also counted from the other seat) finds what each term is worth in dirhams and
how steep the win chance is; the bands become a table indexed by carpets left, linearly
between band centres. The command prints marrakech/ai/fitted.py's text (redirect it there).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys

from common.core.rng import chance_uniform, pick_outcome
from marrakech.ai.heuristic import board_terms
from marrakech.ai.levels import medium
from marrakech.rules.core import PLACE
from marrakech.rules.setup import START_DIRHAMS, MarrakechSetup
from marrakech.rules.state import MarrakechState

#: (carpets left, seat 0's feature differences, seat 0's result)
Sample = tuple[int, tuple[float, float, float, float], float]
_SETUP = MarrakechSetup(2)
_BAND = 4
_CARPETS = 2 * 2 * _SETUP.carpets_per_colour


def self_play(number: int, seed: int) -> list[Sample]:
    """One Medium-against-Medium game's samples."""
    game_seed = seed * 1_000_003 + number
    bots = [medium(game_seed * 8 + s) for s in range(2)]
    state = MarrakechState.initial(_SETUP)
    seen = []
    chance = 0
    while not state.is_terminal():
        if state.is_chance_node():
            u = chance_uniform(game_seed, chance)
            chance += 1
            state = state.apply_action(pick_outcome(state.chance_outcomes(), u))
            continue
        core = state.core()
        if core.phase == PLACE and not any(core.out):
            visible, squares, _size_at = board_terms(core)
            left = core.carpets_left(0) + core.carpets_left(1)
            features = (
                core.dirhams[0] - core.dirhams[1],
                visible[0] - visible[1],
                squares[0] - squares[1],
                1.0 if core.seat == 0 else -1.0,
            )
            seen.append((left, features))
        state = state.apply_action(bots[state.current_player()].choose(state))
    won = state.returns()[0]
    return [(left, features, won) for left, features in seen]


def _logistic(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems are 4 x 4)."""
    n = len(vector)
    rows = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                for k in range(col, n + 1):
                    rows[r][k] -= factor * rows[col][k]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit_band(samples: list[tuple[tuple[float, ...], float]], ridge: float = 1e-2) -> list[float]:
    """Logistic regression without intercept (the game is symmetric), by Newton's method."""
    n = len(samples[0][0])
    weights = [0.0] * n
    for _ in range(25):
        gradient = [-ridge * w for w in weights]
        hessian = [[ridge if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, y in samples:
            p = _logistic(sum(w * v for w, v in zip(weights, x, strict=True)))
            slope = p * (1.0 - p)
            for i in range(n):
                gradient[i] += (y - p) * x[i]
                row = hessian[i]
                for j in range(n):
                    row[j] += slope * x[i] * x[j]
        step = _solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return weights


def fit(samples: list[Sample]) -> list[tuple[float, float, float, float]]:
    """The table, one row per number of carpets left (0 to all of them)."""
    centres, rows = [], []
    for low in range(0, _CARPETS, _BAND):
        band = []
        for left, x, y in samples:
            if low <= left < low + _BAND:
                band.append((x, y))
                band.append((tuple(-v for v in x), 1.0 - y))
        if len(band) < 200:
            continue
        w_dirham, w_square, w_region, w_placing = fit_band(band)
        w_dirham = max(w_dirham, 1e-3)
        centres.append(low + (_BAND - 1) / 2)
        rows.append((w_dirham, w_square / w_dirham, w_region / w_dirham, w_placing / w_dirham))
    table = []
    for left in range(_CARPETS + 1):
        if left <= centres[0]:
            table.append(rows[0])
            continue
        if left >= centres[-1]:
            table.append(rows[-1])
            continue
        k = next(i for i in range(len(centres)) if centres[i + 1] >= left)
        t = (left - centres[k]) / (centres[k + 1] - centres[k])
        table.append(tuple(a + t * (b - a) for a, b in zip(rows[k], rows[k + 1], strict=True)))
    return table


def log_likelihood(samples: list[Sample], value) -> float:
    """Mean log-likelihood of the results under `value(left, features)` (seat 0's chance)."""
    total = 0.0
    for left, x, y in samples:
        p = min(max(value(left, x), 1e-9), 1.0 - 1e-9)
        total += y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / len(samples)


def _hand_set(left: int, x: tuple[float, ...]) -> float:
    weight = 0.08 if left > 2 else 0.0
    return _logistic((x[0] + x[1] + weight * x[2]) / (2.0 + 0.35 * left))


def _play(args: tuple[int, int]) -> list[Sample]:
    return self_play(*args)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m marrakech.ai.tune", description=__doc__)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    games = [(i, args.seed) for i in range(args.games)]
    if args.jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            played = pool.map(_play, games, chunksize=8)
    else:
        played = list(map(_play, games))
    samples = [sample for game in played for sample in game]
    table = fit(samples)

    def fitted(left: int, x: tuple[float, ...]) -> float:
        inverse_scale, square, region, placing = table[left]
        return _logistic(inverse_scale * (x[0] + square * x[1] + region * x[2] + placing * x[3]))

    print(
        f'"""Hard\'s evaluation weights, fitted by `python -m marrakech.ai.tune {" ".join(argv)}`'
    )
    print(f"to {len(samples)} positions of {args.games} Medium-against-Medium games (mean")
    print(f"log-likelihood of the results {log_likelihood(samples, fitted):.4f}; the hand-set")
    print(f'weights {log_likelihood(samples, _hand_set):.4f}). Start: {START_DIRHAMS} dirhams."""')
    print()
    print("from marrakech.ai.heuristic import Weights")
    print()
    print("#: Per carpets left: (1 / scale, visible square, region square squared, next to place).")
    print("FITTED: Weights = (")
    for row in table:
        print("    (" + ", ".join(f"{v:.4f}" for v in row) + "),")
    print(")")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
