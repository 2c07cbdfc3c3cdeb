"""The client library: one connection to a Bazaar server, headless (the app's table and any
script use the same), with a replica of the room's game kept from the steps the server sends.

    client = await Client.connect("ws://127.0.0.1:8765")
    await client.create("marrakech", setup_json, [{"kind": "local"}, {"kind": "remote"}], "Ana")
    await client.start()
    event = await client.next_event(10)      # every server message, once applied
    if client.my_turn: await client.act(action)

Whatever the server sends is checked like anything else from the network (schema, sizes, and
every step against the rules); a server that breaks the protocol is left. At the end the
revealed seed is checked (common.net.fairness) and `verdict` says whether the dice were fair.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from common.core import registry
from common.core.api import GameState
from common.core.errors import NotationError, RecordError
from common.core.i18n import _
from common.net.fairness import Verdict, check_game
from common.net.names import NameRefused, player_name
from common.net.protocol import (
    BAD_NAME,
    CLIENT_MESSAGES,
    PROTOCOL,
    SERVER_FRAME_BYTES,
    SERVER_MESSAGES,
    ProtocolError,
    decode,
    encode,
)
from common.net.replica import ReplicaError, ReplicaRecord

MAX_WAITING_EVENTS = 10_000
CLOSED = "closed"  # the type of the last event: the connection ended ("reason" says why)


class NetError(Exception):
    """The server refused a request (`code`, `reason` in words) or could not be reached."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def checked_name(text: str) -> str:
    """A player's name as the server will take it; NetError (BAD_NAME) saying why not."""
    try:
        return player_name(text)
    except NameRefused as refused:
        raise NetError(BAD_NAME, str(refused)) from refused


@dataclass(frozen=True)
class Event:
    """One server message, with the replica's position just after it was applied."""

    message: dict[str, Any]
    state: GameState | None
    cursor: int


