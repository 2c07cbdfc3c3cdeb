"""One history on the client, one check at the door (issue 48, part 1): a move between four
windows is checked by the rules 1 + N times (once by the server as its record plays it, once
in each window as its following record takes the step; the mover's window checked it before
sending and does not check it again when it comes back)."""

from __future__ import annotations

import asyncio
import random

import pytest

from tests.net.netkit import close_all, play, rules_checks_of_a_move, run, serving, table, turn_of

WINDOWS = ["local", "remote", "remote", "remote"]


@pytest.mark.parametrize("game", ["marrakech", "bombay"])
def test_a_move_between_four_windows_is_checked_once_by_the_server_and_once_in_each(
    game, monkeypatch
):
    async def scenario() -> int:
        async with serving() as (_server, url):
            clients = await table(url, game, WINDOWS)
            rng = random.Random(5)
            await asyncio.gather(*(play(c, rng, stop=turn_of(1, 6)) for c in clients))
            checks = await rules_checks_of_a_move(clients, monkeypatch)
            await close_all(clients)
            return checks

    assert run(scenario()) == 1 + len(WINDOWS)
