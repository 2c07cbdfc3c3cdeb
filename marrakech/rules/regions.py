"""Regions of one colour on the Marrakech board: the squares a tribute is paid for, found
from the board's values (SAME_AS) and the squares' neighbours."""

from __future__ import annotations

from marrakech.rules.board import NEIGHBOURS, PLACEMENTS
from marrakech.rules.tables import SAME_AS


def whole_carpets(board: list[int]) -> int:
    """The placements whose two squares show one carpet, as bits (see Core.whole)."""
    return sum(
        1 << i for i, (a, b) in enumerate(PLACEMENTS) if board[a] >= 0 and board[a] == board[b]
    )


def region_squares(board: list[int], sq: int) -> set[int]:
    """Squares of the colour at `sq` joined to it edge to edge, `sq` included."""
    return set(region_list(board, sq))


def region_list(
    board: list[int],
    sq: int,
    same_as: tuple[tuple[bool, ...], ...] = SAME_AS,
    near: tuple[tuple[int, ...], ...] = NEIGHBOURS,
) -> list[int]:
    """The squares of region_squares(board, sq), `sq` first."""
    # Regions are small (2 to 4 squares): a list beats a set; default arguments read fastest.
    same = same_as[board[sq]]
    seen = [sq]
    for s in seen:
        for n in near[s]:
            if same[board[n]] and n not in seen:
                seen.append(n)
    return seen


def region_size(board: list[int], sq: int) -> int:
    """The tribute for Assam standing on `sq`: the size of its region."""
    return len(region_list(board, sq))
