"""The Marrakech heuristic: each seat's chance of winning, guessed from the position.

Material is what scores at the end: dirhams plus visible squares. To it come
- region growth: a region of k squares of one's colour earns about k * (chance to be landed on,
  which grows with k) per opponent turn while it lasts, so it is worth REGION_WEIGHT * k^2 while
  carpets remain to be played;
- the expected tribute of the step about to happen: a player who is to turn Assam picks the
  turn that is best for them, averaged over the die's faces. Where Assam lands comes from the
  board's tables and the tribute is the size of the region there, which the evaluation has
  just counted for every square; in the end-turn variant, and where a roll could put the mover
  out, the core itself moves Assam and takes the payment. A test checks that both ways give
  the same values. Hard's turns of Assam look one roll further (Heuristic(rolls=2)).
The lead over the best other seat becomes a win chance through a logistic curve that gets
steeper as the carpets run out (a 5-dirham lead means little early and a lot at the end).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from marrakech.rules.board import ASSAM_SQUARE, NEIGHBOURS, SQUARES, TURNED, WALK
from marrakech.rules.core import (
    DIE_OUTCOMES,
    DRAW,
    OVER,
    ROLL,
    TURN,
    Core,
)
from marrakech.rules.tables import COLOUR

REGION_WEIGHT = 0.08
_DIE = [(face, float(p)) for face, p in DIE_OUTCOMES]
_TURNS = (-1, 0, 1)


def _route(facing: int) -> tuple[tuple[float, int, int], ...]:
    """(chance, Assam after the walk, his square) for each face of the die from `facing`."""
    return tuple(
        (p, WALK[facing * 5 + face], ASSAM_SQUARE[WALK[facing * 5 + face]]) for face, p in _DIE
    )


#: ROUTES[assam][turning]: per way to face (after turning Assam for one's own good, in _TURNS
#: order, or as he stands), the walks the die may give.
ROUTES = tuple(
    (
        (_route(assam),),
        tuple(_route(TURNED[assam][delta]) for delta in _TURNS),
    )
    for assam in range(SQUARES * 4)
)


#: board_terms by (players, *board): a search meets the same market again and again (another
#: order of the same two carpets, another roll before the same placement). The values are
#: never changed by their readers.
_TERMS: dict[tuple[int, ...], tuple[list[int], list[float], list[int]]] = {}
_TERMS_KEPT = 10_000  # about 10 MB; one decision of Hard meets a few thousand markets


def board_terms(core: Core) -> tuple[list[int], list[float], list[int]]:
    """Per seat: visible squares, and the region-growth bonus (sum of region sizes squared);
    per square: the size of its region (the tribute there, 0 on an empty square)."""
    key = (core.setup.players, *core.board)
    terms = _TERMS.get(key)
    if terms is None:
        if len(_TERMS) >= _TERMS_KEPT:
            _TERMS.clear()
        terms = _TERMS[key] = _board_terms(core)
    return terms


def _board_terms(core: Core) -> tuple[list[int], list[float], list[int]]:
    tint = [COLOUR[value] for value in core.board]
    owner = core.owner
    players = core.setup.players
    visible = [0] * players
    squares = [0.0] * players
    size_at = [0] * SQUARES
    seen = [False] * SQUARES
    for start in range(SQUARES):
        colour = tint[start]
        if colour < 0 or seen[start]:
            continue
        seen[start] = True
        region = [start]
        for sq in region:
            for n in NEIGHBOURS[sq]:
                if tint[n] == colour and not seen[n]:
                    seen[n] = True
                    region.append(n)
        size = len(region)
        for sq in region:
            size_at[sq] = size
        seat = owner[colour]
        visible[seat] += size
        squares[seat] += size * size
    return visible, squares, size_at


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


def field_chances(out: list[bool], material: list[float], scale: float) -> list[float]:
    """Each seat's chance of finishing first against the whole field: a softmax of material
    divided by `scale` over the seats still in (with two, the same logistic of the lead as
    win_chances). Taking from one rival is worth no more than gaining oneself."""
    alive = [s for s in range(len(out)) if not out[s]]
    top = max(material[s] for s in alive)
    weights = [
        math.exp((material[s] - top) / scale) if not out[s] else 0.0 for s in range(len(out))
    ]
    total = sum(weights)
    return [w / total for w in weights]


Chances = Callable[[list[bool], list[float], float], list[float]]


def returns(core: Core) -> list[float]:
    winners = core.winners()
    result = [0.0] * core.setup.players
    for seat in winners:
        result[seat] = 1.0 / len(winners)
    return result


class Heuristic:
    """The evaluation. `rolls` 2 looks one turn further than the coming turn and roll: from
    each square where Assam may land, the next player in turns him for their own good and
    rolls too (on the same market: the placement in between is not guessed)."""

    def __init__(self, rolls: int = 1, chances: Chances = win_chances) -> None:
        self.rolls = rolls
        self.chances = chances

    def __call__(self, core: Core) -> list[float]:
        """Each seat's estimated win chance (the values sum to about 1 in two-player games)."""
        if core.phase == OVER:
            return returns(core)
        visible, squares, size_at = board_terms(core)
        players = len(visible)
        left = sum(core.carpets_left(s) for s in range(players) if not core.out[s])
        weight = REGION_WEIGHT if left > players else 0.0
        base = [visible[s] + weight * squares[s] for s in range(players)]
        scale = 2.0 + 0.35 * left
        phase = core.phase
        if phase == DRAW:  # the colour drawn does not change who pays whom
            phase = ROLL if core.end_turn else TURN
        if phase == ROLL or (phase == TURN and not core.end_turn):
            turning = phase == TURN
            if players == 2 and self.rolls == 1 and not (core.out[0] or core.out[1]):
                value = _duel_landing(core, base, scale, size_at, turning)
            else:
                landings = _Landings(core, base, scale, size_at, self.chances)
                value = landings.value(core.seat, core.assam, turning, core.dirhams, self.rolls)
            if value is not None:
                return value
        return _resolve(core, base, scale, self.chances)


