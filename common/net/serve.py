"""The standalone server: `python -m common.net.serve [--host ADDR] [--port N] [--data DIR]
[--redis URL [--lease SECONDS]] [--proxy-from ADDRESS] [--certfile F --keyfile F]` (what
`bazaar serve` runs).

With `--redis`, the process is one of a cluster that keeps its rooms in Redis
(common.net.cluster); the `redis` client is imported only then, so a server without it (a
pipx install without the `server` extra, the app's bundle) starts as ever.

It listens on 127.0.0.1 unless told otherwise: a server reachable from the whole network is
a choice its owner makes (`--host 0.0.0.0`, or `::` for IPv6 too), never a surprise of a
default. Behind a TLS proxy (nginx, Caddy) it stays on 127.0.0.1 and the proxy faces the world.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import logging
import os
import signal
import ssl
import sys
from dataclasses import replace
from pathlib import Path

from common.core.i18n import _
from common.net.collector import calm_collector
from common.net.limits import Limits
from common.net.protocol import DEFAULT_PORT
from common.net.proxy_header import trusted
from common.net.room_store import FolderInUse, StoreUnreachable
from common.net.server import GameServer

__all__ = ["DEFAULT_PORT", "main", "parser"]


def parser() -> argparse.ArgumentParser:
    ask = argparse.ArgumentParser(
        prog="bazaar serve", description=_("Run a Bazaar server for online games.")
    )
    ask.add_argument("--host", default="127.0.0.1", help=_("address to listen on"))
    ask.add_argument("--port", type=int, default=DEFAULT_PORT, help=_("port (0: any free one)"))
    ask.add_argument("--data", type=Path, help=_("folder to keep the rooms in across restarts"))
    ask.add_argument(
        "--redis",
        metavar="URL",
        help=_("keep the rooms in Redis (redis://host:6379/0), shared by every server using it"),
    )
    ask.add_argument(
        "--lease",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help=_("with --redis: how soon another server takes the rooms of one that stopped"),
    )
    ask.add_argument(
        "--proxy-from",
        action="append",
        default=[],
        metavar="ADDRESS",
        help=_(
            "a proxy in front (e.g. HAProxy with send-proxy-v2) at this address or network: "
            "its PROXY v2 header names each client (give it once per proxy)"
        ),
    )
    ask.add_argument("--certfile", type=Path, help=_("TLS certificate (PEM), for wss://"))
    ask.add_argument("--keyfile", type=Path, help=_("TLS private key (PEM)"))
    return ask


async def run(
    host: str,
    port: int,
    data: Path | None,
    tls: ssl.SSLContext | None,
    redis: str | None = None,
    lease: float = 5.0,
    proxy_from: tuple[str, ...] = (),
) -> None:
    """Serve until cancelled (what `python -m common.net.serve` runs): a process that is only
    a server, so its collector is calmed (common.net.collector)."""
    calm_collector(asyncio.get_running_loop())
    processes = max(1, min(4, os.cpu_count() or 1))  # computer players off the rooms' loop
    limits = replace(Limits(), bot_processes=processes, proxy_from=proxy_from)
    server: GameServer
    if redis is not None:
        from common.net.cluster import ClusterServer  # imports redis: only for a cluster

        server = ClusterServer(redis, limits, lease)
    else:
        server = GameServer(limits, data=data)
    bound = await server.start(host, port, tls)
    scheme = "wss" if tls else "ws"
    print(f"Bazaar server listening on {scheme}://{host}:{bound}", flush=True)
    forever: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    with contextlib.suppress(NotImplementedError):  # not on Windows: Ctrl+C there
        # Stopped by its service manager: let the rooms go at once (a cluster's other
        # processes take them without waiting for the leases to run out).
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, forever.cancel)
    try:
        with contextlib.suppress(asyncio.CancelledError):
            await forever
    finally:
        with contextlib.suppress(Exception):
            await server.stop()


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if (args.certfile is None) != (args.keyfile is None):
        parser().error(_("--certfile and --keyfile go together"))
    tls = None
    if args.certfile is not None:
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        tls.load_cert_chain(args.certfile, args.keyfile)
    if args.redis is not None and args.data is not None:
        parser().error(_("--redis and --data are two places to keep the rooms: choose one"))
    if args.redis is not None and not 0.3 <= args.lease <= 600:
        parser().error(_("--lease is a number of seconds from 0.3 to 600"))
    try:
        proxies = tuple(str(network) for network in trusted(args.proxy_from))
    except ValueError:
        parser().error(_("--proxy-from takes an address or a network, e.g. 127.0.0.1"))
    if args.redis is not None and importlib.util.find_spec("redis") is None:
        why = _("--redis needs the redis client: pip install 'bazaar[server]' (or redis)")
        print(why, file=sys.stderr)
        return 1
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        with contextlib.suppress(KeyboardInterrupt):
            where = (args.host, args.port, args.data, tls)
            asyncio.run(run(*where, args.redis, args.lease, proxies))
    except FolderInUse as taken:
        print(taken, file=sys.stderr)
        return 1
    except StoreUnreachable as unreachable:
        print(unreachable, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
