"""Marrakech actions: small immutable values with a compact notation.

    s2      chance: seat 2 starts the game
    +y      chance (2 players): the mover's next carpet is yellow
    L S R   turn Assam left, keep him straight, turn him right (U, turning around, is never legal)
    d3      chance: the die shows 3
    34-35   place a carpet on squares (3,4) and (3,5) (column, row)

Every action exists once (they are interned), so comparing and hashing them is cheap.
"""

from __future__ import annotations

import re

from common.core.action import GameAction
from common.core.errors import NotationError
from marrakech.rules.board import PLACEMENT_INDEX, PLACEMENTS, square, square_name
from marrakech.rules.setup import COLOUR_LETTERS

TURN_LETTERS = {-1: "L", 0: "S", 1: "R", 2: "U"}


class Action(GameAction):
    """kind is 'start', 'draw', 'turn', 'roll' or 'place'; value is a seat (0-based), colour,
    turn (-1, 0, 1, 2), die face, or carpet position index."""

    __slots__ = ()

    @property
    def squares(self) -> tuple[int, int]:
        """The two squares of a carpet placement."""
        return PLACEMENTS[self.value]


START_ACTIONS = tuple(Action("start", s, f"s{s + 1}") for s in range(4))
DRAW_ACTIONS = tuple(Action("draw", c, f"+{letter}") for c, letter in enumerate(COLOUR_LETTERS))
TURN_ACTIONS = {d: Action("turn", d, letter) for d, letter in TURN_LETTERS.items()}
ROLL_ACTIONS = {n: Action("roll", n, f"d{n}") for n in range(1, 5)}
PLACE_ACTIONS = tuple(
    Action("place", i, f"{square_name(a)}-{square_name(b)}") for i, (a, b) in enumerate(PLACEMENTS)
)
TURN_CHOICES = [TURN_ACTIONS[-1], TURN_ACTIONS[0], TURN_ACTIONS[1]]

_BY_TEXT = {
    str(a): a
    for a in (*START_ACTIONS, *DRAW_ACTIONS, *TURN_ACTIONS.values(), *ROLL_ACTIONS.values())
}
_PLACE_PATTERN = re.compile(r"([0-6])([0-6])-([0-6])([0-6])")


def place_action(a: int, b: int) -> Action:
    """The placement on squares a and b (in either order); NotationError if they are not
    two squares that share an edge."""
    index = PLACEMENT_INDEX.get((min(a, b), max(a, b)))
    if index is None:
        raise NotationError("a carpet covers two squares that share an edge")
    return PLACE_ACTIONS[index]


def parse_action(text: str) -> Action:
    """The action written as `text` (see the module docstring)."""
    if not isinstance(text, str):
        raise NotationError("an action is written as text")
    action = _BY_TEXT.get(text.strip())
    if action is not None:
        return action
    match = _PLACE_PATTERN.fullmatch(text.strip())
    if match is None:
        raise NotationError(f"{text!r} is not a Marrakech action")
    x1, y1, x2, y2 = (int(g) for g in match.groups())
    return place_action(square(x1, y1), square(x2, y2))
