"""Helpers for the network tests: a server on loopback (port 0: the system picks), clients that
play random legal moves, and checks that each replica equals the server's record at every step.
Every wait is bounded (asyncio.wait_for), so a test that goes wrong fails instead of hanging."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from common.core import registry
from common.net.client import CLOSED, Client, Event
from common.net.limits import Limits
from common.net.server import GameServer

HOST = "127.0.0.1"
STEP_SECONDS = 5.0  # the longest any one message may take to arrive


def run(coro: Any, seconds: float = 15.0) -> Any:
    """Run a test's coroutine to the end, failing it if it takes longer than `seconds`."""
    return asyncio.run(asyncio.wait_for(coro, seconds))


@contextlib.asynccontextmanager
async def serving(limits: Limits | None = None, data: Path | None = None) -> AsyncIterator[Any]:
    server = GameServer(limits, data)
    port = await server.start(HOST, 0)
    try:
        yield server, f"ws://{HOST}:{port}"
    finally:
        await server.stop()


def setup_json(game: str, players: int) -> dict[str, Any]:
    rules = registry.find(game).game()
    setup = next(s for s in rules.setups() if rules.initial_state(s).num_players() == players)
    return rules.setup_to_json(setup)


async def wait_for(client: Client, kind: str, seconds: float = STEP_SECONDS) -> Event:
    """The next event of that type (the ones before it are read and dropped)."""
    while True:
        event = await client.next_event(seconds)
        if event.message["type"] == kind:
            return event
        assert event.message["type"] != CLOSED, event.message


async def play(client: Client, rng: random.Random, server: GameServer | None = None) -> Event:
    """Play random legal moves for the client's seats until the game ends; with `server`, check
    the replica against the server's record at every step. Returns the end event."""
    while True:
        if client.my_turn and not client.events.qsize():
            await client.act(rng.choice(client.replica.state.legal_actions()))
        event = await client.next_event(STEP_SECONDS)
        kind = event.message["type"]
        assert kind not in (CLOSED, "error"), event.message
        if server is not None and kind == "step":
            record = server.rooms[client.room["code"]].record
            assert [str(a) for a in record.actions[: event.cursor]] == client.replica.notation()[
                : event.cursor
            ]
            assert event.state == record.state_at(event.cursor)
        if kind == "end":
            return event
