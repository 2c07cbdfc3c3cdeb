"""My games and the open tables across a cluster (issue 49 with `--redis`): a process knows
only the rooms it owns, so what the lobby asks is answered from Redis.

- **My games**: a room owned here is summed up as it is; any other is read from its entries in
  Redis (common.net.redis_store.peek), its clock counted from the turn's start kept with it.
  Who is online is known only to a room's owner: a room read from Redis shows nobody online.
- **Open tables**: each process writes the view of every listed room it owns into one Redis
  hash (`bazaar:open`: code -> the view, who listed it, when, and when this was last said),
  at once when a room is listed and then every third of a lease, and deletes it once the room
  is no longer open. Every process lists the hash, newest first: rooms no longer in the
  directory are left out, and a real-time room whose owner has not spoken for three leases
  (gone with its process: its creator is no longer there) too. A turn-based room waits for its
  players with nobody in it (its owner lets it go): its entry stays until a process that loads
  it finds it closed. One address may list as many rooms as common.net.open_tables allows,
  counted across the cluster.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from common.net.my_games import summary
from common.net.open_tables import PER_ADDRESS, is_open, table_view
from common.net.protocol import MAX_OPEN_TABLES
from common.net.redis_store import DIRECTORY
from common.net.room_clock import RoomClocks
from common.net.room_lease import PREFIX

if TYPE_CHECKING:
    from common.net.cluster_owner import RoomOwner

OPEN = f"{PREFIX}:open"


class ClusterLobby:
    def __init__(self, server: RoomOwner) -> None:
        self.server = server
        self.redis = server.rooms_store.redis

    async def my_games(self, seats: list[dict[str, str]]) -> list[dict[str, Any]]:
        """What the cluster says of each (code, token) asked about, in the order asked."""
        server, answers = self.server, []
        for asked in seats:
            code, token = asked["code"], asked["token"]
            room = server.rooms.get(code)
            clocks = server.turns.clocks
            if room is None:
                room = await server.rooms_store.peek(code)
                clocks = RoomClocks(server.clock, server.wall)
                if room is not None:
                    clocks.loaded(room)
            answers.append({"code": code, **summary(room, token, clocks)})
        return answers

    async def may_list(self, address: str) -> bool:
        """Whether the address lists fewer open tables than one may, across the cluster."""
        entries = await self.redis.hvals(OPEN)
        return sum(_entry(e).get("address") == address for e in entries) < PER_ADDRESS

    async def publish(self) -> None:
        """Say the open tables this process owns; delete the ones it owns that are closed."""
        server, now = self.server, time.time()
        listed = server.turns.tables.listed
        saying, closing = {}, []
        for code, room in list(server.rooms.items()):
            if not room.options.listed:
                continue
            if is_open(room):
                entry = {
                    "view": table_view(room),
                    "address": listed.get(code, ""),
                    "turn_based": room.options.turn_based,
                    "said": now,
                }
                saying[code] = json.dumps(entry, separators=(",", ":"))
            else:
                closing.append(code)
        async with self.redis.pipeline(transaction=False) as pipe:
            for code, text in saying.items():
                pipe.hsetnx(f"{OPEN}:since", code, now)
                pipe.hset(OPEN, code, text)
            if closing:
                pipe.hdel(OPEN, *closing)
                pipe.hdel(f"{OPEN}:since", *closing)
            await pipe.execute()

    async def views(self) -> list[dict[str, Any]]:
        """The cluster's open tables, newest first, at most MAX_OPEN_TABLES."""
        found = await self.redis.hgetall(OPEN)
        since = await self.redis.hgetall(f"{OPEN}:since")
        codes = [_text(code) for code in found]
        known = await self.redis.smismember(DIRECTORY, codes) if codes else []
        stale = time.time() - 3 * self.server.lease_seconds
        tables = []
        for code, raw, there in zip(codes, found.values(), known, strict=True):
            entry = _entry(raw)
            view = entry.get("view")
            fresh = entry.get("turn_based") or _number(entry.get("said")) >= stale
            if there and fresh and isinstance(view, dict) and view.get("code") == code:
                tables.append((_number(since.get(code.encode(), since.get(code))), view))
        gone = [code for code, there in zip(codes, known, strict=True) if not there]
        if gone:
            await self.redis.hdel(OPEN, *gone)
            await self.redis.hdel(f"{OPEN}:since", *gone)
        tables.sort(key=lambda pair: pair[0], reverse=True)
        return [view for _when, view in tables[:MAX_OPEN_TABLES]]


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _entry(raw: Any) -> dict[str, Any]:
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _number(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
