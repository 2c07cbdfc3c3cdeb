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
import ssl
import sys
from pathlib import Path

from common.core.i18n import _
from common.net.room_store import FolderInUse
from common.net.server import run

DEFAULT_PORT = 8765


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
