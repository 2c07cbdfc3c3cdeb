"""My games across servers, off the window's thread (issue 49, 2): every server the player
holds seats on is asked at once, each on a connection of its own with a bounded time, and the
answer is one entry a server: its games, or the NetError saying why it did not answer (a line
for the title to show; the other servers' games are there all the same).

    future = fetch_my_games({"ws://play.example:8765": [("KX4T9P", token), ...]})
    ...                                   # each frame: if future.done(): answers = future.result()
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from typing import Any

from common.core.i18n import _
from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import MAX_MY_GAMES

Answer = list[dict[str, Any]] | NetError
Groups = dict[str, list[tuple[str, str]]]  # a server's URL: the (code, token) of each seat there


async def ask_server(url: str, seats: list[tuple[str, str]], seconds: float) -> Answer:
    """One server's answer for its seats (asked MAX_MY_GAMES at a time), or why there is none."""
    try:
        client = await Client.connect(url, timeout=seconds)
    except NetError as error:
        return error
    try:
        games: list[dict[str, Any]] = []
        for first in range(0, len(seats), MAX_MY_GAMES):
            games += await client.my_games(seats[first : first + MAX_MY_GAMES], seconds)
        return games
    except NetError as error:
        return error
    finally:
        await client.close()


async def ask_servers(
    groups: dict[str, list[tuple[str, str]]], seconds: float
) -> dict[str, Answer]:
    """Every server at once; none takes longer than about `seconds` for each request."""

    async def bounded(url: str, seats: list[tuple[str, str]]) -> Answer:
        try:
            return await asyncio.wait_for(ask_server(url, seats, seconds), 3 * seconds)
        except asyncio.TimeoutError:
            return NetError("timeout", _("The server did not answer in time"))

    answers = await asyncio.gather(*(bounded(url, seats) for url, seats in groups.items()))
    return dict(zip(groups, answers, strict=True))


def fetch_my_games(
    groups: Groups, seconds: float = 10.0
) -> concurrent.futures.Future[dict[str, Answer]]:
    """ask_servers on a thread of its own: the caller (the window) only checks the future."""
    future: concurrent.futures.Future[dict[str, Answer]] = concurrent.futures.Future()

    def work() -> None:
        try:
            future.set_result(asyncio.run(ask_servers(groups, seconds)))
        except Exception as error:
            future.set_exception(error)

    threading.Thread(target=work, name="my-games", daemon=True).start()
    return future
