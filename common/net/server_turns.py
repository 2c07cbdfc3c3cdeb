"""The server's part of issue 49, in one place beside GameServer (which calls it at a few
hooks): room options at creation and the open-tables list, watching, My games, rematch,
webhooks, and the turn clocks with their sweep. Each feature lives in its own module
(room_options, open_tables, watchers, my_games, rematch, webhooks, room_clock); this one only
routes the server's messages and events to them."""

from __future__ import annotations

import asyncio
import contextlib
import functools
from typing import TYPE_CHECKING, Any

from common.core.applog import logger
from common.core.i18n import N_, _, gettext_in
from common.net.bot_pool import ONLINE_LEVELS
from common.net.errors import Refused
from common.net.my_games import summaries
from common.net.open_tables import OpenTables
from common.net.protocol import NOT_ALLOWED, REMOTE
from common.net.rematch import Rematches, start_again
from common.net.room import Member, Room, msg
from common.net.room_clock import SWEEP_SECONDS, RoomClocks
from common.net.room_options import options_from
from common.net.watchers import Watching
from common.net.webhooks import Webhooks, parse_url

if TYPE_CHECKING:
    from common.net.peer import Peer
    from common.net.server import GameServer

log = logger(__name__)

YOUR_TURN = N_("Your turn in {game} (room {code})")  # a webhook's notice
LOBBY_KINDS = ("watch", "my_games", "open_tables")


