"""The game server: rooms of players over WebSocket (the `websockets` library does the framing,
the frame size limit, pings and the handshake timeout). One asyncio loop owns every room; the
computer players think elsewhere (common.net.bot_pool) and the rooms are written on writer
threads (common.net.room_writes), so the loop keeps answering.

    server = GameServer(Limits(), data=Path("rooms"))   # data: None keeps rooms in memory only
    port = await server.start("127.0.0.1", 8765)
    ...
    await server.stop()

A peer that breaks the protocol (a bad message, a flood, silence, too many wrong codes) is cut
off with the reason; a request the rules refuse (out of turn, an illegal move) is answered with
an error and the connection stays. Either way its room, and every other, goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import secrets
import ssl
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from common.core import registry
from common.core.applog import logger
from common.core.errors import NotationError, RecordError
from common.core.i18n import _
from common.net.bot_pool import ONLINE_LEVELS, BotPool
from common.net.computer_seats import ComputerSeats
from common.net.errors import Disconnect, Refused
from common.net.limits import AddressWindow, Limits, SlowDown
from common.net.names import name_or_refusal
from common.net.peer import Peer, counted_connection
from common.net.person_limits import PersonLimits
from common.net.protocol import (
    BAD_MESSAGE,
    BLOCKED,
    CODE_ALPHABET,
    CODE_LENGTH,
    COMPUTER,
    ELSEWHERE,
    FULL,
    LOCAL,
    NO_ROOM,
    NOT_ALLOWED,
    OLD_PROTOCOL,
    PAUSED,
    PROTOCOL,
    SERVER_MESSAGES,
    encode,
)
from common.net.room import Member, Room, Seat, msg
from common.net.room_store import FileRoomStore, RoomStore
from common.net.room_writes import RoomWrites
from common.net.server_turns import LOBBY_KINDS, TurnFeatures
from common.net.webhooks import Webhooks

log = logger(__name__)

SERVER_NAME = "bazaar"


class GameServer(ComputerSeats):
    def __init__(
        self,
        limits: Limits | None = None,
        data: Path | None = None,
        store: RoomStore | None = None,
        clock: Callable[[], float] = time.monotonic,
        webhooks: Webhooks | None = None,
        wall: Callable[[], float] = time.time,
    ) -> None:
        """Rooms in memory only, or kept in `store` (by default, with `data`, a folder);
        `webhooks`: how turn notices are sent (a test's allows its loopback receiver); `wall`
        dates what is stored (a turn's start), `clock` times the rest."""
        self.limits = limits or Limits()
        self.store = store or (FileRoomStore(data) if data is not None else None)
        self.writes = RoomWrites(
            self.store,
            self.limits.store_threads,
            self.limits.store_retry_seconds,
            self._paused,
            self._wake_computer,
        )
        self.rooms: dict[str, Room] = {}
        self.people = PersonLimits(self.limits)
        per_minute = self.limits.wrong_codes_per_minute
        self.wrong_codes = SlowDown(per_minute / 60.0, per_minute, clock)
        self.clock, self.wall = clock, wall
        self.empty_since: dict[str, float] = {}  # started rooms nobody is in, since when
        self.new_rooms = AddressWindow(self.limits.rooms_per_address_per_hour, 3600.0)
        self.bots = BotPool(self.limits.bot_threads, self.limits.bot_processes)
        self.stopping = False
        self.opened = False  # the store's rooms are loaded
        self.thinking: set[str] = set()  # rooms whose computer player is choosing
        self.server: Server | None = None
        self.turns = TurnFeatures(self, webhooks)  # issue 49: common.net.server_turns

    async def start(
        self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> int:
        """Load the saved rooms, listen, and return the port (port 0: the system picks).
        FolderInUse (an OSError) when another server keeps its rooms in the same store."""
        if self.store is not None and not self.opened:  # once (a start may be tried again)
            rooms = self.store.open()
            self.opened = True
            for room in rooms:
                self._adopt(room)
                self.writes.loaded(room)
                self.turns.loaded(room)
                if room.record is not None and not room.options.turn_based:
                    self.empty_since[room.code] = self.clock()
        self.server = await serve(
            self._handle,
            host,
            port,
            ssl=tls,
            max_size=self.limits.frame_bytes,
            open_timeout=self.limits.handshake_seconds,
            ping_interval=self.limits.ping_seconds,
            ping_timeout=self.limits.ping_seconds,
            close_timeout=self.limits.close_seconds,
            compression=None,  # deflate costs memory per connection and hides sizes
            write_limit=self.limits.write_buffer_bytes,
            create_connection=counted_connection(self.limits),
        )
        for room in self.rooms.values():
            self._wake_computer(room)
        self.turns.start()
        return self.server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        self.stopping = True
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.bots.close()
        await self.turns.close()
        await self.writes.close()
        if self.store is not None:
            self.store.close()

    def _adopt(self, room: Room) -> None:
        room.post = functools.partial(self._post, room)
        self.turns.adopt(room)
        self.rooms[room.code] = room

    def _post(self, room: Room, member: Member, text: str) -> None:
        """Send once the room's changes so far are stored (common.net.room_writes)."""
        if member.connection is not None:
            self.writes.post(room, member.connection, text)

    def _paused(self, room: Room) -> None:
        """The room's last change could not be stored: tell its players why."""
        for member in room.members:
            if member.connection is not None:
                member.connection.error(PAUSED, self._pause_reason())

    @staticmethod
    def _pause_reason() -> str:
        return _(
            "The server cannot save this game just now (its disk is full or failing): the "
            "game waits until it can, and no move is lost"
        )

    # --- one connection ---------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        peer = Peer(ws, self.limits)
        reason = ""
        try:
            await self._hello(peer)
            while True:
                message = await peer.receive(self._quiet_seconds(peer))
                try:
                    await self._route(peer, message)
                except Refused as refusal:
                    if peer.wait:  # a wrong guess past its address's share: its turn first
                        with contextlib.suppress(asyncio.TimeoutError):
                            await asyncio.wait_for(peer.ws.wait_closed(), peer.wait)
                        peer.wait = 0.0
                    peer.error(refusal.code, refusal.reason)
        except Disconnect as cut:
            reason = cut.reason
            peer.error(cut.code, cut.reason)
        except ConnectionClosed as closed:  # its frames hold the peer: let it go at once
            traceback.clear_frames(closed.__traceback__)
        except Exception:  # a fault of ours: this peer goes, the server and its rooms stay
            log.exception("a connection from %s failed", peer.address)
            reason = _("The server had a problem with your connection")
        finally:
            self._leave(peer)
            await peer.close(reason)

    async def _hello(self, peer: Peer) -> None:
        message = await peer.receive(self.limits.hello_seconds)
        if message["type"] != "hello":
            raise Disconnect(BAD_MESSAGE, _("A client says hello first"))
        if message["protocol"] != PROTOCOL:
            why = _(
                "This server speaks version {ours} of Bazaar's online play and your Bazaar "
                "speaks version {theirs}: the one with the older Bazaar needs to update it"
            ).format(ours=PROTOCOL, theirs=message["protocol"])
            raise Disconnect(OLD_PROTOCOL, why)
        peer.post(encode("welcome", SERVER_MESSAGES, protocol=PROTOCOL, server=SERVER_NAME))

    def _quiet_seconds(self, peer: Peer) -> float:
        """The silence a peer is allowed: in a room, or in the lobby."""
        return self.limits.idle_seconds if peer.room else self.limits.lobby_seconds

    async def _route(self, peer: Peer, message: dict[str, Any]) -> None:
        """Where a peer's message is handled: here (a cluster's process may send it on)."""
        self._dispatch(peer, message)

    def _dispatch(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        room, member = peer.room, peer.member
        if kind in LOBBY_KINDS:
            self.turns.lobby(peer, message)
            return
        if kind in ("create", "join", "rejoin"):
            if room is not None:
                raise Refused(NOT_ALLOWED, _("You are in a room already"))
            getattr(self, f"_{kind}")(peer, message)
            return
        if room is None:
            raise Refused(NOT_ALLOWED, _("Join a room first"))
        if self.writes.is_paused(room):
            raise Refused(PAUSED, self._pause_reason())
        if self.turns.handle(peer, room, member, message):
            pass
        elif kind == "start":
            room.start(member)
        elif kind == "action":
            room.act(member, message["index"], message["action"])
        elif kind == "roll":
            room.roll(member, message["index"])
        elif kind == "undo":
            self.people.ask_undo(room, member)
            room.ask_undo(member)
        elif kind == "undo_answer":
            asked = room.undo
            room.answer_undo(member, message["request"], message["accept"])
            if asked is not None and room.undo is None and not message["accept"]:
                self.people.undo_refused(room, asked.member)
        elif kind == "chat":
            self.people.chat(room, member)
            room.broadcast(msg("chat", name=member.name, id=message["id"], seats=member.seats))
        elif kind == "give_seat":
            if message["level"] not in ONLINE_LEVELS:
                raise Refused(NOT_ALLOWED, _("This game has no computer player of that level"))
            room.give_seat(member, message["seat"], message["level"])
        elif kind == "end_game":
            room.end_game(member)
        else:
            raise Refused(NOT_ALLOWED, _("You said hello already"))
        self._wake_computer(room)

    # --- rooms --------------------------------------------------------------------------

    def _create(self, peer: Peer, message: dict[str, Any]) -> None:
        name = name_or_refusal(message["name"])
        if self.new_rooms.blocked(peer.address):
            raise Refused(FULL, _("Too many rooms were opened from your address"))
        if len(self.rooms) >= self.limits.rooms and not self._evict():
            raise Refused(FULL, _("This server is full: try again later"))
        try:
            entry = registry.find(message["game"])
            setup = entry.game().setup_from_json(message["setup"])
            players = entry.game().initial_state(setup).num_players()
        except (RecordError, NotationError) as error:
            raise Refused(NOT_ALLOWED, _("That is not a table this server can set")) from error
        local = [s["kind"] == LOCAL and "name" in s for s in message["seats"]]
        seats = [
            Seat(s["kind"], s.get("level"), name_or_refusal(s["name"]) if named else None)
            for s, named in zip(message["seats"], local, strict=True)
        ]
        levels = [level for level in entry.level_names() if level in ONLINE_LEVELS]
        bad_level = any((s.kind == COMPUTER) != (s.level in levels) for s in seats)
        if len(seats) != players or bad_level:
            raise Refused(NOT_ALLOWED, _("The seats do not fit the table"))
        room = Room(self._new_code(), entry.name, setup, seats)
        self.turns.created(room, peer, message)
        self.new_rooms.record(peer.address)
        self._adopt(room)
        member, token = room.add_member(name, creator=True)
        self._enter(peer, room, member, token)

    def _evict(self) -> bool:
        """Make room for a new room by dropping one nobody is in that is over or never began,
        else the started one abandoned longest, if for longer than limits.abandoned_seconds."""
        for code, room in self.rooms.items():
            if not any(m.online for m in room.members) and (room.finished or not room.record):
                self._forget(code)
                return True
        if self.empty_since:
            code, since = min(self.empty_since.items(), key=lambda item: item[1])
            if self.clock() - since > self.limits.abandoned_seconds:
                log.info("room %s, abandoned, makes way for a new one", code)
                self._forget(code)
                return True
        return False

    def _forget(self, code: str) -> None:
        self.rooms.pop(code, None)
        self.empty_since.pop(code, None)
        self.writes.forget(code)
        self.people.forget(code)
        self.turns.forget(code)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.rooms:
                return code

    def _knock(self, peer: Peer, code: str) -> Room | None:
        room = self.rooms.get(code)
        if room is not None and self.writes.is_paused(room):
            raise Refused(PAUSED, self._pause_reason())
        return room

    def _wrong(self, peer: Peer, reason: str, wait: float | None = None) -> Refused:
        """A wrong code or token: slowed past the address's share (`wait`: as counted
        elsewhere, e.g. a cluster's); this connection cut off after as many as an address may
        try in a minute (its neighbours are not)."""
        peer.wrong += 1
        peer.wait = self.wrong_codes.wait(peer.address) if wait is None else wait
        if peer.wrong >= self.limits.wrong_codes_per_minute:
            raise Disconnect(BLOCKED, _("Too many wrong room codes: wait a minute"))
        return Refused(NO_ROOM, reason)

    def _join(self, peer: Peer, message: dict[str, Any]) -> None:
        room = self._knock(peer, message["code"])
        if room is None:
            raise self._wrong(peer, _("There is no room with that code"))
        member, token = room.add_member(name_or_refusal(message["name"]))
        self._enter(peer, room, member, token)
        self.turns.joined(room)

    def _rejoin(self, peer: Peer, message: dict[str, Any]) -> None:
        room = self._knock(peer, message["code"])
        member = None if room is None else room.member_with(message["token"])
        if room is None or member is None:
            raise self._wrong(peer, _("That seat token does not belong to this room"))
        old = member.connection
        if old is not None:
            old.error(ELSEWHERE, _("You joined this room from another connection"))
            old.member = old.room = None
            asyncio.get_running_loop().create_task(old.close(_("Connected elsewhere")))
        self._enter(peer, room, member, None)

    def _enter(self, peer: Peer, room: Room, member: Member, token: str | None) -> None:
        self.empty_since.pop(room.code, None)
        member.connection = peer
        peer.room, peer.member = room, member
        if token is not None:  # a new member: its token's hash is stored before it is given
            self.writes.save(room)
        self.writes.post(room, peer, room.snapshot(member, token))
        if room.finished:
            self.writes.post(room, peer, room.reveal())
        room.presence_changed()

    def _leave(self, peer: Peer) -> None:
        room, member = peer.room, peer.member
        peer.room = peer.member = None
        if room is None or member.connection is not peer or self.turns.left(peer, room, member):
            return
        member.connection = None
        room.left(member)
        room.presence_changed()
        if not any(m.online for m in room.members) and not room.options.turn_based:
            if room.finished:
                self._forget(room.code)
            elif room.record is not None:
                self.empty_since[room.code] = self.clock()
