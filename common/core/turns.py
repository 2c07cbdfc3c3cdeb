"""Turns, one definition for every game: what the replay's counter, the keep question and Load
count, read from a record's steps (common.core.step).

A turn is one player's: it holds that player's decisions, at most one of each kind of action
(Marrakech: turn Assam, lay a carpet, and in the variant turn him again at the end; Bombay: lay
a tile). So a decision opens a new turn when its player is not the one whose turn it is, or
when that player has already made a decision of its kind this turn (Bombay's solo player lays
one tile a turn).

Chance and forced steps open no turn of their own. A chance step leading into another
player's decision opens that player's turn (the variant's die, the two-player carpet draw);
otherwise it belongs to the turn in progress (the die after Assam is turned); the draw of who
goes first opens the first player's turn 1. A forced step (Bombay's end piece) belongs to the
turn in progress. So a game at its start is at turn 1, and every step has a turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from common.core.step import CHANCE_STEP, DECISION, Step, step_kind

_LOOK_AHEAD = 8  # steps looked ahead for a game's next decision: chance and forced ones first


def turn_numbers(steps: Sequence[Step]) -> list[int]:
    """The turn (1-based) of each step, in order; [] for no steps."""
    numbers: list[int] = []
    turn = 0  # 0 until the first turn opens
    seat = None  # whose turn it is
    kinds: set[object] = set()  # the kinds of action they have decided this turn
    for step, mover in zip(steps, _next_movers(steps), strict=True):
        opens = None
        if step.is_decision:
            kind = getattr(step.action, "kind", None)
            if not turn or step.seat != seat or kind in kinds:
                opens = step.seat
        elif step.is_chance and mover is not None and (not turn or mover != seat):
            opens = mover
        if opens is not None:
            turn, seat, kinds = turn + 1, opens, set()
        if step.is_decision:
            kinds.add(getattr(step.action, "kind", None))
        numbers.append(max(turn, 1))
    return numbers


def turn_count(steps: Sequence[Step]) -> int:
    """How many turns the steps hold, the one in progress included (0 for no steps): the turn
    a game has reached."""
    return turn_numbers(steps)[-1] if steps else 0


def turn_to_play(steps: Sequence[Step]) -> int:
    """The turn a game stopped at `steps` goes on with: the turn of its next decision (a
    Bombay game with eight tiles laid by two players goes on with turn 9); 0 for a game no
    one has made a decision in yet, the turn count for a finished one."""
    if not any(step.is_decision for step in steps):
        return 0
    ahead = list(steps)
    for _ in range(_LOOK_AHEAD):  # the chance and forced steps before the next decision
        state = ahead[-1].after
        if state.is_terminal():
            break
        kind = step_kind(state)
        if state.is_chance_node():
            action = state.chance_outcomes()[0][0]
        else:
            action = state.forced_action() if kind != DECISION else state.legal_actions()[0]
        seat = state.current_player()
        last = ahead[-1]
        chances = last.chances + (1 if kind == CHANCE_STEP else 0)
        after = state.apply_action(action)
        ahead.append(Step(last.index + 1, seat, kind, action, state, after, chances, last.game))
        if kind == DECISION:
            break
    return turn_count(ahead)


def turn_number(steps: Sequence[Step], index: int) -> int:
    """The turn (1-based) step `index` belongs to; IndexError for an index not in steps."""
    if not 0 <= index < len(steps):
        raise IndexError(f"step {index} of {len(steps)}")
    return turn_numbers(steps[: index + 1])[-1]


def _next_movers(steps: Sequence[Step]) -> list[int | None]:
    """For each step, the seat whose decision comes next after it (the next decision's, or
    for the last steps the seat to move after them), None where no seat is to move."""
    movers: list[int | None] = [None] * len(steps)
    upcoming: int | None = None
    if steps:
        last = steps[-1].after.current_player()
        upcoming = last if last >= 0 else None
    for i in range(len(steps) - 1, -1, -1):
        movers[i] = upcoming
        if steps[i].is_decision:
            upcoming = steps[i].seat
    return movers
