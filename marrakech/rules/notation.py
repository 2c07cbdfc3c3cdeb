"""A one-line text form of a Marrakech position that reads back to the same position.

    M4 turn P2 c A33N $30,30,30,30 #12,12,12,12 out:- B:c00c00...../......./...

M<players>[e for the end-of-turn rotation variant], the phase, the seat whose turn it is (1-based,
P- before the start), the colour of the carpet to place (- when not known), Assam (column, row,
facing), dirhams by seat, carpets left by colour, the seats that are out (1-based, - for none),
and the board: 7 rows top to bottom, each 7 squares left to right, '.' for an empty square or a
colour letter and a two-digit carpet number.

Parsing checks that the fields agree, as they do in any position a game reaches: carpets are
numbered from 00 in the order they are laid, so every number on the board is below the count
of that colour's carpets laid (those not left); one carpet shows on at most two squares, side
by side; and whoever is to move is in the game with the carpet colour to place.
"""

from __future__ import annotations

import re

from common.core.errors import NotationError
from marrakech.rules.board import DIRECTION_LETTERS, NEIGHBOURS, SIZE, coords, square, square_name
from marrakech.rules.core import (
    OVER,
    PHASE_NAMES,
    PLACE,
    ROLL,
    START,
    TURN,
    Core,
)
from marrakech.rules.setup import COLOUR_LETTERS, MarrakechSetup
from marrakech.rules.tables import CARPET_SHIFT, EMPTY

_CELL = re.compile(r"\.|[" + COLOUR_LETTERS + r"]\d\d")


def _format_cell(value: int) -> str:
    if value == EMPTY:
        return "."
    return f"{COLOUR_LETTERS[value >> CARPET_SHIFT]}{value & ((1 << CARPET_SHIFT) - 1):02d}"


def format_core(core: Core) -> str:
    setup = core.setup
    x, y = coords(core.assam >> 2)
    rows = (
        "".join(_format_cell(core.board[square(cx, row)]) for cx in range(SIZE))
        for row in range(SIZE)
    )
    out = "".join(str(s + 1) for s in range(setup.players) if core.out[s]) or "-"
    return " ".join(
        (
            f"M{setup.players}{'e' if setup.end_turn_rotation else ''}",
            PHASE_NAMES[core.phase],
            f"P{core.seat + 1}" if core.seat >= 0 else "P-",
            COLOUR_LETTERS[core.colour] if core.colour >= 0 else "-",
            f"A{x}{y}{DIRECTION_LETTERS[core.assam & 3]}",
            "$" + ",".join(map(str, core.dirhams)),
            "#" + ",".join(map(str, core.left)),
            f"out:{out}",
            "B:" + "/".join(rows),
        )
    )


def _numbers(text: str, prefix: str, count: int, what: str) -> list[int]:
    if not text.startswith(prefix):
        raise NotationError(f"expected {what} starting with {prefix!r}, found {text!r}")
    parts = text[len(prefix) :].split(",")
    if len(parts) != count or not all(p.isdigit() for p in parts):
        raise NotationError(f"expected {count} whole numbers for {what}, found {text!r}")
    return [int(p) for p in parts]


def parse_core(text: str) -> Core:
    """The core for a position written by format_core; NotationError says what is wrong."""
    if not isinstance(text, str):
        raise NotationError("a position is written as text")
    fields = text.split()
    if len(fields) != 9:
        raise NotationError(f"a Marrakech position has 9 fields, this has {len(fields)}")
    head, phase, seat, colour, assam, dirhams, left, out, board = fields
    match = re.fullmatch(r"M([234])(e?)", head)
    if match is None:
        raise NotationError(f"{head!r} should be M2, M3 or M4, with e for the variant")
    setup = MarrakechSetup(int(match.group(1)), match.group(2) == "e")
    core = Core(setup)
    if phase not in PHASE_NAMES:
        raise NotationError(f"unknown phase {phase!r}")
    core.phase = PHASE_NAMES.index(phase)
    if seat == "P-":
        core.seat = -1
    elif re.fullmatch(r"P[1-4]", seat) and int(seat[1]) <= setup.players:
        core.seat = int(seat[1]) - 1
    else:
        raise NotationError(f"{seat!r} is not a seat of this game")
    if colour == "-":
        core.colour = -1
    elif colour in COLOUR_LETTERS[: setup.colours]:
        core.colour = COLOUR_LETTERS.index(colour)
    else:
        raise NotationError(f"{colour!r} is not a colour of this game")
    match = re.fullmatch(r"A([0-6])([0-6])([NESW])", assam)
    if match is None:
        raise NotationError(f"{assam!r} is not Assam (A, column, row, N/E/S/W)")
    facing = DIRECTION_LETTERS.index(match.group(3))
    core.assam = square(int(match.group(1)), int(match.group(2))) * 4 + facing
    core.dirhams = _numbers(dirhams, "$", setup.players, "dirhams")
    core.left = _numbers(left, "#", setup.colours, "carpets left")
    if any(n > setup.carpets_per_colour for n in core.left):
        raise NotationError(f"no colour has more than {setup.carpets_per_colour} carpets")
    if not re.fullmatch(r"out:(-|[1-4]+)", out):
        raise NotationError(f"{out!r} should list the seats that are out, or be out:-")
    seats_out = {int(ch) - 1 for ch in out[4:] if ch != "-"}
    if any(s >= setup.players for s in seats_out):
        raise NotationError(f"{out!r} names a seat that is not in this game")
    core.out = [s in seats_out for s in range(setup.players)]
    core.set_board(_parse_board(board, setup))
    _check_carpets(core)
    _check_mover(core)
    return core


