"""Reaching a room, without ever waiting: what a player types checked here first (an address,
a room code, an invite line), then the connection and its request on the client's thread,
looked at once a frame; every failure said in words a player can act on."""

from __future__ import annotations

import concurrent.futures
import re
from collections.abc import Callable
from typing import Any

from common.core.i18n import _
from common.net import seat_tokens
from common.net.client import NetError
from common.net.protocol import CODE_ALPHABET, CODE_LENGTH, NO_ROOM
from common.net.serve import DEFAULT_PORT
from common.net.threaded import ServerThread, ThreadedClient
from common.ui.online_link import OnlineLink

_HOST = re.compile(r"^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.\-]+)$")


def parse_invite(line: str) -> tuple[str, str] | None:
    """(address, code) from an invite line ("… 192.168.1.20:8765 … code KX4T9P"), if it is one."""
    words = line.replace(",", " ").split()
    code = next((w for w in reversed(words) if len(w) == 6 and w.isalnum() and w.isupper()), None)
    address = next((w for w in words if ":" in w and w.rsplit(":", 1)[-1].isdigit()), None)
    return (address, code) if address and code else None


def normal_address(typed: str) -> str | None:
    """host:port from what was typed ("ws://" dropped, the usual port added), None if it
    cannot be an address."""
    address = typed.strip().removeprefix("ws://").rstrip("/")
    host, colon, port = address.rpartition(":")
    if not colon or address.endswith("]"):
        host, port = address, str(DEFAULT_PORT)
    if not _HOST.match(host) or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return f"{host}:{int(port)}"


def code_problem(code: str) -> str | None:
    """Why a typed room code cannot be one, in words; None if it may be."""
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return _("A room code is 6 letters and digits, like KX4T9P: check the one you were sent")
    return None


def failure_words(error: Exception, address: str) -> str:
    """What went wrong, as a player reads it."""
    if isinstance(error, NetError) and error.code == "unreachable":
        return _(
            "Nobody answers at {address}: check the address, and that the host's game is "
            "open (across the internet, that port {port} is forwarded to it)."
        ).format(address=address, port=DEFAULT_PORT)
    if isinstance(error, NetError):
        return error.reason
    return _("The connection failed: {why}").format(why=error)


class Pending:
    """A request on the client's thread, looked at once a frame."""

    def __init__(self, future: concurrent.futures.Future, then: Callable[[Any], None]) -> None:
        self.future, self.then = future, then

    def poll(self) -> Exception | None:
        """Runs `then` once it is done; the error if it failed."""
        if not self.future.done():
            return None
        try:
            result = self.future.result()
        except (NetError, OSError, ValueError) as error:
            return error
        self.then(result)
        return None


class Connecting:
    """One attempt to reach a room: connect, then `ask` (create, join or rejoin); `entered`
    gets the room once there. Polled each frame; `cancel` drops it at any moment."""

    def __init__(
        self,
        address: str,
        ask: Callable[[ThreadedClient], concurrent.futures.Future],
        entered: Callable[[OnlineLink, dict[str, Any]], None],
        server: ServerThread | None = None,
        port: int | None = None,
        timeout: float = 10.0,
    ) -> None:
        self.address = address
        self.link = OnlineLink(ThreadedClient(), server)
        self.link.port, self.link.address = port, address
        self.entered = entered
        net = self.link.net

        def connected(_client: Any) -> None:
            self.pending = Pending(ask(net), self._in_room)

        self.pending: Pending | None = Pending(
            net.connect(f"ws://{address}", timeout=timeout), connected
        )
        self.error: Exception | None = None

    def _in_room(self, room: dict[str, Any]) -> None:
        self.pending = None
        client = self.link.net.client
        token = client.token if client is not None else None
        if token is not None:
            hosted = self.link.server is not None
            seat_tokens.remember(self.address, room["code"], token, room["game"], hosted)
        self.entered(self.link, room)

    def poll(self) -> str | None:
        """The failure in words once it failed (the link is closed then), else None."""
        if self.pending is None:
            return None
        error = self.pending.poll()
        if error is None:
            return None
        self.pending = None
        self.error = error
        self.link.close()
        return failure_words(error, self.address)

    @property
    def busy(self) -> bool:
        return self.pending is not None

    @property
    def room_gone(self) -> bool:
        return isinstance(self.error, NetError) and self.error.code == NO_ROOM

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending = None
            self.link.close()
