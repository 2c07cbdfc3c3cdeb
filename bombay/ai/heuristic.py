"""The Bombay Bazar heuristic: each player's chance of ending with the longest trunk, or in
solo the solo score the game is heading for (scaled as bombay.ai.model scales final scores).

A player still in is expected to end with their trunk length now, plus what the room ahead of
their open end lets them add (the empty cells reachable from it, by flood fill), plus a little
for having many legal moves; a player with no legal tile is about to go out. A player who is
out has their final length. The lead over the best other player becomes a win chance through a
logistic curve that gets steeper as the board fills.

In solo every empty cell the trunk can no longer reach will cost a point at the end; one it can
still reach may yet hold a tile, so it counts SOLO_ROOM_GAIN instead. Segments no trunk runs
through cost their point now (a later loop back may still use them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bombay.ai.model import returns, solo_value
from bombay.rules.board import PLAYABLE_NEIGHBOURS
from bombay.rules.core import END, Core
from common.core.api import TERMINAL

ROOM_WEIGHT = 0.35
ROOM_CAP = 30
MOBILITY_WEIGHT = 0.6
SOLO_EXPLORATION = 0.1
SOLO_ROOM_GAIN = 0.5


def room(core: Core, start: int) -> int:
    """Empty playable cells (no tile, no end piece) reachable from `start` through such cells,
    `start` included; 0 if `start` itself is not empty."""
    tile, ends = core.tile, core.ends
    if tile[start] >= 0 or ends[start]:
        return 0
    seen = {start}
    stack = [start]
    while stack:
        for _e, n, _back in PLAYABLE_NEIGHBOURS[stack.pop()]:
            if n not in seen and tile[n] < 0 and not ends[n]:
                seen.add(n)
                stack.append(n)
    return len(seen)


def mobility(core: Core, player: int) -> int:
    """How many tiles `player` could place now if it were their turn (0: they go out)."""
    saved = core.to_move
    core.to_move = player
    try:
        legal = core.legal()
    finally:
        core.to_move = saved
    return 0 if legal and legal[0] == END else len(legal)


def expected_lengths(core: Core) -> list[float]:
    result = []
    for q in range(core.n):
        if core.out[q]:
            result.append(core.segs[q] + 1.0)
            continue
        moves = mobility(core, q)
        if moves == 0:
            result.append(core.segs[q] + 1.0)
            continue
        ahead = min(room(core, core.ocell[q]), ROOM_CAP)
        result.append(
            core.segs[q] + ROOM_WEIGHT * ahead + MOBILITY_WEIGHT * math.log(1 + moves) + 1.0
        )
    return result


def solo_estimate(core: Core) -> float:
    """The solo score a game is heading for: the score if it ended now, with the empty cells
    the trunk can still reach counted as SOLO_ROOM_GAIN each instead of -1."""
    now = core.segs[0] + 1 - core.unused_segments() - core.empty_cells()
    if core.out[0]:
        return float(now)
    if mobility(core, 0) == 0:  # the end piece goes on the open end's cell, which is then not empty
        return float(now + (0 if core.ends[core.ocell[0]] else 1))
    ahead = room(core, core.ocell[0])
    return now + (1.0 + SOLO_ROOM_GAIN) * ahead


def evaluate(core: Core) -> list[float]:
    """Each player's estimated win chance; in solo the estimated solo score, scaled."""
    if core.to_move == TERMINAL:
        return returns(core)
    n = core.n
    if n == 1:
        return [solo_value(solo_estimate(core))]
    lengths = expected_lengths(core)
    scale = 2.0 + 0.1 * core.empty_cells()
    result = []
    for q in range(n):
        rival = max(lengths[t] for t in range(n) if t != q)
        x = (lengths[q] - rival) / scale
        result.append(1.0 / (1.0 + math.exp(-x)) if x > -30 else 0.0)
    return result


def growth_prior(core: Core, moves: Sequence[int]) -> list[float]:
    """For search: how many segments each move adds to the mover's trunk at once (a tile that
    runs the trunk on through a chain of old segments scores its whole chain)."""
    player = core.to_move
    before = core.segs[player]
    result = []
    for move in moves:
        child = core.copy()
        child.apply(move)
        result.append(float(child.segs[player] - before))
    return result


def hard_exploration(core: Core) -> float:
    """Hard's UCT constant (ai/levels.py; the review's search uses it too): solo values (scores
    scaled into [0, 1]) lie far closer together than a win and a loss, so solo explores less
    (0.1 beat 0.25 and 0.7 by 6 points a game on the same solo games, and 0.04 lost 20: see
    python -m benchmarks.bombay_arena --solo)."""
    return SOLO_EXPLORATION if core.n == 1 else 0.7
