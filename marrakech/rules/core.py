"""The Marrakech rules as a fast, mutable core: plain lists and table lookups.

This is the only implementation of the rules. The public immutable state (state.py) copies a
core and applies one step to the copy; AI playouts apply steps to one core in place.

Carpets on the board are integers: colour * 64 + carpet number, -1 for an empty square, so
`value >> 6` is the colour (-1 when empty) and equal values mean the same carpet.

The hot path of search and random play is a turn: turn, roll, place. It does table lookups and
little else: `whole` keeps, as the bits of one int, the carpet positions whose two squares show
one carpet (the placements the rules forbid), so the legal placements next to Assam are one
lookup in a table filled as positions come up; what the setup fixes (owners, seat order) is
computed once per setup.
"""

from __future__ import annotations

from fractions import Fraction
from operator import rshift

from common.core.i18n import _
from marrakech.rules.board import (
    ASSAM_SQUARE,
    CANDIDATE_BITS,
    CANDIDATES,
    CENTRE,
    NEIGHBOURS,
    NORTH,
    OVERLAPPING_BITS,
    PLACEMENTS,
    SQUARES,
    TURNED,
    WALK,
)
from marrakech.rules.setup import START_DIRHAMS, MarrakechSetup

# Phases of a turn. START, DRAW and ROLL are chance nodes; TURN and PLACE are decisions.
START, DRAW, TURN, ROLL, PLACE, OVER = range(6)
PHASE_NAMES = ("start", "draw", "turn", "roll", "place", "over")
CHANCE_PHASES = (START, DRAW, ROLL)

DIE_FACES = (1, 2, 2, 3, 3, 4)
DIE_OUTCOMES = tuple(
    (n, Fraction(DIE_FACES.count(n), len(DIE_FACES))) for n in sorted(set(DIE_FACES))
)
CARPET_SHIFT = 6
EMPTY = -1
# Core.tribute's payee when nothing is due, saying why: Assam stands on no carpet, on one of the
# mover's own colours, or on a carpet of a player who is out of the game.
NO_CARPET, OWN_CARPET, OWNER_OUT = -1, -2, -3
_NOTHING_NO_CARPET, _NOTHING_OWN_CARPET, _NOTHING_OWNER_OUT = (
    (NO_CARPET, 0),
    (OWN_CARPET, 0),
    (OWNER_OUT, 0),
)
#: COLOUR[value] = value >> 6 for every board value, -1 (empty) included: a tuple lookup is
#: cheaper than a shift (Python 3.11 specialises subscripts, not shifts).
COLOUR = (*(value >> CARPET_SHIFT for value in range(4 << CARPET_SHIFT)), -1)
_SHIFTS = (CARPET_SHIFT,) * SQUARES


class _SeatTables:
    """What a setup fixes for the whole game, shared by every core of that setup."""

    __slots__ = ("first_carpet", "order", "owner", "owner_of", "start_outcomes")

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


_TABLES: dict[tuple[int, bool], _SeatTables] = {}
#: Core.next_seat by (who is out, which colours have carpets left), as positions come up.
_NEXT_SEAT: dict[tuple[tuple[bool, ...], tuple[bool, ...]], tuple[int, ...]] = {}


def _seat_tables(setup: MarrakechSetup) -> _SeatTables:
    key = (setup.players, setup.end_turn_rotation)  # hashing the dataclass itself is slower
    tables = _TABLES.get(key)
    if tables is None:
        tables = _TABLES[key] = _SeatTables(setup)
    return tables


#: Per placement: its two squares, the whole carpets it leaves whole (as a mask), its own bit.
_PLACING = tuple((a, b, ~OVERLAPPING_BITS[i], 1 << i) for i, (a, b) in enumerate(PLACEMENTS))

#: Per square of Assam: whole carpets among his candidates (as bits) -> the legal placements,
#: filled as positions come up. The same tables by Assam (square * 4 + facing), to spare a lookup.
_LEGAL: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _sq in range(SQUARES))
_LEGAL_BY_ASSAM = tuple(_LEGAL[sq] for sq in ASSAM_SQUARE)
_CANDIDATE_BITS_BY_ASSAM = tuple(CANDIDATE_BITS[sq] for sq in ASSAM_SQUARE)


def _legal_placements(sq: int, blocked: int) -> tuple[int, ...]:
    """The candidate placements next to `sq` whose bits are not in `blocked` (and remember it)."""
    legal = _LEGAL[sq][blocked] = tuple(i for i, _a, _b in CANDIDATES[sq] if not blocked >> i & 1)
    return legal


def whole_carpets(board: list[int]) -> int:
    """The placements whose two squares show one carpet, as bits (see Core.whole)."""
    return sum(
        1 << i for i, (a, b) in enumerate(PLACEMENTS) if board[a] >= 0 and board[a] == board[b]
    )


def region_squares(board: list[int], sq: int) -> set[int]:
    """Squares of the colour at `sq` joined to it edge to edge, `sq` included."""
    return set(_region(board, sq))


