"""Which process applies a room's moves (`bazaar serve --redis`): a lease per room in Redis.

A process takes a room's lease with one script: SET NX PX, after counting the room's fence up
by one (INCR), so the lease's value is "<process> <fence>" and every holder of a room ever has
a fence higher than the one before. It renews its leases every third of their time; a process
that dies (or stops answering) loses them when they run out, and another process takes them.
Every write of a room is fenced (common.net.redis_store): it lands only while the writer's
value is the lease's value, so a process that lost its lease while it was stalled can apply
nothing more to the room's history, however long it takes to notice.

Each process also keeps a key of its own alive the same way (`alive`), so the owner of a room
knows when a process relaying one of its players has gone.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

PREFIX = "bazaar"

_ACQUIRE = """
if redis.call('exists', KEYS[1]) == 1 then return 0 end
local fence = redis.call('incr', KEYS[2])
redis.call('set', KEYS[1], ARGV[1] .. ' ' .. fence, 'PX', ARGV[2])
return fence
"""

_RENEW = """
local kept = {}
for i, key in ipairs(KEYS) do
  if redis.call('get', key) == ARGV[i + 1] then
    redis.call('pexpire', key, ARGV[1])
    kept[i] = 1
  else
    kept[i] = 0
  end
end
return kept
"""

_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0
"""


def room_key(code: str, part: str) -> str:
    """A room's key: {code} is a hash tag, so a room's keys stay on one Redis Cluster node."""
    return f"{PREFIX}:{{{code}}}:{part}"


def alive_key(process: str) -> str:
    return f"{PREFIX}:alive:{process}"


@dataclass(frozen=True)
class Holder:
    """Who holds a room's lease: a process and its fence."""

    process: str
    fence: int

    @property
    def value(self) -> str:
        return f"{self.process} {self.fence}"

    @classmethod
    def parse(cls, value: Any) -> Holder | None:
        """The holder a lease's value names, or None for a value that is not one."""
        if isinstance(value, bytes):
            value = value.decode("ascii", "replace")
        process, _space, fence = str(value).partition(" ")
        if not process or not fence.isdigit() or len(process) > 64:
            return None
        return cls(process, int(fence))


class Leases:
    """This process's leases: taken, renewed, released and checked (every call talks to Redis
    and may raise redis.RedisError when it cannot be reached)."""

    def __init__(self, redis: Any, seconds: float, process: str | None = None) -> None:
        self.redis = redis
        self.ms = max(100, int(seconds * 1000))
        self.process = process or secrets.token_hex(8)
        self.held: dict[str, Holder] = {}  # code: the lease this process holds
        self._acquire = redis.register_script(_ACQUIRE)
        self._renew = redis.register_script(_RENEW)
        self._release = redis.register_script(_RELEASE)

    async def acquire(self, code: str) -> Holder | None:
        """Take the room's lease if nobody holds it; None if someone does."""
        fence = await self._acquire(
            keys=[room_key(code, "lease"), room_key(code, "fence")], args=[self.process, self.ms]
        )
        if not fence:
            return None
        holder = Holder(self.process, int(fence))
        self.held[code] = holder
        return holder

    async def holder(self, code: str) -> Holder | None:
        """Who holds the room's lease now (None: nobody)."""
        return Holder.parse(await self.redis.get(room_key(code, "lease")))

    async def renew(self) -> list[str]:
        """Renew every lease held (and this process's own key); the codes whose lease was lost."""
        await self.redis.set(alive_key(self.process), "1", px=self.ms)
        codes = list(self.held)
        if not codes:
            return []
        values = [self.held[code].value for code in codes]
        kept = await self._renew(
            keys=[room_key(c, "lease") for c in codes], args=[self.ms, *values]
        )
        lost = [code for code, ok in zip(codes, kept, strict=True) if not ok]
        for code in lost:
            self.held.pop(code, None)
        return lost

    async def release(self, code: str) -> None:
        holder = self.held.pop(code, None)
        if holder is not None:
            await self._release(keys=[room_key(code, "lease")], args=[holder.value])

    async def alive(self, processes: list[str]) -> set[str]:
        """Which of these processes still keep their key alive."""
        if not processes:
            return set()
        async with self.redis.pipeline(transaction=False) as pipe:
            for process in processes:
                pipe.exists(alive_key(process))
            answers = await pipe.execute()
        return {p for p, there in zip(processes, answers, strict=True) if there}
