"""The Bombay Bazar board: 9 columns of flat-topped hexes in odd-q offset, the four elephants.

Cells are (column, row); even columns hold rows 0..7, odd columns rows 0..6, set half a cell
lower. A cell's name is its column letter and row number from 1: (1, 0) is "b1".
ELEPHANT_TABLE is the one place that holds the heads, first cells and entry edges
[decision: RULES-bombay.md, "Board"]. The fast core numbers cells col * 8 + row; OFF (72) stands
for every place outside the board.
"""

from __future__ import annotations

from common.core.errors import NotationError
from common.core.hexgrid import DIRECTION_NAMES, hex_to_oddq, neighbour, oddq_to_hex

COLUMNS = 9
COLUMN_LETTERS = "abcdefghi"

N, NE, SE, S, SW, NW = range(6)

# elephant (1..4), where it sits, head cell, first cell, entry edge of the first cell
ELEPHANT_TABLE: tuple[tuple[int, str, tuple[int, int], tuple[int, int], int], ...] = (
    (1, "top-left", (0, 0), (1, 0), NW),
    (2, "top-right", (8, 0), (7, 0), NE),
    (3, "bottom-right", (8, 7), (7, 6), SE),
    (4, "bottom-left", (0, 7), (1, 6), SW),
)

# The elephants in play for 1..4 players, in seat order: player i plays ELEPHANTS_IN_PLAY[n][i].
ELEPHANTS_IN_PLAY: dict[int, tuple[int, ...]] = {1: (1,), 2: (1, 3), 3: (1, 2, 3), 4: (1, 2, 3, 4)}

Cell = tuple[int, int]


def rows_in_column(col: int) -> int:
    return 8 if col % 2 == 0 else 7


def on_board(cell: Cell) -> bool:
    col, row = cell
    return 0 <= col < COLUMNS and 0 <= row < rows_in_column(col)


CELLS: tuple[Cell, ...] = tuple((c, r) for c in range(COLUMNS) for r in range(rows_in_column(c)))
HEADS: tuple[Cell, ...] = tuple(e[2] for e in ELEPHANT_TABLE)
FIRST_CELLS: tuple[Cell, ...] = tuple(e[3] for e in ELEPHANT_TABLE)
ENTRY_EDGES: tuple[int, ...] = tuple(e[4] for e in ELEPHANT_TABLE)
PLAYABLE: tuple[Cell, ...] = tuple(c for c in CELLS if c not in HEADS)


def cell_neighbour(cell: Cell, edge: int) -> Cell | None:
    """The cell across `edge`, or None if that edge faces the outside of the board."""
    other = hex_to_oddq(neighbour(oddq_to_hex(*cell), edge))
    return other if on_board(other) else None


def is_playable(cell: Cell | None) -> bool:
    return cell is not None and on_board(cell) and cell not in HEADS


def cell_name(cell: Cell) -> str:
    return f"{COLUMN_LETTERS[cell[0]]}{cell[1] + 1}"


def parse_cell(text: str) -> Cell:
    """The cell written as e.g. "b1"; NotationError if there is no such cell."""
    if len(text) == 2 and text[0] in COLUMN_LETTERS and text[1].isdigit():
        cell = (COLUMN_LETTERS.index(text[0]), int(text[1]) - 1)
        if on_board(cell):
            return cell
    raise NotationError(f"{text!r} is not a cell of the board (a1 .. i8, odd columns to 7)")


def edge_name(edge: int) -> str:
    return DIRECTION_NAMES[edge]


# --- tables for the fast core -----------------------------------------------------------------

OFF = 72  # the index of "outside the board" in the core's cell arrays
SLOTS = 73


def index(cell: Cell) -> int:
    return cell[0] * 8 + cell[1]


def cell_of(i: int) -> Cell:
    return divmod(i, 8)


PLAYABLE_INDEX: tuple[int, ...] = tuple(index(c) for c in PLAYABLE)
HEAD_INDEX: tuple[int, ...] = tuple(index(c) for c in HEADS)
FIRST_INDEX: tuple[int, ...] = tuple(index(c) for c in FIRST_CELLS)


def _neighbour_index(i: int, edge: int) -> int:
    if i == OFF:
        return OFF
    other = cell_neighbour(cell_of(i), edge)
    return OFF if other is None else index(other)


# NEIGHBOUR[i][e]: the cell index across edge e of cell index i (OFF outside or from OFF).
NEIGHBOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(_neighbour_index(i, e) for e in range(6)) for i in range(SLOTS)
)
# Bits of the edges of each cell that face the outside or a head (never playable).
BLOCKED_EDGES: tuple[int, ...] = tuple(
    sum(1 << e for e in range(6) if NEIGHBOUR[i][e] == OFF or NEIGHBOUR[i][e] in HEAD_INDEX)
    for i in range(SLOTS)
)
# For each cell index: (edge, neighbour index, bit of the neighbour's edge facing back) for the
# playable neighbours only.
PLAYABLE_NEIGHBOURS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(
        (e, NEIGHBOUR[i][e], 1 << ((e + 3) % 6))
        for e in range(6)
        if NEIGHBOUR[i][e] in PLAYABLE_INDEX
    )
    for i in range(SLOTS)
)
