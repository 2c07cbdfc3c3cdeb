"""Limits that follow a person, not a connection: a room's member keeps them when it comes back
on a new connection, so leaving and rejoining never starts them afresh.

- Chat: `chats_per_minute` on average, bursts of `chat_burst` (the fixed messages are short; a
  table needs a few a minute), whatever connections the member uses.
- Take-backs: one the others refused may not be asked again by the same member until
  `undo_wait_moves` more decisions have been played at the table (a take-back being asked
  holds the game, so a stream of them would stop the others from ever moving).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from common.core.i18n import _
from common.net.errors import Refused
from common.net.limits import Limits, RateLimiter
from common.net.protocol import TOO_FAST, UNDO
from common.net.room import Member, Room


class PersonLimits:
    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.chats: dict[tuple[str, int], RateLimiter] = {}
        self.refused_at: dict[tuple[str, int], int] = {}  # the cursor of a refused take-back

    @staticmethod
    def _who(room: Room, member: Member) -> tuple[str, int]:
        return room.code, room.members.index(member)

    def chat(self, room: Room, member: Member) -> None:
        """Refused when this member has chatted too much lately."""
        rate = self.limits.chats_per_minute / 60.0
        who = self._who(room, member)
        limiter = self.chats.get(who)
        if limiter is None:
            limiter = self.chats[who] = RateLimiter(rate, self.limits.chat_burst, self.clock)
        if not limiter.allow():
            raise Refused(TOO_FAST, _("You are chatting too fast: wait a moment"))

    def ask_undo(self, room: Room, member: Member) -> None:
        """Refused while this member's last refused take-back is too recent."""
        at = self.refused_at.get(self._who(room, member))
        record = room.record
        if at is None or record is None:
            return
        played = sum(record.is_decision(i) for i in range(at, record.cursor))
        if played < self.limits.undo_wait_moves:
            raise Refused(UNDO, _("Your take-back was refused just now: play on a little first"))

    def undo_refused(self, room: Room, member: Member) -> None:
        if room.record is not None:
            self.refused_at[self._who(room, member)] = room.record.cursor

    def forget(self, code: str) -> None:
        for kept in (self.chats, self.refused_at):
            for who in [who for who in kept if who[0] == code]:
                del kept[who]
