"""A real cluster on loopback for the cluster tests: one `redis-server` (a free port, a temporary
folder, an append-only file fsync'd at every write, no snapshots) and `bazaar serve --redis`
processes on free ports, all on 127.0.0.1. Every wait is bounded in time and every loop in count.

Without redis-server the tests cannot run: on CI (CI=true) they fail with the apt-get line to
run; elsewhere they are skipped with that reason, which pytest prints (-ra)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import redis

from common.net.client import CLOSED, Client
from common.net.cluster import ClusterServer
from common.net.limits import Limits
from common.net.protocol import PAUSED, STALE, UNAVAILABLE
from common.net.webhooks import Webhooks
from tests.net.netkit import HOST, SCRIPTED, STEP_SECONDS, move_if_due

REPO = Path(__file__).resolve().parents[2]
INSTALL = "apt-get update && apt-get install -y redis-server"
LEASE = 1.0  # seconds: how soon a process's rooms are taken once it is gone
START_SECONDS = 20.0  # the longest a process may take to start on a busy machine
# Errors a client is told while the cluster cannot reach Redis (then it plays on).
AWAY = (UNAVAILABLE, PAUSED)


def need_redis_server() -> str:
    """redis-server's path; fails on CI, skips elsewhere (saying why) when it is missing."""
    found = shutil.which("redis-server")
    if found is not None:
        return found
    why = f"redis-server is not installed: run `{INSTALL}`"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(why)
    pytest.skip(why)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


class RedisProcess:
    """redis-server on 127.0.0.1; `kill` and `start` again keep its folder (its AOF)."""

    def __init__(self, program: str, folder: Path) -> None:
        self.program, self.folder = program, folder
        self.port = free_port()
        self.url = f"redis://{HOST}:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                self.program,
                "--port", str(self.port),
                "--bind", HOST,
                "--save", "",
                "--appendonly", "yes",
                "--appendfsync", "always",
                "--dir", str(self.folder),
                "--logfile", str(self.folder / "redis.log"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        client = self.client()
        deadline = time.monotonic() + START_SECONDS
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                assert time.monotonic() < deadline, "redis-server did not start"
                assert self.process.poll() is None, (self.folder / "redis.log").read_text()
                time.sleep(0.02)
        client.close()

    def client(self, db: int = 0) -> redis.Redis:
        return redis.Redis(host=HOST, port=self.port, db=db, socket_timeout=5)

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait(10)

    def ready(self) -> RedisProcess:
        """Up (again, if a test killed it), and no address's limits spent by an earlier test."""
        assert self.process is not None
        if self.process.poll() is not None:
            self.start()
        client = self.client()
        for key in client.scan_iter("bazaar:wrong:*", count=1000):
            client.delete(key)
        for key in client.scan_iter("bazaar:opened:*", count=1000):
            client.delete(key)
        client.close()
        return self


class ServerProcess:
    """`python -m common.net.serve --redis URL` on a free port; its log in the folder."""

    def __init__(self, url: str, folder: Path, number: int) -> None:
        self.log = folder / f"serve-{number}.log"
        with self.log.open("wb") as log:
            options = f"--host {HOST} --port 0 --redis {url} --lease {LEASE}"
            self.process = subprocess.Popen(
                [sys.executable, "-m", "common.net.serve", *options.split()],
                cwd=REPO,
                stdout=subprocess.PIPE,
                stderr=log,
            )
        self.url = ""

    def listening(self) -> None:
        """Wait (bounded) for its 'listening on' line."""
        assert self.process.stdout is not None
        deadline = time.monotonic() + START_SECONDS
        os.set_blocking(self.process.stdout.fileno(), False)
        line = b""
        while not line.endswith(b"\n"):
            assert time.monotonic() < deadline, self.log.read_text()
            assert self.process.poll() is None, self.log.read_text()
            line += self.process.stdout.readline() or b""
            time.sleep(0.01)
        assert b"listening on ws://" in line, line
        self.url = line.split()[-1].decode()

    def kill(self) -> None:
        """kill -9: nothing of it runs after."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


class Cluster:
    """Redis and three server processes; a test may kill any of them, and the next test gets
    the cluster whole again."""

    def __init__(self, redis: RedisProcess, folder: Path) -> None:
        self.folder = folder
        self.redis = redis
        self.servers: list[ServerProcess] = []
        self.started = 0

    def whole(self) -> Cluster:
        """Three live servers, Redis up and ready."""
        self.redis.ready()
        self.servers = [s for s in self.servers if s.process.poll() is None]
        fresh = []
        while len(self.servers) + len(fresh) < 3:
            self.started += 1
            fresh.append(ServerProcess(self.redis.url, self.folder, self.started))
        for server in fresh:
            server.listening()
        self.servers += fresh
        return self

    @property
    def urls(self) -> list[str]:
        return [server.url for server in self.servers]

    def close(self) -> None:
        for server in self.servers:
            server.stop()


class Player:
    """A scripted player of a client's seats that keeps what the server acknowledged (every
    step it was sent) and checks that no later view of the game (the whole room, after a move
    to another process or another owner) has lost any of it."""

    def __init__(self, client: Client, seed: int) -> None:
        self.client = client
        self.rng = random.Random(seed)
        self.acknowledged: list[str] = []
        self.told: list[str] = []  # the error codes it was told

    def moved_to(self, client: Client) -> None:
        self.client = client
        self.see()

    def see(self) -> None:
        """Check the client's record against what was acknowledged, and keep it."""
        record = self.client.record
        if record is None:
            return
        played = [str(action) for action in record.played]
        assert played[: len(self.acknowledged)] == self.acknowledged, "an acknowledged move lost"
        if len(played) >= len(self.acknowledged):
            self.acknowledged = played

    async def play(self, stop: Callable[[Client], bool] | None = None, moves: int = 2000) -> None:
        """Random legal moves for its seats until the game ends (or `stop`), at most `moves`."""
        acted_at = -1
        for _turn in range(moves):
            client = self.client
            if stop is not None and stop(client):
                return
            acted_at = await move_if_due(client, self.rng, acted_at)
            event = await client.next_event(STEP_SECONDS + 2 * LEASE)
            kind = event.message["type"]
            assert kind != CLOSED, event.message
            if kind == "error":
                # Told the cluster is away, it asks again; a move asked again may then find
                # the first one played after all (a paused room keeps it): stale.
                allowed = AWAY + ((STALE,) if self.told else ())
                assert event.message["code"] in allowed, event.message
                self.told.append(event.message["code"])
                acted_at = -1
                await asyncio.sleep(0.05)
            elif kind == "room":
                acted_at = -1  # the whole room again: perhaps our move was never made
            if kind in ("steps", "room"):
                self.see()
            if kind == "end":
                return
        raise AssertionError("the game did not end")


