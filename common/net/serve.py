"""The standalone server: `python -m common.net.serve [--host ADDR] [--port N] [--data DIR]
[--certfile F --keyfile F]` (what `bazaar serve` runs).

It listens on 127.0.0.1 unless told otherwise: a server reachable from the whole network is
a choice its owner makes (`--host 0.0.0.0`, or `::` for IPv6 too), never a surprise of a
default. Behind a TLS proxy (nginx, Caddy) it stays on 127.0.0.1 and the proxy faces the world.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import ssl
import sys
from dataclasses import replace
from pathlib import Path

from common.core.i18n import _
from common.net.collector import calm_collector
from common.net.limits import Limits
from common.net.protocol import DEFAULT_PORT
from common.net.room_store import FolderInUse
from common.net.server import GameServer

__all__ = ["DEFAULT_PORT", "main", "parser"]


def parser() -> argparse.ArgumentParser:
    ask = argparse.ArgumentParser(
        prog="bazaar serve", description=_("Run a Bazaar server for online games.")
    )
    ask.add_argument("--host", default="127.0.0.1", help=_("address to listen on"))
    ask.add_argument("--port", type=int, default=DEFAULT_PORT, help=_("port (0: any free one)"))
    ask.add_argument("--data", type=Path, help=_("folder to keep the rooms in across restarts"))
    ask.add_argument("--certfile", type=Path, help=_("TLS certificate (PEM), for wss://"))
    ask.add_argument("--keyfile", type=Path, help=_("TLS private key (PEM)"))
    return ask


async def run(host: str, port: int, data: Path | None, tls: ssl.SSLContext | None) -> None:
    """Serve until cancelled (what `python -m common.net.serve` runs): a process that is only
    a server, so its collector is calmed (common.net.collector)."""
    calm_collector(asyncio.get_running_loop())
    processes = max(1, min(4, os.cpu_count() or 1))  # computer players off the rooms' loop
    server = GameServer(replace(Limits(), bot_processes=processes), data=data)
    bound = await server.start(host, port, tls)
    scheme = "wss" if tls else "ws"
    print(f"Bazaar server listening on {scheme}://{host}:{bound}", flush=True)
    try:
        await asyncio.Future()
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
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(run(args.host, args.port, args.data, tls))
    except FolderInUse as taken:
        print(taken, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
