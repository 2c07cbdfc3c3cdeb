"""The roll gesture: a die the record waits for (GameRecord.waiting_roll) is rolled by a
person's gesture (the Roll button, Space), or at once for a computer. Whose gesture it is,
read from the screen's side: the die may be rolled while the turn before it is still shown."""

from __future__ import annotations

from typing import Any, Protocol

from common.core.record import GameRecord
from common.ui.seat_players import Seating


class GestureTable(Protocol):
    """What the roll gesture reads of its table."""

    record: GameRecord
    seating: Seating

    def reaching(self) -> tuple[int, Any]: ...

    def in_flight(self) -> bool: ...


def gesture_roller(table: GestureTable) -> int | None:
    """The seat of the person whose gesture rolls the waiting die, or None (none waits, the
    screen has not reached it, or a move or roll of ours is on its way to the server)."""
    record = table.record
    reaching, state = table.reaching()
    if reaching != record.cursor or table.in_flight():
        return None
    return whose_gesture(table, state.roller() if state.is_chance_node() else None)


def whose_gesture(table: GestureTable, roller: int | None) -> int | None:
    """Whose gesture rolls the die of `roller`: theirs if a person's; else, where a person's
    decision stands just before it (the variant's end-of-turn turn, with a computer to roll
    next), that person's, so the turn stays theirs to change until they roll; else nobody's
    (a computer rolls at once)."""
    seating, record = table.seating, table.record
    if roller is None or seating.is_human(roller):
        return roller
    before = record.steps[record.cursor - 1] if record.cursor else None
    if before is None or not before.is_decision or not seating.rolls_for_computers:
        return None
    return before.seat if seating.is_human(before.seat) else None


def unrolled_decision(table: GestureTable) -> int | None:
    """The index of a person's decision just before a die that waits for a person's gesture,
    or None. Until the roll it may change: a new decision replaces it (GameRecord.play)."""
    if gesture_roller(table) is None:
        return None
    step = table.record.steps[table.record.cursor - 1]
    return step.index if step.is_decision and table.seating.is_human(step.seat) else None
