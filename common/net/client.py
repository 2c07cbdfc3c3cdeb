"""The client library: one connection to a Bazaar server, headless (the app's table and any
script use the same), with the room's game kept as one following record (GameRecord.follower)
from the steps the server sends: the table reads that very record, so a window keeps one
history and checks each step once.

    client = await Client.connect("ws://127.0.0.1:8765")
    await client.create("marrakech", setup_json, [{"kind": "local"}, {"kind": "remote"}], "Ana")
    await client.start()
    event = await client.next_event(10)      # every server message, once applied
    if client.my_turn: await client.act(action)

A message is applied to the record by whoever reads it (`take`: next_event here, poll() on a
UI thread), so the record only ever changes on the thread that reads it. Whatever the server
sends is checked like anything else from the network (schema, sizes, and every step against
the rules); a server that breaks the protocol is left. At the end the revealed seed is checked
(common.net.fairness) and `verdict` says whether the dice were fair.
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
from common.core.record import GameRecord
from common.net.errors import NetError
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

MAX_WAITING_EVENTS = 10_000
CLOSED = "closed"  # the type of the last event: the connection ended ("reason" says why)
ANSWERS = ("welcome", "room", "error", "my_games", "open_tables", "webhook")  # to a request


def checked_name(text: str) -> str:
    """A player's name as the server will take it; NetError (BAD_NAME) saying why not."""
    try:
        return player_name(text)
    except NameRefused as refused:
        raise NetError(BAD_NAME, str(refused)) from refused


@dataclass(frozen=True)
class Event:
    """One server message, with the record's position just after it was applied."""

    message: dict[str, Any]
    state: GameState | None
    cursor: int


