"""The load benchmark against a whole deployment (tools/cluster.py): N `bazaar serve --redis`
processes behind HAProxy with TLS and one redis-server, all on 127.0.0.1, the crowd of
scripted players in processes of their own connecting over wss:// through the proxy, each
from a loopback address of its own (as people come from many addresses).

    python tools/cluster_benchmark.py --servers 2 --games 200 --think 0.5 [--seconds 30]

Prints what benchmarks.server_load prints (moves per second, the p50/p99 round trip of a
move: sent until its step comes back), and for each process of the deployment its peak RSS
and its CPU per move, from /proc (Linux): the servers', HAProxy's (TLS and the proxying) and
Redis's. The servers run as `bazaar serve --redis --proxy-from 127.0.0.1` does, with the
crowd's raised limits (the proxy's and the servers' per-address limits still hold: each player
has an address of its own, which HAProxy's PROXY v2 header tells the servers).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cluster

from benchmarks.server_load import CROWD, HOST, play_crowds
from common.net.cluster import ClusterServer
from common.net.collector import calm_collector
from common.net.limits import Limits

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass(frozen=True)
class Usage:
    cpu: float  # seconds, user and system
    peak_mb: float  # VmHWM


def usage(pid: int) -> Usage:
    """A process's CPU so far and its peak RSS, from /proc."""
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    status = Path(f"/proc/{pid}/status").read_text()
    peak = next(line for line in status.splitlines() if line.startswith("VmHWM:"))
    return Usage((int(stat[11]) + int(stat[12])) / TICKS, int(peak.split()[1]) / 1024)


def _serve(pipe: Any, redis: str, limits: Limits) -> None:
    """One server process: report its port, serve until told to stop."""

    async def main() -> None:
        calm_collector(asyncio.get_running_loop())  # as `bazaar serve` does
        server = ClusterServer(redis, limits)
        pipe.send(await server.start(HOST, 0))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        await server.stop()

    asyncio.run(main())


def measure(args: argparse.Namespace) -> None:
    context = multiprocessing.get_context("spawn")
    loaded = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="cluster-benchmark-") as folder:
        deployment = cluster.Cluster(Path(folder))
        servers: list[tuple[Any, Any]] = []
        try:
            deployment.start_redis()
            for _ in range(args.servers):
                ours, theirs = context.Pipe()
                limits = replace(CROWD, proxy_from=(HOST,))  # HAProxy names each player
                process = context.Process(
                    target=_serve, args=(theirs, deployment.redis_url, limits)
                )
                process.start()
                servers.append((ours, process))
            ports = [pipe.recv() for pipe, _ in servers]
            cert, key = cluster.make_certificate(Path(folder))
            deployment.start_haproxy(cluster.free_port(), cert, key, ports)
            parts = {f"serve{n}": p.pid for n, (_, p) in enumerate(servers, 1)}
            parts |= {part.name: part.process.pid for part in deployment.others}
            before: dict[str, Usage] = {}

            def opened() -> None:  # every game open: the playing is what is measured
                before.update({name: usage(pid) for name, pid in parts.items()})

            plays = {
                "players": args.players,
                "think": args.think,
                "seconds": args.seconds,
                "cafile": str(cert),
                "spread": True,
                "opening": args.opening,
            }
            began = time.perf_counter()
            result = play_crowds(deployment.url, args.games, args.crowds, plays, opened)
            lasted = time.perf_counter() - began
            after = {name: usage(pid) for name, pid in parts.items()}
        finally:
            for pipe, process in servers:
                if process.is_alive():
                    pipe.send("stop")
                process.join(10)
                if process.is_alive():
                    process.kill()
            deployment.stop()
    report(args, result, before, after, loaded, lasted)


def report(
    args: argparse.Namespace,
    result: dict[str, Any],
    before: dict[str, Usage],
    after: dict[str, Usage],
    loaded: float,
    lasted: float,
) -> None:
    trips = result["trips"] or [0.0]
    p99 = trips[min(len(trips) - 1, int(0.99 * len(trips)))]
    moves = max(1, result["moves"])
    print(
        f"{args.games} games, {args.games * args.players} clients in {args.crowds} processes "
        f"over wss:// through HAProxy, {args.servers} bazaar serve --redis processes, "
        f"think {args.think} s"
    )
    print(f"load average before: {loaded:.2f}, after: {os.getloadavg()[0]:.2f}")
    print(
        f"moves: {result['moves']} in {result['seconds']:.1f} s: "
        f"{result['moves'] / result['seconds']:.0f} moves/s "
        f"(connecting and playing: {lasted:.0f} s)"
    )
    print(f"round trip: p50 {statistics.median(trips) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")
    cpu = {name: (after[name].cpu - before[name].cpu) / moves * 1000 for name in after}
    for name in after:
        print(f"{name}: peak RSS {after[name].peak_mb:.0f} MB, CPU {cpu[name]:.2f} ms a move")
    serving = sum(value for name, value in cpu.items() if name.startswith("serve"))
    print(
        f"servers together: {serving:.2f} ms a move; with redis and haproxy: "
        f"{sum(cpu.values()):.2f} ms (the cluster's CPU for each move, all processes)"
    )


def main(argv: list[str] | None = None) -> int:
    ask = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ask.add_argument("--servers", type=int, default=2)
    ask.add_argument("--games", type=int, default=200)
    ask.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ask.add_argument("--think", type=float, default=0.5, help="mean seconds before a move")
    ask.add_argument("--seconds", type=float, default=30.0, help="how long the crowd plays")
    ask.add_argument("--crowds", type=int, default=2, help="processes the clients run in")
    ask.add_argument("--opening", type=int, default=32, help="games a crowd opens at once")
    args = ask.parse_args(argv)
    lacking = cluster.missing()
    if lacking:
        print(f"cluster_benchmark: not installed: {', '.join(lacking)} ({cluster.APT})")
        return 1
    measure(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
