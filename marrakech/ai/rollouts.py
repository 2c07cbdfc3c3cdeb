"""Placements at 3 and 4 players valued by playing the game on (issue 32).

Hard's placement search ranks the placements; the best few are each played on many times and
the one with the best mean outcome is laid. In the playouts every player plays like a plain
sensible opponent: Assam turned towards the least expected tribute on the true die, the carpet
laid where it covers most opponent squares and joins its own colour, and three moves in ten at
random (the real opponents are not all that tidy). Every candidate is played on the same dice
(the r-th playout of each reads the same random numbers), so the candidates are compared on
equal luck.

At three players a playout stops after twelve more carpets (four rounds) or at the end of the
game, and is valued by the evaluation (heuristic.evaluate: the mover's chance of winning from
the lead over the best other seat; at the end, a win or a share of it). Played to the end, a
playout added the luck of every roll left to what it measured: over 25 placements of 3- and
4-player games, eight candidates' means were spread 1.4 times their standard error (median)
with 200 playouts to the end, and 2.4 times with 250 playouts of twelve carpets, each of which
took 0.6 of the time. At four players the playouts go to the end of the game (twelve carpets
were not better there), valued by a logistic of the mover's final lead over the best other
player, so a narrow loss counts for more than a rout, and a player who went out scores 0.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from common.ai.bot import Clock
from common.core.rng import cumulative, pick_index
from marrakech.ai.heuristic import ROUTES, evaluate
from marrakech.rules.board import NEIGHBOURS
from marrakech.rules.core import DIE_OUTCOMES, DRAW, OVER, PLACE, ROLL, TURN, Core
from marrakech.rules.regions import region_size
from marrakech.rules.tables import IS_COLOUR, PLACING

#: Candidates played on.
CANDIDATES = 8
#: By players: playouts for each candidate, and the carpets a playout lays (None: to the end).
PLAYOUTS = {3: (250, 12), 4: (200, None)}
#: The logistic's scale, in dirhams of final lead (playouts to the end).
LEAD_SCALE = 2.0
#: The chance that a move in a playout is a random legal one.
RANDOM_MOVES = 0.3

_DIE = tuple((face, float(p)) for face, p in DIE_OUTCOMES)
_DIE_THRESHOLDS = cumulative([p for _face, p in DIE_OUTCOMES])
_TURNS = (-1, 0, 1)
#: Per placement: its two squares and the squares beside it (no square is beside both).
_COVERING = tuple(
    (a, b, (*(n for n in NEIGHBOURS[a] if n != b), *(n for n in NEIGHBOURS[b] if n != a)))
    for a, b, _kept, _bit in PLACING
)
Uniform = Callable[[], float]


def turn_away_from_tribute(core: Core, uniform: Uniform) -> None:
    """Turn Assam where the mover's roll is least likely to land on a big opponent region."""
    board, pay = core.board, core.payee[core.seat]
    sizes: dict[int, int] = {}  # the three ways share landing squares
    best = math.inf
    choice: list[int] = []
    for delta, route in zip(_TURNS, ROUTES[core.assam][1], strict=True):
        cost = 0.0
        for p, _landing, sq in route:
            if pay[board[sq]] >= 0:
                size = sizes.get(sq)
                if size is None:
                    size = sizes[sq] = region_size(board, sq)
                cost += p * size
        if cost < best - 1e-9:
            best, choice = cost, [delta]
        elif cost < best + 1e-9:
            choice.append(delta)
    core.turn(choice[int(uniform() * len(choice))])


def cover_and_join(core: Core, uniform: Uniform) -> None:
    """Lay the carpet covering most opponent squares, least of its own, beside most of its own:
    2 for each opponent square covered, -2 for each own one, 1 for each own square beside."""
    board, pay, own = core.board, core.payee[core.seat], IS_COLOUR[core.colour]
    best = -1 << 30
    choice: list[int] = []
    for index in core.legal_placements():
        a, b, beside = _COVERING[index]
        va, vb = board[a], board[b]
        score = 2 * ((pay[va] >= 0) + (pay[vb] >= 0) - own[va] - own[vb])
        for n in beside:
            if own[board[n]]:
                score += 1
        if score > best:
            best, choice = score, [index]
        elif score == best:
            choice.append(index)
    core.place(choice[int(uniform() * len(choice))])


def play_on(core: Core, uniform: Uniform, carpets: int) -> None:
    """Play `core` on in place, every player by the playout policy above, until `carpets`
    more carpets are laid or the game is over."""
    laid = 0
    while True:
        phase = core.phase
        if phase == TURN:
            if uniform() < RANDOM_MOVES:
                core.turn(_TURNS[int(uniform() * 3)])
            else:
                turn_away_from_tribute(core, uniform)
        elif phase == ROLL:
            core.roll(_DIE[pick_index(_DIE_THRESHOLDS, uniform())][0])
        elif phase == PLACE:
            if uniform() < RANDOM_MOVES:
                options = core.legal_placements()
                core.place(options[int(uniform() * len(options))])
            else:
                cover_and_join(core, uniform)
            laid += 1
            if laid >= carpets:
                return
        elif phase == OVER:
            return
        elif phase == DRAW:
            seat = core.seat
            a, b = core.left[seat], core.left[seat + 2]
            core.draw(seat if uniform() < a / (a + b) else seat + 2)
        else:
            raise ValueError(f"a playout cannot start before the game has (phase {phase})")


def lead_value(core: Core, seat: int) -> float:
    """The playout's outcome for `seat` at the end: a logistic of its lead over the best other
    player, a tie worth a bit more than a half; 0 for a player who is out."""
    scores = core.scores()
    mine = scores[seat]
    if mine is None:
        return 0.0
    best_other = max((s for i, s in enumerate(scores) if i != seat and s is not None), default=0)
    return 1.0 / (1.0 + math.exp(-(mine - best_other + 0.5) / LEAD_SCALE))


def playout_value(after: Core, seat: int, uniform: Uniform, carpets: int | None) -> float:
    """One playout of `carpets` from `after` (a copy is played), valued for `seat`: by the
    evaluation, or by the final lead when it goes to the end (`carpets` None)."""
    game = after.copy()
    if carpets is None:
        play_on(game, uniform, sum(game.left))
        return lead_value(game, seat)
    play_on(game, uniform, carpets)
    return evaluate(game)[seat]


def best_by_playouts(core: Core, ranked: list[int], seed: int, clock: Clock) -> int:
    """Of the placements `ranked` (best first by the search), the one with the best mean
    playout outcome for the mover. When the clock runs out the candidates played on in full
    so far decide (the one it stopped in does not count), and with none, the search's first."""
    me = core.seat
    playouts, carpets = PLAYOUTS[core.setup.players]
    best, best_total = ranked[0], -math.inf
    for index in ranked:
        after = core.copy()
        after.place(index)
        total = 0.0
        for r in range(playouts):
            if clock.out_of_time():  # a look costs far less than a playout
                return best
            total += playout_value(after, me, random.Random(seed + r).random, carpets)
        if total > best_total:
            best, best_total = index, total
    return best
