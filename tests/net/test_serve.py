"""The standalone server's command line, and a game over TLS (wss://) with the test's own
certificate for 127.0.0.1 (loopback-cert.pem: self-signed, a test key and nothing else)."""

from __future__ import annotations

import asyncio
import random
import ssl
from pathlib import Path

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.serve import main, parser
from common.net.server import GameServer
from tests.net.netkit import HOST, SCRIPTED, play, run, setup_json

HERE = Path(__file__).parent
CERT, KEY = HERE / "loopback-cert.pem", HERE / "loopback-key.pem"


def test_the_defaults_listen_on_this_computer_only_at_port_8765():
    args = parser().parse_args([])
    assert (args.host, args.port, args.data, args.certfile) == ("127.0.0.1", 8765, None, None)


def test_a_certificate_without_its_key_is_refused():
    with pytest.raises(SystemExit) as refused:
        main(["--certfile", str(CERT)])
    assert refused.value.code == 2


def test_a_game_over_tls():
    async def scenario():
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        tls.load_cert_chain(CERT, KEY)
        server = GameServer(SCRIPTED)
        port = await server.start(HOST, 0, tls)
        try:
            trust = ssl.create_default_context(cafile=str(CERT))
            host = await Client.connect(f"wss://{HOST}:{port}", tls=trust)
            seats = [{"kind": "local"}, {"kind": "computer", "level": "random"}]
            await host.create("bombay", setup_json("bombay", 2), seats, "Ana")
            await host.start()
            await play(host, random.Random(1), server)
            assert host.verdict.fair
            await host.close()
            with pytest.raises(NetError):  # a client that does not trust the certificate
                await asyncio.wait_for(Client.connect(f"wss://{HOST}:{port}", timeout=3), 5)
        finally:
            await server.stop()

    run(scenario())
