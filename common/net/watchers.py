"""Watching a room (issue 49): anyone with its code may follow it read-only unless its creator
said no. A watcher is a member with no seat and no token, on the room's `watchers` list: the
room's one fan-out (Room.broadcast) sends it every message its players get, in the same order
and only once stored, so it never learns a roll before its roller rolls. The server refuses
every request from a watcher; the players' `seats` messages say how many watch.

A room takes at most `per_room` watchers and one address at most `per_address` at a time (a
watcher costs a connection and a copy of every message)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from common.core.i18n import _
from common.net.errors import Refused
from common.net.protocol import FULL, NOT_ALLOWED
from common.net.room import Member, Room

PER_ROOM = 50
PER_ADDRESS = 4


class Watching:
    def __init__(self, per_room: int = PER_ROOM, per_address: int = PER_ADDRESS) -> None:
        self.per_room, self.per_address = per_room, per_address
        self.by_address: Counter[str] = Counter()

    def enter(self, room: Room, peer: Any) -> Member:
        """A new watcher of `room` on `peer`'s connection; Refused saying why not."""
        if not room.options.watchable:
            raise Refused(NOT_ALLOWED, _("The players of this room chose to play unwatched"))
        if len(room.watchers) >= self.per_room:
            raise Refused(FULL, _("This room has as many watchers as it takes"))
        if self.by_address[peer.address] >= self.per_address:
            raise Refused(FULL, _("You are watching as many games as one address may"))
        self.by_address[peer.address] += 1
        watcher = Member("", "", [], connection=peer)
        room.watchers.append(watcher)
        return watcher

    def leave(self, room: Room, watcher: Member, address: str) -> None:
        if watcher in room.watchers:
            room.watchers.remove(watcher)
            self.by_address[address] -= 1
            if self.by_address[address] <= 0:
                del self.by_address[address]
