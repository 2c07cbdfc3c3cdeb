"""How many games one server process holds: N simultaneous games of scripted clients (one
per seat) playing random legal moves over loopback, each waiting a random "thinking" time
(uniform up to twice --think) before its move.

    python -m benchmarks.server_load --games 200 --players 3 --seconds 30
    python -m benchmarks.server_load --games 1000 --think 5 --data /tmp/rooms

Prints moves per second, the p50/p99 round trip of a move (sent until its step comes back)
and the server's memory (peak RSS) and CPU per move. The server runs in a process of its own,
as in use, with --data keeping its rooms on disk as `bazaar serve --data` does (every step
appended and fsync'd before it is sent); the scripted crowd runs in --crowds processes of its
own, so its work is not the server's. Its limits are raised for the crowd (one address, moves
as fast as --think allows). --hard-rooms adds rooms of two Hard computers playing each other,
thinking in the server's bot processes, to show whether they slow the people's games.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import multiprocessing
import os
import random
import shutil
import ssl
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
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
    bot_processes=max(1, min(4, os.cpu_count() or 1)),  # as `bazaar serve`
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


def _serve(pipe: Any, data: Path | None, limits: Limits) -> None:
    """The server process: report the port, serve until told to stop, report its usage."""

    async def main() -> None:
        calm_collector(asyncio.get_running_loop())  # as `bazaar serve` does
        server = GameServer(limits, data)
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


def source(client: int) -> tuple[str, int]:
    """A loopback address of its own for the crowd's client number `client` (127.1.x.y: Linux
    answers the whole of 127/8), so a proxy in front counts each player's address apart, as it
    would people's."""
    return (f"127.{1 + client // 62_500}.{client // 250 % 250}.{client % 250 + 1}", 0)


async def _open(
    url: str, game: str, players: int, number: int, tls: ssl.SSLContext | None, spread: bool
) -> list[Client]:
    rules = registry.find(game).game()
    setup = next(s for s in rules.setups() if rules.initial_state(s).num_players() == players)
    seats = [{"kind": "local"}] + [{"kind": "remote"}] * (players - 1)

    async def connect(seat: int) -> Client:
        options = {"local_addr": source(number * players + seat)} if spread else {}
        return await Client.connect(url, tls, timeout=60, **options)

    host = await connect(0)
    room = await host.create(game, rules.setup_to_json(setup), seats, f"Host {number}")
    clients = [host]
    for seat in range(1, players):
        guest = await connect(seat)
        await guest.join(room["code"], f"Guest {seat}")
        clients.append(guest)
    await host.start()
    return clients


async def _hard_rooms(url: str, rooms: int) -> None:
    """Start rooms where two Hard computers play each other (nobody stays to watch)."""
    rules = registry.find("marrakech").game()
    setup = next(s for s in rules.setups() if rules.initial_state(s).num_players() == 2)
    seats = [{"kind": "computer", "level": "hard"}] * 2
    for number in range(rooms):
        starter = await Client.connect(url)
        await starter.create("marrakech", rules.setup_to_json(setup), seats, f"Starter {number}")
        await starter.start()
        await starter.close()


async def crowd(
    url: str,
    numbers: range,
    players: int,
    think: float,
    seconds: float,
    pipe: Any,
    cafile: str | None = None,
    spread: bool = False,
    opening: int = 32,
) -> dict[str, Any]:
    """Open the games `numbers`, `opening` at a time, tell `pipe` they are ready, wait for
    the word, play. With `cafile`, wss:// trusting that certificate; with `spread`, each
    client from an address of its own (source())."""
    gate = asyncio.Semaphore(opening)  # open connections a few at a time
    tls = None if cafile is None else ssl.create_default_context(cafile=cafile)

    async def opened(number: int) -> list[Client]:
        async with gate:
            game = ("marrakech", "bombay")[number % 2]
            return await _open(url, game, players, number, tls, spread)

    tables = await asyncio.gather(*(opened(n) for n in numbers))
    pipe.send("ready")
    await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
    began = time.perf_counter()
    deadline = began + seconds
    playing = [
        Game(clients, random.Random(n), think) for n, clients in zip(numbers, tables, strict=True)
    ]
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
    trips = [t for g in playing for t in g.trips]
    return {"moves": len(trips), "seconds": lasted, "trips": trips}


