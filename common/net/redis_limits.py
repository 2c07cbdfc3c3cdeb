"""Limits shared by every process of a cluster (`bazaar serve --redis`), kept in Redis so a
guesser, a room opener or a chatter gets no more by spreading over the processes (or by the
room moving to another owner):

- wrong room codes and seat tokens: the same token bucket as common.net.limits.SlowDown
  (`rate` a second, bursts of `burst`, then each wrong guess waits its address's turn), one
  bucket per address in Redis, timed by Redis's own clock;
- rooms opened: at most `most` an hour per address (common.net.limits.AddressWindow);
- chat per person (a room's member): common.net.limits.RateLimiter's bucket, a refused chat
  taking nothing from it, as common.net.person_limits keeps it in the room's owner.

Addresses are the keys common.net.limits.address_key makes (an IPv6 address counts by its /64).
Every key expires once it no longer matters, so Redis holds nothing for quiet addresses.
"""

from __future__ import annotations

import secrets
from typing import Any

from common.net.limits import Limits
from common.net.room_lease import PREFIX, room_key

# A token bucket, `rate` a second and `burst` at once, timed by Redis's clock. ARGV[3] 'owe':
# every event takes a token, owing when none is left, and the answer is the seconds to wait
# ('0': none); 'allow': an event takes a token only if there is one, answer '1', else '0'.
_BUCKET = """
local now = redis.call('time')
now = tonumber(now[1]) + tonumber(now[2]) / 1000000
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local kept = redis.call('hmget', KEYS[1], 'tokens', 'when')
local tokens = tonumber(kept[1]) or burst
local when = tonumber(kept[2]) or now
tokens = math.min(burst, tokens + (now - when) * rate)
local answer = '0'
if ARGV[3] == 'owe' then
  tokens = tokens - 1
  if tokens < 0 then answer = tostring(-tokens / rate) end
elseif tokens >= 1 then
  tokens = tokens - 1
  answer = '1'
end
redis.call('hset', KEYS[1], 'tokens', tostring(tokens), 'when', tostring(now))
redis.call('pexpire', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return answer
"""

_WINDOW = """
local now = redis.call('time')
now = tonumber(now[1]) + tonumber(now[2]) / 1000000
local seconds, most = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('zremrangebyscore', KEYS[1], '-inf', now - seconds)
if redis.call('zcard', KEYS[1]) >= most then return 1 end
if ARGV[3] == 'record' then
  redis.call('zadd', KEYS[1], now, tostring(now) .. ':' .. ARGV[4])
  redis.call('expire', KEYS[1], math.ceil(seconds))
end
return 0
"""


class SharedLimits:
    def __init__(self, redis: Any, limits: Limits) -> None:
        self.redis = redis
        self.wrong_per_minute = limits.wrong_codes_per_minute
        self.rooms_per_hour = limits.rooms_per_address_per_hour
        self.chats_per_second = limits.chats_per_minute / 60.0
        self.chat_burst = limits.chat_burst
        self._bucket = redis.register_script(_BUCKET)
        self._window = redis.register_script(_WINDOW)

    async def wrong_wait(self, address: str) -> float:
        """Count a wrong code or token from the address; the seconds to wait before answering."""
        rate = self.wrong_per_minute / 60.0
        wait = await self._bucket(
            keys=[f"{PREFIX}:wrong:{address}"], args=[rate, self.wrong_per_minute, "owe"]
        )
        return max(0.0, float(wait))

    async def may_chat(self, code: str, member: int) -> bool:
        """Count a chat of the room's member; False (nothing counted) when it chats too fast."""
        allowed = await self._bucket(
            keys=[room_key(code, f"chat:{member}")],
            args=[self.chats_per_second, self.chat_burst, "allow"],
        )
        return int(allowed) == 1

    async def open_room(self, address: str) -> bool:
        """Count a room opened from the address; False (and nothing counted) when it has
        opened as many as it may this hour."""
        blocked = await self._window(
            keys=[f"{PREFIX}:opened:{address}"],
            args=[3600, self.rooms_per_hour, "record", secrets.token_hex(6)],
        )
        return not blocked