evaluate = Heuristic()


def _duel_landing(
    core: Core, base: list[float], scale: float, size_at: list[int], turning: bool
) -> list[float] | None:
    """_Landings.value for two players both in and one roll, without lists per face (the
    search's leaves are mostly this): the same sums in the same order, so the same values."""
    board, owner_of = core.board, core.owner_of
    mover = core.seat
    d0, d1 = core.dirhams
    purse = d1 if mover else d0
    b0, b1 = base
    exp = math.exp
    still = (d0 + b0 - d1 - b1) / scale
    still = 1.0 / (1.0 + exp(-still)) if still > -30 else 0.0
    best0 = best1 = -1.0
    for route in ROUTES[core.assam][turning]:
        t0 = t1 = 0.0
        for p, _landing, sq in route:
            owner = owner_of[board[sq]]
            if owner >= 0 and owner != mover:
                due = size_at[sq]
                if due > purse:
                    return None
                p0, p1 = (d0 - due, d1 + due) if mover == 0 else (d0 + due, d1 - due)
                x = (p0 + b0 - p1 - b1) / scale
                first = 1.0 / (1.0 + exp(-x)) if x > -30 else 0.0
            else:
                first = still
            t0 += p * first
            t1 += p * (1.0 - first)
        if best0 < 0 or (t1 if mover else t0) > (best1 if mover else best0):
            best0, best1 = t0, t1
    return [best0, best1]