def _crowd_process(pipe: Any, url: str, numbers: range, args: dict[str, Any]) -> None:
    pipe.send(asyncio.run(crowd(url, numbers, pipe=pipe, **args)))


def play_crowds(
    url: str,
    games: int,
    crowds: int,
    args: dict[str, Any],
    ready: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """The games shared among `crowds` processes, started together (`ready` called once every
    game is open, before they play); their results merged."""
    context = multiprocessing.get_context("spawn")
    pipes, processes = [], []
    for index in range(crowds):
        ours, theirs = context.Pipe()
        numbers = range(index, games, crowds)
        process = context.Process(target=_crowd_process, args=(theirs, url, numbers, args))
        process.start()
        pipes.append(ours)
        processes.append(process)
    try:
        for pipe in pipes:
            assert pipe.recv() == "ready"
        if ready is not None:
            ready()
        for pipe in pipes:
            pipe.send("go")
        results = [pipe.recv() for pipe in pipes]
    finally:
        for process in processes:
            process.join(30)
            if process.is_alive():
                process.kill()
    return {
        "moves": sum(r["moves"] for r in results),
        "seconds": max(r["seconds"] for r in results),
        "trips": sorted(t for r in results for t in r["trips"]),
    }


def main(argv: list[str] | None = None) -> int:
    ask = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ask.add_argument("--games", type=int, default=200)
    ask.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ask.add_argument("--think", type=float, default=0.5, help="mean seconds before a move")
    ask.add_argument("--seconds", type=float, default=30.0, help="how long the crowd plays")
    ask.add_argument("--data", type=Path, help="keep the rooms in a new folder in this one")
    ask.add_argument("--crowds", type=int, default=2, help="processes the clients run in")
    ask.add_argument("--hard-rooms", type=int, default=0, help="rooms of two Hard computers")
    ask.add_argument(
        "--bots-on-threads", action="store_true", help="computers on threads, as before"
    )
    args = ask.parse_args(argv)
    loaded = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    data = None  # a new folder in --data for this run, so no earlier run's rooms are loaded
    if args.data is not None:
        args.data.mkdir(parents=True, exist_ok=True)
        data = Path(tempfile.mkdtemp(prefix="load-benchmark-", dir=args.data))
    limits = replace(CROWD, bot_processes=0) if args.bots_on_threads else CROWD
    server = context.Process(target=_serve, args=(theirs, data, limits))  # bots: processes
    server.start()
    try:
        port, idle = ours.recv(), ours.recv()
        url = f"ws://{HOST}:{port}"
        if args.hard_rooms:
            asyncio.run(_hard_rooms(url, args.hard_rooms))
        plays = {"players": args.players, "think": args.think, "seconds": args.seconds}
        result = play_crowds(url, args.games, max(1, args.crowds), plays)
        ours.send("stop")
        used = ours.recv() if ours.poll(30) else None
    finally:
        server.join(10)
        if server.is_alive():
            server.kill()
        if data is not None:
            shutil.rmtree(data, ignore_errors=True)
    trips = result["trips"] or [0.0]
    p99 = trips[min(len(trips) - 1, int(0.99 * len(trips)))]
    kept = f"rooms kept in {args.data}" if args.data else "rooms in memory"
    print(
        f"{args.games} games, {args.games * args.players} clients in {args.crowds} processes, "
        f"think {args.think} s, {kept}, {args.hard_rooms} rooms of Hard computers "
        f"(on {'threads' if args.bots_on_threads else 'processes'})"
    )
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
