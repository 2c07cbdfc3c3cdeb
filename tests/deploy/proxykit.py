"""Players for the deployment tests: clients that reach the cluster through its proxy over
wss:// (trusting the run's certificate) and, when their connection is cut (a serve process
killed), connect again through the proxy and rejoin their seat with its token. Every wait is
bounded: a test that goes wrong fails instead of hanging."""

from __future__ import annotations

import asyncio
import random
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common.net.client import CLOSED, Client, Event
from common.net.errors import NetError
from tests.net.netkit import STEP_SECONDS, move_if_due, setup_json

REJOIN_TRIES = 40  # a rejoin refused while the room moves to a live process is tried again
REJOIN_PAUSE = 0.25


def trusting(certificate: Path) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=str(certificate))


@dataclass
class Seat:
    """One player's window: its client now, how to reach the cluster, how often it rejoined."""

    client: Client
    url: str
    tls: ssl.SSLContext
    rejoins: int = 0

    async def rejoin(self) -> None:
        """Connect through the proxy again and take the seat back with its token."""
        code, token = self.client.room["code"], self.client.token
        assert token is not None
        problem: NetError | None = None
        for _ in range(REJOIN_TRIES):
            try:
                client = await Client.connect(self.url, tls=self.tls, timeout=STEP_SECONDS)
            except NetError as error:
                problem = error
                await asyncio.sleep(REJOIN_PAUSE)
                continue
            try:
                await client.rejoin(code, token, STEP_SECONDS)
            except NetError as error:
                problem = error
                await client.close()
                await asyncio.sleep(REJOIN_PAUSE)
                continue
            self.client, self.rejoins = client, self.rejoins + 1
            return
        raise AssertionError(f"could not rejoin through the proxy: {problem}")


async def seated(url: str, tls: ssl.SSLContext, game: str, kinds: list[str]) -> list[Seat]:
    """A started room for `game` (its creator first, one client for each remote seat), every
    client connected through the proxy."""
    creator = await Client.connect(url, tls=tls)
    room = await creator.create(
        game, setup_json(game, len(kinds)), [{"kind": k} for k in kinds], "Host"
    )
    seats = [Seat(creator, url, tls)]
    for number in range(kinds.count("remote")):
        joiner = await Client.connect(url, tls=tls)
        await joiner.join(room["code"], f"Guest {number + 1}")
        seats.append(Seat(joiner, url, tls))
    await creator.start()
    return seats


async def play(
    seat: Seat, rng: random.Random, stop: Callable[[Client], bool] | None = None
) -> Event | None:
    """Random legal moves for the seat's client until the game ends (the end event) or
    `stop(client)`; a cut connection is rejoined and the game goes on."""
    acted_at = -1
    while stop is None or not stop(seat.client):
        client = seat.client
        acted_at = await move_if_due(client, rng, acted_at)
        event = await client.next_event(STEP_SECONDS)
        kind = event.message["type"]
        if kind == CLOSED:
            await seat.rejoin()
            acted_at = -1  # a move sent as the connection went may never have arrived
            continue
        assert kind != "error", event.message
        if kind == "end":
            return event
    return None


def played(seat: Seat) -> list[str]:
    record = seat.client.record
    assert record is not None
    return [str(action) for action in record.played]


async def close_all(seats: list[Seat]) -> None:
    await asyncio.gather(*(seat.client.close() for seat in seats))


def everyone(seats: list[Seat], rng_seed: int, stop: Callable[[Client], bool] | None = None) -> Any:
    return asyncio.gather(
        *(play(s, random.Random(rng_seed + i), stop) for i, s in enumerate(seats))
    )
