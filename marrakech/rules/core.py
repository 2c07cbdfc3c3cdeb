"""The Marrakech rules as a fast, mutable core: plain lists and table lookups.

This is the implementation of the rules. The public immutable state (state.py) copies a core
and applies one step to the copy; AI playouts apply steps to one core in place, and random play
at 3 and 4 players (playout.py, _plain_turns) runs a turn's common case of turn, roll and place
inlined in one loop over these tables: tests play every seeded game both ways.

Carpets on the board are integers: colour * 64 + carpet number, -1 for an empty square, so
`value >> 6` is the colour (-1 when empty) and equal values mean the same carpet.

The hot path of search and random play is a turn: turn, roll, place, all table lookups (the
tables are in tables.py): `whole` keeps, as the bits of one int, the placements the rules forbid
(both squares show one carpet), so the legal placements next to Assam are one lookup; the turn
order and who pays whom (TurnTables) are looked up once per set of players out and of colours
with carpets left.
"""

from __future__ import annotations

from fractions import Fraction
from operator import add, itemgetter

from marrakech.rules.board import (
    ASSAM_SQUARE,
    CENTRE,
    LANDINGS,
    NORTH,
    SQUARES,
    TURNED,
)
from marrakech.rules.regions import region_list, region_size, whole_carpets
from marrakech.rules.setup import START_DIRHAMS, MarrakechSetup
from marrakech.rules.tables import (
    CANDIDATE_BITS_BY_ASSAM,
    CARPET_SHIFT,
    EMPTY,
    LEGAL_BY_ASSAM,
    PLACING,
    SeatTables,
    new_legal_placements,
    seat_tables,
)

# Phases of a turn. START, DRAW and ROLL are chance nodes; TURN and PLACE are decisions.
START, DRAW, TURN, ROLL, PLACE, OVER = range(6)
PHASE_NAMES = ("start", "draw", "turn", "roll", "place", "over")
CHANCE_PHASES = (START, DRAW, ROLL)

DIE_FACES = (1, 2, 2, 3, 3, 4)
DIE_OUTCOMES = tuple(
    (n, Fraction(DIE_FACES.count(n), len(DIE_FACES))) for n in sorted(set(DIE_FACES))
)
# Core.tribute's payee when nothing is due, saying why: Assam stands on no carpet, on one of the
# mover's own colours, or on a carpet of a player who is out of the game.
NO_CARPET, OWN_CARPET, OWNER_OUT = -1, -2, -3
#: For Core.visible_by_seat: each board value's colour as a character, "4" for an empty
#: square (value -1 reads the last one), and the colours' characters.
_TINT = "".join(str(value >> CARPET_SHIFT) for value in range(4 << CARPET_SHIFT)) + "4"
_COLOUR_CHARS = "0123"


class TurnTables:
    """Whose turn it is and who pays whom, for one set of players out and colours with carpets:
    next_seat[seat]: the seat whose turn follows seat's (the next one clockwise still in with
    carpets, seat itself last), or -1 when the game is over after it (one player left, or no
    carpet left to anyone in); next_plain the same where place() passes the turn to a seat
    that plays one colour and turns Assam first (no draw, not the variant), else -1.
    payee[seat][value]: whom `seat` pays with Assam on a square showing `value` (the size of
    its region), or NO_CARPET, OWN_CARPET or OWNER_OUT when nothing is due (which says why)."""

    __slots__ = ("key", "next_plain", "next_seat", "payee", "used_up")

    def __init__(self, seats: SeatTables, out: tuple[bool, ...], has: tuple[bool, ...]) -> None:
        self.key = (out, has)
        #: used_up[colour]: the TurnTables once that colour's last carpet is laid, when needed.
        self.used_up: list[TurnTables | None] = [None] * len(has)
        players = len(out)
        owner = seats.owner
        # A seat holds carpets while any colour of theirs does (2 players: two colours each).
        holds = [any(has[c] for c in range(len(has)) if owner[c] == s) for s in range(players)]
        if out.count(False) <= 1:
            self.next_seat = (-1,) * players
        else:
            self.next_seat = tuple(
                next((s for s in order if holds[s] and not out[s]), -1) for order in seats.order
            )
        self.next_plain = self.next_seat if seats.plain else (-1,) * players
        # Who pays whom depends only on who is out: shared by the tables of those players.
        payee = seats.payees.get(out)
        if payee is None:
            owners = [s + 1 for s in seats.owner_of]  # 0 for an empty square
            payee = seats.payees[out] = tuple(
                tuple(map(_payees(out, mover).__getitem__, owners)) for mover in range(players)
            )
        self.payee = payee


