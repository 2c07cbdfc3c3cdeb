"""The Marrakech rules as a fast, mutable core: plain lists and table lookups.

This is the only implementation of the rules. The public immutable state (state.py) copies a
core and applies one step to the copy; AI playouts apply steps to one core in place.

Carpets on the board are integers: colour * 64 + carpet number, -1 for an empty square, so
`value >> 6` is the colour (-1 when empty) and equal values mean the same carpet.
"""

from __future__ import annotations

from fractions import Fraction

from common.core.i18n import _
from marrakech.rules.board import (
    CANDIDATES,
    CENTRE,
    NEIGHBOURS,
    NORTH,
    PLACEMENTS,
    SQUARES,
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


def region_squares(board: list[int], sq: int) -> set[int]:
    """Squares of the colour at `sq` joined to it edge to edge, `sq` included."""
    colour = board[sq] >> CARPET_SHIFT
    seen = {sq}
    stack = [sq]
    while stack:
        for n in NEIGHBOURS[stack.pop()]:
            if n not in seen and board[n] >> CARPET_SHIFT == colour:
                seen.add(n)
                stack.append(n)
    return seen


def region_size(board: list[int], sq: int) -> int:
    """The tribute for Assam standing on `sq`: the size of its region."""
    return len(region_squares(board, sq))


class Core:
    """One position. Fields are public for speed; only the methods below change them."""

    __slots__ = (
        "assam",
        "board",
        "colour",
        "dirhams",
        "end_turn",
        "left",
        "out",
        "owner",
        "per_colour",
        "phase",
        "seat",
        "setup",
        "two_colours",
    )

    def __init__(self, setup: MarrakechSetup) -> None:
        self.setup = setup
        self.owner = tuple(setup.owner(c) for c in range(setup.colours))
        # Read from the setup on every turn, so kept at hand:
        self.per_colour = setup.carpets_per_colour
        self.end_turn = setup.end_turn_rotation
        self.two_colours = setup.colours > setup.players
        self.board = [EMPTY] * SQUARES
        self.assam = CENTRE * 4 + NORTH
        self.dirhams = [START_DIRHAMS] * setup.players
        self.left = [setup.carpets_per_colour] * setup.colours
        self.out = [False] * setup.players
        self.seat = -1
        self.colour = -1
        self.phase = START

    def copy(self) -> Core:
        other = Core.__new__(Core)
        other.setup = self.setup
        other.owner = self.owner
        other.per_colour = self.per_colour
        other.end_turn = self.end_turn
        other.two_colours = self.two_colours
        other.board = self.board[:]
        other.assam = self.assam
        other.dirhams = self.dirhams[:]
        other.left = self.left[:]
        other.out = self.out[:]
        other.seat = self.seat
        other.colour = self.colour
        other.phase = self.phase
        return other

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
        n = self.setup.players
        return [(seat, Fraction(1, n)) for seat in range(n)]

    def legal_placements(self) -> list[int]:
        """Indices into PLACEMENTS, ascending: next to Assam, not under him, and not covering
        both visible halves of one carpet."""
        board = self.board
        return [
            i for i, a, b in CANDIDATES[self.assam >> 2] if board[a] < 0 or board[a] != board[b]
        ]

    def placement_problem(self, index: int) -> str | None:
        """Why the carpet position `index` is not allowed now, or None."""
        a, b = PLACEMENTS[index]
        assam = self.assam >> 2
        if assam in (a, b):
            return _("A carpet cannot lie under Assam.")
        if a not in NEIGHBOURS[assam] and b not in NEIGHBOURS[assam]:
            return _("The carpet must touch Assam's square along an edge.")
        if self.board[a] >= 0 and self.board[a] == self.board[b]:
            return _("A carpet cannot cover both visible halves of one carpet.")
        return None

    def tribute(self, sq: int) -> tuple[int, int]:
        """(payee, amount due) for the mover with Assam on `sq`. With nothing due the payee is
        NO_CARPET, OWN_CARPET or OWNER_OUT (which says why) and the amount 0."""
        value = self.board[sq]
        if value < 0:
            return NO_CARPET, 0
        owner = self.owner[value >> CARPET_SHIFT]
        if owner == self.seat:
            return OWN_CARPET, 0
        if self.out[owner]:
            return OWNER_OUT, 0
        return owner, region_size(self.board, sq)

    # --- steps ----------------------------------------------------------------------------

    def start(self, seat: int) -> None:
        self._begin_turn(seat)

    def draw(self, colour: int) -> None:
        self.colour = colour
        self.phase = ROLL if self.end_turn else TURN

    def turn(self, delta: int) -> None:
        """Turn Assam: -1 left, 0 straight on, +1 right (180 degrees is never legal)."""
        self.assam = (self.assam & ~3) | ((self.assam + delta) & 3)
        if self.end_turn:
            self._next_turn()
        else:
            self.phase = ROLL

    def roll(self, steps: int) -> int:
        """Move Assam and pay tribute. Returns what the mover paid."""
        self.assam = assam = WALK[self.assam * 5 + steps]
        owner, due = self.tribute(assam >> 2)
        if owner < 0:
            self.phase = PLACE
            return 0
        seat = self.seat
        purse = self.dirhams[seat]
        if purse < due:
            self.dirhams[owner] += purse
            self.dirhams[seat] = 0
            self.out[seat] = True
            self._next_turn()
            return purse
        self.dirhams[owner] += due
        self.dirhams[seat] = purse - due
        self.phase = PLACE
        return due

    def place(self, index: int) -> None:
        colour = self.colour
        a, b = PLACEMENTS[index]
        carpet = (colour << CARPET_SHIFT) + self.per_colour - self.left[colour]
        self.board[a] = self.board[b] = carpet
        self.left[colour] -= 1
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
        """Pass the turn clockwise to the next player still in with carpets, or end the game.
        (Finding no such player is the same test as finished(), done in one pass.)"""
        out = self.out
        if out.count(False) > 1:
            n = len(out)
            seat = self.seat
            for _step in range(n):
                seat = seat + 1 if seat + 1 < n else 0
                if not out[seat] and self.carpets_left(seat):
                    self._begin_turn(seat)
                    return
        self.phase = OVER
        self.colour = -1

    # --- the end --------------------------------------------------------------------------

    def visible_squares(self, seat: int) -> int:
        owner = self.owner
        return sum(1 for v in self.board if v >= 0 and owner[v >> CARPET_SHIFT] == seat)

    def scores(self) -> list[int | None]:
        """Dirhams plus visible squares; None for a player who is out."""
        return [
            None if self.out[s] else self.dirhams[s] + self.visible_squares(s)
            for s in range(self.setup.players)
        ]

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
