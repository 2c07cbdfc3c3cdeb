"""The way round a tile best goes on the open end: the legal rotation that grows the mover's
trunk most. A picked tile starts that way round, and the supply shows each fitting tile so,
for the person to compare them at a glance (as Tsuro shows its hand)."""

from __future__ import annotations

from bombay.rules.actions import place
from bombay.rules.events import trunk_growth
from bombay.rules.state import BombayState
from bombay.rules.tiles import PATTERNS


def best_rotation(state: BombayState, pattern: int) -> int | None:
    """The legal way round of `pattern` that grows the mover's trunk most (None: none)."""
    legal = sorted(state.legal_rotations(PATTERNS[pattern]))
    if not legal:
        return None
    mover = state.current_player()

    def growth(rotation: int) -> int:
        action = place(PATTERNS[pattern].name, rotation)
        return sum(len(e.segments) for e in trunk_growth(state, action) if e.seat == mover)

    return max(legal, key=growth)


def best_rotations(state: BombayState) -> dict[int, int]:
    """Each fitting pattern's best way round, by pattern index."""
    best = {i: best_rotation(state, i) for i in range(len(PATTERNS))}
    return {i: r for i, r in best.items() if r is not None}