def _payees(out: tuple[bool, ...], mover: int) -> tuple[int, ...]:
    """Whom `mover` pays for an empty square, then for a carpet of each seat's."""
    seats = range(len(out))
    return (NO_CARPET, *(OWN_CARPET if s == mover else OWNER_OUT if out[s] else s for s in seats))


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
        "next_plain",
        "order",
        "out",
        "owner",
        "owner_of",
        "payee",
        "phase",
        "seat",
        "seats",
        "setup",
        "turn_tables",
        "two_colours",
        "whole",
    )

    def __init__(self, setup: MarrakechSetup) -> None:
        self.setup = setup
        self.seats = seats = seat_tables(setup)
        self.owner = seats.owner
        self.owner_of = seats.owner_of
        self.first_carpet = seats.first_carpet
        self.order = seats.order
        # Read from the setup on every turn, so kept at hand:
        self.end_turn = setup.end_turn_rotation
        self.two_colours = seats.two_colours
        self.board = [EMPTY] * SQUARES
        #: Bit i set when both squares of placement i show one carpet (derived from the board:
        #: give a new board with set_board).
        self.whole = 0
        self.assam = CENTRE * 4 + NORTH
        self.dirhams = [START_DIRHAMS] * len(seats.order)
        self.left = list(seats.hands)
        self.out = [False] * len(seats.order)
        self.seat = -1
        self.colour = -1
        self.phase = START
        if seats.first_turns is None:
            self._players_changed()
            seats.first_turns = self.turn_tables
        else:
            self._use(seats.first_turns)

    def copy(self) -> Core:
        other = Core.__new__(Core)
        other.setup = self.setup
        other.seats = self.seats
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
        other.next_plain = self.next_plain
        other.turn_tables = self.turn_tables
        other.payee = self.payee
        other.seat = self.seat
        other.colour = self.colour
        other.phase = self.phase
        return other

    def set_board(self, board: list[int]) -> None:
        """Put a whole market in place, after the players' fields (for positions read from
        text): what the core derives from the board and from who is out is worked out anew."""
        self.board = board
        self.whole = whole_carpets(board)
        self._players_changed()

    def _players_changed(self) -> None:
        """A player went out, or the position was set by hand: look up the turn tables."""
        seats = self.seats
        key = (tuple(self.out), tuple(map(bool, self.left)))
        tables = seats.turns.get(key)
        if tables is None:
            tables = seats.turns[key] = TurnTables(seats, *key)
        self._use(tables)

    def _used_up(self, colour: int) -> TurnTables:
        """The last carpet of `colour` was laid: the turn tables that follow (looked up once),
        now in use."""
        tables = self.turn_tables.used_up[colour]
        if tables is None:
            out, has = self.turn_tables.key
            has = (*has[:colour], False, *has[colour + 1 :])
            seats = self.seats
            tables = seats.turns.get((out, has))
            if tables is None:
                tables = seats.turns[out, has] = TurnTables(seats, out, has)
            self.turn_tables.used_up[colour] = tables
        self._use(tables)
        return tables

    def _use(self, tables: TurnTables) -> None:  # and keep the two read on every turn at hand
        self.turn_tables = tables
        self.next_plain = tables.next_plain
        self.payee = tables.payee

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
        return list(self.seats.start_outcomes)

    def legal_placements(self) -> tuple[int, ...]:
        """Indices into PLACEMENTS, ascending: next to Assam, not under him, and not covering
        both visible halves of one carpet."""
        assam = self.assam
        blocked = self.whole & CANDIDATE_BITS_BY_ASSAM[assam]
        try:
            return LEGAL_BY_ASSAM[assam][blocked]
        except KeyError:
            return new_legal_placements(ASSAM_SQUARE[assam], blocked)

    def tribute(self, sq: int) -> tuple[int, int]:
        """(payee, amount due) for the mover with Assam on `sq`. With nothing due the payee is
        NO_CARPET, OWN_CARPET or OWNER_OUT (which says why) and the amount 0."""
        payee = self.payee[self.seat][self.board[sq]]
        return (payee, region_size(self.board, sq)) if payee >= 0 else (payee, 0)

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
        """Move Assam and pay tribute (as tribute() says, read from the same table). Returns
        what the mover paid."""
        self.assam, sq = LANDINGS[self.assam][steps]
        board = self.board
        seat = self.seat
        payee = self.payee[seat][board[sq]]
        if payee < 0:
            self.phase = PLACE
            return 0
        due = len(region_list(board, sq))
        dirhams = self.dirhams
        purse = dirhams[seat]
        if purse < due:
            dirhams[payee] += purse
            dirhams[seat] = 0
            self.out[seat] = True
            self._players_changed()
            self._next_turn()
            return purse
        dirhams[payee] += due
        dirhams[seat] = purse - due
        self.phase = PLACE
        return due

    def place(self, index: int) -> None:
        colour = self.colour
        a, b, kept, bit = PLACING[index]
        left = self.left
        n = left[colour]
        self.board[a] = self.board[b] = self.first_carpet[colour] - n
        left[colour] = n - 1
        self.whole = self.whole & kept | bit
        if n == 1:
            self._used_up(colour)
        seat = self.next_plain[self.seat]
        if seat >= 0:  # _next_turn for one colour a seat, the common case, inlined
            self.seat = self.colour = seat
            self.phase = TURN
        elif self.end_turn:
            self.phase = OVER if self.finished() else TURN
        else:
            self._next_turn()

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
        seat = self.turn_tables.next_seat[self.seat]
        if seat < 0:
            self.phase = OVER
            self.colour = -1
        else:
            self._begin_turn(seat)

    # --- the end --------------------------------------------------------------------------

    def visible_by_seat(self) -> list[int]:
        """The squares each seat's carpets show."""
        # The squares' colours as one string, counted per colour: loops in C, no sort (a
        # random game ends here).
        tint = "".join(itemgetter(*self.board)(_TINT))
        shown = list(map(tint.count, _COLOUR_CHARS[: len(self.owner)]))
        if self.two_colours:  # seat s plays colours s and s + 2
            return [shown[0] + shown[2], shown[1] + shown[3]]
        return shown

    def visible_squares(self, seat: int) -> int:
        return self.visible_by_seat()[seat]

    def scores(self) -> list[int | None]:
        """Dirhams plus visible squares; None for a player who is out."""
        shown = self.visible_by_seat()
        return [
            None if out else purse + squares
            for out, purse, squares in zip(self.out, self.dirhams, shown, strict=True)
        ]

    def winners(self) -> list[int]:
        """Highest score; a tie goes to the most dirhams; still tied, they share the win."""
        dirhams, out = self.dirhams, self.out
        scores = list(map(add, dirhams, self.visible_by_seat()))  # a random game ends here
        if True in out:  # one out ranks below any score
            scores = [-1 if gone else score for gone, score in zip(out, scores, strict=True)]
        top = max(scores)
        if scores.count(top) == 1:  # most games
            return [scores.index(top)]
        found = [seat for seat, score in enumerate(scores) if score == top]
        if top >= 0:
            most = max([dirhams[seat] for seat in found])
            found = [seat for seat in found if dirhams[seat] == most]
        return found
