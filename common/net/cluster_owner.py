"""A cluster's process as the owner of rooms (`bazaar serve --redis`; common.net.cluster is the
whole process): the rooms whose lease it holds (common.net.room_lease) it keeps in memory and
plays exactly as a lone server does (GameServer), writing every change to Redis before it says
anything of it (common.net.redis_store). Requests for them that clients of other processes make
arrive over the bus (common.net.redis_bus) and are answered through a RemotePeer, which sends
what the room says back to that process.

It takes a room whose lease nobody holds when one of its clients needs it (loaded as Redis has
it, its clients here attached and sent the whole room); lets a room go when its lease is lost
(stalled, cut off from Redis), sending nothing unwritten; and answers nothing unless its leases
surely still hold: a process that was stalled renews first, so it never serves a stale room.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass
from typing import Any, cast

from redis.exceptions import RedisError

from common.core.applog import logger
from common.core.i18n import _
from common.net.errors import Disconnect, Refused
from common.net.peer import Peer
from common.net.protocol import (
    CLIENT_MESSAGES,
    ELSEWHERE,
    NO_ROOM,
    SERVER_MESSAGES,
    UNAVAILABLE,
    ProtocolError,
    decode,
    encode,
)
from common.net.redis_bus import RedisBus
from common.net.redis_store import RedisRoomStore
from common.net.room import Room
from common.net.room_lease import Holder, Leases
from common.net.server import GameServer

log = logger(__name__)


def unavailable() -> Refused:
    return Refused(
        UNAVAILABLE,
        _("The server cannot reach its game store just now: try again in a moment"),
    )


@dataclass
class Link:
    """A client of this process in a room another process owns (or one being entered)."""

    code: str
    member: int | None = None  # its index in the room's members, once the owner says so
    owner: Holder | None = None  # the owner its requests were last sent to
    asked: dict[str, Any] | None = None  # its join or rejoin, until the owner answers it


class RemotePeer:
    """At a room's owner, a client connected to another process: what the room sends it goes
    over the bus to that process, in order."""

    def __init__(self, server: RoomOwner, process: str, conn: int, address: str) -> None:
        self.server = server
        self.process, self.conn, self.address = process, conn, address
        self.room: Room | None = None
        self.member: Any = None
        self.wrong = 0
        self.wait = 0.0

    def post(self, text: str) -> None:
        self.server.bus.deliver(self.process, {"conn": self.conn, "text": text})

    def error(self, code: str, reason: str) -> None:
        self.post(encode("error", SERVER_MESSAGES, code=code, reason=reason))

    async def close(self, reason: str = "") -> None:
        self.server.remotes.pop((self.process, self.conn), None)
        self.server.bus.deliver(self.process, {"conn": self.conn, "close": reason})


WATCHING = -2  # a relay's client bound to no member: it watches (it asks again by watching)


def _bound(room: Room, peer: RemotePeer) -> int:
    """The member a relayed client is now: its index, -1 for none, WATCHING for a watcher."""
    if peer.room is None:
        return -1
    if peer.member in room.watchers:
        return WATCHING
    return room.members.index(peer.member)


class RoomOwner(GameServer):
    bus: RedisBus  # made by the whole process (common.net.cluster), which hears it

    def __init__(self, limits: Any, leases: Leases, store: RedisRoomStore) -> None:
        super().__init__(limits, store=cast(Any, store))
        self.leases = leases
        self.process = leases.process
        self.lease_seconds = leases.ms / 1000
        self.rooms_store = store
        self.links: dict[Peer, Link] = {}  # this process's clients in rooms owned elsewhere
        self.remotes: dict[tuple[str, int], RemotePeer] = {}
        self.owning: dict[str, asyncio.Future[Room | None]] = {}
        self.renewed = 0.0  # when the last renewal that held was sent (the loop's clock)
        self.renewing: asyncio.Future[None] | None = None
        self.watch_now = asyncio.Event()  # the links want looking after at once
        self.tasks: set[asyncio.Task[Any]] = set()

    def _spawn(self, work: Any) -> None:
        """Run `work` beside the rooms; Redis out of reach meanwhile is logged, not raised."""
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        failure = None if task.cancelled() else task.exception()
        if isinstance(failure, (RedisError, OSError)):
            log.warning("Redis cannot be reached: %s", failure)
        elif failure is not None:
            log.error("a task of the cluster failed", exc_info=failure)

    def _enter(self, peer: Any, room: Room, member: Any, token: str | None) -> None:
        super()._enter(peer, room, member, token)
        self._spawn(self.rooms_store.entered(room.code))  # no longer a room nobody is in

    def _pause_reason(self) -> str:  # type: ignore[override]
        return _(
            "The server cannot reach its game store just now: the game waits until it can, "
            "and no move is lost"
        )

    # --- owning rooms -------------------------------------------------------------------

    async def _own(self, code: str, asking: Peer | None) -> Room | None:
        """The room, owned by this process: taken if its lease is free (loaded from Redis, and
        this process's clients of it attached); None while another process holds it."""
        if code in self.rooms:
            return self.rooms[code]
        pending = self.owning.get(code)
        if pending is None:
            pending = self.owning[code] = asyncio.ensure_future(self._take(code, asking))
            pending.add_done_callback(lambda _done: self.owning.pop(code, None))
        return await asyncio.shield(pending)

    async def _take(self, code: str, asking: Peer | None) -> Room | None:
        if await self.leases.acquire(code) is None:
            return None
        try:
            room = await self.rooms_store.load(code)
        except BaseException:  # Redis away: the lease is not kept for a room not here
            await self._release(code)
            raise
        if room is None:  # gone, or damaged and set aside
            await self._release(code)
            raise Refused(NO_ROOM, _("There is no room with that code"))
        log.info("room %s is played here now", code)
        self._spawn(self.rooms_store.entered(code))
        self._adopt(room)
        self.writes.loaded(room)
        self.turns.loaded(room)  # its turn's clock goes on; listed again if it is open
        if room.record is not None:
            self.empty_since[room.code] = self.clock()
        for peer, link in list(self.links.items()):
            if link.code != code:
                continue
            del self.links[peer]
            if link.member is not None:
                self._attach(peer, room, link.member)
            elif peer is not asking and link.asked is not None:  # sent to an owner now gone
                try:
                    self._dispatch(peer, link.asked)
                except Refused as refusal:
                    peer.error(refusal.code, refusal.reason)
        self._wake_computer(room)
        return room

    async def _release(self, code: str) -> None:
        """Let the room's lease go (it is no longer renewed, even if Redis cannot hear it)."""
        with contextlib.suppress(RedisError, OSError):
            await self.leases.release(code)
        self.leases.held.pop(code, None)

    def _attach(self, peer: Any, room: Room, index: int) -> None:
        """A member's client comes (back) to the room without its token (checked before):
        sent the whole room."""
        if not 0 <= index < len(room.members):
            return
        member = room.members[index]
        if member.connection is peer:
            self.writes.post(room, peer, room.snapshot(member))
        elif member.connection is None:
            self._enter(peer, room, member, None)
        else:
            peer.error(ELSEWHERE, _("You joined this room from another connection"))

    def _drop(self, code: str) -> None:
        """Another process holds the room now: let it go (nothing unwritten was sent); this
        process's clients of it are relayed to the new owner from now on."""
        room = self.rooms.pop(code, None)
        if room is None:
            return
        log.warning("room %s is no longer this process's to play", code)
        self.empty_since.pop(code, None)
        self.writes.drop(code)
        self.people.forget(code)
        self.bots.forget(code)
        self.thinking.discard(code)
        self.leases.held.pop(code, None)
        for index, member in enumerate(room.members):
            peer, member.connection = member.connection, None
            if isinstance(peer, RemotePeer):
                self.remotes.pop((peer.process, peer.conn), None)
            elif peer is not None:
                peer.room = peer.member = None
                self.links[peer] = Link(code, index)
        room.record = None  # its computer players stop; it says nothing more
        room.post = lambda member, text: None
        room.changed = lambda room: None
        self.watch_now.set()  # its clients here go to the new owner

    def _leave(self, peer: Any) -> None:
        room = peer.room
        super()._leave(peer)
        here = room is not None and self.rooms.get(room.code) is room
        if here and not any(member.online for member in room.members):
            self._spawn(self._abandoned(room))

    async def _abandoned(self, room: Room) -> None:
        """Nobody is in the room: noted in Redis (a full cluster may drop it, see _evict_empty)
        and, once its writes have landed and no computer is thinking in it, let go, so any
        process may load it when someone comes back."""
        since = 0.0 if room.record is None or room.finished else time.time()
        await self.rooms_store.emptied(room.code, since)
        code = room.code
        if self.rooms.get(code) is not room or any(m.online for m in room.members):
            return
        if not self.writes.idle(code) or code in self.thinking:
            return
        self.rooms.pop(code)
        self.empty_since.pop(code, None)
        self.writes.drop(code)
        self.people.forget(code)
        self.bots.forget(code)
        await self._release(code)

    async def _evict_empty(self) -> bool:
        """Make room in a full cluster: drop the room nobody has been in longest, if that is
        longer than limits.abandoned_seconds (or it never started, or it is over), as a lone
        server does; rooms another process holds are its own to keep."""
        before = time.time() - self.limits.abandoned_seconds
        for code in await self.rooms_store.empty_since(before):
            if await self.leases.acquire(code) is not None:
                log.info("room %s, abandoned, makes way for a new one", code)
                await self.rooms_store.forget(code)
                return True
        return False

    def _paused(self, room: Room) -> None:
        super()._paused(room)
        self._spawn(self._check_lease(room.code))

    async def _check_lease(self, code: str) -> None:
        """A write of the room failed: if another process holds its lease now, let it go."""
        mine = self.leases.held.get(code)
        with contextlib.suppress(RedisError, OSError):
            if mine is None or await self.leases.holder(code) != mine:
                self._drop(code)

    # --- requests relayed by other processes -------------------------------------------

    def _request(self, item: dict[str, Any]) -> None:
        """A request relayed by another process for a room this one owns."""
        code, process, conn = item.get("room"), item.get("from"), item.get("conn")
        if not isinstance(code, str) or not isinstance(process, str) or not isinstance(conn, int):
            return
        key = (process, conn)
        room = self.rooms.get(code)
        if item["kind"] == "left":
            gone = self.remotes.pop(key, None)
            if gone is not None:
                self._leave(cast(Peer, gone))
            return
        loading = self.owning.get(code)
        if room is None and loading is not None and not loading.done():  # being loaded here
            self._spawn(self._request_later(loading, item))
            return
        if room is None:
            self.bus.deliver(process, {"conn": conn, "moved": item})
            return
        if not self._fresh():  # stalled perhaps: is the room still ours?
            self._spawn(self._request_when_renewed(item))
            return
        peer = self.remotes.get(key)
        if peer is None:
            peer = self.remotes[key] = RemotePeer(self, process, conn, str(item.get("address")))
        before = peer.member
        try:
            member, text = item.get("member"), item.get("message")
            message = None
            if isinstance(text, str):
                message = decode(text, CLIENT_MESSAGES, self.limits.frame_bytes)
            if isinstance(member, int) and 0 <= member < len(room.members) and peer.room is None:
                self._attach(peer, room, member)
            elif peer.room is room and (message is None or "code" in message):
                # Asked again (its relay could not tell whether an owner now gone had it):
                # the whole room once more, as the first answer was.
                if peer.member in room.watchers:
                    self.writes.post(room, cast(Any, peer), room.snapshot(peer.member))
                else:
                    self._attach(peer, room, room.members.index(peer.member))
                message = None
            if message is not None:
                self._dispatch(cast(Any, peer), message)
        except Refused as refusal:
            peer.error(refusal.code, refusal.reason)
        except Disconnect as cut:
            peer.error(cut.code, cut.reason)
            self._spawn(peer.close(cut.reason))
        except ProtocolError:
            log.warning("a relayed request from %s was not one: dropped", process)
        if peer.member is not before or peer.room is None:  # where the relay's client is now
            self.bus.deliver(process, {"conn": conn, "bound": _bound(room, peer)})
        if peer.room is None:
            self.remotes.pop(key, None)

    async def _request_when_renewed(self, item: dict[str, Any]) -> None:
        with contextlib.suppress(RedisError, OSError):
            await self._renew()
        if self._fresh():  # else Redis is away: the request is lost, never acknowledged
            self._request(item)

    async def _request_later(self, loading: asyncio.Future[Room | None], item: Any) -> None:
        with contextlib.suppress(Exception):
            await asyncio.shield(loading)
        self._request(item)

    # --- leases ---------------------------------------------------------------------------

    def _fresh(self) -> bool:
        """Whether this process's leases surely still hold (renewed within most of a lease)."""
        return asyncio.get_running_loop().time() < self.renewed + 0.8 * self.lease_seconds

    async def _renew(self) -> None:
        """Renew the leases now (one renewal for every caller waiting on it); the rooms whose
        lease was lost are let go."""
        if self.renewing is None or self.renewing.done():
            self.renewing = asyncio.ensure_future(self._renew_once())
        await asyncio.shield(self.renewing)

    async def _renew_once(self) -> None:
        sent = asyncio.get_running_loop().time()
        lost = await self.leases.renew()
        self.renewed = sent
        for code in lost:
            self._drop(code)

    async def _forget_gone_processes(self) -> None:
        """Clients of this process's rooms whose process has gone are offline."""
        processes = sorted({peer.process for peer in self.remotes.values()})
        alive = await self.leases.alive(processes)
        for key, peer in list(self.remotes.items()):
            if peer.process not in alive:
                del self.remotes[key]
                self._leave(cast(Peer, peer))
