"""What a server allows each peer, and the counters that enforce it.

The defaults suit a server on the internet: a person sends a few messages a minute, so 20 a
second (bursts of 40) is never reached by a real client and stops a flood at once; a household
behind one address rarely needs more than a few connections; 20 wrong room codes a minute
leave a 6-letter code (25^6 = 244 million) unguessable.
"""

from __future__ import annotations

import ipaddress
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    frame_bytes: int = 4 * 1024  # the largest message a client may send
    messages_per_second: float = 20.0
    message_burst: int = 40
    handshake_seconds: float = 10.0  # the TLS and WebSocket handshakes (slowloris)
    hello_seconds: float = 10.0  # from the handshake to a valid hello
    lobby_seconds: float = 120.0  # from the hello to being in a room
    idle_seconds: float = 3600.0  # silence allowed in a room (pings still keep it alive)
    connections_per_address: int = 16
    connections: int = 5000  # in all (each costs a socket and a few tens of KB)
    rooms: int = 1000
    # A started room nobody has been in for this long may be dropped to make room for a new
    # one when the server is full (never otherwise), so abandoned games cannot fill it.
    abandoned_seconds: float = 1800.0
    rooms_per_address_per_hour: int = 30
    wrong_codes_per_minute: int = 20  # answered at once; past that, slowed (SlowDown)
    chats_per_minute: float = 12.0  # per person, whatever connections they use
    chat_burst: int = 4
    undo_wait_moves: int = 2  # decisions played before a refused take-back is asked again
    outgoing_queue: int = 512  # messages waiting for a client that reads too slowly
    # Bytes buffered for each client by the system and by websockets: a fixed, small socket
    # buffer bounds the memory a peer costs and shows a client that stopped reading in time
    # (game messages are tiny: 64 KB is a second of play for a whole table, across the world).
    socket_send_bytes: int = 64 * 1024
    write_buffer_bytes: int = 32 * 1024
    # What may wait unsent in all (pongs the library sends by itself included): above a whole
    # room's message, so only a peer that stopped reading ever reaches it.
    unsent_bytes: int = 320 * 1024
    pings_per_second: float = 1.0  # a client pings every 20 s; a flood costs every room
    ping_burst: int = 10
    bot_threads: int = 2
    bot_processes: int = 0  # >0: computer players think in processes (common.net.bot_pool)
    store_threads: int = 4  # rooms written at once (each room's writes stay in order)
    store_retry_seconds: float = 5.0  # a room paused by a failed write tries it again
    ping_seconds: float = 20.0
    close_seconds: float = 2.0  # for the closing handshake (a flooder never answers it)
    # A cluster's process (--redis) talks to Redis over at most this many connections (one
    # of them its bus's); a rush of requests past them queues for one, for this long at most,
    # instead of failing with "Too many connections" (a pause, `unavailable`, for nothing).
    redis_connections: int = 32
    redis_wait_seconds: float = 5.0
    # Proxies whose PROXY v2 header names the client (addresses or networks): none by default,
    # so no one can claim another's address (common.net.proxy_header).
    proxy_from: tuple[str, ...] = ()


class RateLimiter:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self._clock = clock
        self._last = clock()

    def allow(self) -> bool:
        now = self._clock()
        self.tokens = min(self.burst, self.tokens + (now - self._last) * self.rate)
        self._last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class AddressWindow:
    """At most `most` events per address in any `seconds` (wrong room codes and tokens);
    memory stays bounded: an address keeps at most `most` times, and quiet ones are dropped."""

    def __init__(self, most: int, seconds: float = 60.0, clock=time.monotonic) -> None:
        self.most = most
        self.seconds = seconds
        self._clock = clock
        self._times: dict[str, deque[float]] = {}

    def _recent(self, address: str) -> deque[float]:
        now = self._clock()
        times = self._times.setdefault(address, deque(maxlen=self.most))
        while times and times[0] <= now - self.seconds:
            times.popleft()
        return times

    def blocked(self, address: str) -> bool:
        blocked = len(self._recent(address)) >= self.most
        if not self._times[address]:
            del self._times[address]
        return blocked

    def record(self, address: str) -> None:
        now = self._clock()
        self._recent(address).append(now)
        if len(self._times) > 10_000:  # many addresses at once: forget the quiet ones
            for quiet in [a for a, t in self._times.items() if t[-1] <= now - self.seconds]:
                del self._times[quiet]


def address_key(address: str) -> str:
    """The address that limits count: an IPv6 host has a whole /64 to itself (2^64 addresses),
    so IPv6 counts by its /64; an IPv4 address written as IPv6 counts as itself."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


class SlowDown:
    """Wrong guesses (room codes, seat tokens) per address: `rate` a second on average and
    bursts of `burst` are answered at once; past that each waits for the address's turn, so
    a guesser gets no faster however many connections it opens. A right code is never held
    up, so one guesser behind a shared address (a café, a carrier's NAT) slows only guessing,
    never locks out the neighbours."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic):
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address: tokens (< 0: owed), when

    def wait(self, address: str) -> float:
        """Count a wrong guess; the seconds to wait before answering it."""
        now = self._clock()
        tokens, last = self._buckets.get(address, (float(self.burst), now))
        tokens = min(self.burst, tokens + (now - last) * self.rate) - 1
        self._buckets[address] = (tokens, now)
        if len(self._buckets) > 10_000:  # many addresses at once: forget the rested ones
            rested = self.burst / self.rate
            for quiet in [a for a, (_t, when) in self._buckets.items() if when <= now - rested]:
                del self._buckets[quiet]
        return 0.0 if tokens >= 0 else -tokens / self.rate
