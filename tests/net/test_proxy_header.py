"""Behind a proxy: the client's address comes from the PROXY v2 header, and only from a proxy
the server's owner named (--proxy-from); per-address limits then count each player, not the
proxy."""

from __future__ import annotations

import ipaddress
import socket
import struct
from dataclasses import replace

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.proxy_header import LOCAL, PROXY, SIGNATURE, TCP4, TCP6, ProxyError, ProxyHeader
from common.net.serve import parser
from tests.net.netkit import HOST, SCRIPTED, run, serving

CAP = 2  # connections per address in these tests


def header(source: str, command: int = PROXY) -> bytes:
    """What HAProxy's send-proxy-v2 sends first: the client's address and port (LOCAL: none,
    a health check's)."""
    if command == LOCAL:
        return SIGNATURE + struct.pack("!BBH", command, 0, 0)
    ip = ipaddress.ip_address(source)
    family = TCP4 if ip.version == 4 else TCP6
    body = ip.packed + ipaddress.ip_address(HOST if ip.version == 4 else "::1").packed
    body += struct.pack("!HH", 50000, 8765) + b"\x03\x00\x04abcd"  # a TLV (CRC32c), skipped
    return SIGNATURE + struct.pack("!BBH", command, family, len(body)) + body


async def through_proxy(url: str, first: bytes) -> Client:
    """A client whose connection begins with `first` (a proxy's header)."""
    port = int(url.rsplit(":", 1)[1])
    sock = socket.create_connection((HOST, port), timeout=5)
    sock.sendall(first)
    sock.setblocking(False)
    return await Client.connect(url, sock=sock, timeout=5)


async def hellos(url: str, firsts: list[bytes]) -> list[bool]:
    """Which of these connections got the server's welcome (held open together)."""
    clients, said = [], []
    for first in firsts:
        try:
            clients.append(await through_proxy(url, first))
            said.append(True)
        except NetError:
            said.append(False)
    for client in clients:
        await client.close()
    return said


def test_the_header_is_read_in_pieces_and_garbage_is_refused():
    whole = header("203.0.113.7") + b"GET / HTTP/1.1\r\n"
    reading = ProxyHeader()
    assert not any(reading.feed(whole[i : i + 1]) for i in range(27))
    assert reading.feed(whole[27:]) and reading.address == "203.0.113.7"
    assert reading.rest == b"GET / HTTP/1.1\r\n"
    six = ProxyHeader()
    assert six.feed(header("2001:db8::5")) and six.address == "2001:db8::5"
    check = ProxyHeader()
    assert check.feed(header("", LOCAL)) and check.is_check
    for bad in (
        b"GET / HTTP/1.1\r\n",
        SIGNATURE + b"\x22\x11\x00\x0c",
        SIGNATURE + b"\x21\x11\xff\xff",
    ):
        with pytest.raises(ProxyError):
            ProxyHeader().feed(bad)


def test_players_behind_a_named_proxy_are_counted_each_by_their_own_address():
    limits = replace(SCRIPTED, connections_per_address=CAP, proxy_from=(HOST,))

    async def scenario():
        async with serving(limits) as (_server, url):
            many = await hellos(url, [header(f"198.51.100.{n}") for n in range(1, 6)])
            one = await hellos(url, [header("198.51.100.9")] * (CAP + 1))
            # An IPv6 household counts by its /64, as a direct one does.
            six = await hellos(url, [header(f"2001:db8:0:1::{n}") for n in range(1, CAP + 2)])
            bare = await hellos(url, [b""])  # the proxy's address must say whom it carries
            return many, one, six, bare

    many, one, six, bare = run(scenario())
    assert many == [True] * 5  # five players through one proxy, over the cap of 2 per address
    assert one == [True] * CAP + [False]
    assert six == [True] * CAP + [False]
    assert bare == [False]


def test_a_header_from_anyone_not_named_is_not_believed():
    limits = replace(SCRIPTED, connections_per_address=CAP)  # no --proxy-from: the default

    async def scenario():
        async with serving(limits) as (_server, url):
            return await hellos(url, [header(f"198.51.100.{n}") for n in range(1, 3)])

    assert run(scenario()) == [False, False]


def test_serve_takes_proxy_addresses_and_refuses_nonsense(capsys):
    assert parser().parse_args(["--proxy-from", "127.0.0.1"]).proxy_from == ["127.0.0.1"]
    assert parser().parse_args([]).proxy_from == []
    from common.net.serve import main

    with pytest.raises(SystemExit):
        main(["--proxy-from", "not-an-address"])
    assert "--proxy-from" in capsys.readouterr().err
