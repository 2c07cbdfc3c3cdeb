"""Short garbage-collection pauses for a server process. A server's heap is mostly its rooms'
histories, which live for the whole game; each full collection walks all of them again (a
fifth of a second with 200 tables), stalling every room at once. So every second what is alive
is frozen (gc.freeze, which costs next to nothing: the cycle collector never walks it again,
while reference counting still frees it), and a full collection only walks what came since.
Once an hour it is all thawed, so cycles that became garbage while frozen are collected then:
one long pause an hour instead of one every few seconds. So nothing may leave cyclic garbage
as it goes: moves leave none, and a closed connection breaks its own cycles (its cancelled
writer task's frame, its last exception's frames, asyncio's transport holding its own bound
method) so reference counting frees it at once, not at the thaw.

For a process that is only a server (`bazaar serve`, the load benchmark): freezing is
process-wide, so an app hosting a game leaves its collector alone.
"""

from __future__ import annotations

import asyncio
import gc

FREEZE_SECONDS = 1.0
THAW_SECONDS = 3600.0


def calm_collector(
    loop: asyncio.AbstractEventLoop,
    freeze_seconds: float = FREEZE_SECONDS,
    thaw_seconds: float = THAW_SECONDS,
) -> None:
    """From now on, freeze every `freeze_seconds` and thaw every `thaw_seconds`."""

    def freeze() -> None:
        gc.freeze()
        loop.call_later(freeze_seconds, freeze)

    def thaw() -> None:
        gc.unfreeze()
        loop.call_later(thaw_seconds, thaw)

    freeze()
    loop.call_later(thaw_seconds, thaw)
