"""A connection replaced by its seat's rejoin from another one is closed once: the server cuts
it off, then its handler ends without a failure in the log (it used to close it twice)."""

from __future__ import annotations

import logging

from common.net.client import Client
from common.net.protocol import ELSEWHERE
from tests.net.netkit import run, serving, setup_json, wait_for


def test_a_connection_replaced_by_a_rejoin_elsewhere_ends_without_a_failure(caplog):
    async def scenario():
        async with serving() as (_server, url):
            first = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            room = await first.create("bombay", setup_json("bombay", 2), seats, "Ana")
            second = await Client.connect(url)
            await second.rejoin(room["code"], first.token)
            assert (await wait_for(first, "error")).message["code"] == ELSEWHERE
            await wait_for(first, "closed")
            await second.close()

    with caplog.at_level(logging.ERROR):
        run(scenario())
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