#: IS_COLOUR[colour][value] is True when the board value shows that colour (-1: empty).
IS_COLOUR = tuple(tuple(c == colour for c in COLOUR) for colour in (*range(4), -1))


def _region(board: list[int], sq: int, colour=COLOUR, is_colour=IS_COLOUR, near=NEIGHBOURS) -> list[int]:
    # Regions are small (two to four squares on average): a list beats a set here. The tables
    # come in as default arguments, which are cheaper to read than globals.
    same = is_colour[colour[board[sq]]]
    seen = [sq]
    for s in seen:
        for n in near[s]:
            if same[board[n]] and n not in seen:
                seen.append(n)
    return seen


def region_size(board: list[int], sq: int) -> int:
    """The tribute for Assam standing on `sq`: the size of its region."""
    return len(_region(board, sq))


class Core:
    """One position. Fields are public for speed; only the methods below change them."""

    __slots__ = (
        "assam",
        "board",
        "colour",
        "dirhams",
        "end_turn",
        "first_carpet",
        "left",
        "next_seat",
        "order",
        "out",
        "owner",
        "owner_of",
        "phase",
        "seat",
        "setup",
        "two_colours",
        "whole",
    )

    def __init__(self, setup: MarrakechSetup) -> None:
        self.setup = setup
        tables = _seat_tables(setup)
        self.owner = tables.owner
        self.owner_of = tables.owner_of
        self.first_carpet = tables.first_carpet
        self.order = tables.order
        # Read from the setup on every turn, so kept at hand:
        self.end_turn = setup.end_turn_rotation
        self.two_colours = setup.colours > setup.players
        self.board = [EMPTY] * SQUARES
        #: Bit i set when both squares of placement i show one carpet (derived from the board:
        #: give a new board with set_board).
        self.whole = 0
        self.assam = CENTRE * 4 + NORTH
        self.dirhams = [START_DIRHAMS] * setup.players
        self.left = [setup.carpets_per_colour] * setup.colours
        self.out = [False] * setup.players
        self.seat = -1
        self.colour = -1
        self.phase = START
        self._seats_changed()

    def copy(self) -> Core:
        other = Core.__new__(Core)
        other.setup = self.setup
        other.owner = self.owner
        other.owner_of = self.owner_of
        other.first_carpet = self.first_carpet
        other.order = self.order
        other.end_turn = self.end_turn
        other.two_colours = self.two_colours
        other.board = self.board[:]
        other.whole = self.whole
        other.assam = self.assam
        other.dirhams = self.dirhams[:]
        other.left = self.left[:]
        other.out = self.out[:]
        other.next_seat = self.next_seat
        other.seat = self.seat
        other.colour = self.colour
        other.phase = self.phase
        return other

    def set_board(self, board: list[int]) -> None:
        """Put a whole market in place, after the players' fields (for positions read from
        text): what the core derives from the board and from who is out is worked out anew."""
        self.board = board
        self.whole = whole_carpets(board)
        self._seats_changed()

    def _seats_changed(self) -> None:
        """Work out next_seat again: a player has just gone out or placed their last carpet."""
        key = (tuple(self.out), tuple(map(bool, self.left)))
        next_seat = _NEXT_SEAT.get(key)
        if next_seat is None:
            next_seat = _NEXT_SEAT[key] = self._next_seats()
        self.next_seat = next_seat

    def _next_seats(self) -> tuple[int, ...]:
        """next_seat[seat]: the seat whose turn follows seat's (the next one clockwise still in
        with carpets, seat itself last), or -1 when the game is over after it."""
        out = self.out
        if out.count(False) <= 1:
            return (-1,) * len(out)
        has = self.carpets_left
        return tuple(next((s for s in order if not out[s] and has(s)), -1) for order in self.order)

    # --- what may happen ------------------------------------------------------------------

    def carpets_left(self, seat: int) -> int:
        """Carpets in the seat's hand (2 players: both colours, which are seat and seat + 2)."""
        if self.two_colours:
            return self.left[seat] + self.left[seat + 2]
        return self.left[seat]

    def draw_outcomes(self) -> list[tuple[int, Fraction]]:
        """2 players: the colour of the top carpet of the mover's shuffled pile."""
        colours = [c for c in range(len(self.left)) if self.owner[c] == self.seat and self.left[c]]
        total = sum(self.left[c] for c in colours)
        return [(c, Fraction(self.left[c], total)) for c in colours]

    def start_outcomes(self) -> list[tuple[int, Fraction]]:
        return list(_seat_tables(self.setup).start_outcomes)

    def legal_placements(self) -> tuple[int, ...]:
        """Indices into PLACEMENTS, ascending: next to Assam, not under him, and not covering
        both visible halves of one carpet."""
        assam = self.assam
        blocked = self.whole & _CANDIDATE_BITS_BY_ASSAM[assam]
        try:
            return _LEGAL_BY_ASSAM[assam][blocked]
        except KeyError:
            return _legal_placements(ASSAM_SQUARE[assam], blocked)

    def placement_problem(self, index: int) -> str | None:
        """Why the carpet position `index` is not allowed now, or None."""
        a, b = PLACEMENTS[index]
        assam = self.assam >> 2
        if assam in (a, b):
            return _("A carpet cannot lie under Assam.")
        if a not in NEIGHBOURS[assam] and b not in NEIGHBOURS[assam]:
            return _("The carpet must touch Assam's square along an edge.")
        if self.whole >> index & 1:
            return _("A carpet cannot cover both visible halves of one carpet.")
        return None

    def tribute(self, sq: int) -> tuple[int, int]:
        """(payee, amount due) for the mover with Assam on `sq`. With nothing due the payee is
        NO_CARPET, OWN_CARPET or OWNER_OUT (which says why) and the amount 0."""
        board = self.board
        owner = self.owner_of[board[sq]]
        if owner < 0:
            return _NOTHING_NO_CARPET
        if owner == self.seat:
            return _NOTHING_OWN_CARPET
        if self.out[owner]:
            return _NOTHING_OWNER_OUT
        return owner, len(_region(board, sq))

    # --- steps ----------------------------------------------------------------------------

    def start(self, seat: int) -> None:
        self._begin_turn(seat)

    def draw(self, colour: int) -> None:
        self.colour = colour
        self.phase = ROLL if self.end_turn else TURN

    def turn(self, delta: int) -> None:
        """Turn Assam: -1 left, 0 straight on, +1 right (180 degrees is never legal)."""
        self.assam = TURNED[self.assam][delta]
        if self.end_turn:
            self._next_turn()
        else:
            self.phase = ROLL

    def roll(self, steps: int) -> int:
        """Move Assam and pay tribute. Returns what the mover paid."""
        self.assam = assam = WALK[self.assam * 5 + steps]
        owner, due = self.tribute(ASSAM_SQUARE[assam])
        if owner < 0:
            self.phase = PLACE
            return 0
        seat = self.seat
        dirhams = self.dirhams
        purse = dirhams[seat]
        if purse < due:
            dirhams[owner] += purse
            dirhams[seat] = 0
            self.out[seat] = True
            self._seats_changed()
            self._next_turn()
            return purse
        dirhams[owner] += due
        dirhams[seat] = purse - due
        self.phase = PLACE
        return due

    def place(self, index: int) -> None:
        colour = self.colour
        a, b, kept, bit = _PLACING[index]
        left = self.left
        n = left[colour]
        self.board[a] = self.board[b] = self.first_carpet[colour] - n
        left[colour] = n - 1
        if n == 1:
            self._seats_changed()
        self.whole = self.whole & kept | bit
        if not self.end_turn:
            self._next_turn()
        elif self.finished():
            self.phase = OVER
        else:
            self.phase = TURN

    def _begin_turn(self, seat: int) -> None:
        self.seat = seat
        if not self.two_colours:
            self.colour = seat
        elif self.left[seat] and self.left[seat + 2]:
            self.phase = DRAW
            return
        else:
            self.colour = seat if self.left[seat] else seat + 2
        self.phase = ROLL if self.end_turn else TURN

    def finished(self) -> bool:
        """Over when one player is left, or every player still in has placed every carpet."""
        out = self.out
        if out.count(False) <= 1:
            return True
        return not any(self.carpets_left(s) for s in range(len(out)) if not out[s])

    def _next_turn(self) -> None:
        """Pass the turn clockwise to the next player still in with carpets, or end the game."""
        seat = self.next_seat[self.seat]
        if seat < 0:
            self.phase = OVER
            self.colour = -1
        elif self.two_colours:
            self._begin_turn(seat)
        else:  # _begin_turn for one colour a seat, the common case, inlined
            self.seat = self.colour = seat
            self.phase = ROLL if self.end_turn else TURN

    # --- the end --------------------------------------------------------------------------

    def visible_by_seat(self) -> list[int]:
        """The squares each seat's carpets show."""
        colours = list(map(rshift, self.board, _SHIFTS))
        seats = [0] * self.setup.players
        for colour, seat in enumerate(self.owner):
            seats[seat] += colours.count(colour)
        return seats

    def visible_squares(self, seat: int) -> int:
        return self.visible_by_seat()[seat]

    def scores(self) -> list[int | None]:
        """Dirhams plus visible squares; None for a player who is out."""
        visible = self.visible_by_seat()
        return [None if self.out[s] else self.dirhams[s] + visible[s] for s in range(len(visible))]

    def winners(self) -> list[int]:
        """Highest score; a tie goes to the most dirhams; still tied, they share the win."""
        scores = self.scores()
        ranked = [(scores[s], self.dirhams[s]) for s in range(len(scores)) if scores[s] is not None]
        best = max(ranked)
        return [
            s
            for s in range(len(scores))
            if scores[s] is not None and (scores[s], self.dirhams[s]) == best
        ]
