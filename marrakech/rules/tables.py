"""What the Marrakech core (core.py) looks up instead of working out on every turn.

Board values are colour * 64 + carpet number, -1 for an empty square. What a setup fixes (owners,
seat order, carpet numbers) is computed once per setup; the legal placements next to Assam once
per arrangement of whole carpets around him (his candidates, board.py, less those Core.whole
forbids). The rules themselves are in core.py, which fills the turn tables kept here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from common.core.rng import cumulative
from marrakech.rules.board import (
    ASSAM_SQUARE,
    CANDIDATE_BITS,
    CANDIDATES,
    OVERLAPPING_BITS,
    PLACEMENTS,
)
from marrakech.rules.setup import MarrakechSetup

if TYPE_CHECKING:  # core.py imports this module
    from marrakech.rules.core import TurnTables

CARPET_SHIFT = 6
EMPTY = -1
#: COLOUR[value] = value >> 6 for every board value, -1 (empty) included: a tuple lookup is
#: cheaper than a shift (Python 3.11 specialises subscripts, not shifts).
COLOUR = (*(value >> CARPET_SHIFT for value in range(4 << CARPET_SHIFT)), -1)
#: IS_COLOUR[colour][value] is True when the board value shows that colour (-1: empty).
IS_COLOUR = tuple(tuple(c == colour for c in COLOUR) for colour in (*range(4), -1))
#: SAME_AS[value][other] is True when board values `value` and `other` show one colour (both
#: lookups of IS_COLOUR[COLOUR[value]] in one).
SAME_AS = tuple(IS_COLOUR[colour] for colour in COLOUR)


class SeatTables:
    """What a setup fixes for the whole game, shared by every core of that setup."""

    __slots__ = (
        "first_carpet",
        "first_turns",
        "hands",
        "order",
        "owner",
        "owner_of",
        "payees",
        "plain",
        "start_outcomes",
        "start_thresholds",
        "turns",
        "two_colours",
    )

    def __init__(self, setup: MarrakechSetup) -> None:
        n = setup.players
        self.owner = tuple(setup.owner(c) for c in range(setup.colours))
        # The seat owning a board value (indexed like COLOUR; -1 for an empty square).
        self.owner_of = tuple(-1 if c < 0 else c % n for c in COLOUR)
        # A colour's next carpet is first_carpet[colour] - carpets left of that colour.
        per_colour = setup.carpets_per_colour
        self.first_carpet = tuple((c << CARPET_SHIFT) + per_colour for c in range(setup.colours))
        # The seats after `seat`, clockwise, ending with `seat` itself.
        self.order = tuple(tuple((seat + k) % n for k in range(1, n + 1)) for seat in range(n))
        self.start_outcomes = tuple((seat, Fraction(1, n)) for seat in range(n))
        #: pick_index's thresholds over them (random play draws the first player with these).
        self.start_thresholds = cumulative([p for _seat, p in self.start_outcomes])
        # Carpets in each colour's pile at the start.
        self.hands = (per_colour,) * setup.colours
        self.two_colours = setup.colours > n
        # One colour a seat and Assam turned first: a turn passes with nothing drawn or turned.
        self.plain = not self.two_colours and not setup.end_turn_rotation
        #: Core's turn tables by (who is out, which colours have carpets left), as they come up,
        #: and those of a new game.
        self.turns: dict[tuple[tuple[bool, ...], tuple[bool, ...]], TurnTables] = {}
        #: TurnTables.payee by who is out (the same whichever colours have carpets left).
        self.payees: dict[tuple[bool, ...], tuple[tuple[int, ...], ...]] = {}
        self.first_turns: TurnTables | None = None


_SEAT_TABLES: dict[tuple[int, bool], SeatTables] = {}


def seat_tables(setup: MarrakechSetup) -> SeatTables:
    key = (setup.players, setup.end_turn_rotation)  # hashing the dataclass itself is slower
    tables = _SEAT_TABLES.get(key)
    if tables is None:
        tables = _SEAT_TABLES[key] = SeatTables(setup)
    return tables


#: Per placement: its two squares, the whole carpets it leaves whole (as a mask), its own bit.
#: The mask is positive (every placement's bit but the overlapping ones): `whole & mask` on a
#: positive int is about twice as fast as on the negative ~OVERLAPPING_BITS[i].
_EVERY_PLACEMENT = (1 << len(PLACEMENTS)) - 1
PLACING = tuple(
    (a, b, _EVERY_PLACEMENT & ~OVERLAPPING_BITS[i], 1 << i) for i, (a, b) in enumerate(PLACEMENTS)
)

#: Per square of Assam: whole carpets among his candidates (as bits) -> the legal placements,
#: filled as positions come up. The same tables by Assam (square * 4 + facing), to spare a lookup.
_LEGAL: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _sq in CANDIDATES)
LEGAL_BY_ASSAM = tuple(_LEGAL[sq] for sq in ASSAM_SQUARE)
CANDIDATE_BITS_BY_ASSAM = tuple(CANDIDATE_BITS[sq] for sq in ASSAM_SQUARE)


_CANDIDATE_INDICES = tuple(tuple(i for i, _a, _b in candidates) for candidates in CANDIDATES)


def new_legal_placements(sq: int, blocked: int) -> tuple[int, ...]:
    """The candidate placements next to `sq` but those whose bits are in `blocked`, some of
    the candidates' bits (and remember it)."""
    legal = list(_CANDIDATE_INDICES[sq])
    rest = blocked
    while rest:  # a few whole carpets at most: take them out one by one
        lowest = rest & -rest
        legal.remove(lowest.bit_length() - 1)
        rest ^= lowest
    result = _LEGAL[sq][blocked] = tuple(legal)
    return result
