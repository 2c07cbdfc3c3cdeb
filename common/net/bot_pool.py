"""Where a server's computer players think. `bazaar serve` gives them processes of their own, so
a Hard search never holds the interpreter lock every room's moves need; a game hosted in the
app (a table or two in a window's process) keeps them on threads.

The processes are spawned fresh (a server with threads is never forked): one for the quick
levels, and `processes` for the deep searches (Hard), so a move of Easy never waits in a queue
behind other rooms' Hard searches. Each keeps the bots it has made, by room and seat, the
latest few hundred; a position goes to them pickled and the move comes back as its notation,
which the room checks like any other. A process that dies is replaced: that move is played
at random and the room goes on.

Clients may ask only for the levels players choose on a setup screen (and the instant random
one): never the review's or the arena's, which may think for as long as they like.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import secrets
from collections import OrderedDict
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from common.core import registry
from common.core.api import GameState
from common.core.applog import logger
from common.core.child_process import end_with_parent

log = logger(__name__)

ONLINE_LEVELS = ("random", *registry.PLAYER_LEVELS)
QUICK_LEVELS = ("random", "easy", "medium")  # a fifth of a second at most
KEPT_BOTS = 256  # per worker process: a bot per room and seat it has played lately

_kept: OrderedDict[tuple[str, int], Any] = OrderedDict()  # in a worker process


def choose_in_worker(
    key: tuple[str, int], game: str, level: str, seed: int, state: GameState, budget: float | None
) -> str:
    """In a worker process: the move of the room's seat `key`, as its notation."""
    bot = _kept.pop(key, None)
    if bot is None:
        bot = registry.find(game).make_bot(level, seed)
    _kept[key] = bot
    while len(_kept) > KEPT_BOTS:
        _kept.popitem(last=False)
    return str(bot.choose(state, budget))


class BotPool:
    def __init__(self, threads: int, processes: int = 0) -> None:
        """Bots on `threads` threads, or in `processes` processes when there are any."""
        self.processes = processes
        self.threads = concurrent.futures.ThreadPoolExecutor(threads, "net-bot")
        self._workers: dict[bool, concurrent.futures.ProcessPoolExecutor] = {}
        self.bots: dict[tuple[str, int], Any] = {}  # on threads: each room seat's bot
        self.seeds: dict[tuple[str, int], int] = {}
        self.closed = False

    def _pool(self, quick: bool) -> concurrent.futures.ProcessPoolExecutor:
        """The quick levels' process, or the deep searches' `processes`: a quick move never
        waits behind Hard searches (started when first needed: most servers never need it)."""
        pool = self._workers.get(quick)
        if pool is None:
            context = multiprocessing.get_context("spawn")
            size = 1 if quick else self.processes
            pool = self._workers[quick] = concurrent.futures.ProcessPoolExecutor(
                size, mp_context=context, initializer=end_with_parent
            )
        return pool

    async def choose(self, code: str, seat: int, game: str, level: str, state: GameState) -> Any:
        """The move of a room's computer seat (an action of the game; the room checks it).
        RuntimeError once the pool is closed; anything a bot raises, as it is."""
        loop = asyncio.get_running_loop()
        key = (code, seat)
        entry = registry.find(game)
        budget = entry.time_cap(level)
        if not self.processes:
            bot = self.bots.get(key)
            if bot is None:
                bot = self.bots[key] = entry.make_bot(level, secrets.randbits(32))
            return await loop.run_in_executor(self.threads, bot.choose, state, budget)
        seed = self.seeds.setdefault(key, secrets.randbits(32))
        try:
            pool = self._pool(level in QUICK_LEVELS)
            thinking = loop.run_in_executor(
                pool, choose_in_worker, key, game, level, seed, state, budget
            )
        except BrokenProcessPool:
            raise
        except Exception as error:  # processes cannot be started here: threads, from now on
            if self.closed:
                raise
            log.warning("computer players think on threads: no processes (%s)", error)
            self.processes = 0
            return await self.choose(code, seat, game, level, state)
        try:
            text = await thinking
        except BrokenProcessPool:
            quick = level in QUICK_LEVELS
            if self._workers.get(quick) is pool:  # a worker died (killed, out of memory)
                del self._workers[quick]  # new ones next time
                pool.shutdown(wait=False, cancel_futures=True)
            raise
        return entry.game().parse_action(text)

    def forget(self, code: str) -> None:
        """A room's game is over: its bots go (those in processes age out)."""
        for kept in (self.bots, self.seeds):
            for key in [key for key in kept if key[0] == code]:
                del kept[key]

    def close(self) -> None:
        self.closed = True
        self.threads.shutdown(wait=False, cancel_futures=True)
        for pool in self._workers.values():
            pool.shutdown(wait=False, cancel_futures=True)
