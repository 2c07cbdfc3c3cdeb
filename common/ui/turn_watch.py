"""Your turn, wherever the app is (issue 49): while the window is open, the seats this computer
keeps (common.net.seat_tokens) are asked about in the background, with the My games fetch
(common.ui.my_games.fetch_server, one request a server a round, on a thread of its own), every
INTERVAL seconds; a server that does not answer is asked again later and later (doubling, at
most MAX_WAIT). Nothing is asked while no seat is kept, nor about a game this computer hosts
(its server runs only while it is hosted again).

A game that becomes this player's turn (it was not at the last look) is said once: `tick`
returns it, and the app shows a desktop notice when the window is behind (common.ui.main). The
title's My games button says how many games wait for this player (`waiting`).

No pygame here."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from common.core.applog import Log

if TYPE_CHECKING:  # the network library is loaded at the first look, not at the start
    import concurrent.futures

    from common.ui.my_games import Fetch, MyGame, Seat

    Start = Callable[[Fetch, str, list[Seat]], concurrent.futures.Future]

log = Log(__name__)

FIRST_LOOK = 5.0  # seconds after the window opens: the start is not slowed by it
INTERVAL = 180.0  # between two looks at a server that answers
MAX_WAIT = 1800.0  # the longest wait for a server that has not answered

Key = tuple[str, str]  # a seat's server and room code


class _Server:
    """One server's schedule: when it is asked next, and how often it did not answer; the
    look at it under way, and the seats asked about."""

    def __init__(self, next_at: float) -> None:
        self.next_at = next_at
        self.failures = 0
        self.asking: concurrent.futures.Future[list[dict[str, Any]]] | None = None
        self.seats: list[Seat] = []


class TurnWatch:
    """The kept seats' turns, looked at in the background (`tick` once a frame)."""

    def __init__(
        self,
        seats: Callable[[], list[Seat]],
        fetch: Fetch | None = None,
        clock: Callable[[], float] = time.monotonic,
        start: Start | None = None,
    ) -> None:
        """`seats`: the kept seats (read again before each round); `fetch(server, seats)`:
        one server's answer (the My games fetch if None), run by `start` (on a thread of its
        own if None)."""
        self._seats, self._fetch, self._clock, self._start = seats, fetch, clock, start
        self._servers: dict[str, _Server] = {}
        self._turns: dict[Key, bool] = {}  # each seat's turn at the last look (mine or not)
        self._next_read = clock() + FIRST_LOOK  # when the kept seats are read again

    @property
    def waiting(self) -> int:
        """How many games are this player's turn, as last seen on servers that answer (a
        server that does not answer may have ended its games: its are not counted)."""
        down = {address for address, server in self._servers.items() if server.failures}
        return sum(mine for (address, _code), mine in self._turns.items() if address not in down)

    def tick(self) -> list[MyGame]:
        """Start the looks that are due and take the answers that came: the games that have
        become this player's turn since the last look (each said once)."""
        now = self._clock()
        if now >= self._next_read:
            self._next_read = now + INTERVAL
            self._read_seats(now)
        came: list[MyGame] = []
        for address, server in self._servers.items():
            if server.asking is None and server.seats and now >= server.next_at:
                server.asking = self._ask(address, list(server.seats))
            elif server.asking is not None and server.asking.done():
                came += self._heard(address, server, now)
        return came

    def _read_seats(self, now: float) -> None:
        """The seats kept now (a seat forgotten is no longer asked about; a server with no
        seat left is no longer asked at all)."""
        by_server: dict[str, list[Seat]] = {}
        for seat in self._seats():
            if not seat["hosted"]:
                by_server.setdefault(seat["server"], []).append(seat)
        for address in set(self._servers) - set(by_server):
            if self._servers[address].asking is None:
                del self._servers[address]
            else:
                self._servers[address].seats = []
        for address, seats in by_server.items():
            self._servers.setdefault(address, _Server(next_at=now)).seats = seats
        kept = {(s["server"], s["code"]) for seats in by_server.values() for s in seats}
        self._turns = {key: mine for key, mine in self._turns.items() if key in kept}

    def _ask(self, address: str, seats: list[Seat]) -> concurrent.futures.Future:
        from common.ui import my_games  # the network library: only once a seat is asked about

        start = self._start or my_games.on_a_thread
        return start(self._fetch or my_games.fetch_server, address, seats)

    def _heard(self, address: str, server: _Server, now: float) -> list[MyGame]:
        future, server.asking = server.asking, None
        assert future is not None
        from common.net.errors import NetError
        from common.ui.my_games import MyGame

        try:
            answers = {summary["code"]: summary for summary in future.result()}
        except (NetError, OSError, ValueError) as error:
            server.failures += 1
            server.next_at = now + min(MAX_WAIT, INTERVAL * 2**server.failures)
            log.info("%s did not say whose turn it is: %s", address, error)
            return []
        server.failures, server.next_at = 0, now + INTERVAL
        came = []
        for seat in server.seats:
            key = (address, seat["code"])
            game = MyGame(seat, answers.get(seat["code"], {"code": seat["code"]}), now)
            if game.my_turn and key in self._turns and not self._turns[key]:
                came.append(game)
            self._turns[key] = game.my_turn
        return came
