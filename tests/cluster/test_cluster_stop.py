"""A process stops when told to, whatever its watch loop was doing at that moment."""

from __future__ import annotations

import asyncio

from common.net.cluster import ClusterServer
from tests.cluster.clusterkit import LEASE, run
from tests.net.netkit import HOST, SCRIPTED, STEP_SECONDS


def test_a_process_woken_just_as_it_is_stopped_still_stops(redis_server):
    """Python 3.11's wait_for drops a cancel that comes as the event it waits on is set (a room
    changing owner wakes the watch loop): the loop ran on, and `stop` waited for it until the
    test's own time ran out (60 s of the whole suite, now and then)."""

    async def scenario() -> tuple[bool, bool]:
        server = ClusterServer(
            redis_server.url.rsplit("/", 1)[0] + "/12", SCRIPTED, lease_seconds=LEASE
        )
        await server.start(HOST, 0)
        for _ in range(3):  # the watch loop is waiting to be woken
            await asyncio.sleep(0)
        server.watch_now.set()
        stopping = asyncio.ensure_future(server.stop())
        await asyncio.wait({stopping}, timeout=STEP_SECONDS)
        ticker = server.ticker
        return stopping.done(), ticker is not None and ticker.done()

    stopped, watch_ended = run(scenario())
    assert stopped and watch_ended
