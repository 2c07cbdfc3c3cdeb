"""One history on the client, one check at the door (issue 48, part 1): a move between four
windows is checked by the rules 1 + N times (once by the server as its record plays it, once
in each window as its following record takes the step; the mover's window checked it before
sending and does not check it again when it comes back)."""

from __future__ import annotations

import asyncio
import random

import pytest

from common.core import registry
from tests.net.netkit import close_all, play, run, serving, table, turn_of, wait_for

WINDOWS = ["local", "remote", "remote", "remote"]


@pytest.mark.parametrize("game", ["marrakech", "bombay"])
def test_a_move_between_four_windows_is_checked_once_by_the_server_and_once_in_each(
    game, monkeypatch
):
    rules = registry.find(game).game()
    state_class = type(rules.initial_state(rules.setups()[0]))
    checks = [0]
    check = state_class.check_action

    def counted(state, action):
        checks[0] += 1
        return check(state, action)

    async def scenario() -> int:
        async with serving() as (_server, url):
            clients = await table(url, game, WINDOWS)
            rng = random.Random(5)
            await asyncio.gather(*(play(c, rng, stop=turn_of(1, 6)) for c in clients))
            mover = next(c for c in clients if c.my_turn)
            index = mover.record.cursor
            action = rng.choice(mover.record.state.legal_actions())
            monkeypatch.setattr(state_class, "check_action", counted)
            mover.record.expect(index, action)  # what the table does before it sends
            await mover.act(action, index)
            for client in clients:
                while (await wait_for(client, "steps")).message["first"] != index:
                    pass
            monkeypatch.setattr(state_class, "check_action", check)
            await close_all(clients)
            return checks[0]

    assert run(scenario()) == 1 + len(WINDOWS)
