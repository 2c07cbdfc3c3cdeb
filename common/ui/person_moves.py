"""How a person's decisions and rolls reach the game: played into the record here at once
(PlayedHere), or sent to the server and shown when they come back (SentToServer: the rules
check a move here first, for a quick answer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, cast

from common.core.errors import IllegalActionError
from common.core.record import GameRecord
from common.core.refusal import Refusal
from common.core.vocabulary import NOT_YOUR_TURN


class MovesTable(Protocol):
    """What a person's moves read of their table."""

    record: GameRecord

    def unrolled_decision(self) -> int | None: ...

    def human_to_move(self) -> bool: ...

    def rewind_to(self, index: int) -> None: ...


class Hand(Protocol):
    """How a person's moves and rolls reach the game."""

    def in_flight(self, table: MovesTable) -> bool:
        """A move or roll of the person's is on its way (and nothing more may be sent)."""

    def submit(self, table: MovesTable, action: Any) -> int | Refusal:
        """The action number the move took, or the rules' refusal (nothing changes)."""

    def roll(self, table: MovesTable) -> None:
        """The person's gesture rolls the waiting die."""


class PlayedHere:
    """A person's move is played into the record at once: the rules are asked once, as the
    record plays it. While the person's die waits, the decision before it is replaced, and the
    screen goes back to show the new one."""

    def in_flight(self, table: MovesTable) -> bool:
        """Nothing is ever on its way: the record has it at once."""
        return False

    def submit(self, table: MovesTable, action: Any) -> int | Refusal:
        """The action number the move took, or the rules' refusal (nothing changes)."""
        replaced = table.unrolled_decision()
        try:
            table.record.play(action)
        except IllegalActionError as error:
            return refusal_of(error)
        if replaced is not None:
            table.rewind_to(replaced)
        return table.record.cursor - 1

    def roll(self, table: MovesTable) -> None:
        """The record draws the die now, and its step is shown next."""
        table.record.roll()


class SentToServer:
    """An online table's: a move is checked here and sent (at the cursor, or, while the
    person's die waits, in place of their decision before it); a roll is asked of the server.
    Until it comes back (arrived) or is refused, nothing more is sent."""

    def __init__(self) -> None:
        self.sent_at = -1  # the number of actions when a move was last sent (until it is back)
        self.send: Callable[[Any, int], object] = lambda action, index: None
        self.send_roll: Callable[[], object] = lambda: None

    def in_flight(self, table: MovesTable) -> bool:
        return self.sent_at == len(table.record.actions)

    def submit(self, table: MovesTable, action: Any) -> int | Refusal:
        index = table.unrolled_decision()
        if index is None:
            if not table.human_to_move():
                return NOT_YOUR_TURN.tell()
            index = len(table.record.actions)
        elif self.in_flight(table):
            return NOT_YOUR_TURN.tell()
        try:
            table.record.expect(index, action)  # the rules' one check in this window
        except IllegalActionError as error:
            return refusal_of(error)
        self.sent_at = len(table.record.actions)
        self.send(action, index)
        return index

    def roll(self, table: MovesTable) -> None:
        self.sent_at = len(table.record.actions)
        self.send_roll()

    def back(self) -> None:
        """What we sent came back, or was refused: the person may send again."""
        self.sent_at = -1


def refusal_of(error: IllegalActionError) -> Refusal:
    """The rules' reason for refusing a move: a Refusal, as every game's rules give it."""
    return cast(Refusal, error.reason)
