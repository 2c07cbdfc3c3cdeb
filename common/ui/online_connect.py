"""Reaching a room, without ever waiting: what a player types checked here first (an address,
a room code, an invite line), then the connection and its request on the client's thread,
looked at once a frame; every failure said in words a player can act on."""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from typing import Any

from common.core.i18n import _
from common.net import seat_tokens
from common.net.errors import NetError
from common.net.protocol import CODE_ALPHABET, CODE_LENGTH, NO_ROOM
from common.net.threaded import ServerThread, ThreadedClient
from common.ui.online_link import OnlineLink
from common.ui.online_servers import url
from common.ui.online_words import refusal_words


def code_problem(code: str) -> str | None:
    """Why a typed room code cannot be one, in words; None if it may be."""
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return _("A room code is 6 letters and digits, like KX4T9P: check the one you were sent")
    return None


def failure_words(error: Exception, address: str, asked: str = "", name: str = "") -> str:
    """What went wrong, as a player reads it, in this window's language (after the request
    `asked`, sent with the player's `name`)."""
    if isinstance(error, NetError) and error.code == "unreachable":
        return _(
            "Nobody answers at {address}: check the address, and that the host's game is "
            "open (across the internet, that port {port} is forwarded to it)."
        ).format(address=address, port=address.rpartition(":")[2])
    if isinstance(error, NetError):
        return refusal_words(error.code, error.reason, asked, name)
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


Ask = Callable[[ThreadedClient], concurrent.futures.Future]
# Another request to ask after a refusal (and the name it is sent with), or None to stop.
Retry = Callable[[NetError], tuple[Ask, str] | None]


class Connecting:
    """One attempt to reach a room: connect, then `ask` (the request `asked`: create, join or
    rejoin, with the player's `name`); `entered` gets the room once there. A refusal `again`
    answers with another request is asked on the same connection. Polled each frame; `cancel`
    drops it at any moment."""

    def __init__(
        self,
        address: str,
        ask: Ask,
        entered: Callable[[OnlineLink, dict[str, Any]], None],
        server: ServerThread | None = None,
        port: int | None = None,
        timeout: float = 10.0,
        asked: str = "",
        name: str = "",
        again: Retry | None = None,
    ) -> None:
        self.address, self.asked, self.name, self.again = address, asked, name, again
        self.link = OnlineLink(ThreadedClient(), server)
        self.link.port, self.link.address = port, address
        self.entered = entered
        net = self.link.net

        self.pending: Pending | None = None

        def connected(_client: Any) -> None:
            self.pending = Pending(ask(net), self._in_room)

        self.pending = Pending(net.connect(url(address), timeout=timeout), connected)
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
        retry = self.again(error) if self.again and isinstance(error, NetError) else None
        if retry is not None:
            ask, self.name = retry
            self.pending = Pending(ask(self.link.net), self._in_room)
            return None
        self.pending = None
        self.error = error
        self.link.close()
        return failure_words(error, self.address, self.asked, self.name)

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