class Client:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.events: asyncio.Queue[Event] = asyncio.Queue()
        self.replica: ReplicaRecord | None = None
        self.room: dict[str, Any] = {}  # the latest room message (code, game, setup, seats...)
        self.token: str | None = None
        self.commitment: str | None = None
        self.verdict: Verdict | None = None
        self.closed_reason: str | None = None
        self._reply: asyncio.Future[dict[str, Any]] | None = None
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(
        cls, url: str, tls: ssl.SSLContext | None = None, timeout: float = 10.0, **options: Any
    ) -> Client:
        """Connect and say hello; NetError if the server cannot be reached or refuses us.
        `options` go to websockets' connect (and on to the event loop's create_connection)."""
        if tls is not None:
            options["ssl"] = tls  # else wss:// checks the server against the system's CAs
        try:
            ws = await connect(
                url,
                open_timeout=timeout,
                max_size=SERVER_FRAME_BYTES,
                compression=None,
                proxy=None,
                **options,
            )
        except (OSError, asyncio.TimeoutError, WebSocketException) as error:
            why = _("The server cannot be reached: {why}").format(why=error)
            raise NetError("unreachable", why) from error
        client = cls(ws)
        try:
            await client._request("hello", timeout, protocol=PROTOCOL, app="bazaar")
        except NetError:
            await client.close()
            raise
        return client

    # --- requests -----------------------------------------------------------------------

    async def _send(self, kind: str, /, **fields: Any) -> None:
        try:
            await self.ws.send(encode(kind, CLIENT_MESSAGES, **fields))
        except ConnectionClosed as error:
            raise NetError(CLOSED, self.closed_reason or _("The connection was lost")) from error

    async def _request(self, kind: str, timeout: float, **fields: Any) -> dict[str, Any]:
        """Send a message and wait for its answer (welcome, room, or an error)."""
        self._reply = asyncio.get_running_loop().create_future()
        await self._send(kind, **fields)
        try:
            return await asyncio.wait_for(asyncio.shield(self._reply), timeout)
        except asyncio.TimeoutError as error:
            raise NetError("timeout", _("The server did not answer in time")) from error
        finally:
            self._reply = None

    async def create(
        self,
        game: str,
        setup: dict[str, Any],
        seats: list[dict[str, Any]],
        name: str,
        timeout: float = 10.0,
    ) -> dict[str, Any]:
        """Open a room: seats are {"kind": "remote" | "local" | "computer", "level": ...}.
        NetError (BAD_NAME) at once for a name the server would refuse."""
        seats = [{**s, "name": checked_name(s["name"])} if "name" in s else s for s in seats]
        return await self._request(
            "create", timeout, name=checked_name(name), game=game, setup=setup, seats=seats
        )

    async def join(self, code: str, name: str, timeout: float = 10.0) -> dict[str, Any]:
        return await self._request("join", timeout, code=code, name=checked_name(name))

    async def rejoin(self, code: str, token: str, timeout: float = 10.0) -> dict[str, Any]:
        """Come back to a seat after a drop (or a restarted server) with its token."""
        self.token = token
        return await self._request("rejoin", timeout, code=code, token=token)

    async def start(self) -> None:
        await self._send("start")

    async def act(self, action: Any) -> None:
        """Play `action` (a decision of one of our seats) at the replica's position."""
        assert self.replica is not None
        await self._send("action", index=self.replica.cursor, action=str(action))

    async def ask_undo(self) -> None:
        await self._send("undo")

    async def answer_undo(self, request: int, accept: bool) -> None:
        await self._send("undo_answer", request=request, accept=accept)

    async def chat(self, message_id: str) -> None:
        await self._send("chat", id=message_id)

    async def give_seat(self, seat: int, level: str) -> None:
        await self._send("give_seat", seat=seat, level=level)

    async def next_event(self, timeout: float) -> Event:
        """The next server message (after the one before); asyncio.TimeoutError if none."""
        return await asyncio.wait_for(self.events.get(), timeout)

    async def close(self) -> None:
        """Close the connection; the last event is then the CLOSED one."""
        await self.ws.close()
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._reader), 2.0)
        self._reader.cancel()

    @property
    def seats(self) -> list[int]:
        return list(self.room.get("you", []))

    @property
    def my_turn(self) -> bool:
        """True when one of our seats has a decision to make (a forced step is the server's
        to play, like chance: it is on its way)."""
        replica = self.replica
        if replica is None or replica.state.current_player() not in self.seats:
            return False
        return replica.state.forced_action() is None

    # --- what the server sends ----------------------------------------------------------

    async def _read(self) -> None:
        reason = _("The server closed the connection")
        try:
            async for data in self.ws:
                message = decode(data, SERVER_MESSAGES, SERVER_FRAME_BYTES)
                self._apply(message)
                if self.events.qsize() >= MAX_WAITING_EVENTS:
                    raise ProtocolError(_("the server sends more than can be read"))
        except ConnectionClosed:
            pass
        except (ProtocolError, ReplicaError, RecordError, NotationError) as error:
            reason = _("The server broke the protocol: {why}").format(why=error)
            await self.ws.close(1002, "protocol error")
        if self.ws.close_reason:
            reason = self.ws.close_reason
        self.closed_reason = reason
        if self._reply is not None and not self._reply.done():
            self._reply.set_exception(NetError(CLOSED, reason))
        self._event({"type": CLOSED, "reason": reason})

    def _event(self, message: dict[str, Any]) -> None:
        replica = self.replica
        state = None if replica is None else replica.state
        self.events.put_nowait(Event(message, state, 0 if replica is None else replica.cursor))

    def _apply(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "room":
            self._enter_room(message)
        elif kind == "seats":
            self.room["seats"] = message["seats"]
        elif kind == "started":
            self.commitment = message["commitment"]
        elif kind == "steps" and self.replica is not None:
            for number, step in enumerate(message["steps"], start=message["first"]):
                self.replica.apply(number, step["action"])
        elif kind == "undone" and self.replica is not None:
            self.replica.take_back_to(message["cursor"])
        elif kind == "end":
            self.verdict = self._check(message["seed"], message["nonce"])
        self._event(message)
        waiting = self._reply
        if kind in ("welcome", "room", "error") and waiting is not None and not waiting.done():
            if kind == "error":
                waiting.set_exception(NetError(message["code"], message["reason"]))
            else:
                waiting.set_result(message)

    def _enter_room(self, message: dict[str, Any]) -> None:
        game = registry.find(message["game"]).game()
        replica = ReplicaRecord(game, game.setup_from_json(message["setup"]))
        replica.replay(message["actions"])
        self.replica, self.room = replica, message
        self.token = message.get("token", self.token)
        self.commitment = message.get("commitment")

    def _check(self, seed: int, nonce: str) -> Verdict:
        if self.replica is None or self.commitment is None:
            return Verdict(False, _("The game's start was not seen, so its dice cannot be checked"))
        game, setup = self.replica.game, self.replica.setup
        players = [seat.get("name", "") for seat in self.room.get("seats", [])]
        meta = {"players": players, "online": True}
        actions = self.replica.notation()
        return check_game(
            game.name, game.setup_to_json(setup), actions, self.commitment, seed, nonce, meta
        )
