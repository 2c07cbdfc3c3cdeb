"""Play again (issue 49): at a game's end any player offers a rematch; each other player
accepts or declines; once every player has accepted (computer seats always do) a new game
starts in the same room, the seats rotated one place (seat 1's player takes seat 2, the last
one's takes seat 1, so who starts moves on), with a new seed and its new commitment. The seat
tokens stay the same: the token names a member of the room, not a seat, so everyone's saved
token still brings them back. A decline ends the offer; anyone may make it again."""

from __future__ import annotations

from common.core.i18n import _
from common.net.errors import Refused
from common.net.protocol import COMPUTER, NOT_ALLOWED
from common.net.room import Member, Room, msg


class Rematches:
    def __init__(self) -> None:
        self.offers: dict[str, set[int]] = {}  # room code: the members who accepted

    def answer(self, room: Room, member: Member, accept: bool) -> bool:
        """A player's yes or no (the first yes is the offer); True when everyone said yes
        (then `start_again` is the caller's to do)."""
        if not room.finished:
            raise Refused(NOT_ALLOWED, _("A rematch is offered once the game is over"))
        if not member.seats:
            raise Refused(NOT_ALLOWED, _("Only the players decide on a rematch"))
        me = room.members.index(member)
        if not accept:
            self.offers.pop(room.code, None)
            room.broadcast(msg("rematch", accepted=[], waiting=[], declined_by=member.name))
            return False
        offer = self.offers.setdefault(room.code, set())
        offer.add(me)
        players = {i for i, m in enumerate(room.members) if m.seats}
        if players <= offer:
            del self.offers[room.code]
            return True
        room.broadcast(msg("rematch", **self.view(room)))
        return False

    def view(self, room: Room) -> dict[str, list[int]]:
        """The offer standing in `room` (none: nobody said yes yet): the seats that said yes
        (computers always do) and those still to answer."""
        offer = self.offers.get(room.code, set())
        accepted = [
            s for s, seat in enumerate(room.seats) if seat.kind == COMPUTER or seat.member in offer
        ]
        waiting = [s for s in range(len(room.seats)) if s not in accepted]
        return {"accepted": accepted, "waiting": waiting}

    def offered(self, room: Room) -> bool:
        return room.code in self.offers

    def forget(self, code: str) -> None:
        self.offers.pop(code, None)


def start_again(room: Room) -> None:
    """The next game at the room's table: seats rotated one place, each member and watcher
    sent the room as it now is (its new seats), then the new game's commitment and steps."""
    count = len(room.seats)
    room.seats = [room.seats[(i - 1) % count] for i in range(count)]
    for member in room.members:
        member.seats = sorted((s + 1) % count for s in member.seats)
    room.record = None
    room.undo = None
    room.changed(room)  # the new table is stored before anyone is told of it
    for member in [*room.members, *room.watchers]:
        room.post(member, room.snapshot(member))
    room.begin()
