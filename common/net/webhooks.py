"""Your-turn webhooks (issue 49): a player may give the server an https URL (a Discord or ntfy
channel, say); when it becomes their turn while they are away (no connection to the room), the
server POSTs `{"content": ..., "text": ...}` to it: "Your turn in Marrakech (room ABCDEF)".
Never the seat token, never anything but that line.

A URL aimed at the server's own network is never called: the host is resolved and every
address it gives is checked (no private, loopback, link-local, multicast, reserved or
unspecified address, IPv4 or IPv6, nor one carried inside an IPv6 address: v4-mapped, NAT64,
6to4, Teredo); one bad address refuses the URL; and the connection is made to the checked
address itself (never resolved again), with the URL's host only as the TLS name to verify.
Each call has a bounded time (TIMEOUT), a redirect is not followed (a 3xx is a failure), and a
player is called at most PER_HOUR times an hour. Calls wait in a bounded queue worked by a few
tasks of their own: a webhook that fails, hangs or redirects never delays a move, and when the
queue is full the notice is dropped (noted in the log).

Only HTTP/1.1 over the standard library's asyncio streams and ssl: no new dependency.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import json
import socket
import ssl
import time
from collections.abc import Callable
from urllib.parse import SplitResult, urlsplit

from common.core.applog import logger
from common.core.i18n import _
from common.net.errors import Refused
from common.net.limits import AddressWindow
from common.net.protocol import BAD_URL

log = logger(__name__)

TIMEOUT = 5.0  # seconds for one call: resolving, connecting, TLS, sending, the answer's status
PER_HOUR = 4  # calls to one player's webhook in any hour
QUEUE = 64  # calls waiting; more are dropped
WORKERS = 2
_NAT64 = ipaddress.ip_network("64:ff9b::/96")

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


def _inner(ip: Address) -> list[Address]:
    """The address and every IPv4 address an IPv6 one carries inside it."""
    found: list[Address] = [ip]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            found.append(ip.ipv4_mapped)
        if ip.sixtofour is not None:
            found.append(ip.sixtofour)
        if ip.teredo is not None:
            found.extend(ip.teredo)
        if ip in _NAT64:
            found.append(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    return found


def public(address: str) -> bool:
    """Whether a server may call `address`: a global unicast address, and so is every
    address inside it."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return all(
        one.is_global
        and not (
            one.is_private
            or one.is_loopback
            or one.is_link_local
            or one.is_multicast
            or one.is_reserved
            or one.is_unspecified
        )
        for one in _inner(ip)
    )


def parse_url(url: str, allowed: Callable[[str], bool] = public) -> SplitResult:
    """The parts of a webhook URL; Refused (BAD_URL) saying why it will not do. The protocol
    already made it https:// and printable ASCII without spaces."""
    why = _("A webhook is an https:// address with a host, like https://ntfy.sh/your-topic")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise Refused(BAD_URL, why) from error
    if parts.scheme != "https" or not parts.hostname or parts.username or parts.password:
        raise Refused(BAD_URL, why)
    if port == 0:
        raise Refused(BAD_URL, why)
    with contextlib.suppress(ValueError):
        ipaddress.ip_address(parts.hostname)
        if not allowed(parts.hostname):
            raise Refused(BAD_URL, _("A webhook cannot call a private or local address"))
    return parts


@functools.cache
def default_tls() -> ssl.SSLContext:
    """The system's trusted certificates, read once in the process, when first needed."""
    return ssl.create_default_context()


class Webhooks:
    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        tls: ssl.SSLContext | None = None,
        loopback_for_tests: bool = False,
    ) -> None:
        """`loopback_for_tests`: also call 127.0.0.1 and ::1 (a test's receiver). Only a test
        constructs it so: `bazaar serve` has no flag, setting nor variable that does.
        Without `tls`, the system's trusted certificates are read at the first call (every
        server has webhooks; reading them cost each one 23 ms of CPU at its start)."""
        self._tls = tls
        self.loopback = loopback_for_tests
        self.sent = AddressWindow(PER_HOUR, 3600.0, clock)
        self.queue: asyncio.Queue[tuple[str, str]] | None = None
        self.workers: list[asyncio.Task[None]] = []
        self.calls = 0  # calls that got a 2xx answer (for the log and the tests)
        self.failures = 0  # calls refused, failed, timed out or redirected

    def start(self) -> None:
        self.queue = asyncio.Queue(QUEUE)
        loop = asyncio.get_running_loop()
        self.workers = [loop.create_task(self._work()) for _ in range(WORKERS)]

    async def close(self) -> None:
        for worker in self.workers:
            worker.cancel()
        for worker in self.workers:
            with contextlib.suppress(asyncio.CancelledError):
                await worker
        self.workers = []

    def allowed(self, address: str) -> bool:
        if self.loopback and address.split("%")[0] in ("127.0.0.1", "::1"):
            return True
        return public(address)

    def notify(self, who: str, url: str, text: str) -> bool:
        """Queue a call (never waits); False when `who` had its share this hour or the queue
        is full."""
        if self.queue is None or self.sent.blocked(who):
            return False
        try:
            self.queue.put_nowait((url, text))
        except asyncio.QueueFull:
            log.warning("a webhook call was dropped: %d are waiting", QUEUE)
            return False
        self.sent.record(who)
        return True

    async def _work(self) -> None:
        assert self.queue is not None
        while True:
            url, text = await self.queue.get()
            try:
                await asyncio.wait_for(self.call(url, text), TIMEOUT)
            except (OSError, asyncio.TimeoutError, ValueError, Refused) as error:
                self.failures += 1
                log.info("a webhook call failed: %s", str(error)[:200])
            except Exception:  # a fault of ours: that call is lost, the worker goes on
                self.failures += 1
                log.exception("a webhook call failed")
            finally:
                self.queue.task_done()

    @property
    def tls(self) -> ssl.SSLContext:
        """The TLS the calls verify their receivers with: the one given, or the default
        context (certificates and host names checked), made once in the process."""
        return self._tls or default_tls()

    async def call(self, url: str, text: str) -> None:
        """POST the notice; OSError or ValueError saying why it did not arrive."""
        parts = parse_url(url, self.allowed)
        host, port = parts.hostname or "", parts.port or 443
        infos = await asyncio.get_running_loop().getaddrinfo(
            host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
        )
        addresses = [str(info[4][0]) for info in infos]
        if not addresses or not all(self.allowed(a) for a in addresses):
            raise ValueError(f"{host} resolves to an address a server must not call")
        reader, writer = await asyncio.open_connection(
            addresses[0], port, ssl=self.tls, server_hostname=host
        )
        try:
            body = json.dumps({"content": text, "text": text}).encode("utf-8")
            path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            head = (
                f"POST {path} HTTP/1.1\r\nHost: {parts.netloc}\r\nUser-Agent: bazaar\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
                "Connection: close\r\n\r\n"
            )
            writer.write(head.encode("ascii") + body)
            await writer.drain()
            status = (await reader.readline()).split()
        finally:
            writer.close()
            with contextlib.suppress(OSError, ssl.SSLError):
                await writer.wait_closed()
        if len(status) < 2 or not status[1].startswith(b"2"):
            answer = status[1][:3].decode("ascii", "replace") if len(status) > 1 else "nothing"
            raise ValueError(f"the webhook answered {answer} (a redirect is not followed)")
        self.calls += 1
