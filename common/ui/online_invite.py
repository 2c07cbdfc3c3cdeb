"""The invite a host sends: one line with the server's address and the room code, which a
friend pastes anywhere in Join. A loopback address (127.0.0.1, Debian's 127.0.1.1, ::1,
localhost) reaches only the computer that says it, so it is never put in an invite: a game
hosted on this computer gives this computer's address on the local network, with a warning
that it works only there. Looking addresses up sends no traffic."""

from __future__ import annotations

import contextlib
import ipaddress
import socket

from common.core.i18n import _
from common.net.protocol import CODE_ALPHABET, CODE_LENGTH, DEFAULT_PORT

# A documentation address (TEST-NET-1): "connecting" a UDP socket to it sends nothing, but
# makes the system choose the address this computer goes out on.
_ROUTE_PROBE = ("192.0.2.1", 9)


def split_address(address: str) -> tuple[str, int]:
    """("host", port) of "host:port" (an IPv6 host in brackets keeps them)."""
    host, _colon, port = address.rpartition(":")
    return host, int(port) if port.isdigit() else DEFAULT_PORT


def is_loopback(host: str) -> bool:
    """Whether `host` names only the computer that says it (or no computer: 0.0.0.0)."""
    bare = host.removeprefix("wss://").strip("[]").lower()
    if bare == "localhost" or bare.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(bare)
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


def route_address() -> str | None:
    """The address this computer goes out to the network on (None without a network)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(_ROUTE_PROBE)
        return str(probe.getsockname()[0])
    return None


def named_addresses() -> list[str]:
    """The IPv4 addresses this computer's name resolves to (on Debian: 127.0.1.1)."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return [str(info[4][0]) for info in infos]


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses a friend on the same network could use, the one it goes
    out on first; none of them loopback."""
    found = [route_address() or "", *named_addresses()]
    return [a for a in dict.fromkeys(found) if a and not is_loopback(a)]


class Invite:
    """What the lobby says about the invite: the line to send (None if there is none to give)
    and a warning about where it works (None if it works for anyone)."""

    def __init__(self, line: str | None, warning: str | None) -> None:
        self.line, self.warning = line, warning


def _line(host: str, port: int, code: str) -> str:
    return _("Join my Bazaar game: {address}:{port} code {code}").format(
        address=host, port=port, code=code
    )


def _this_computer(port: int, code: str, note: str) -> Invite:
    lan = lan_addresses()
    if not lan:
        return Invite(
            None,
            _(
                "This computer has no network address to give your friends: connect it to "
                "your network (Wi-Fi or cable), or host on a server."
            ),
        )
    return Invite(_line(lan[0], port, code), note)


def invite_for(server: str | None, port: int, code: str) -> Invite:
    """The invite to a room on `server` (host:port as this computer reaches it), or on this
    computer's own server at `port` when `server` is None."""
    if server is None:
        same_network = _(
            "This address works only for friends on the same network (the same Wi-Fi or "
            "router). For friends in another home, host on a server."
        )
        return _this_computer(port, code, same_network)
    host, server_port = split_address(server)
    if not is_loopback(host):
        return Invite(_line(host, server_port, code), None)
    return _this_computer(
        server_port,
        code,
        _(
            "{address} reaches only this computer, so the invite gives this computer's "
            "network address: it works if that server listens on the network (bazaar serve "
            "--host 0.0.0.0)."
        ).format(address=server),
    )


def parse_invite(line: str) -> tuple[str, str] | None:
    """(address, code) from an invite line ("… 192.168.1.20:8765 code KX4T9P"), if it is one."""
    words = line.replace(",", " ").split()
    code = next(
        (
            w
            for w in reversed(words)
            if len(w) == CODE_LENGTH and all(c in CODE_ALPHABET for c in w)
        ),
        None,
    )
    address = next(
        (w.removeprefix("ws://") for w in words if ":" in w and w.rsplit(":", 1)[-1].isdigit()),
        None,
    )
    return (address, code) if address and code else None
