"""Random play, the same game through two paths.

Both paths follow one policy, so the same seed gives the same game: a decision takes legal action
number int(u * count) in the canonical order, and a chance node takes the outcome pick_index
selects with u; each u is the next number of a random.Random seeded with the game's seed.

`play_fast` mutates one core in place (the path AI playouts use); `play_api` goes through the
public immutable state. Both use the same rules code (core.py): the state is a layer over it,
and play_fast inlines the common case of a turn at 3 and 4 players (_plain_turns) for speed.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from math import floor
from typing import Any, TypeVar

from common.core.api import GameState
from common.core.rng import cumulative, pick_index
from marrakech.rules.board import CANDIDATE_BITS, CANDIDATES, LANDINGS, NEIGHBOURS, TURNED
from marrakech.rules.core import (
    DIE_OUTCOMES,
    DRAW,
    OVER,
    PLACE,
    ROLL,
    START,
    TURN,
    Core,
)
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.tables import (
    CANDIDATE_BITS_BY_ASSAM,
    PLACING,
    SAME_AS,
)

S = TypeVar("S", bound=GameState)

# pick_index over the die's thresholds, unrolled for the hot loop (the last one is 1.0).
_ONE, _TWO, _THREE, _FOUR = cumulative([p for _f, p in DIE_OUTCOMES])
assert [face for face, _p in DIE_OUTCOMES] == [1, 2, 3, 4] and _FOUR == 1.0
# Turning takes choice int(u * 3) of (-1, 0, 1): u * 3 < 1 exactly when u < 1 / 3 as floats
# (likewise for 2 / 3; tests/marrakech checks the edges), and comparing is cheaper than int().
_THIRD, _TWO_THIRDS = 1 / 3, 2 / 3
#: Per square of Assam: whole carpets among his candidates (as bits) -> how many placements
#: are legal and what PLACING says of each, in ascending order (Core.legal_placements, with one
#: lookup and the count spared in _plain_turns); nothing blocked from the start, the rest
#: filled as positions come up. The count is a float: u * count is then a float product (an
#: int operand takes the interpreter's slow path), the same number (the int converts exactly).
_PLACINGS: tuple[dict[int, tuple[float, tuple[tuple[int, int, int, int], ...]]], ...] = tuple(
    {0: (float(len(near)), tuple(PLACING[i] for i, _a, _b in near))} for near in CANDIDATES
)
#: Each square's neighbours, padded to four by repeating the first ones: _plain_turns checks
#: four names unrolled (no iterator made for each square of a region), and a repeat is always
#: found in the region already.
_NEAR4 = tuple((*near, *near)[:4] for near in NEIGHBOURS)


def _new_placings(sq: int, blocked: int) -> tuple[float, tuple[tuple[int, int, int, int], ...]]:
    """The candidates next to `sq` but those whose bits are in `blocked` (and remember them):
    the entry without blocked's lowest bit (seen before, or worked out the same way), less that
    placement, found by counting the candidates before it. About 3,000 come up in simulate's
    first 1,000 games: one step each."""
    low = blocked & -blocked
    rest = blocked ^ low
    try:
        _many, options = _PLACINGS[sq][rest]
    except KeyError:
        _many, options = _new_placings(sq, rest)
    i = ((CANDIDATE_BITS[sq] ^ rest) & (low - 1)).bit_count()
    legal = options[:i] + options[i + 1 :]
    entry = _PLACINGS[sq][blocked] = (float(len(legal)), legal)
    return entry


#: _TURN_LANDINGS[assam][delta][steps] for _plain_turns: Assam turned by delta (-1, 0, 1) then
#: walked `steps`, his square, the candidate placements next to it (as bits) and the legal
#: placements there by the blocked ones among them (tables.py): one lookup for four. Delta -1
#: is read at index 2 (a negative index takes the interpreter's slow path).
_TURN_LANDINGS = tuple(
    tuple(
        tuple(
            (walked, sq, CANDIDATE_BITS_BY_ASSAM[walked], _PLACINGS[sq])
            for walked, sq in LANDINGS[TURNED[assam][delta]]
        )
        for delta in (0, 1, -1)  # as TURNED: delta -1 is the last
    )
    for assam in range(len(TURNED))
)


def play_fast(core: Core, uniform: Callable[[], float]) -> int:
    """Play random moves on `core` in place until the game ends; returns the turns played (the
    rolls: each one is followed by a carpet placed or by the mover going out)."""
    rolls_before = _placed_or_out(core) + (core.phase == PLACE)  # its roll came before
    if core.phase == START:  # seat i is start outcome i: pick_index as bisect_right (u < 1)
        core.start(bisect_right(core.seats.start_thresholds, uniform()))
    if core.seats.plain:  # at 3 and 4 players a game at a turn goes on in _plain_turns
        while core.phase == TURN:  # (which hands it back when a player goes out)
            _plain_turns(core, uniform)
    if core.phase != OVER:
        _play_steps(core, uniform)
    return _placed_or_out(core) - rolls_before


def _play_steps(core: Core, uniform: Callable[[], float]) -> None:
    """play_fast from any step after the first player's draw to the end: the steps are tried
    in the order a turn takes them, whichever phase the game is in (turns in _plain_turns
    where it can, from a turn)."""
    roll, turn, place, legal = core.roll, core.turn, core.place, core.legal_placements
    # Local names are cheaper to read than globals in the loop.
    turn_, roll_, place_, over = TURN, ROLL, PLACE, OVER
    third, two_thirds, one, two, three = _THIRD, _TWO_THIRDS, _ONE, _TWO, _THREE
    count, whole = len, floor
    plain = core.seats.plain
    while True:
        if plain and core.phase == turn_:
            _plain_turns(core, uniform)
        if core.phase == turn_:
            u = uniform()
            turn(-1 if u < third else 0 if u < two_thirds else 1)
        if core.phase == roll_:
            u = uniform()
            roll(1 if u < one else 2 if u < two else 3 if u < three else 4)
        phase = core.phase
        if phase == place_:
            # floor() is int() for u * n >= 0, at half the cost
            options = legal()
            place(options[whole(uniform() * count(options))])
        elif phase == over:
            return
        elif phase == DRAW:
            # The two colours of the mover's pile, as core.draw_outcomes() lists them; an int
            # division rounds a / (a + b) exactly as cumulative() rounds the Fraction.
            seat = core.seat
            a, b = core.left[seat], core.left[seat + 2]
            core.draw(seat if uniform() < a / (a + b) else seat + 2)


def _plain_turns(core: Core, uniform: Callable[[], float]) -> None:
    """play_fast's turns where each seat plays one colour and turns Assam first (3 and 4
    players, standard rules), from a turn to the end or until a player goes out: Core.turn,
    Core.roll, Core.place and legal_placements with their common case inlined, the core's
    fields kept in local names and written back when the loop hands the game back."""
    board, dirhams, left, first_carpet = core.board, core.dirhams, core.left, core.first_carpet
    turn_landings, same_as, near = _TURN_LANDINGS, SAME_AS, _NEAR4
    third, two_thirds, one, two, three = _THIRD, _TWO_THIRDS, _ONE, _TWO, _THREE
    count, whole_number, new_placings = len, floor, _new_placings
    assam, seat, whole = core.assam, core.seat, core.whole
    payee, next_plain = core.payee, core.next_plain
    while True:
        u = uniform()
        walks = turn_landings[assam][2 if u < third else 0 if u < two_thirds else 1]
        u = uniform()  # the die's four faces in two comparisons
        assam, sq, candidates, legal = walks[
            (1 if u < one else 2) if u < two else (3 if u < three else 4)
        ]
        value = board[sq]
        to = payee[seat][value]
        if to >= 0:  # the tribute: regions.region_list inlined (a call costs 4 % of the loop)
            same = same_as[value]
            region = [sq]
            for s in region:  # its four neighbours (_NEAR4) checked one by one
                n1, n2, n3, n4 = near[s]
                if same[board[n1]] and n1 not in region:
                    region.append(n1)
                if same[board[n2]] and n2 not in region:
                    region.append(n2)
                if same[board[n3]] and n3 not in region:
                    region.append(n3)
                if same[board[n4]] and n4 not in region:
                    region.append(n4)
            due = count(region)
            purse = dirhams[seat]
            if purse < due:  # out of the game: Core.roll's rare case
                _goes_out(core, assam, whole, seat, to)
                return
            dirhams[to] += due
            dirhams[seat] = purse - due
        blocked = whole & candidates
        try:
            many, options = legal[blocked]
        except KeyError:
            many, options = new_placings(sq, blocked)
        a, b, kept, bit = options[whole_number(uniform() * many)]
        n = left[seat]
        board[a] = board[b] = first_carpet[seat] - n
        left[seat] = n - 1
        whole = whole & kept | bit
        if n == 1:  # the seat's last carpet: the turn tables that follow
            tables = core.turn_tables.used_up[seat]  # Core._used_up's common case inlined
            if tables is None:
                tables = core._used_up(seat)
            else:
                core.turn_tables, core.payee, core.next_plain = (
                    tables,
                    tables.payee,
                    tables.next_plain,
                )
            payee, next_plain = tables.payee, tables.next_plain
        following = next_plain[seat]
        if following < 0:
            core.assam, core.whole, core.seat, core.colour = assam, whole, seat, seat
            core._next_turn()
            return
        seat = following


def _goes_out(core: Core, assam: int, whole: int, seat: int, payee: int) -> None:
    """_plain_turns' mover cannot pay `payee`: the loop's fields written back, then Core.roll's
    rare case as it does it (kept out of the loop: a shorter loop body lets the interpreter
    specialise the comparison that jumps over the tribute)."""
    core.assam, core.whole, core.phase = assam, whole, ROLL
    core.seat = core.colour = seat
    dirhams = core.dirhams
    dirhams[payee] += dirhams[seat]
    dirhams[seat] = 0
    core.out[seat] = True
    core._players_changed()
    core._next_turn()


def _placed_or_out(core: Core) -> int:
    """Carpets placed plus players out, less a constant: each roll adds one (see play_fast)."""
    return sum(core.out) - sum(core.left)


def play_api(state: S, uniform: Callable[[], float]) -> tuple[S, list[Any]]:
    """The same policy through the public API; returns the final state and the actions."""
    actions: list[Any] = []
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = outcomes[pick_index(cumulative([p for _a, p in outcomes]), uniform())][0]
        else:
            options = state.legal_actions()
            action = options[int(uniform() * len(options))]
        actions.append(action)
        state = state.apply_action(action)
    return state, actions


@dataclass
class GameSummary:
    turns: int
    winners: list[int]
    dirhams: list[int]
    out: list[bool]


def random_game(
    setup: MarrakechSetup, seed: int, api: bool = False, rng: random.Random | None = None
) -> GameSummary:
    """One random game with the given seed, through the fast path or the public API. `rng`,
    when given, is seeded with `seed` and drawn from (the same numbers as a new
    random.Random(seed), without making one a game: a third of a game's set-up)."""
    if rng is None:
        rng = random.Random(seed)
    else:
        rng.seed(seed)
    uniform = rng.random
    if api:
        # Imported here: the fast path (and `simulate` without --api) starts without it.
        from marrakech.rules.state import MarrakechState

        final, actions = play_api(MarrakechState.initial(setup), uniform)
        core = final.core()
        turns = sum(1 for a in actions if a.kind == "roll")
    else:
        core = Core(setup)
        turns = play_fast(core, uniform)
    return GameSummary(turns, core.winners(), core.dirhams, core.out)  # a core of its own
