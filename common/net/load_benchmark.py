"""How many games one server process holds: N simultaneous games of scripted clients (one
per seat) playing random legal moves over loopback, each waiting a random "thinking" time
(uniform up to twice --think) before its move.

    python -m common.net.load_benchmark --games 200 --players 3 --seconds 30

Prints moves per second, the p50/p99 round trip of a move (sent until its step comes back)
and the server's memory (peak RSS). The server runs in a process of its own, as in use; its
limits are raised for the scripted crowd (one address, moves as fast as --think allows).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import multiprocessing
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from typing import Any

from common.core import registry
from common.net.client import Client
from common.net.collector import calm_collector
from common.net.limits import Limits
from common.net.server import GameServer

HOST = "127.0.0.1"
CROWD = replace(
    Limits(),
    connections_per_address=100_000,
    connections=100_000,
    rooms=100_000,
    rooms_per_address_per_hour=100_000,
    messages_per_second=1000.0,
)


def _usage() -> tuple[float, float] | None:
    """This process's peak RSS in MB and its CPU seconds so far (None on Windows)."""
    try:
        import resource
    except ImportError:
        return None
    used = resource.getrusage(resource.RUSAGE_SELF)
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024  # bytes on macOS, KB elsewhere
    return used.ru_maxrss / scale, used.ru_utime + used.ru_stime


def _serve(pipe: Any) -> None:
    """The server process: report the port, serve until told to stop, report its usage."""

    async def main() -> None:
        calm_collector(asyncio.get_running_loop())  # as `bazaar serve` does
        server = GameServer(CROWD)
        pipe.send(await server.start(HOST, 0))
        pipe.send(_usage())  # before the crowd comes
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        await server.stop()
        pipe.send(_usage())

    asyncio.run(main())


class Game:
    def __init__(self, clients: list[Client], rng: random.Random, think: float) -> None:
        self.clients, self.rng, self.think = clients, rng, think
        self.trips: list[float] = []

    async def seat(self, client: Client, deadline: float) -> None:
        """One scripted player: move when it is its turn, time the move's round trip."""
        sent_at: dict[int, float] = {}
        acted = -1
        while time.perf_counter() < deadline:
            record = client.record
            if (
                record is not None
                and (client.my_turn or client.to_roll)
                and acted != record.cursor
                and not client.events.qsize()
            ):
                await asyncio.sleep(self.rng.uniform(0, 2 * self.think))
                acted = record.cursor
                sent_at[acted] = time.perf_counter()
                if client.to_roll:  # a roll is a request like a move (Marrakech's die)
                    await client.roll()
                else:
                    await client.act(self.rng.choice(record.state.legal_actions()))
            try:
                event = await client.next_event(max(0.01, deadline - time.perf_counter()))
            except asyncio.TimeoutError:
                return
            kind = event.message["type"]
            if kind == "steps" and event.message["first"] in sent_at:
                self.trips.append(time.perf_counter() - sent_at.pop(event.message["first"]))
            if kind in ("end", "closed", "error"):
                return


async def _open(url: str, game: str, players: int, number: int) -> list[Client]:
    rules = registry.find(game).game()
    setup = next(s for s in rules.setups() if rules.initial_state(s).num_players() == players)
    seats = [{"kind": "local"}] + [{"kind": "remote"}] * (players - 1)
    host = await Client.connect(url)
    room = await host.create(game, rules.setup_to_json(setup), seats, f"Host {number}")
    clients = [host]
    for seat in range(1, players):
        guest = await Client.connect(url)
        await guest.join(room["code"], f"Guest {seat}")
        clients.append(guest)
    await host.start()
    return clients


async def crowd(url: str, games: int, players: int, think: float, seconds: float) -> dict:
    gate = asyncio.Semaphore(32)  # open connections a few at a time

    async def opened(number: int) -> list[Client]:
        async with gate:
            game = ("marrakech", "bombay")[number % 2]
            return await _open(url, game, players, number)

    tables = await asyncio.gather(*(opened(n) for n in range(games)))
    began = time.perf_counter()
    deadline = began + seconds
    playing = [Game(clients, random.Random(n), think) for n, clients in enumerate(tables)]
    # The crowd's process holds every client's record: its collector's pauses (a third of
    # a second at 600 clients) would be timed as the server's. It is off while they play.
    gc.collect()
    gc.disable()
    try:
        await asyncio.gather(*(g.seat(c, deadline) for g in playing for c in g.clients))
    finally:
        gc.enable()
    lasted = time.perf_counter() - began
    await asyncio.gather(*(c.close() for clients in tables for c in clients))
    trips = sorted(t for g in playing for t in g.trips)
    return {"moves": len(trips), "seconds": lasted, "trips": trips}


def main(argv: list[str] | None = None) -> int:
    ask = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ask.add_argument("--games", type=int, default=200)
    ask.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ask.add_argument("--think", type=float, default=0.5, help="mean seconds before a move")
    ask.add_argument("--seconds", type=float, default=30.0, help="how long the crowd plays")
    args = ask.parse_args(argv)
    loaded = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    ours, theirs = multiprocessing.Pipe()
    server = multiprocessing.Process(target=_serve, args=(theirs,), daemon=True)
    server.start()
    try:
        port, idle = ours.recv(), ours.recv()
        url = f"ws://{HOST}:{port}"
        result = asyncio.run(crowd(url, args.games, args.players, args.think, args.seconds))
        ours.send("stop")
        used = ours.recv() if ours.poll(10) else None
    finally:
        server.join(10)
        if server.is_alive():
            server.kill()
    trips = result["trips"] or [0.0]
    p99 = trips[min(len(trips) - 1, int(0.99 * len(trips)))]
    print(f"{args.games} games, {args.games * args.players} clients, think {args.think} s")
    if hasattr(os, "getloadavg"):  # other work on the machine shows in the tail
        print(f"load average before: {loaded:.2f}, after: {os.getloadavg()[0]:.2f}")
    print(
        f"moves: {result['moves']} in {result['seconds']:.1f} s: "
        f"{result['moves'] / result['seconds']:.0f} moves/s"
    )
    print(f"round trip: p50 {statistics.median(trips) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")
    if used is None or idle is None:
        print("server peak RSS and CPU: n/a on this system")
    else:
        cpu = (used[1] - idle[1]) / max(1, result["moves"]) * 1000  # connecting included
        print(f"server peak RSS: {used[0]:.0f} MB; server CPU: {cpu:.2f} ms a move")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
