"""Open tables (issue 49): rooms their creator listed, shown to anyone who asks until the game
starts or every seat is taken (a real-time one only while its creator is there), newest first.
One address may have at most `per_address` rooms listed at a time (a list everyone reads must
not be one person's to fill)."""

from __future__ import annotations

from typing import Any

from common.core.i18n import _
from common.net.errors import Refused
from common.net.protocol import FULL, MAX_OPEN_TABLES, REMOTE
from common.net.room import Room

PER_ADDRESS = 3


def is_open(room: Room) -> bool:
    """Listed, not started, with a remote seat nobody holds yet, and someone to start it: a
    real-time room while its creator is there (a turn-based one waits for them)."""
    free = any(seat.kind == REMOTE and seat.member is None for seat in room.seats)
    hosted = room.options.turn_based or any(m.creator and m.online for m in room.members)
    return room.options.listed and room.record is None and free and hosted


def table_view(room: Room) -> dict[str, Any]:
    """What the list says of a room: no seat's token, no name but its host's."""
    host = next((m.name for m in room.members if m.creator), "")
    free = sum(seat.kind == REMOTE and seat.member is None for seat in room.seats)
    view = {
        "code": room.code,
        "game": room.game.name,
        "players": len(room.seats),
        "free": free,
        "tempo": room.options.tempo,
        "move_seconds": room.options.move_seconds,
        "language": room.options.language,
    }
    return {**view, "host": host} if host else view


class OpenTables:
    def __init__(self, per_address: int = PER_ADDRESS) -> None:
        self.per_address = per_address
        self.listed: dict[str, str] = {}  # code: the address that listed it, oldest first

    def add(self, room: Room, address: str, rooms: dict[str, Room]) -> None:
        """List a new room; Refused when its address has as many open tables as it may."""
        self._drop_closed(rooms)
        if sum(a == address for a in self.listed.values()) >= self.per_address:
            raise Refused(FULL, _("You have as many open tables listed as one address may"))
        self.listed[room.code] = address

    def loaded(self, room: Room) -> None:
        """A room read back at a restart: listed again if it is still open (its address is
        not known any more, so it counts against none)."""
        if is_open(room):
            self.listed[room.code] = ""

    def forget(self, code: str) -> None:
        self.listed.pop(code, None)

    def _drop_closed(self, rooms: dict[str, Room]) -> None:
        for code in [c for c in self.listed if c not in rooms or not is_open(rooms[c])]:
            del self.listed[code]

    def views(self, rooms: dict[str, Room]) -> list[dict[str, Any]]:
        """The open rooms, newest first, at most MAX_OPEN_TABLES."""
        self._drop_closed(rooms)
        newest = list(reversed(self.listed))[:MAX_OPEN_TABLES]
        return [table_view(rooms[code]) for code in newest]
