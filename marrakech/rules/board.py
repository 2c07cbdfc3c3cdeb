"""The 7x7 market: squares, directions, Assam's walk with the border arcs, and carpet positions.

A square is an index 0..48 = y * 7 + x (x = column left to right, y = row top to bottom, north up).
Everything here is precomputed once into tables, so the rules do lookups instead of geometry.
"""

from __future__ import annotations

SIZE = 7
SQUARES = SIZE * SIZE
CENTRE = 3 * SIZE + 3

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DIRECTION_LETTERS = "NESW"
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))


def square(x: int, y: int) -> int:
    return y * SIZE + x


def coords(sq: int) -> tuple[int, int]:
    return sq % SIZE, sq // SIZE


def square_name(sq: int) -> str:
    """Column then row, as digits: square (3, 4) is '34'."""
    x, y = coords(sq)
    return f"{x}{y}"


def _pair_partner(i: int) -> int:
    """Partner along the east and south borders, where the arcs join 1-2, 3-4 and 5-6."""
    return i + 1 if i % 2 else i - 1


def step(x: int, y: int, facing: int) -> tuple[int, int, int]:
    """One step of Assam. Off the market he follows the mosaic arc (RULES-marrakech.md, step 2):
    the arc is free, the square he re-enters on is the step, and he faces back inward."""
    dx, dy = _STEP[facing]
    nx, ny = x + dx, y + dy
    if 0 <= nx < SIZE and 0 <= ny < SIZE:
        return nx, ny, facing
    if facing == NORTH:
        return (6, 0, WEST) if x == 6 else (x ^ 1, 0, SOUTH)
    if facing == EAST:
        return (6, 0, SOUTH) if y == 0 else (6, _pair_partner(y), WEST)
    if facing == SOUTH:
        return (0, 6, EAST) if x == 0 else (_pair_partner(x), 6, NORTH)
    return (0, 6, NORTH) if y == 6 else (0, y ^ 1, EAST)


def _walk_table() -> tuple[int, ...]:
    """WALK[(square * 4 + facing) * 5 + steps] = square * 4 + facing after that many steps."""
    table = []
    for sq in range(SQUARES):
        for facing in range(4):
            x, y = coords(sq)
            f = facing
            for steps in range(5):
                if steps:
                    x, y, f = step(x, y, f)
                table.append(square(x, y) * 4 + f)
    return tuple(table)


WALK = _walk_table()
#: LANDINGS[assam][steps]: Assam after that many steps, and his square (for Core.roll).
LANDINGS = tuple(
    tuple((WALK[assam * 5 + steps], WALK[assam * 5 + steps] >> 2) for steps in range(5))
    for assam in range(SQUARES * 4)
)
#: Assam (square * 4 + facing) -> his square; TURNED[assam][delta] -> Assam turned by delta
#: (0 straight on, 1 right, -1 left). Tuple lookups: cheaper than >> and & in the hot loop.
ASSAM_SQUARE = tuple(assam >> 2 for assam in range(SQUARES * 4))
TURNED = tuple(
    tuple(assam - (assam & 3) + ((assam + delta) & 3) for delta in (0, 1, -1))
    for assam in range(SQUARES * 4)
)


def _neighbours(sq: int) -> tuple[int, ...]:
    x, y = coords(sq)
    return tuple(
        square(x + dx, y + dy) for dx, dy in _STEP if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE
    )


NEIGHBOURS = tuple(_neighbours(sq) for sq in range(SQUARES))


def _placements() -> tuple[tuple[int, int], ...]:
    """Every position of a two-square carpet, (lower square, higher square), in index order."""
    result = []
    for sq in range(SQUARES):
        x, y = coords(sq)
        if x < SIZE - 1:
            result.append((sq, sq + 1))
        if y < SIZE - 1:
            result.append((sq, sq + SIZE))
    return tuple(result)


PLACEMENTS = _placements()
PLACEMENT_INDEX = {cells: i for i, cells in enumerate(PLACEMENTS)}


def _candidates(assam: int) -> tuple[tuple[int, int, int], ...]:
    """(placement index, a, b) for carpets touching Assam's square by an edge and not on it."""
    near = set(NEIGHBOURS[assam])
    return tuple(
        (i, a, b)
        for i, (a, b) in enumerate(PLACEMENTS)
        if assam not in (a, b) and (a in near or b in near)
    )


CANDIDATES = tuple(_candidates(sq) for sq in range(SQUARES))
#: Bit i set for each candidate placement i next to Assam's square (as bits of an int).
CANDIDATE_BITS = tuple(sum(1 << i for i, _a, _b in CANDIDATES[sq]) for sq in range(SQUARES))
# Bit j set for each placement j covering the square.
_COVERING = [0] * SQUARES
for _j, (_a, _b) in enumerate(PLACEMENTS):
    _COVERING[_a] |= 1 << _j
    _COVERING[_b] |= 1 << _j
#: Bit j set for each placement j sharing a square with placement i (i itself included).
OVERLAPPING_BITS = tuple(_COVERING[a] | _COVERING[b] for a, b in PLACEMENTS)
