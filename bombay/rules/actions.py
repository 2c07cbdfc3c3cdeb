"""Bombay Bazar actions: small immutable values with a compact notation.

    E1      place pattern E turned once clockwise on the mover's open end (rotation < the
            pattern's number of distinct orientations)
    end     the mover cannot place a tile: they put their end piece on their open end and are out
    s2      chance: player 2 moves first

Every action exists once (they are interned); `id` is the fast core's action number.
"""

from __future__ import annotations

from bombay.rules.core import END, START
from bombay.rules.tiles import ORIENTATION_BY_NAME, ORIENTATIONS, PATTERN_BY_NAME, Orientation
from common.core.action import GameAction
from common.core.errors import NotationError


class Action(GameAction):
    """kind is 'place', 'end' or 'start'; id (= value) is the core's action number."""

    __slots__ = ()

    @property
    def id(self) -> int:
        return self.value

    @property
    def orientation(self) -> Orientation:
        """The tile and turn of a placement."""
        if self.kind != "place":
            raise ValueError(f"{self} does not place a tile")
        return ORIENTATIONS[self.id]

    @property
    def seat(self) -> int:
        """The player (0-based) a start action names."""
        if self.kind != "start":
            raise ValueError(f"{self} does not choose the first player")
        return self.id - START


PLACE_ACTIONS = tuple(Action("place", o.index, o.name) for o in ORIENTATIONS)
END_ACTION = Action("end", END, "end")
START_ACTIONS = tuple(Action("start", START + p, f"s{p + 1}") for p in range(4))
ACTIONS: tuple[Action, ...] = (*PLACE_ACTIONS, END_ACTION, *START_ACTIONS)
assert all(a.id == i for i, a in enumerate(ACTIONS))

_BY_TEXT = {str(a): a for a in ACTIONS}


def place(pattern: str, rotation: int) -> Action:
    """The placement of a pattern (by name) turned by any number of sixths clockwise, reduced
    to its distinct orientation: what a UI that lets the player spin a tile freely needs."""
    p = PATTERN_BY_NAME.get(pattern)
    if p is None:
        raise NotationError(f"there is no tile pattern {pattern!r} (A .. Q)")
    return PLACE_ACTIONS[ORIENTATION_BY_NAME[f"{pattern}{rotation % p.orientations}"].index]


def parse_action(text: str) -> Action:
    """The action written as `text` (see the module docstring)."""
    if not isinstance(text, str):
        raise NotationError("an action is written as text")
    action = _BY_TEXT.get(text.strip())
    if action is not None:
        return action
    t = text.strip()
    if len(t) == 2 and t[0] in PATTERN_BY_NAME and t[1].isdigit():
        p = PATTERN_BY_NAME[t[0]]
        raise NotationError(
            f"pattern {p.name} ({p.text}) has {p.orientations} distinct orientation"
            f"{'s' if p.orientations > 1 else ''}: turn 0 .. {p.orientations - 1}, not {t[1]}"
        )
    raise NotationError(
        f"{text!r} is not a Bombay Bazar action: a tile and turn like 'E1', 'end', or 's1'..'s4'"
    )