class Client:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.events: asyncio.Queue[dict[str, Any]] = asyncio.Queue()  # not yet taken
        self.record: GameRecord | None = None  # the room's game, following the server
        self.room: dict[str, Any] = {}  # the latest room message (code, game, setup, seats...)
        self.token: str | None = None
        self.commitment: str | None = None
        self.verdict: Verdict | None = None
        self.closed_reason: str | None = None
        self.broken: str | None = None  # why the server's steps stopped fitting, if they did
        self.clock: dict[str, Any] | None = None  # a turn-based room's clock: seat, seconds_left
        self.rematch_offer: dict[str, Any] | None = None  # a rematch being offered: who said yes
        self._reply: asyncio.Future[dict[str, Any]] | None = None
        self._loop = asyncio.get_running_loop()
        self._reader = self._loop.create_task(self._read())

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
        options: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Open a room: seats are {"kind": "remote" | "local" | "computer", "level": ...};
        options (common.net.room_options): tempo "realtime" or "turn", move_seconds (one of
        MOVE_CLOCKS), watchable, listed (among the open tables), language.
        NetError (BAD_NAME) at once for a name the server would refuse."""
        seats = [{**s, "name": checked_name(s["name"])} if "name" in s else s for s in seats]
        return await self._request(
            "create",
            timeout,
            name=checked_name(name),
            game=game,
            setup=setup,
            seats=seats,
            **(options or {}),
        )

    async def watch(self, code: str, timeout: float = 10.0) -> dict[str, Any]:
        """Watch a room read-only (its `room` message has every move so far)."""
        return await self._request("watch", timeout, code=code)

    async def my_games(
        self, seats: list[tuple[str, str]], timeout: float = 10.0
    ) -> list[dict[str, Any]]:
        """What the server says of each room we hold a seat in, given (code, token) pairs
        (at most protocol.MAX_MY_GAMES): each with "code" and "found", and when found: game,
        players, you, tempo, turn, seconds_left, started, ended, moves."""
        asked = [{"code": code, "token": token} for code, token in seats]
        answer = await self._request("my_games", timeout, seats=asked)
        return list(answer["games"])

    async def open_tables(self, timeout: float = 10.0) -> list[dict[str, Any]]:
        """The server's open tables, newest first (code, game, host, players, free, tempo,
        move_seconds, language)."""
        return list((await self._request("open_tables", timeout))["tables"])

    async def rematch(self, accept: bool) -> None:
        """Offer or accept a rematch (True), or decline it (False), once the game is over."""
        await self._send("rematch", accept=accept)

    async def set_webhook(self, url: str, timeout: float = 10.0) -> bool:
        """Have the server call `url` (https://) when it becomes our turn while we are away;
        "" stops it. NetError (BAD_URL) saying why for a URL it will not call."""
        return bool((await self._request("webhook", timeout, url=url))["set"])

    async def join(self, code: str, name: str, timeout: float = 10.0) -> dict[str, Any]:
        return await self._request("join", timeout, code=code, name=checked_name(name))

    async def rejoin(self, code: str, token: str, timeout: float = 10.0) -> dict[str, Any]:
        """Come back to a seat after a drop (or a restarted server) with its token."""
        self.token = token
        return await self._request("rejoin", timeout, code=code, token=token)

    async def start(self) -> None:
        await self._send("start")

    async def act(self, action: Any, index: int | None = None) -> None:
        """Play `action` (a decision of one of our seats) at action number `index`: the
        record's position, or, while our die waits, our decision before it (replacing it)."""
        assert self.record is not None
        at = self.record.cursor if index is None else index
        await self._send("action", index=at, action=str(action))

    async def roll(self, index: int | None = None) -> None:
        """Roll our seat's die that waits at action number `index` (the record's position)."""
        assert self.record is not None
        await self._send("roll", index=self.record.cursor if index is None else index)

    async def ask_undo(self) -> None:
        await self._send("undo")

    async def answer_undo(self, request: int, accept: bool) -> None:
        await self._send("undo_answer", request=request, accept=accept)

    async def chat(self, message_id: str) -> None:
        await self._send("chat", id=message_id)

    async def give_seat(self, seat: int, level: str) -> None:
        await self._send("give_seat", seat=seat, level=level)

    async def end_game(self) -> None:
        """End the room's game before its end (the creator only): no result."""
        await self._send("end_game")

    async def next_event(self, timeout: float) -> Event:
        """The next server message (after the one before), applied to the record;
        asyncio.TimeoutError if none."""
        while True:
            event = self.take(await asyncio.wait_for(self.events.get(), timeout))
            if event is not None:
                return event

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
        record = self.record
        if record is None or record.state.current_player() not in self.seats:
            return False
        return record.state.forced_action() is None

    @property
    def to_roll(self) -> bool:
        """True when the game waits for one of our seats to roll its die."""
        record = self.record
        return record is not None and record.waiting_roll in self.seats

    # --- what the server sends ----------------------------------------------------------

    async def _read(self) -> None:
        """Read every message: answers to requests are handed over at once; every message
        waits in `events` to be taken (applied to the record) by whoever reads them."""
        reason = _("The server closed the connection")
        try:
            async for data in self.ws:
                message = decode(data, SERVER_MESSAGES, SERVER_FRAME_BYTES)
                self._note(message)
                self.events.put_nowait(message)
                if self.events.qsize() >= MAX_WAITING_EVENTS:
                    raise ProtocolError(_("the server sends more than can be read"))
        except ConnectionClosed:
            pass
        except ProtocolError as error:
            reason = _("The server broke the protocol: {why}").format(why=error)
            await self.ws.close(1002, "protocol error")
        if self.ws.close_reason:
            reason = self.ws.close_reason
        self.closed_reason = reason
        if self._reply is not None and not self._reply.done():
            self._reply.set_exception(NetError(CLOSED, reason))
        self.events.put_nowait({"type": CLOSED, "reason": reason})

    def _note(self, message: dict[str, Any]) -> None:
        """What the reader keeps at once (no record): the room's table, the commitment, and
        the answer a request waits for."""
        kind = message["type"]
        if kind == "room":
            self.room = message
            self.token = message.get("token", self.token)
            self.commitment = message.get("commitment")
            self.clock, self.rematch_offer = message.get("clock"), message.get("rematch")
            self.verdict = None
        elif kind == "seats":
            self.room["seats"] = message["seats"]
            self.room["watchers"] = message.get("watchers", 0)
        elif kind == "clock":
            self.clock = message
        elif kind == "rematch":
            self.rematch_offer = None if "declined_by" in message else message
        elif kind == "started":
            self.commitment = message["commitment"]
        waiting = self._reply
        if kind in ANSWERS and waiting is not None and not waiting.done():
            if kind == "error":
                waiting.set_exception(NetError(message["code"], message["reason"]))
            else:
                waiting.set_result(message)

    def take(self, message: dict[str, Any]) -> Event | None:
        """Apply one message to the record, on the thread that reads the record; the event,
        or None once the server's steps stopped fitting (then the connection is left)."""
        if self.broken is not None and message["type"] != CLOSED:
            return None
        try:
            self._apply(message)
        except (RecordError, NotationError) as error:
            self.broken = _("The server broke the protocol: {why}").format(why=error)
            self._loop.call_soon_threadsafe(self._leave_broken)
            return None
        record = self.record
        state = None if record is None else record.state
        return Event(message, state, 0 if record is None else record.cursor)

    def _leave_broken(self) -> None:
        self._loop.create_task(self.ws.close(1002, "protocol error"))

    def _apply(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "room":
            self._enter_room(message)
        elif kind == "steps" and self.record is not None:
            game = self.record.game
            for number, step in enumerate(message["steps"], start=message["first"]):
                self.record.receive(number, game.parse_action(step["action"]))
        elif kind == "undone" and self.record is not None:
            self.record.take_back_to(message["cursor"])
        elif kind == "end":
            self.verdict = self._check(message["seed"], message["nonce"])
            if self.verdict.record is not None and message.get("computers"):
                self.verdict.record.meta["computers"] = message["computers"]  # kept in a save

    def _enter_room(self, message: dict[str, Any]) -> None:
        game = registry.find(message["game"]).game()
        players = [seat.get("name", "") for seat in message["seats"]]
        record = GameRecord.follower(game, game.setup_from_json(message["setup"]))
        record.meta["players"] = players
        for index, text in enumerate(message["actions"]):
            record.receive(index, game.parse_action(text))
        self.record = record

    def _check(self, seed: int, nonce: str) -> Verdict:
        if self.record is None or self.commitment is None:
            return Verdict(False, _("The game's start was not seen, so its dice cannot be checked"))
        game, setup = self.record.game, self.record.setup
        players = [seat.get("name", "") for seat in self.room.get("seats", [])]
        meta = {"players": players, "online": True}
        actions = [str(action) for action in self.record.played]
        return check_game(
            game.name, game.setup_to_json(setup), actions, self.commitment, seed, nonce, meta
        )
