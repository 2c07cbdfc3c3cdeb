"""Rooms kept in Redis (`bazaar serve --redis URL`): the room store seam's distributed engine.

Each room is a list of the same entries as a room's file (common.net.room_store): the whole
room as its first entry, then one entry per step with the actions it brought, so a step is one
RPUSH. Beside it, the room's seat tokens' SHA-256 (a hash: token hash -> member), so any
process can tell a right token from a wrong one; and the directory of rooms (a set of codes),
which makes a new code unique across every process (SADD) and counts the rooms for the cap.

Every write is fenced: a script writes only while the lease the writer holds is the room's
lease (common.net.room_lease), else it fails with LeaseLost, so a process that lost a room can
append nothing to it. Writes return once Redis has them; with `appendonly yes` and
`appendfsync always` that is once they are on its disk (common/net/README.md says what the
other settings can lose).
"""

from __future__ import annotations

import json
import secrets
import time
from typing import Any

from common.core.applog import logger
from common.core.errors import NotationError, RecordError
from common.net.protocol import CODE_ALPHABET, CODE_LENGTH
from common.net.room import Room
from common.net.room_lease import PREFIX, Leases, room_key
from common.net.room_store import ROOM_BYTES, replay, whole
from common.net.store import room_from_json

log = logger(__name__)

DIRECTORY = f"{PREFIX}:rooms"
EMPTY = f"{PREFIX}:empty"  # rooms nobody is in: code -> since when (0: never started, or over)

_WRITE = """
if redis.call('get', KEYS[1]) ~= ARGV[1] then return redis.error_reply('LEASE lost') end
if ARGV[2] == 'replace' then redis.call('del', KEYS[2]) end
redis.call('rpush', KEYS[2], ARGV[3])
if ARGV[4] == 'tokens' then
  redis.call('del', KEYS[3])
  for i = 5, #ARGV, 2 do redis.call('hset', KEYS[3], ARGV[i], ARGV[i + 1]) end
end
return 1
"""

_FORGET = """
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('del', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
redis.call('srem', KEYS[5], ARGV[2])
redis.call('zrem', KEYS[6], ARGV[2])
return 1
"""


class LeaseLost(OSError):
    """This process no longer holds the room's lease: another applies its moves now."""


def _tokens(entry: bytes) -> list[str] | None:
    """The token hashes a whole-room entry holds ([hash, member, ...]), None for a step."""
    if not entry.startswith(b'{"room":'):
        return None
    members = json.loads(entry)["room"]["members"]
    pairs: list[str] = []
    for number, member in enumerate(members):
        pairs += [member["token_sha256"], str(number)]
    return pairs