class TurnFeatures:
    def __init__(self, server: GameServer, webhooks: Webhooks | None = None) -> None:
        self.server = server
        self.clocks = RoomClocks(server.clock, server.wall)
        self.watching = Watching()
        self.tables = OpenTables()
        self.rematches = Rematches()
        self.webhooks = webhooks or Webhooks(server.clock)
        self.sweeper: asyncio.Task[None] | None = None

    # --- the server's life ------------------------------------------------------------

    def start(self) -> None:
        """On the server's loop, once it listens."""
        self.webhooks.start()
        self.sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())

    async def close(self) -> None:
        if self.sweeper is not None:
            self.sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.sweeper
        await self.webhooks.close()

    def adopt(self, room: Room) -> None:
        """A room the server takes on (new or loaded): its changes and its clock go here."""
        room.changed = self.changed
        room.more_fields = functools.partial(self._snapshot_fields, room)

    def _snapshot_fields(self, room: Room) -> dict[str, Any]:
        """A turn-based room's clock and a rematch offered, for whoever enters the room."""
        fields: dict[str, Any] = {}
        clock = self.clocks.view(room)
        if clock is not None:
            fields["clock"] = clock
        if self.rematches.offered(room):
            fields["rematch"] = self.rematches.view(room)
        return fields

    def loaded(self, room: Room) -> None:
        """A room read back at a start: listed again if still open; its turn's clock starts."""
        self.tables.loaded(room)
        self.clocks.loaded(room)

    def forget(self, code: str) -> None:
        self.tables.forget(code)
        self.rematches.forget(code)
        self.clocks.forget(code)

    # --- requests -----------------------------------------------------------------------

    def created(self, room: Room, peer: Peer, message: dict[str, Any]) -> None:
        """A new room's options, and its place on the open tables if it asked for one."""
        try:
            room.options = options_from(message)
        except ValueError as error:
            raise Refused(NOT_ALLOWED, _("A move clock is for turn-based games only")) from error
        if room.options.listed:
            self.tables.add(room, peer.address, self.server.rooms)

    def joined(self, room: Room) -> None:
        """A turn-based room starts by itself once its last seat is taken: its players come
        when they can, so nobody has to be there to press Start."""
        free = any(s.kind == REMOTE and s.member is None for s in room.seats)
        if room.options.turn_based and room.record is None and not free:
            room.begin()
            self.server._wake_computer(room)

    def lobby(self, peer: Peer, message: dict[str, Any]) -> None:
        kind, rooms = message["type"], self.server.rooms
        if kind == "my_games":
            peer.post(msg("my_games", games=summaries(rooms, message["seats"], self.clocks)))
        elif kind == "open_tables":
            peer.post(msg("open_tables", tables=self.tables.views(rooms)))
        elif peer.room is not None:
            raise Refused(NOT_ALLOWED, _("You are in a room already"))
        else:
            self._watch(peer, message["code"])

    def _watch(self, peer: Peer, code: str) -> None:
        room = self.server._knock(peer, code)
        if room is None:
            raise self.server._wrong(peer, _("There is no room with that code"))
        watcher = self.watching.enter(room, peer)
        peer.room, peer.member = room, watcher
        self.server.writes.post(room, peer, room.snapshot(watcher))
        if room.finished:
            self.server.writes.post(room, peer, room.reveal())
        room.presence_changed()

    def handle(self, peer: Peer, room: Room, member: Member, message: dict[str, Any]) -> bool:
        """A request in a room that is this module's (True), or the server's own (False).
        Every request from a watcher is refused."""
        kind = message["type"]
        if member in room.watchers:
            raise Refused(NOT_ALLOWED, _("Watchers watch: they cannot play or chat"))
        overdue = self.clocks.overdue(room)
        others = overdue is not None and overdue not in member.seats
        if kind == "rematch":
            if self.rematches.answer(room, member, message["accept"]):
                self.clocks.forget(room.code)
                self.server.people.forget(room.code)  # a take-back refused in the last game
                start_again(room)
        elif kind == "webhook":
            url = message["url"]
            if url:
                parse_url(url, self.webhooks.allowed)
            member.webhook = url
            self.server.writes.save(room)
            self.server.writes.post(room, peer, msg("webhook", set=bool(url)))
        elif kind == "give_seat" and others and message["seat"] == overdue:
            if message["level"] not in ONLINE_LEVELS:
                raise Refused(NOT_ALLOWED, _("This game has no computer player of that level"))
            room.give_seat(member, message["seat"], message["level"], overdue=True)
        elif kind == "end_game" and others:
            room.end_game(member, overdue=True)
        else:
            return False
        return True

    def left(self, peer: Peer, room: Room, member: Member) -> bool:
        """A watcher went away (True), or someone else (False: the server's to handle)."""
        if member not in room.watchers:
            return False
        member.connection = None
        self.watching.leave(room, member, peer.address)
        room.presence_changed()
        return True

    # --- turns ----------------------------------------------------------------------------

    def changed(self, room: Room) -> None:
        """After every change of a room: stored first; then, when the turn passed, its clock
        is told and the new player's webhook called (after the steps that passed it)."""
        passed = self.clocks.changed(room)  # the turn's start is stored with the step
        self.server.writes.save(room)
        if passed:
            seat = self.clocks.turns[room.code].seat
            asyncio.get_running_loop().call_soon(self._turn_passed, room, seat)

    def _turn_passed(self, room: Room, seat: int) -> None:
        turn = self.clocks.turns.get(room.code)
        if room.code not in self.server.rooms or turn is None or turn.seat != seat:
            return
        view = self.clocks.view(room)
        if view is not None:
            room.broadcast(msg("clock", **view))
        holder = room.seats[seat].member
        member = None if holder is None else room.members[holder]
        if member is not None and member.webhook and not member.online:
            words = room.options.language  # the players' language, chosen with the room
            text = gettext_in(words, YOUR_TURN).format(
                game=gettext_in(words, room.entry.title), code=room.code
            )
            self.webhooks.notify(f"{room.code}/{holder}", member.webhook, text)

    def sweep(self) -> None:
        """Tell the rooms whose clock ran out; drop turn-based rooms ended long ago."""
        out, expired = self.clocks.sweep(self.server.rooms)
        for room in out:
            view = self.clocks.view(room)
            if view is not None:
                room.broadcast(msg("clock", **view))
        for code in expired:
            ended = self.server.rooms.get(code)
            if ended is None or not any(m.online for m in ended.members):
                self.server._forget(code)

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            try:
                self.sweep()
            except Exception:  # a fault of ours: noted, and the clocks are swept again
                log.exception("the turn clocks could not be swept")
