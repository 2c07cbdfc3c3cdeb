"""The game server as one process of a cluster (`bazaar serve --redis URL`): any number of
processes, on any number of machines, serve the same rooms, and a client may connect to any.

Rooms, their steps, seat-token hashes, the room directory and the per-address limits live in
Redis (common.net.redis_store, common.net.redis_limits). One process at a time holds a room's
lease (common.net.room_lease) and owns it: it keeps the room in memory, checks and applies its
moves, writes every change to Redis before it says anything of it, and runs its computer seats,
exactly as a lone server does (GameServer). Any other process holding a client of that room
relays: it sends the client's requests to the owner over the bus (common.net.redis_bus) and
passes the owner's messages back to the client. A relaying process knows a member by its index,
learned from the owner when the client entered, or from the seat token's hash in Redis.

When the owner goes (killed, stalled, cut from Redis), its leases run out; the first process
that needs one of its rooms (a client's request, or its watch every third of a lease) takes the
lease, loads the room from Redis as it was last written, and sends each of its players the
whole room again (the `room` message a rejoin gets), so a request that was lost with the owner
was never acknowledged and is simply made again. Nothing unwritten is ever sent, and a process
that lost a lease can write nothing more to the room (the writes are fenced), so no move is
lost once acknowledged and none is applied twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import ssl
from dataclasses import dataclass, replace
from typing import Any, cast

from redis.asyncio import Redis
from redis.exceptions import RedisError

from common.core.cleantext import clean_text
from common.core.i18n import _
from common.net.errors import Disconnect, Refused
from common.net.limits import Limits
from common.net.peer import Peer
from common.net.protocol import (
    CLIENT_MESSAGES,
    ELSEWHERE,
    FULL,
    NO_ROOM,
    NOT_ALLOWED,
    SERVER_MESSAGES,
    UNAVAILABLE,
    ProtocolError,
    decode,
    encode,
)
from common.net.redis_bus import RedisBus
from common.net.redis_limits import SharedLimits
from common.net.redis_store import RedisRoomStore
from common.net.room import Room, token_hash
from common.net.room_lease import Holder, Leases
from common.net.room_store import RoomStore, StoreUnreachable
from common.net.server import GameServer

log = logging.getLogger(__name__)

HOPS = 3  # a request sent on to a room's owner that has just moved on: tried this many times


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


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

    def __init__(self, server: ClusterServer, process: str, conn: int, address: str) -> None:
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


class ClusterServer(GameServer):
    def __init__(self, url: str, limits: Limits | None = None, lease_seconds: float = 5.0) -> None:
        limits = limits or Limits()
        # A room paused by Redis being away tries again at the pace of the leases.
        limits = replace(limits, store_retry_seconds=min(limits.store_retry_seconds, lease_seconds))
        self.redis = Redis.from_url(url, socket_timeout=2.0, socket_connect_timeout=2.0)
        self.leases = Leases(self.redis, lease_seconds)
        self.process = self.leases.process
        self.lease_seconds = lease_seconds
        self.rooms_store = RedisRoomStore(self.redis, self.leases)
        super().__init__(limits, store=cast(RoomStore, self.rooms_store))
        self.shared = SharedLimits(
            self.redis, self.limits.wrong_codes_per_minute, self.limits.rooms_per_address_per_hour
        )
        self.bus = RedisBus(self.redis, self.process, self._arrived, self._reconnected)
        self.links: dict[Peer, Link] = {}
        self.ids: dict[Peer, int] = {}
        self.conns: dict[int, Peer] = {}
        self.numbers = itertools.count(1)
        self.remotes: dict[tuple[str, int], RemotePeer] = {}
        self.owning: dict[str, asyncio.Future[Room | None]] = {}
        self.reserved = ""
        self.renewed = 0.0  # when the last renewal that held was sent (the loop's clock)
        self.renewing: asyncio.Future[None] | None = None
        self.ticker: asyncio.Task[None] | None = None
        self.tasks: set[asyncio.Task[Any]] = set()

    async def start(
        self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> int:
        """Reach Redis (StoreUnreachable if it cannot be), listen on the bus, then serve."""
        try:
            await self.redis.ping()
            await self._check_durability()
            await self.bus.start()
            await self._renew()
        except RedisError as error:
            why = _("The rooms' store (Redis) cannot be reached: {why}")
            raise StoreUnreachable(why.format(why=clean_text(str(error), 200))) from error
        self.ticker = asyncio.get_running_loop().create_task(self._tick())
        return await super().start(host, port, tls)

    async def _check_durability(self) -> None:
        """Say so when Redis would lose acknowledged moves on a crash (README: Many servers)."""
        try:
            found = await self.redis.config_get("append*")
        except RedisError:
            return  # a hosted Redis may not allow CONFIG: its provider's settings hold
        config = {_text(key): _text(value) for key, value in found.items()}
        if config.get("appendonly") != "yes":
            log.warning("Redis keeps no append-only file: a crash of Redis loses the rooms")
        elif config.get("appendfsync") != "always":
            log.warning("Redis fsyncs every second: a power cut may lose the last second's moves")

    async def stop(self) -> None:
        if self.ticker is not None:
            self.ticker.cancel()
            with contextlib.suppress(BaseException):
                await self.ticker
        await super().stop()
        with contextlib.suppress(RedisError, OSError):
            for code in list(self.leases.held):
                await self.leases.release(code)  # the others take them at once
        await self.bus.close()
        with contextlib.suppress(RedisError, OSError):
            await self.redis.aclose()

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _pause_reason(self) -> str:  # type: ignore[override]
        return _(
            "The server cannot reach its game store just now: the game waits until it can, "
            "and no move is lost"
        )

    # --- a client of this process -------------------------------------------------------

    def _quiet_seconds(self, peer: Peer) -> float:
        if peer in self.links:
            return self.limits.idle_seconds
        return super()._quiet_seconds(peer)

    def _conn(self, peer: Peer) -> int:
        conn = self.ids.get(peer)
        if conn is None:
            conn = self.ids[peer] = next(self.numbers)
            self.conns[conn] = peer
        return conn

    async def _route(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        try:
            if peer.room is not None and not self._fresh():
                await self._renew()  # a room of ours only while its lease surely is
            link = self.links.get(peer)
            if peer.room is not None:  # in a room this process owns
                self._dispatch(peer, message)
            elif link is not None:
                if kind in ("create", "join", "rejoin"):
                    raise Refused(NOT_ALLOWED, _("You are in a room already"))
                await self._forward(peer, link, message)
            elif kind == "create":
                await self._create_here(peer, message)
            elif kind in ("join", "rejoin"):
                await self._enter_room(peer, message)
            else:
                self._dispatch(peer, message)
        except RedisError as error:
            log.warning("Redis cannot be reached: %s", error)
            raise unavailable() from error

    async def _create_here(self, peer: Peer, message: dict[str, Any]) -> None:
        """A new room, owned here: its code unique across the cluster, the cap and the rooms
        an address may open counted across it."""
        store = self.rooms_store
        if await store.count() >= self.limits.rooms and not self._evict():
            raise Refused(FULL, _("This server is full: try again later"))
        if not await self.shared.open_room(peer.address):
            raise Refused(FULL, _("Too many rooms were opened from your address"))
        code = await store.reserve_code()
        if await self.leases.acquire(code) is None:
            await store.unreserve(code)
            raise unavailable()
        self.reserved = code
        try:
            self._create(peer, message)
        except Refused:
            await store.unreserve(code)
            raise

    def _new_code(self) -> str:
        return self.reserved

    async def _enter_room(self, peer: Peer, message: dict[str, Any]) -> None:
        """A join or a rejoin: the code and the token are checked against Redis here (wrong
        ones counted across the cluster), then the room's owner takes it."""
        code = message["code"]
        if not await self.rooms_store.exists(code):
            wait = await self.shared.wrong_wait(peer.address)
            raise self._wrong(peer, _("There is no room with that code"), wait)
        if message["type"] == "rejoin":
            member = await self.rooms_store.member_of(code, token_hash(message["token"]))
            if member is None:
                wait = await self.shared.wrong_wait(peer.address)
                raise self._wrong(peer, _("That seat token does not belong to this room"), wait)
        link = self.links[peer] = Link(code, asked=message)
        try:
            await self._forward(peer, link, message)
        except BaseException:
            if self.links.get(peer) is link and link.member is None:
                del self.links[peer]
            raise

    async def _forward(
        self, peer: Peer, link: Link, message: dict[str, Any] | None, hops: int = 0
    ) -> None:
        """Have the room's owner handle the message (this process, once it takes a lease
        nobody holds); UNAVAILABLE when no owner answers within a lease and a bit."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.lease_seconds + 2.0
        item = {
            "kind": "request",
            "room": link.code,
            "from": self.process,
            "conn": self._conn(peer),
            "address": peer.address,
            "member": link.member if message is None or "code" not in message else None,
            "message": None if message is None else json.dumps(message),
            "hops": hops,
        }
        holder = link.owner  # the owner it spoke to last, while that one answers
        while loop.time() < deadline:
            if holder is None:
                holder = await self.leases.holder(link.code)
            if holder is None or holder.process == self.process:
                room = await self._own(link.code, peer)
                if room is not None:
                    if self.links.get(peer) is link:
                        del self.links[peer]
                    if peer.room is None and link.member is not None:
                        self._attach(peer, room, link.member)
                    if message is not None and (peer.room is None or "code" not in message):
                        self._dispatch(peer, message)
                    return
                holder = None
                await asyncio.sleep(0.05)
                continue
            link.owner = holder
            if await self.bus.request(holder.process, item):
                return
            holder = None
            await asyncio.sleep(0.1)  # that process is gone: its lease runs out soon
        raise unavailable()

    def _leave(self, peer: Any) -> None:
        link = self.links.pop(peer, None)
        conn = self.ids.pop(peer, None)
        if conn is not None:
            self.conns.pop(conn, None)
        if link is not None and link.owner is not None and link.code not in self.rooms:
            left = {"kind": "left", "room": link.code, "from": self.process, "conn": conn}
            self._spawn(self._tell(link.owner.process, left))
        super()._leave(peer)

    async def _tell(self, process: str, item: dict[str, Any]) -> None:
        with contextlib.suppress(RedisError, OSError):
            await self.bus.request(process, item)

    async def _resync(self, code: str) -> None:
        """Send this process's clients of the room to its owner again (the owner changed, or
        the bus was cut): each is sent the whole room, so nothing missed stays missing."""
        for peer, link in list(self.links.items()):
            if link.code == code and (link.member is not None or link.asked is not None):
                link.owner = None  # asked afresh
                with contextlib.suppress(Refused, RedisError, OSError):
                    await self._forward(peer, link, None if link.member is not None else link.asked)

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
        room = await self.rooms_store.load(code)
        if room is None:  # gone, or damaged and set aside
            await self.leases.release(code)
            raise Refused(NO_ROOM, _("There is no room with that code"))
        log.info("room %s is played here now", code)
        self._adopt(room)
        self.writes.loaded(room)
        if room.record is not None:
            self.empty_since[room.code] = self.clock()
        for peer, link in list(self.links.items()):
            if link.code != code:
                continue
            del self.links[peer]
            if link.member is not None and link.member < len(room.members):
                self._attach(peer, room, link.member)
            elif peer is not asking and link.asked is not None:  # sent to an owner now gone
                try:
                    self._dispatch(peer, link.asked)
                except Refused as refusal:
                    peer.error(refusal.code, refusal.reason)
        self._wake_computer(room)
        return room

    def _attach(self, peer: Any, room: Room, index: int) -> None:
        """A member's client comes (back) to the room without its token (checked before):
        sent the whole room."""
        member = room.members[index]
        if member.connection is peer:
            self.writes.post(room, peer, room.snapshot(member))
        elif member.connection is None:
            self._enter(peer, room, member, None)
        else:
            peer.error(ELSEWHERE, _("You joined this room from another connection"))

    def _drop(self, code: str) -> None:
        """Another process holds the room now: let it go (nothing unwritten was sent) and
        send this process's clients of it there."""
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
        self._spawn(self._resync(code))

    def _paused(self, room: Room) -> None:
        super()._paused(room)
        self._spawn(self._check_lease(room.code))

    async def _check_lease(self, code: str) -> None:
        """A write of the room failed: if another process holds its lease now, let it go."""
        mine = self.leases.held.get(code)
        with contextlib.suppress(RedisError, OSError):
            if mine is None or await self.leases.holder(code) != mine:
                self._drop(code)

    # --- what the bus brings ------------------------------------------------------------

    def _arrived(self, item: dict[str, Any]) -> None:
        if item.get("kind") in ("request", "left"):
            self._request(item)
            return
        peer = self.conns.get(item.get("conn"))  # type: ignore[arg-type]
        if peer is None:
            return
        if isinstance(item.get("text"), str):
            peer.post(item["text"])
        elif isinstance(item.get("bound"), int):
            link = self.links.get(peer)
            if link is not None and item["bound"] >= 0:
                link.member, link.asked = item["bound"], None
            elif link is not None:
                del self.links[peer]
        elif isinstance(item.get("close"), str):
            self.links.pop(peer, None)
            self._spawn(peer.close(item["close"][:120]))
        elif isinstance(item.get("moved"), dict):
            self._moved(peer, item["moved"])

    def _moved(self, peer: Peer, request: dict[str, Any]) -> None:
        """The owner a request went to has let the room go: send it on to the new one."""
        link = self.links.get(peer)
        hops = request.get("hops", 0)
        if link is None or not isinstance(hops, int) or hops >= HOPS:
            return
        link.owner = None  # asked afresh
        text = request.get("message")
        message = decode(text, CLIENT_MESSAGES, self.limits.frame_bytes) if text else None
        if message is not None and "code" in message and link.asked is None:
            return  # a join or rejoin answered meanwhile (sent again after an owner changed)
        self._spawn(self._forward_quietly(peer, link, message, hops + 1))

    async def _forward_quietly(self, peer: Peer, link: Link, message: Any, hops: int) -> None:
        try:
            await self._forward(peer, link, message, hops)
        except Refused as refusal:
            peer.error(refusal.code, refusal.reason)
        except (RedisError, OSError):
            peer.error(UNAVAILABLE, unavailable().reason)

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
                self._leave(gone)
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
            if isinstance(member, int) and 0 <= member < len(room.members) and peer.room is None:
                self._attach(peer, room, member)
            elif text is None and peer.room is room:
                self._attach(peer, room, room.members.index(peer.member))
            if isinstance(text, str):
                self._dispatch(
                    cast(Any, peer), decode(text, CLIENT_MESSAGES, self.limits.frame_bytes)
                )
        except Refused as refusal:
            peer.error(refusal.code, refusal.reason)
        except Disconnect as cut:
            peer.error(cut.code, cut.reason)
            self._spawn(peer.close(cut.reason))
        except ProtocolError:
            log.warning("a relayed request from %s was not one: dropped", process)
        if peer.member is not before or peer.room is None:  # where the relay's client is now
            index = -1 if peer.room is None else room.members.index(peer.member)
            self.bus.deliver(process, {"conn": conn, "bound": index})
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

    def _reconnected(self) -> None:
        """The bus was cut: what was said meanwhile may be missing; ask for every room again."""
        for code in {link.code for link in self.links.values()}:
            self._spawn(self._resync(code))

    # --- every third of a lease ---------------------------------------------------------

    async def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                await self._renew()
                await self._forget_gone_processes()
                await self._watch_links()
            except (RedisError, OSError) as error:
                log.warning("Redis cannot be reached: %s", error)
                if loop.time() - self.renewed > self.lease_seconds:
                    for code in list(self.rooms):  # their leases ran out: others may hold them
                        self._drop(code)
            except Exception:  # a fault of ours: logged, and the leases are kept next time
                log.exception("the cluster's watch failed")

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
                self._leave(peer)

    async def _watch_links(self) -> None:
        """Rooms this process relays for: take one whose owner has gone, and follow one that
        another process took."""
        for code in {link.code for link in self.links.values()} - set(self.rooms):
            holder = await self.leases.holder(code)
            if holder is None:
                with contextlib.suppress(Refused):  # gone meanwhile: its clients are told so
                    await self._own(code, None)
            elif any(link.owner != holder for link in self.links.values() if link.code == code):
                await self._resync(code)
