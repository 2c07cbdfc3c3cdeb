"""One client connection as the server sees it: every message it sends is rate limited,
size limited (by the WebSocket layer) and schema checked; what it is sent waits in a bounded
queue drained by its own writer, so a client that stops reading never holds up its room: when
its queue is full it is cut off."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections import Counter
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import Opcode

from common.core.applog import logger
from common.core.i18n import _
from common.net.errors import Disconnect
from common.net.limits import Limits, RateLimiter, address_key
from common.net.protocol import (
    BAD_MESSAGE,
    CLIENT_MESSAGES,
    SERVER_MESSAGES,
    TIMEOUT,
    TOO_FAST,
    ProtocolError,
    decode,
    encode,
)
from common.net.proxy_header import ProxyError, ProxyHeader, is_trusted, trusted

CLOSE_POLICY = 1008  # the WebSocket close code for a peer that broke the rules
# The proxy's health checks (a handshake a second): their opening and closing said only when
# this logger is set to INFO or below.
CHECKS = logger("common.net.proxy_checks")
CHECKS.setLevel(logging.WARNING)


class Peer:
    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.address = getattr(ws, "address", "?")
        self.limits = limits
        self.limiter = RateLimiter(limits.messages_per_second, limits.message_burst)
        self.queue: asyncio.Queue[str] = asyncio.Queue(limits.outgoing_queue)
        self.room: Any = None
        self.member: Any = None
        self.wrong = 0  # wrong room codes and tokens this connection tried
        self.wait = 0.0  # seconds before its next answer (a guess past its address's share)
        self.writer: asyncio.Task[None] | None = asyncio.get_running_loop().create_task(
            self._write()
        )

    def post(self, text: str) -> None:
        """Queue a message; a client too far behind is cut off (its room goes on)."""
        if self.writer is None or self.writer.done():
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.writer.cancel()
            self.ws.transport.abort()

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await self.queue.get()
                await self.ws.send(text)
                self.queue.task_done()

    async def receive(self, seconds: float) -> dict[str, Any]:
        """The next message, checked; Disconnect for silence, a flood or a bad message."""
        try:
            data = await asyncio.wait_for(self.ws.recv(), seconds)
        except asyncio.TimeoutError as error:
            raise Disconnect(TIMEOUT, _("Nothing was heard from you for too long")) from error
        if not self.limiter.allow():
            raise Disconnect(TOO_FAST, _("Too many messages, too fast"))
        try:
            return decode(data, CLIENT_MESSAGES, self.limits.frame_bytes)
        except ProtocolError as error:
            raise Disconnect(BAD_MESSAGE, str(error)) from error

    def error(self, code: str, reason: str) -> None:
        self.post(encode("error", SERVER_MESSAGES, code=code, reason=reason))

    async def close(self, reason: str = "") -> None:
        """Send what is queued (for two seconds at most), then close with the reason; a peer
        closed already (replaced by its rejoin elsewhere, then its handler ending) is left."""
        writer = self.writer
        if writer is None:
            return
        drained = asyncio.ensure_future(self.queue.join())
        await asyncio.wait((drained, writer), timeout=2.0, return_when="FIRST_COMPLETED")
        drained.cancel()
        writer.cancel()
        said = reason.encode()[:120].decode("utf-8", "ignore")  # a close frame holds 123 bytes
        with contextlib.suppress(ConnectionClosed):
            await self.ws.close(CLOSE_POLICY if reason else 1000, said)
        # The cancelled writer keeps its frame, which holds this peer, which held the writer:
        # a cycle only the collector frees, and a calm collector holds it for an hour.
        self.writer = None


def counted_connection(limits: Limits) -> type[ServerConnection]:
    """A ServerConnection class that refuses more than limits.connections_per_address from
    one address and limits.connections in all, counted from the moment the TCP connection
    opens (before any handshake), and gives each connection a fixed socket send buffer.
    From a proxy in limits.proxy_from, the address is the client's, from the PROXY v2 header
    (common.net.proxy_header) that must come first, and is counted once it has come."""
    open_per_address: Counter[str] = Counter()
    proxies = trusted(limits.proxy_from)

    class Counted(ServerConnection):
        address = "?"
        counted = False
        header: ProxyHeader | None = None  # from a trusted proxy, until its header is read

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self.pings = RateLimiter(limits.pings_per_second, limits.ping_burst)
            peer = transport.get_extra_info("peername")
            self.address = address_key(str(peer[0])) if peer else "?"
            if peer and is_trusted(str(peer[0]), proxies):
                self.header = ProxyHeader()
            else:
                self._count(transport)

        def _count(self, transport: Any) -> None:
            crowded = open_per_address.total() >= limits.connections
            if crowded or open_per_address[self.address] >= limits.connections_per_address:
                transport.abort()
                return
            sock = transport.get_extra_info("socket")
            if sock is not None:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.socket_send_bytes)
            open_per_address[self.address] += 1
            self.counted = True

        def _proxied(self, data: bytes) -> bytes | None:
            """The bytes after the proxy's header once it is whole (the client counted)."""
            assert self.header is not None
            try:
                if not self.header.feed(data):
                    return None
            except ProxyError:
                self.transport.abort()  # a proxy we trust speaks PROXY v2 first, always
                return None
            header, self.header = self.header, None
            if header.is_check:
                self.logger = self.protocol.logger = CHECKS
            else:
                self.address = address_key(header.address)
            self._count(self.transport)
            return header.rest if self.counted else None

        def data_received(self, data: bytes) -> None:
            if self.header is not None:
                rest = self._proxied(data)
                if not rest:
                    return
                data = rest
            super().data_received(data)
            # The library answers every ping with a pong by itself: a peer that pings and
            # never reads would have pongs pile up without end. Past a bound it is cut off.
            if self.transport.get_write_buffer_size() > limits.unsent_bytes:
                self.transport.abort()

        def process_event(self, event: Any) -> None:
            if getattr(event, "opcode", None) is Opcode.PING and not self.pings.allow():
                self.transport.abort()  # a ping flood costs every room its time
                return
            super().process_event(event)

        def connection_lost(self, exc: Exception | None) -> None:
            super().connection_lost(exc)
            # asyncio's socket transport holds a bound method of its own (a cycle that only
            # the collector frees, and a calm collector only hourly): let it go now.
            if hasattr(self.transport, "_read_ready_cb"):
                self.transport._read_ready_cb = None
            if self.counted:
                self.counted = False
                open_per_address[self.address] -= 1
                if not open_per_address[self.address]:
                    del open_per_address[self.address]

    return Counted
