"""The game server as one process of a cluster (`bazaar serve --redis URL`): any number of
processes, on any number of machines, serve the same rooms, and a client may connect to any.

Rooms, their steps, seat-token hashes, the room directory and the per-address limits live in
Redis (common.net.redis_store, common.net.redis_limits). One process at a time holds a room's
lease (common.net.room_lease) and owns it (common.net.cluster_owner): it checks and applies its
moves and writes every change to Redis before it says anything of it. Any other process holding
a client of that room relays (this module): it sends the client's requests to the owner over
the bus (common.net.redis_bus) and passes the owner's messages back to the client. A relaying
process knows a member by its index, learned from the owner when the client entered.

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
import ssl
from dataclasses import replace
from typing import Any

from redis.asyncio import BlockingConnectionPool, Redis
from redis.exceptions import RedisError

from common.core.applog import logger
from common.core.cleantext import clean_text
from common.core.i18n import _
from common.net.cluster_lobby import ClusterLobby
from common.net.cluster_owner import WATCHING, Link, RoomOwner, unavailable
from common.net.errors import Refused
from common.net.limits import Limits
from common.net.peer import Peer
from common.net.protocol import (
    CLIENT_MESSAGES,
    FULL,
    NOT_ALLOWED,
    TOO_FAST,
    UNAVAILABLE,
    decode,
)
from common.net.redis_bus import RedisBus
from common.net.redis_limits import SharedLimits
from common.net.redis_store import RedisRoomStore
from common.net.room import msg, token_hash
from common.net.room_lease import Leases
from common.net.room_store import StoreUnreachable

log = logger(__name__)

HOPS = 3  # a request sent on to a room's owner that has just moved on: tried this many times


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


class ClusterServer(RoomOwner):
    def __init__(self, url: str, limits: Limits | None = None, lease_seconds: float = 5.0) -> None:
        limits = limits or Limits()
        # A room paused by Redis being away tries again at the pace of the leases.
        limits = replace(limits, store_retry_seconds=min(limits.store_retry_seconds, lease_seconds))
        self.redis = Redis.from_pool(
            BlockingConnectionPool.from_url(
                url,
                max_connections=limits.redis_connections,
                timeout=limits.redis_wait_seconds,
                socket_timeout=2.0,
                socket_connect_timeout=2.0,
            )
        )
        leases = Leases(self.redis, lease_seconds)
        super().__init__(limits, leases, RedisRoomStore(self.redis, leases))
        self.shared = SharedLimits(self.redis, self.limits)
        self.bus = RedisBus(self.redis, self.process, self._arrived, self._reconnected)
        self.ids: dict[Peer, int] = {}
        self.conns: dict[int, Peer] = {}
        self.numbers = itertools.count(1)
        self.reserved = ""
        self.ticker: asyncio.Task[None] | None = None
        self.lobby = ClusterLobby(self)

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
        while self.ticker is not None and not self.ticker.done():  # 3.11's wait_for may drop
            self.ticker.cancel()  # a cancel that comes as the watch is woken: cancel it again
            await asyncio.wait({self.ticker}, timeout=self.lease_seconds)
        await super().stop()
        await asyncio.gather(*self.tasks, return_exceptions=True)  # what the clients left
        with contextlib.suppress(RedisError, OSError):
            for code in list(self.leases.held):
                await self.leases.release(code)  # the others take them at once
        await self.bus.close()
        with contextlib.suppress(RedisError, OSError):
            await self.redis.aclose()

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
            if kind == "chat":
                await self._chat_allowed(peer, link)
            if kind == "my_games":  # the cluster's rooms, not only the ones owned here
                peer.post(msg("my_games", games=await self.lobby.my_games(message["seats"])))
            elif kind == "open_tables":
                peer.post(msg("open_tables", tables=await self.lobby.views()))
            elif peer.room is not None:  # in a room this process owns
                self._dispatch(peer, message)
            elif link is not None:
                if kind in ("create", "join", "rejoin", "watch"):
                    raise Refused(NOT_ALLOWED, _("You are in a room already"))
                await self._forward(peer, link, message)
            elif kind == "create":
                await self._create_here(peer, message)
            elif kind in ("join", "rejoin", "watch"):  # the room's owner takes it
                await self._enter_room(peer, message)
            else:
                self._dispatch(peer, message)
        except RedisError as error:
            log.warning("Redis cannot be reached: %s", error)
            raise unavailable() from error

    async def _chat_allowed(self, peer: Peer, link: Link | None) -> None:
        """A person's chat rate, counted in Redis: it holds across processes and owners."""
        if peer.room is not None:
            where = peer.room.code, peer.room.members.index(peer.member)
        elif link is not None and link.member is not None:
            where = link.code, link.member
        else:
            return  # in no room yet: the room refuses it
        if not await self.shared.may_chat(*where):
            raise Refused(TOO_FAST, _("You are chatting too fast: wait a moment"))

    async def _create_here(self, peer: Peer, message: dict[str, Any]) -> None:
        """A new room, owned here: its code unique across the cluster, the cap and the rooms
        an address may open counted across it."""
        store = self.rooms_store
        if await store.count() >= self.limits.rooms and not await self._evict_empty():
            raise Refused(FULL, _("This server is full: try again later"))
        if not await self.shared.open_room(peer.address):
            raise Refused(FULL, _("Too many rooms were opened from your address"))
        if message.get("listed") and not await self.lobby.may_list(peer.address):
            raise Refused(FULL, _("You have as many open tables listed as one address may"))
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
        if message.get("listed"):
            self._spawn(self.lobby.publish())  # on every process's list at once

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

    # --- what the bus brings for this process's clients -----------------------------------

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
            elif link is not None and item["bound"] != WATCHING:  # a watcher asks by watching
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

    def _reconnected(self) -> None:
        """The bus was cut: what was said meanwhile may be missing; ask for every room again."""
        for code in {link.code for link in self.links.values()}:
            self._spawn(self._resync(code))

    # --- every third of a lease ---------------------------------------------------------

    async def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            with contextlib.suppress(asyncio.TimeoutError):  # or at once when woken
                await asyncio.wait_for(self.watch_now.wait(), self.lease_seconds / 3)
            self.watch_now.clear()
            try:
                await self._renew()
                await self.lobby.publish()
                for room in list(self.rooms.values()):  # let go once nobody is in it
                    if not any(member.online for member in room.members):
                        await self._abandoned(room)
                await self._forget_gone_processes()
                await self._watch_links()
            except (RedisError, OSError) as error:
                log.warning("Redis cannot be reached: %s", error)
                if loop.time() - self.renewed > self.lease_seconds:
                    for code in list(self.rooms):  # their leases ran out: others may hold them
                        self._drop(code)
            except Exception:  # a fault of ours: logged, and the leases are kept next time
                log.exception("the cluster's watch failed")

    async def _watch_links(self) -> None:
        """Rooms this process relays for: take one whose owner has gone, and follow one that
        another process took."""
        for code in {link.code for link in self.links.values()} - set(self.rooms):
            holder = await self.leases.holder(code)
            if holder is None:
                try:
                    await self._own(code, None)
                except Refused as gone:  # the room is gone: its clients here are told so
                    for peer, link in list(self.links.items()):
                        if link.code == code:
                            del self.links[peer]
                            peer.error(gone.code, gone.reason)
            elif any(link.owner != holder for link in self.links.values() if link.code == code):
                await self._resync(code)
