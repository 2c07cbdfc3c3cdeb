"""The Marrakech heuristic: each seat's chance of winning, guessed from the position.

Material is what scores at the end: dirhams plus visible squares. To it come
- region growth: a region of k squares of one's colour earns about k * (chance to be landed on,
  which grows with k) per opponent turn while it lasts, so it is worth REGION_WEIGHT * k^2 while
  carpets remain to be played;
- the expected tribute of the step about to happen: a player who is to turn Assam picks the
  turn that is best for them, averaged over the die's faces (the core itself moves Assam and
  takes the payment, so no rule is written twice).
The lead over the best other seat becomes a win chance through a logistic curve that gets
steeper as the carpets run out (a 5-dirham lead means little early and a lot at the end).
"""

from __future__ import annotations

import math

from marrakech.rules.board import NEIGHBOURS, SQUARES
from marrakech.rules.core import (
    CARPET_SHIFT,
    DIE_OUTCOMES,
    DRAW,
    OVER,
    PLACE,
    ROLL,
    TURN,
    Core,
)

REGION_WEIGHT = 0.08
_DIE = [(face, float(p)) for face, p in DIE_OUTCOMES]
_TURNS = (-1, 0, 1)


def board_terms(core: Core) -> tuple[list[int], list[float]]:
    """Per seat: visible squares, and the region-growth bonus (sum of region sizes squared)."""
    board = core.board
    owner = core.owner
    players = core.setup.players
    visible = [0] * players
    squares = [0.0] * players
    seen = [False] * SQUARES
    for start in range(SQUARES):
        value = board[start]
        if value < 0 or seen[start]:
            continue
        colour = value >> CARPET_SHIFT
        seen[start] = True
        stack = [start]
        size = 0
        while stack:
            sq = stack.pop()
            size += 1
            for n in NEIGHBOURS[sq]:
                if not seen[n] and board[n] >> CARPET_SHIFT == colour:
                    seen[n] = True
                    stack.append(n)
        seat = owner[colour]
        visible[seat] += size
        squares[seat] += size * size
    return visible, squares


def _carpets_left(core: Core) -> int:
    return sum(core.carpets_left(s) for s in range(core.setup.players) if not core.out[s])


def win_chances(out: list[bool], material: list[float], scale: float) -> list[float]:
    """The logistic win estimate from material: the lead over the best other seat still in,
    divided by `scale`. Seats that are out get 0."""
    players = len(out)
    result = [0.0] * players
    alive = [s for s in range(players) if not out[s]]
    if len(alive) == 1:
        result[alive[0]] = 1.0
        return result
    for s in alive:
        rival = max(material[t] for t in alive if t != s)
        x = (material[s] - rival) / scale
        result[s] = 1.0 / (1.0 + math.exp(-x)) if x > -30 else 0.0
    return result


def returns(core: Core) -> list[float]:
    winners = core.winners()
    result = [0.0] * core.setup.players
    for seat in winners:
        result[seat] = 1.0 / len(winners)
    return result


def evaluate(core: Core) -> list[float]:
    """Each seat's estimated win chance (the values sum to about 1 in two-player games)."""
    if core.phase == OVER:
        return returns(core)
    visible, squares = board_terms(core)
    left = _carpets_left(core)
    weight = REGION_WEIGHT if left > core.setup.players else 0.0
    base = [visible[s] + weight * squares[s] for s in range(len(visible))]
    return _resolve(core, base, 2.0 + 0.35 * left, 1)


def _static(core: Core, base: list[float], scale: float) -> list[float]:
    if core.phase == OVER:
        return returns(core)
    dirhams = core.dirhams
    if len(base) == 2 and not core.out[0] and not core.out[1]:
        x = (dirhams[0] + base[0] - dirhams[1] - base[1]) / scale
        first = 1.0 / (1.0 + math.exp(-x)) if x > -30 else 0.0
        return [first, 1.0 - first]
    return win_chances(core.out, [dirhams[s] + base[s] for s in range(len(base))], scale)


def _resolve(core: Core, base: list[float], scale: float, rolls: int) -> list[float]:
    """The value after the coming turn-and-roll (the mover turning for their own good)."""
    phase = core.phase
    if phase in (PLACE, OVER) or rolls == 0:
        return _static(core, base, scale)
    if phase == TURN:
        mover = core.seat
        best = None
        for delta in _TURNS:
            child = core.copy()
            child.turn(delta)
            value = _resolve(child, base, scale, rolls)
            if best is None or value[mover] > best[mover]:
                best = value
        return best
    if phase == ROLL:
        total = [0.0] * len(base)
        for face, p in _DIE:
            child = core.copy()
            child.roll(face)
            for i, v in enumerate(_resolve(child, base, scale, rolls - 1)):
                total[i] += p * v
        return total
    if phase == DRAW:
        # The colour drawn does not change who pays whom.
        child = core.copy()
        child.draw(max(core.draw_outcomes(), key=lambda pair: pair[1])[0])
        return _resolve(child, base, scale, rolls)
    return _static(core, base, scale)


def expected_tribute(core: Core, delta: int) -> float:
    """What the mover at a TURN expects to pay if they turn Assam by `delta` (for hints and
    tests: the bots use evaluate())."""
    before = core.dirhams[core.seat]
    total = 0.0
    turned = core.copy()
    turned.turn(delta)
    for face, p in _DIE:
        child = turned.copy()
        child.roll(face)
        total += p * (before - child.dirhams[core.seat])
    return total