class RedisRoomStore:
    """The room store seam over Redis (async: RoomWrites awaits it on the loop, which the
    network round trip does not block)."""

    def __init__(self, redis: Any, leases: Leases) -> None:
        self.redis = redis
        self.leases = leases
        self._write = redis.register_script(_WRITE)
        self._forget = redis.register_script(_FORGET)

    def open(self) -> list[Room]:
        """Rooms are loaded one at a time, by the process that takes each one's lease."""
        return []

    def close(self) -> None:
        """Nothing of the store's own to let go (the server closes its connection)."""

    def _value(self, code: str) -> str:
        holder = self.leases.held.get(code)
        if holder is None:
            raise LeaseLost(f"room {code} is not this process's")
        return holder.value

    async def _put(self, code: str, mode: str, entry: bytes) -> None:
        tokens = _tokens(entry)
        args = [
            self._value(code),
            mode,
            entry,
            "tokens" if tokens is not None else "",
            *(tokens or []),
        ]
        keys = [room_key(code, "lease"), room_key(code, "log"), room_key(code, "tokens")]
        try:
            await self._write(keys=keys, args=args)
        except Exception as error:
            if "LEASE" in str(error):  # the next renewal finds it lost and lets the room go
                raise LeaseLost(f"room {code} is held by another process now") from error
            raise

    async def append(self, code: str, entry: bytes) -> None:
        await self._put(code, "append", entry)

    async def replace(self, code: str, entry: bytes) -> None:
        await self._put(code, "replace", entry)

    async def forget(self, code: str) -> None:
        holder = self.leases.held.pop(code, None)
        if holder is None:
            return
        keys = [room_key(code, part) for part in ("lease", "log", "tokens", "fence")]
        await self._forget(keys=[*keys, DIRECTORY, EMPTY], args=[holder.value, code])

    # --- the directory and the tokens ---------------------------------------------------

    async def reserve_code(self) -> str:
        """A new room code no process has given (bounded: 25^6 codes, a few thousand used)."""
        for _attempt in range(100):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if await self.redis.sadd(DIRECTORY, code):
                return code
        raise OSError("no free room code found")

    async def unreserve(self, code: str) -> None:
        """A code reserved for a room that was then refused."""
        await self.redis.srem(DIRECTORY, code)
        await self.leases.release(code)

    async def count(self) -> int:
        return int(await self.redis.scard(DIRECTORY))

    async def exists(self, code: str) -> bool:
        return bool(await self.redis.sismember(DIRECTORY, code))

    async def emptied(self, code: str, since: float) -> None:
        """Nobody is in the room since `since` (0: it never started, or it is over); an earlier
        time already noted stays."""
        await self.redis.zadd(EMPTY, {code: since}, nx=True)

    async def entered(self, code: str) -> None:
        await self.redis.zrem(EMPTY, code)

    async def empty_since(self, before: float, most: int = 5) -> list[str]:
        """Rooms nobody has been in since before `before` (the longest first)."""
        found = await self.redis.zrangebyscore(EMPTY, "-inf", before, start=0, num=most)
        return [c.decode("ascii", "replace") if isinstance(c, bytes) else str(c) for c in found]

    async def member_of(self, code: str, token_sha256: str) -> int | None:
        """The member a token (by its hash) belongs to in the room, or None."""
        found = await self.redis.hget(room_key(code, "tokens"), token_sha256)
        text = found.decode("ascii", "replace") if isinstance(found, bytes) else found
        return int(text) if isinstance(text, str) and text.isdigit() else None

    # --- loading ------------------------------------------------------------------------

    async def peek(self, code: str) -> Room | None:
        """The room as Redis holds it, read only (any process, lease or not: for My games);
        None when there is none or it does not load (its owner sets a damaged one aside)."""
        entries = await self.redis.lrange(room_key(code, "log"), 0, -1)
        data = b"".join(e if isinstance(e, bytes) else str(e).encode() for e in entries)
        if not data or len(data) > ROOM_BYTES:
            return None
        try:
            room_json, _torn = replay(data)
            room = room_from_json(room_json)
        except (RecordError, NotationError, ValueError, KeyError, TypeError):
            return None
        return room if room.code == code else None

    async def load(self, code: str) -> Room | None:
        """The room as Redis holds it (this process holds its lease), compacted to one entry;
        None when there is none or it is damaged (then it is set aside with a logged message)."""
        entries = await self.redis.lrange(room_key(code, "log"), 0, -1)
        if not entries:
            return None
        data = b"".join(e if isinstance(e, bytes) else str(e).encode() for e in entries)
        try:
            if len(data) > ROOM_BYTES:
                raise ValueError("the room is larger than any game")
            room_json, torn = replay(data)
            room = room_from_json(room_json)
            if room.code != code or torn:
                raise ValueError("the entries hold another room, or one was cut off")
        except (RecordError, NotationError, ValueError, KeyError, TypeError) as why:
            aside = room_key(code, f"damaged-{int(time.time())}")
            await self.redis.rename(room_key(code, "log"), aside)
            await self.redis.delete(room_key(code, "tokens"))
            await self.redis.srem(DIRECTORY, code)
            log.error(
                "room %s in Redis is damaged (%s): set aside as %s", code, str(why)[:200], aside
            )
            return None
        if len(entries) > 1:
            await self.replace(code, whole(room)[0])
        return room
