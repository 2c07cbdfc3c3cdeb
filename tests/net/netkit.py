"""Helpers for the network tests: a server on loopback (port 0: the system picks), clients that
play random legal moves, and checks that each client's record equals the server's at every step.
Every wait is bounded (asyncio.wait_for), so a test that goes wrong fails instead of hanging."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from common.core import registry
from common.net.client import CLOSED, Client, Event
from common.net.limits import Limits
from common.net.server import GameServer

HOST = "127.0.0.1"
REPO = Path(__file__).resolve().parents[2]
STEP_SECONDS = 5.0  # the longest any one message may take to arrive
# Scripted players move at once, far faster than people: the games' servers let them.
SCRIPTED = Limits(messages_per_second=10_000, message_burst=10_000)


def run(coro: Any, seconds: float = 15.0) -> Any:
    """Run a test's coroutine to the end, failing it if it takes longer than `seconds`."""
    return asyncio.run(asyncio.wait_for(coro, seconds))


@contextlib.asynccontextmanager
async def serving(
    limits: Limits | None = None, data: Path | None = None, **options: Any
) -> AsyncIterator[Any]:
    """A server on loopback (`options` go to GameServer: a test's clock, its webhooks)."""
    server = GameServer(limits or SCRIPTED, data, **options)
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


async def move_if_due(client: Client, rng: random.Random, acted_at: int) -> int:
    """A scripted player's one step: when nothing is queued and the record has moved on since
    it last acted (`acted_at`, a cursor), roll its waiting die or make a random legal move of
    its turn. The cursor it acted at (`acted_at` when it did nothing)."""
    record = client.record  # None until the room message is taken
    if record is None or client.events.qsize() or acted_at == record.cursor:
        return acted_at
    if client.to_roll:
        await client.roll()
    elif client.my_turn:
        await client.act(rng.choice(record.state.legal_actions()))
    else:
        return acted_at
    return record.cursor


async def play(
    client: Client,
    rng: random.Random,
    server: GameServer | None = None,
    stop: Callable[[Client], bool] | None = None,
) -> Event | None:
    """Play random legal moves for the client's seats until the game ends (or `stop(client)`
    says so); with `server`, check the client's record against the server's record at every step.
    Returns the end event (None when stopped)."""
    acted_at = -1
    while stop is None or not stop(client):
        acted_at = await move_if_due(client, rng, acted_at)
        event = await client.next_event(STEP_SECONDS)
        kind = event.message["type"]
        assert kind not in (CLOSED, "error"), event.message
        if server is not None and kind == "steps":
            record = server.rooms[client.room["code"]].record
            played = [str(a) for a in record.actions[: event.cursor]]
            assert played == [str(a) for a in client.record.played][: event.cursor]
            assert event.state == record.state_at(event.cursor)
            for index in range(event.message["first"], event.cursor):  # and every step between
                assert client.record.state_at(index) == record.state_at(index)
        if kind == "end":
            return event
    return None


async def move(client: Client, action: Any) -> None:
    """Play `action` and wait until the server has told it back."""
    index = client.record.cursor
    await client.act(action)
    while (await wait_for(client, "steps")).message["first"] != index:
        pass


def turn_of(seat: int, after: int) -> Callable[[Client], bool]:
    """A stop for play(): the first decision of `seat` after action number `after` (every
    client of a room stops at the same step, never between a decision and its chance)."""

    def stop(client: Client) -> bool:
        if client.record is None:
            return False
        state = client.record.state
        decides = state.current_player() == seat and state.forced_action() is None
        return client.record.cursor > after and decides

    return stop


async def asked_or_refused(client: Client) -> Event:
    """The client hears its take-back asked at the table, or refused at once."""
    while True:
        event = await client.next_event(STEP_SECONDS)
        if event.message["type"] in ("undo_asked", "error"):
            return event


async def table(
    url: str,
    game: str,
    kinds: list[str],
    level: str = "random",
    options: dict[str, Any] | None = None,
) -> list[Client]:
    """A room for `game` with seats of these kinds (and the room's options: tempo, clock...),
    its creator first and one client joined for each remote seat, started (by its creator, or
    by itself when turn-based). The creator plays the local seats."""
    seats = [{"kind": k, "level": level} if k == "computer" else {"kind": k} for k in kinds]
    creator = await Client.connect(url)
    setup = setup_json(game, len(kinds))
    room = await creator.create(game, setup, seats, "Host", options=options)
    clients = [creator]
    for number in range(kinds.count("remote")):
        joiner = await Client.connect(url)
        await joiner.join(room["code"], f"Guest {number + 1}")
        clients.append(joiner)
    if (options or {}).get("tempo") != "turn":  # a turn-based room starts once it is full
        await creator.start()
    return clients


async def play_all(clients: list[Client], server: GameServer | None = None, seed: int = 0) -> None:
    """Every client plays its seats (random legal moves) until the game is over."""
    await asyncio.gather(*(play(c, random.Random(seed + i), server) for i, c in enumerate(clients)))


async def rules_checks_of_a_move(clients: list[Client], monkeypatch: Any, seed: int = 5) -> int:
    """How many times the rules check one move (the first client whose turn it is plays it,
    as the table does: checked before sending) until every client has its step; the rules'
    check_action is counted in this whole process (servers in it included)."""
    mover = next(c for c in clients if c.my_turn)
    state_class = type(mover.record.state)
    checks = [0]
    check = state_class.check_action

    def counted(state: Any, action: Any) -> Any:
        checks[0] += 1
        return check(state, action)

    index = mover.record.cursor
    action = random.Random(seed).choice(mover.record.state.legal_actions())
    monkeypatch.setattr(state_class, "check_action", counted)
    try:
        mover.record.expect(index, action)  # what the table does before it sends
        await mover.act(action, index)
        for client in clients:
            while (await wait_for(client, "steps")).message["first"] != index:
                pass
    finally:
        monkeypatch.setattr(state_class, "check_action", check)
    return checks[0]


async def close_all(clients: list[Client]) -> None:
    await asyncio.gather(*(c.close() for c in clients))


async def to_decision(clients, seat, after):
    """Play on until `seat` has a decision after action number `after`."""
    rng = random.Random(after)
    await asyncio.gather(*(play(c, rng, stop=turn_of(seat, after)) for c in clients))


async def start_server(data: Path) -> tuple[asyncio.subprocess.Process, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "common.net.serve",
        "--host",
        HOST,
        "--port",
        "0",
        "--data",
        str(data),
        cwd=REPO,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
    )
    line = (await asyncio.wait_for(process.stdout.readline(), 20)).decode()
    assert "listening on ws://" in line, line
    return process, line.split()[-1]


def frames(client: Client) -> list[dict[str, Any]]:
    """Every message the client reads from here on, as it reads it."""
    seen: list[dict[str, Any]] = []
    apply = client._apply

    def read(message: dict[str, Any]) -> None:
        apply(message)
        seen.append(message)

    client._apply = read
    return seen


async def drain(client: Client) -> None:
    """Read what has arrived (a watcher plays nothing, so nothing else reads for it)."""
    while True:
        try:
            await client.next_event(0.3)
        except asyncio.TimeoutError:
            return
