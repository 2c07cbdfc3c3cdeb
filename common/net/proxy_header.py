"""The client's address from the proxy in front (HAProxy's `send-proxy-v2`): the PROXY
protocol, version 2, read before the WebSocket handshake and only from the addresses the
server's owner names (`bazaar serve --proxy-from 127.0.0.1`).

Why PROXY v2 and not `X-Forwarded-For`: the header comes first on the connection, before any
HTTP, so the per-address connection cap counts the real client from its first byte (a
forwarded-for header arrives only with the handshake, after the connection was counted); it
is binary with fixed sizes (nothing to split or trim, no client-written header to append
to); and a health check says it is one (the LOCAL command), so its connections log quietly.

    header = ProxyHeader()
    header.feed(data)    # None: more bytes needed; ProxyError: not a PROXY v2 header
    header.address       # the client's address ("" for a LOCAL connection: a check)
    header.rest          # the bytes after the header (the HTTP request begins there)
"""

from __future__ import annotations

import ipaddress
import struct

SIGNATURE = b"\r\n\r\n\x00\r\nQUIT\n"
FIXED = 16  # the signature, version and command, family and protocol, length
MOST = 512  # addresses and the few TLVs HAProxy adds fit easily; more is not a proxy's
LOCAL, PROXY = 0x20, 0x21
TCP4, TCP6 = 0x11, 0x21


class ProxyError(ValueError):
    """The bytes are not a PROXY protocol v2 header this server reads."""


class ProxyHeader:
    """One connection's header, read as its bytes come (they may come in pieces)."""

    def __init__(self) -> None:
        self._bytes = b""
        self.address = ""
        self.rest = b""
        self.done = False

    @property
    def is_check(self) -> bool:
        """A LOCAL connection: the proxy's own (its health check), for no client."""
        return self.done and not self.address

    def feed(self, data: bytes) -> bool:
        """Take more bytes; True once the header is whole (then address and rest are set)."""
        self._bytes += data
        got = self._bytes
        if got[: len(SIGNATURE)] != SIGNATURE[: len(got)]:
            raise ProxyError("not a PROXY v2 header")
        if len(got) < FIXED:
            return False
        command, family, length = struct.unpack("!BBH", got[12:FIXED])
        if command not in (LOCAL, PROXY) or length > MOST:
            raise ProxyError(f"a PROXY v2 header with command {command:#x}, length {length}")
        if len(got) < FIXED + length:
            return False
        body = got[FIXED : FIXED + length]
        if command == PROXY:
            self.address = _source(family, body)
        self.rest = got[FIXED + length :]
        self._bytes = b""
        self.done = True
        return True


def _source(family: int, body: bytes) -> str:
    if family == TCP4 and len(body) >= 12:
        return str(ipaddress.IPv4Address(body[:4]))
    if family == TCP6 and len(body) >= 36:
        return str(ipaddress.IPv6Address(body[:16]))
    raise ProxyError(f"a PROXY v2 header of family {family:#x} and {len(body)} bytes")


def trusted(networks: tuple[str, ...]) -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    """The proxies' addresses or networks as written (`127.0.0.1`, `10.0.0.0/8`, `::1`);
    ValueError for one that is neither."""
    return [ipaddress.ip_network(n.strip(), strict=False) for n in networks]


def is_trusted(address: str, networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in network for network in networks)
