"""What Undo and Redo may do at a table. At this computer: back to before the latest decision
of a person at the table (one's own last move in pass-and-play; past the computer's moves
against the computer, and past the steps the record makes on its own), never back across a die
or carpet draw already shown unless the player chose practice (then a new line rolls afresh).
Online: the same fair rule, asked of the others (no practice there), and no redo.

The buttons ask every frame: the answer is worked out once per position and setting."""

from __future__ import annotations

from typing import Any, Protocol

from common.core.record import GameRecord
from common.core.refusal import Refusal
from common.core.vocabulary import MOVE_ON_ITS_WAY, UNDO_REFUSED


class UndoTable(Protocol):
    """What an undo policy reads of its table."""

    record: GameRecord

    @property
    def caught_up(self) -> bool: ...

    def is_human(self, seat: int) -> bool: ...

    def in_flight(self) -> bool: ...

    def jump_to_record(self) -> None: ...


class LocalUndo:
    """Undo and redo at a table of this computer."""

    def __init__(self) -> None:
        # (the key of the position and setting, the answer, what the key's ids stand for)
        self._known: tuple[tuple[int, ...], Refusal | None, Any] | None = None

    def refusal(self, table: UndoTable, practice: bool) -> Refusal | None:
        """Why Undo cannot take back a person's move now (None if it can): the record's rule
        (a shown die is a commitment), with the player's practice setting."""
        record = table.record
        latest = record.steps[record.cursor - 1] if record.cursor else None
        key = (id(record), record.cursor, len(record.steps), id(latest), practice)
        if self._known is None or self._known[0] != key:  # (held: the ids stay theirs)
            refusal = record.undo_refusal(by=table.is_human, practice=practice)
            self._known = key, refusal, (record, latest)
        return self._known[1]

    def undo(self, table: UndoTable, practice: bool) -> Refusal | None:
        """Take back to before the latest decision of a person at the table; the reason when
        it cannot."""
        reason = self.refusal(table, practice)
        if reason is None:
            table.record.undo(by=table.is_human, practice=practice)
            table.jump_to_record()
        return reason

    def redo(self, table: UndoTable) -> bool:
        """Play again what was taken back, up to the next decision of a person."""
        if not table.record.can_redo():
            return False
        table.record.redo(until=table.is_human)
        table.jump_to_record()
        return True


class AskedUndo(LocalUndo):
    """Online: whether this player may ask the others to take back their last move (the
    fair-undo rule of every table; practice has no say online); what was taken back is never
    played again (redo: none)."""

    def __init__(self) -> None:
        super().__init__()
        self.refused_at = -1  # the number of actions when the others last refused our take-back

    def refusal(self, table: UndoTable, practice: bool) -> Refusal | None:
        if not table.caught_up or table.in_flight():
            return MOVE_ON_ITS_WAY.tell()
        if self.refused_at == len(table.record.actions):
            return UNDO_REFUSED.tell()
        return super().refusal(table, practice=False)

    def redo(self, table: UndoTable) -> bool:
        return False
