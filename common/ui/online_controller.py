"""The table controller of an online game: the seats at this computer are its person's, every
other seat (a friend's, a computer's) is played on the server. A move is checked by the rules
here (a quick answer) and sent; it comes back from the server as a step of the following
record. A die waits for its roller: ours is rolled by asking the server."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.core.errors import IllegalActionError
from common.core.refusal import Refusal
from common.core.vocabulary import MOVE_ON_ITS_WAY, NOT_YOUR_TURN, UNDO_REFUSED
from common.ui.table_controller import TableController


class OnlineController(TableController):
    """The table controller of an online game: the seats at this computer are `mine`; every
    other seat (a friend's, a computer's) is played on the server."""

    mine: frozenset[int] = frozenset()
    send: Callable[[Any, int], None] = staticmethod(lambda action, index: None)
    send_roll: Callable[[], None] = staticmethod(lambda: None)
    rolls_for_computers = False  # the server rolls its computers' dice at once
    _sent_at = -1  # the number of actions when a move was last sent (until it comes back)
    undo_refused_at = -1  # the number of actions when the others last refused our take-back

    def is_human(self, seat: int) -> bool:
        return seat in self.mine

    def is_computer(self, seat: int) -> bool:
        return False

    def human_to_move(self) -> bool:
        return self._sent_at != len(self.record.actions) and super().human_to_move()

    def submit(self, action: Any, by_hand: bool = False) -> Refusal | None:
        """Send a person's decision: at the cursor, or, while their die waits, in place of
        their decision before it (the server replaces it and sends the new line)."""
        index = self.unrolled_decision()
        if index is None:
            if not self.human_to_move():
                return NOT_YOUR_TURN.tell()
            index = len(self.record.actions)
        elif self._sent_at == len(self.record.actions):
            return NOT_YOUR_TURN.tell()
        try:
            self.record.expect(index, action)  # the rules' one check in this window
        except IllegalActionError as error:
            return error.reason
        self._sent_at = len(self.record.actions)
        self.by_hand = index if by_hand else None
        self.stop_thinking()
        self.send(action, index)
        return None

    def roll_waiting(self) -> int | None:
        """Our die waits, and no roll or move of ours is on its way to the server."""
        if self._sent_at == len(self.record.actions):
            return None
        return super().roll_waiting()

    def roll(self) -> bool:
        """Ask the server to roll our die (it draws it now, and everyone sees it at once)."""
        if self.roll_waiting() is None:
            return False
        self._sent_at = len(self.record.actions)
        self.send_roll()
        return True

    def undo_refusal(self, practice: bool) -> Refusal | None:
        """Whether this player may ask to take back their last move: the fair-undo rule of
        every table (never back across a shown roll; practice has no say online)."""
        if not self.caught_up or self._sent_at == len(self.record.actions):
            return MOVE_ON_ITS_WAY.tell()
        if self.undo_refused_at == len(self.record.actions):
            return UNDO_REFUSED.tell()
        return self.record.undo_refusal(by=self.mine.__contains__)

    def redo(self) -> bool:
        return False

    def refused(self) -> None:
        self._sent_at = -1

    def arrived(self, first: int) -> None:
        """Steps from action `first` on came from the server (a decision changed before its
        die replaces the line from there): what we sent has come back."""
        self._sent_at = -1
        self.rewind_to(first)

    def taken_back(self) -> None:
        """Everyone agreed to a take-back: the record is back where the server's game is."""
        self._sent_at = -1
        self.jump_to_record()

    def autosave(self) -> None:
        """The server keeps the game; this computer keeps it when it ends (with its seed)."""

    def flush(self) -> None:
        """Nothing to write: see autosave."""