class _Landings:
    """_resolve without copying the core, for a turn of Assam (standard rules) or a roll to
    come: the tribute where Assam lands is the size of the region there, if it is another
    player's who is still in (as Core.roll takes it)."""

    __slots__ = ("base", "chances", "core", "known", "scale", "size_at")

    def __init__(
        self, core: Core, base: list[float], scale: float, size_at: list[int], chances: Chances
    ) -> None:
        self.core = core
        self.chances = chances
        self.base = base
        self.scale = scale
        self.size_at = size_at
        self.known: dict[tuple[int, ...], list[float]] = {}  # dirhams -> static value

    def value(
        self,
        mover: int,
        assam: int,
        turning: bool,
        dirhams: list[int],
        rolls: int,
        first: bool = True,
    ) -> list[float] | None:
        """The mover turning Assam (if `turning`) for their own good and rolling, with
        `dirhams` before the roll; then, while rolls remain, the next player doing the same.
        None when the first roll could put the mover out (_resolve plays that through); a
        later one only empties the purse."""
        core, base, scale, size_at = self.core, self.base, self.scale, self.size_at
        board, owner_of, out = core.board, core.owner_of, core.out
        purse = dirhams[mover]
        after = _next_seat(core, mover) if rolls > 1 else -1
        best = None
        for route in ROUTES[assam][turning]:
            total = [0.0] * len(base)
            for p, landing, sq in route:
                owner = owner_of[board[sq]]
                paid = dirhams
                if owner >= 0 and owner != mover and not out[owner]:
                    due = size_at[sq]
                    if due > purse:
                        if first:
                            return None
                        due = purse
                    paid = dirhams[:]
                    paid[mover] -= due
                    paid[owner] += due
                if after >= 0:
                    value = self.value(after, landing, True, paid, rolls - 1, first=False)
                else:
                    key = tuple(paid)
                    value = self.known.get(key)
                    if value is None:
                        value = self.known[key] = _static_with(
                            core, paid, base, scale, self.chances
                        )
                assert value is not None  # only the first roll says None
                for i, v in enumerate(value):
                    total[i] += p * v
            if best is None or total[mover] > best[mover]:
                best = total
        return best


def _next_seat(core: Core, mover: int) -> int:
    """The next player in after `mover` who still holds carpets, or -1."""
    for seat in core.order[mover]:
        if seat != mover and not core.out[seat] and core.carpets_left(seat):
            return seat
    return -1


def _static(core: Core, base: list[float], scale: float, chances: Chances) -> list[float]:
    if core.phase == OVER:
        return returns(core)
    return _static_with(core, core.dirhams, base, scale, chances)


def _static_with(
    core: Core, dirhams: list[int], base: list[float], scale: float, chances: Chances
) -> list[float]:
    if len(base) == 2 and not core.out[0] and not core.out[1]:
        x = (dirhams[0] + base[0] - dirhams[1] - base[1]) / scale
        first = 1.0 / (1.0 + math.exp(-x)) if x > -30 else 0.0
        return [first, 1.0 - first]
    return chances(core.out, [dirhams[s] + base[s] for s in range(len(base))], scale)


def _resolve(
    core: Core, base: list[float], scale: float, chances: Chances = win_chances
) -> list[float]:
    """The value after the coming turn-and-roll (the mover turning for their own good)."""
    phase = core.phase
    if phase == DRAW:
        # The colour drawn does not change who pays whom: take the likelier one (the first of
        # the mover's two colours, seat and seat + 2, on a tie), without Fractions.
        core = core.copy()
        seat = core.seat
        core.draw(seat if core.left[seat] >= core.left[seat + 2] else seat + 2)
        phase = core.phase
    if phase == TURN:
        mover = core.seat
        best = None
        for delta in _TURNS:
            child = core.copy()
            child.turn(delta)
            value = _after_roll(child, base, scale, chances) if child.phase == ROLL else None
            if value is None:  # the variant: the turn ends the mover's turn
                value = _resolve(child, base, scale, chances)
            if best is None or value[mover] > best[mover]:
                best = value
        assert best is not None  # _TURNS is not empty
        return best
    if phase == ROLL:
        return _after_roll(core, base, scale, chances)
    return _static(core, base, scale, chances)


def _after_roll(core: Core, base: list[float], scale: float, chances: Chances) -> list[float]:
    """The value averaged over the die's faces (the core moves Assam and takes the tribute)."""
    total = [0.0] * len(base)
    for face, p in _DIE:
        child = core.copy()
        child.roll(face)
        for i, v in enumerate(_static(child, base, scale, chances)):
            total[i] += p * v
    return total


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
