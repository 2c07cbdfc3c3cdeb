"""Where "since your last turn" starts, for both games' tables: the moves made after the last
decision of a person (of the person to move, when a person is to move) are marked on the board
and told on their movers' cards until that person moves again, so a round of computer moves
can be followed by someone who looked away."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from common.core.step import Step


def since_last_turn(steps: Sequence[Step], is_human: Callable[[int], bool]) -> Sequence[Step]:
    """The steps after the viewer's last decision: the person to move if a person is, else
    any person at the table (all of them, if no person has decided yet)."""
    state = steps[-1].after if steps else None
    to_move = None if state is None or state.is_terminal() else state.current_player()
    viewer = to_move if to_move is not None and is_human(to_move) else None
    for step in reversed(steps):
        if step.is_decision and is_human(step.seat) and viewer in (None, step.seat):
            return steps[step.index + 1 :]
    return steps
