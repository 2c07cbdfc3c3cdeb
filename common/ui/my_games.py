"""My games: every online game this computer holds a seat in (common.net.seat_tokens), on
every server they were played on, with what each server says of it now (whose turn, the time
left on the move clock, over or not). Each server is asked once, on a thread of its own (the
window never waits); one that does not answer in FETCH_SECONDS says so on its games' lines,
and the others are shown all the same. A game hosted by this computer is not asked about: its
server runs only while it is hosted again.

No pygame here: the screen is common.ui.my_games_scene."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from common.core.i18n import _
from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import MAX_MY_GAMES
from common.ui.online_servers import url

FETCH_SECONDS = 10.0

Seat = dict[str, Any]  # a kept seat: server, code, token, game, saved_at, hosted
Fetch = Callable[[str, list[Seat]], list[dict[str, Any]]]


def fetch_server(address: str, seats: list[Seat]) -> list[dict[str, Any]]:
    """What the server at `address` says of `seats` (its `my_games` answer, one summary a
    room); NetError if it cannot be reached or refuses, in FETCH_SECONDS at most."""

    async def ask() -> list[dict[str, Any]]:
        client = await Client.connect(url(address), timeout=FETCH_SECONDS)
        try:
            tokens = [(seat["code"], seat["token"]) for seat in seats]
            games = []
            for first in range(0, len(tokens), MAX_MY_GAMES):  # as many as a request holds
                games += await client.my_games(tokens[first : first + MAX_MY_GAMES], FETCH_SECONDS)
            return games
        finally:
            await client.close()

    return asyncio.run(ask())


@dataclass(frozen=True)
class MyGame:
    """One kept seat and what its server said of it (None: not known, see `problem`)."""

    seat: Seat
    summary: dict[str, Any] | None = None
    asked_at: float = 0.0  # the clock's time of the answer (the time left counts down from it)
    problem: str | None = None  # why nothing is known: its server does not answer, say

    @property
    def found(self) -> bool:
        return self.summary is not None and self.summary.get("found", False)

    @property
    def ended(self) -> bool:
        return self.found and bool(self.summary and self.summary.get("ended"))

    @property
    def started(self) -> bool:
        return self.found and bool(self.summary and self.summary.get("started"))

    @property
    def my_turn(self) -> bool:
        summary = self.summary
        if summary is None or not self.started or self.ended:
            return False
        return summary.get("turn", -1) in summary.get("you", [])

    def seconds_left(self, now: float) -> float | None:
        """The time left on the move clock at `now`; None if it has none."""
        if self.summary is None or "seconds_left" not in self.summary or self.ended:
            return None
        return max(0.0, self.summary["seconds_left"] - (now - self.asked_at))

    def order(self) -> tuple[bool, bool, float]:
        """Your turn first, then the games still going, each newest first."""
        going = not self.ended and (self.found or self.summary is None)
        return (not self.my_turn, not going, -self.seat["saved_at"])


class MyGames:
    """The kept seats and their servers' answers as they come (`poll` once a frame)."""

    def __init__(
        self,
        seats: list[Seat],
        fetch: Fetch = fetch_server,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.clock = clock
        self.games = {(s["server"], s["code"]): MyGame(s) for s in seats}
        self.asking: dict[str, concurrent.futures.Future[list[dict[str, Any]]]] = {}
        by_server: dict[str, list[Seat]] = {}
        for seat in seats:
            if not seat["hosted"]:
                by_server.setdefault(seat["server"], []).append(seat)
        for server, kept in by_server.items():
            self.asking[server] = on_a_thread(fetch, server, kept)
        self.problems: dict[str, str] = {}  # a server that did not answer: why, in words

    def poll(self) -> bool:
        """Take the answers that came; True if any did."""
        came = [server for server, future in self.asking.items() if future.done()]
        for server in came:
            self._heard(server, self.asking.pop(server))
        return bool(came)

    def _heard(self, server: str, future: concurrent.futures.Future) -> None:
        now = self.clock()
        try:
            answers = {summary["code"]: summary for summary in future.result()}
        except (NetError, OSError, ValueError) as error:
            problem = _("{server} does not answer just now").format(server=server)
            if isinstance(error, NetError) and error.code not in ("unreachable", "timeout"):
                problem = _("{server} cannot say: {why}").format(server=server, why=error.reason)
            self.problems[server] = problem
            for key, game in self.asked(server):
                self.games[key] = MyGame(game.seat, problem=problem)
            return
        for key, game in self.asked(server):
            summary = answers.get(key[1], {"code": key[1], "found": False})
            self.games[key] = MyGame(game.seat, summary, now)

    def asked(self, server: str) -> list[tuple[tuple[str, str], MyGame]]:
        """The games `server` is asked about (not those this computer hosts)."""
        return [
            (key, game)
            for key, game in self.games.items()
            if key[0] == server and not game.seat["hosted"]
        ]

    @property
    def busy(self) -> bool:
        return bool(self.asking)

    def ordered(self) -> list[MyGame]:
        return sorted(self.games.values(), key=MyGame.order)

    def forget(self, game: MyGame) -> None:
        self.games.pop((game.seat["server"], game.seat["code"]), None)


def on_a_thread(fetch: Fetch, server: str, seats: list[Seat]) -> concurrent.futures.Future:
    """`fetch(server, seats)` on a daemon thread of its own (never keeps the app from closing)."""
    future: concurrent.futures.Future[list[dict[str, Any]]] = concurrent.futures.Future()

    def run() -> None:
        try:
            future.set_result(fetch(server, seats))
        except Exception as error:  # handed to the window, which says it
            future.set_exception(error)

    threading.Thread(target=run, name=f"my-games {server}", daemon=True).start()
    return future
