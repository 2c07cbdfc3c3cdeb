"""A webhook receiver for the tests: an https server on 127.0.0.1 with its own certificate
(trusted by `trusting()`), and the helpers the webhook tests share."""

from __future__ import annotations

import asyncio
import ssl
from pathlib import Path

from common.net.client import Client
from tests.net.netkit import HOST, wait_for

HERE = Path(__file__).parent
CERT, KEY = HERE / "loopback-cert.pem", HERE / "loopback-key.pem"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def trusting() -> ssl.SSLContext:
    """TLS that trusts the loopback receiver's own certificate."""
    return ssl.create_default_context(cafile=str(CERT))


class Receiver:
    """An https server on 127.0.0.1 that keeps every request and answers `status`
    (or never answers, `hang`)."""

    def __init__(self, status: str = "204 No Content", hang: bool = False) -> None:
        self.status, self.hang = status, hang
        self.requests: list[tuple[bytes, bytes]] = []  # (head, body)
        self.arrived = asyncio.Event()
        self.released = asyncio.Event()  # a hanging receiver answers nothing until stopped
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        tls.load_cert_chain(CERT, KEY)
        self.server = await asyncio.start_server(self._serve, HOST, 0, ssl=tls)
        return self.server.sockets[0].getsockname()[1]

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        length = next(
            int(line.split(b":")[1])
            for line in head.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        )
        body = await reader.readexactly(length)
        self.requests.append((head, body))
        self.arrived.set()
        if self.hang:
            await self.released.wait()
            writer.close()
            return
        writer.write(f"HTTP/1.1 {self.status}\r\nLocation: https://{HOST}:1/\r\n\r\n".encode())
        await writer.drain()
        writer.close()

    async def stop(self) -> None:
        assert self.server is not None
        self.released.set()
        self.server.close()


async def away(client: Client, seat: int) -> None:
    """Read on until the client is told that `seat`'s player has gone."""
    while (await wait_for(client, "seats")).message["seats"][seat]["online"]:
        pass
