"""The table controller of an online game: the seats at this computer are its person's, every
other seat (a friend's, a computer's) is played on the server. A move is checked by the rules
here (a quick answer) and sent; it comes back from the server as a step of the following
record. A die waits for its roller: ours is rolled by asking the server."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.ui.person_moves import SentToServer
from common.ui.seat_players import RemoteSeats
from common.ui.table_controller import TableController
from common.ui.undo_policy import AskedUndo


class OnlineController(TableController):
    """A table controller with the online parts: the seats in `mine` are this computer's
    (RemoteSeats), no computer players and no keeping here (the server's; this computer keeps
    the game when it ends, with its seed), moves sent to the server (SentToServer), and a
    take-back asked of the others (AskedUndo)."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self.seating = self.remote = RemoteSeats()
        self.computers = None
        self.keeping = None
        self.hand = self.sent = SentToServer()
        self.undo_policy = self.asked = AskedUndo()

    # What the online table gives and reads (common.ui.online_table, online_talk).

    @property
    def mine(self) -> frozenset[int]:
        return self.remote.mine

    @mine.setter
    def mine(self, seats: frozenset[int]) -> None:
        self.remote.mine = seats

    @property
    def send(self) -> Callable[[Any, int], object]:
        return self.sent.send

    @send.setter
    def send(self, send: Callable[[Any, int], object]) -> None:
        self.sent.send = send

    @property
    def send_roll(self) -> Callable[[], object]:
        return self.sent.send_roll

    @send_roll.setter
    def send_roll(self, send: Callable[[], object]) -> None:
        self.sent.send_roll = send

    @property
    def undo_refused_at(self) -> int:
        """The number of actions when the others last refused our take-back."""
        return self.asked.refused_at

    @undo_refused_at.setter
    def undo_refused_at(self, actions: int) -> None:
        self.asked.refused_at = actions

    # What the server says.

    def refused(self) -> None:
        """The server refused what we sent (the game moved on): the person chooses again."""
        self.sent.back()

    def arrived(self, first: int) -> None:
        """Steps from action `first` on came from the server (a decision changed before its
        die replaces the line from there): what we sent has come back."""
        self.sent.back()
        self.rewind_to(first)

    def taken_back(self) -> None:
        """Everyone agreed to a take-back: the record is back where the server's game is."""
        self.sent.back()
        self.jump_to_record()
