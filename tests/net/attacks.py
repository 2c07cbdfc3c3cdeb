"""Helpers for the tests of hostile peers: the limits they run under, a raw WebSocket that has
said hello, and an attack run while a bystanders' game is half played (which must then play
to the end, fair)."""

from __future__ import annotations

import asyncio
import json
import random

from websockets.asyncio.client import connect

from common.net.client import Client
from common.net.limits import Limits
from common.net.protocol import PROTOCOL
from tests.net.netkit import close_all, play, play_all, run, serving, table, turn_of

HOSTILE = Limits(
    messages_per_second=200.0,
    message_burst=400,
    handshake_seconds=1.0,
    hello_seconds=1.0,
    connections_per_address=12,
    close_seconds=0.3,
)
SEATS = [{"kind": "local"}, {"kind": "remote"}]
HELLO = json.dumps({"type": "hello", "protocol": PROTOCOL, "app": "test"})


def under_attack(attack):
    """Run `attack(url, server)` while a bystanders' game is half played, then finish it."""

    async def scenario():
        async with serving(HOSTILE) as (server, url):
            bystanders = await table(url, "bombay", ["local", "remote"])
            rng = random.Random(2)
            await asyncio.gather(*(play(c, rng, stop=turn_of(1, 10)) for c in bystanders))
            result = await attack(url, server)
            await play_all(bystanders, server)
            assert all(c.verdict.fair for c in bystanders)
            newcomer = await Client.connect(url)  # the server still takes new players
            await newcomer.close()
            await close_all(bystanders)
            return result

    return run(scenario())


async def raw(url: str, hello: bool = True, **options):
    ws = await connect(url, compression=None, open_timeout=5, **options)
    if hello:
        await ws.send(HELLO)
        assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "welcome"
    return ws
