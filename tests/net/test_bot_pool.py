"""Computer seats off the rooms' loop (issue 48, fault 5): with processes, no bot thinks in the
server's own process; and a client can only ask for the levels players choose."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace

import pytest

from common.core import registry
from common.net.bot_pool import BotPool
from common.net.client import Client
from common.net.errors import NetError
from tests.net.netkit import (
    SCRIPTED,
    close_all,
    play_all,
    run,
    serving,
    setup_json,
    table,
    wait_for,
)


@pytest.mark.parametrize("level", ["review", "avoider"])
def test_a_client_cannot_ask_for_a_level_players_do_not_choose(level):
    async def scenario():
        async with serving() as (_server, url):
            host = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "computer", "level": level}]
            with pytest.raises(NetError) as refused:
                await host.create("marrakech", setup_json("marrakech", 2), seats, "Host")
            clients = await table(url, "marrakech", ["local", "remote"])
            await clients[1].close()
            await clients[0].give_seat(1, level)
            given = await wait_for(clients[0], "error")
            await close_all([host, *clients])
            return refused.value.code, given.message["code"]

    assert run(scenario()) == ("not_allowed", "not_allowed")


def test_with_processes_no_computer_thinks_in_the_servers_process(monkeypatch, caplog):
    def not_here(self, level, seed=0):
        raise AssertionError("a bot made in the server's own process")

    monkeypatch.setattr(registry.GameEntry, "make_bot", not_here)  # the workers are spawned
    caplog.set_level(logging.ERROR)

    async def scenario():
        async with serving(replace(SCRIPTED, bot_processes=1)) as (server, url):
            clients = await table(url, "bombay", ["local", "computer"])
            await play_all(clients, server)
            await close_all(clients)
            return clients[0].verdict.fair

    assert run(scenario(), 60)
    assert not [r for r in caplog.records if "computer player failed" in r.message]


def test_where_processes_cannot_start_the_computers_think_on_threads(monkeypatch, caplog):
    def cannot(self):
        raise OSError("no processes here")

    monkeypatch.setattr(BotPool, "_pool", cannot)

    async def scenario():
        pool = BotPool(threads=1, processes=2)
        state = (
            registry.find("bombay")
            .game()
            .initial_state(registry.find("bombay").game().setup_from_json(setup_json("bombay", 2)))
        )
        while state.is_chance_node() or state.forced_action() is not None:
            state = state.apply_action(state.legal_actions()[0])
        action = await pool.choose("ACDEFG", 0, "bombay", "easy", state)
        pool.close()
        return state.check_action(action), pool.processes

    assert asyncio.run(scenario()) == (None, 0)
    assert any("on threads" in r.message for r in caplog.records)


def test_a_quick_computer_never_waits_behind_a_hard_search():
    async def scenario():
        pool = BotPool(threads=1, processes=1)  # one process for the deep searches
        game = registry.find("bombay").game()
        state = game.initial_state(game.setup_from_json(setup_json("bombay", 2)))
        while state.is_chance_node() or state.forced_action() is not None:
            state = state.apply_action(state.legal_actions()[0])
        await pool.choose("CDEFGH", 0, "bombay", "random", state)  # its process is up
        hard = asyncio.ensure_future(pool.choose("ACDEFG", 0, "bombay", "hard", state))
        await asyncio.sleep(0)  # the Hard search is handed over first
        quick = await pool.choose("CDEFGH", 0, "bombay", "random", state)
        overtaken = not hard.done()
        searched = await hard
        pool.close()
        return overtaken, state.check_action(quick), state.check_action(searched)

    assert asyncio.run(scenario()) == (True, None, None)


def test_a_computer_process_killed_mid_search_is_replaced():
    async def scenario():
        pool = BotPool(threads=1, processes=1)
        game = registry.find("bombay").game()
        state = game.initial_state(game.setup_from_json(setup_json("bombay", 2)))
        while state.is_chance_node() or state.forced_action() is not None:
            state = state.apply_action(state.legal_actions()[0])
        before = set(multiprocessing.active_children())  # other tests' may still be ending
        searching = asyncio.ensure_future(pool.choose("ACDEFG", 0, "bombay", "medium", state))
        ours: set = set()
        for _turn in range(100_000):  # bounded: until its process has started
            await asyncio.sleep(0)
            if ours := set(multiprocessing.active_children()) - before:
                break
        for child in ours:
            child.kill()  # as the system's out-of-memory killer would
        with pytest.raises(BrokenProcessPool):
            await searching
        again = await pool.choose("ACDEFG", 0, "bombay", "medium", state)  # a new process
        pool.close()
        return state.check_action(again)

    assert asyncio.run(scenario()) is None