def carpets_left_field(board: str, players: int) -> str:
    """The carpets-left field ("#12,12,...") that agrees with a board field ("B:..."): the
    carpets numbered on it were laid, the others are left. For hand-drawn positions."""
    setup = MarrakechSetup(players)
    laid = [0] * setup.colours
    for cell in _CELL.findall(board[2:]):
        if cell != ".":
            colour = COLOUR_LETTERS.index(cell[0])
            laid[colour] = max(laid[colour], int(cell[1:]) + 1)
    return "#" + ",".join(str(setup.carpets_per_colour - n) for n in laid)


def _check_carpets(core: Core) -> None:
    """Every carpet on the board was laid (its number is below its colour's count of carpets
    laid), and shows on one square or on two squares side by side."""
    squares_of: dict[int, list[int]] = {}
    for sq, value in enumerate(core.board):
        if value != EMPTY:
            squares_of.setdefault(value, []).append(sq)
    for value, squares in squares_of.items():
        colour, number = value >> CARPET_SHIFT, value & ((1 << CARPET_SHIFT) - 1)
        name = _format_cell(value)
        laid = core.setup.carpets_per_colour - core.left[colour]
        if number >= laid:
            raise NotationError(
                f"carpet {name} is on the board, but only {laid} {COLOUR_LETTERS[colour]} "
                f"carpets are laid ({core.left[colour]} left)"
            )
        if len(squares) > 2 or (len(squares) == 2 and squares[1] not in NEIGHBOURS[squares[0]]):
            where = ", ".join(square_name(sq) for sq in squares)
            raise NotationError(f"carpet {name} shows on {where}: one carpet covers two squares")


def _check_mover(core: Core) -> None:
    """Before the start nobody is to move; during the game the mover is still in, and the
    colour of the turn is theirs, with a carpet left while it is still to be placed (with the
    variant, Assam is turned after placing)."""
    if (core.seat < 0) != (core.phase == START):
        raise NotationError("only before the start is there no player to move (P-)")
    if core.phase in (START, OVER):
        return
    if core.out[core.seat]:
        raise NotationError(f"P{core.seat + 1} is out and cannot be the one to move")
    if core.phase not in (TURN, ROLL, PLACE):
        return  # drawing: the colour is the one drawn last turn, not yet this turn's
    letter = COLOUR_LETTERS[core.colour] if core.colour >= 0 else "-"
    if core.colour < 0 or core.owner[core.colour] != core.seat:
        raise NotationError(f"P{core.seat + 1} does not play the colour {letter}")
    to_place = core.phase != TURN or not core.end_turn
    if to_place and not core.left[core.colour]:
        raise NotationError(f"P{core.seat + 1} has no {letter} carpet left to place")


def _parse_board(text: str, setup: MarrakechSetup) -> list[int]:
    if not text.startswith("B:"):
        raise NotationError("the board should start with B:")
    rows = text[2:].split("/")
    if len(rows) != SIZE:
        raise NotationError(f"the board has {SIZE} rows, not {len(rows)}")
    board = []
    for row in rows:
        cells = _CELL.findall(row)
        if len(cells) != SIZE or "".join(cells) != row:
            raise NotationError(f"board row {row!r} should hold {SIZE} squares")
        for cell in cells:
            if cell == ".":
                board.append(EMPTY)
                continue
            colour = COLOUR_LETTERS.index(cell[0])
            number = int(cell[1:])
            if colour >= setup.colours or number >= 1 << CARPET_SHIFT:
                raise NotationError(f"{cell!r} is not a carpet of this game")
            board.append((colour << CARPET_SHIFT) + number)
    return board