def stop_at_turn(seat: int, after: int) -> Callable[[Client], bool]:
    """The first decision of `seat` after action number `after`: every player stops there."""

    def stop(client: Client) -> bool:
        record = client.record
        if record is None or record.cursor <= after:
            return False
        state = record.state
        return state.current_player() == seat and state.forced_action() is None

    return stop


@contextlib.asynccontextmanager
async def in_process_servers(
    redis: RedisProcess,
    db: int,
    limits: Limits | None = None,
    count: int = 2,
    webhooks: Callable[[], Webhooks] | None = None,
) -> AsyncIterator[list[tuple[ClusterServer, str]]]:
    """`count` cluster servers in the test's own process (for limits of their own, or to count
    what happens in every process at once), on a Redis database of their own, emptied first;
    each with its ws:// address (and its turn notices sent as `webhooks` makes them)."""
    url = redis.url.rsplit("/", 1)[0] + f"/{db}"
    emptied = redis.client(db=db)
    emptied.flushdb()
    emptied.close()
    servers = [ClusterServer(url, limits or SCRIPTED, lease_seconds=LEASE) for _ in range(count)]
    for server in servers if webhooks is not None else []:
        server.turns.webhooks = webhooks()
    try:
        yield [(server, f"ws://{HOST}:{await server.start(HOST, 0)}") for server in servers]
    finally:
        for server in servers:
            await server.stop()


@contextlib.asynccontextmanager
async def in_process(
    redis: RedisProcess, db: int, limits: Limits | None = None, count: int = 2
) -> AsyncIterator[list[str]]:
    """The addresses of in_process_servers."""
    async with in_process_servers(redis, db, limits, count) as servers:
        yield [url for _server, url in servers]


def run(coro: Any, seconds: float = 30.0) -> Any:
    return asyncio.run(asyncio.wait_for(coro, seconds))
