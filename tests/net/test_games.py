"""Whole games over the server, both games, two to four players, remote, local and computer
seats mixed: every client's record equals the server's record at every step, and at the end every
client checks the dice against the revealed seed and finds them fair."""

from __future__ import annotations

import pytest

from common.net.client import Client
from common.net.fairness import check_game, commitment
from tests.net.netkit import close_all, play_all, run, serving, table, wait_for

TABLES = [
    ("marrakech", ["local", "remote"], "random"),
    ("marrakech", ["local", "remote", "remote"], "random"),  # a host joined by two others
    ("marrakech", ["remote", "computer", "remote"], "easy"),  # a host who only hosts
    ("marrakech", ["local", "local", "remote", "computer"], "random"),
    ("bombay", ["remote", "remote"], "random"),
    ("bombay", ["local", "computer", "remote"], "easy"),
    ("bombay", ["remote", "local", "computer", "remote"], "random"),
]


@pytest.mark.parametrize(("game", "kinds", "level"), TABLES)
def test_a_whole_game_over_the_server(game, kinds, level):
    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, game, kinds, level)
            code = clients[0].room["code"]
            await play_all(clients, server)
            record = server.rooms[code].record
            assert record.state.is_terminal()
            for client in clients:
                assert [str(a) for a in client.record.played] == [str(a) for a in record.played]
                assert client.verdict.fair, client.verdict.reason
                assert client.commitment == commitment(record.seed, server.rooms[code].nonce)
                assert client.verdict.record.state == record.state  # an ordinary save
            await close_all(clients)

    run(scenario())


def test_a_two_table_server_keeps_the_games_apart():
    async def scenario():
        async with serving() as (server, url):
            first = await table(url, "bombay", ["local", "remote"])
            second = await table(url, "marrakech", ["remote", "remote"])
            await play_all(first + second, server, seed=7)
            codes = {c.room["code"] for c in first}, {c.room["code"] for c in second}
            assert len(codes[0]) == len(codes[1]) == 1 and codes[0] != codes[1]
            await close_all(first + second)

    run(scenario())


def game_of(clients):
    client = clients[0]
    setup = client.record.game.setup_to_json(client.record.setup)
    return client.record.game.name, setup, [str(a) for a in client.record.played]


def test_the_check_refuses_another_seed_a_changed_roll_and_a_broken_promise():
    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, "marrakech", ["local", "remote"])
            await play_all(clients, server)
            room = server.rooms[clients[0].room["code"]]
            await close_all(clients)
            return game_of(clients), room.record.seed, room.nonce, room.record

    (game, setup, actions), seed, nonce, record = run(scenario())
    promised = commitment(seed, nonce)
    assert check_game(game, setup, actions, promised, seed, nonce).fair
    # The server reveals a seed other than the one it promised.
    assert not check_game(game, setup, actions, promised, seed ^ 1, nonce).fair
    # The promise holds but the rolls played were not the seed's.
    other = commitment(seed ^ 1, nonce)
    verdict = check_game(game, setup, actions, other, seed ^ 1, nonce)
    assert not verdict.fair and "seed" in verdict.reason
    # One chance outcome changed for another legal one.
    rolls = [i for i in range(len(actions)) if len(record.state_at(i).chance_outcomes()) > 1]
    first_roll = rolls[0]
    options = [str(a) for a, _ in record.state_at(first_roll).chance_outcomes()]
    changed = list(actions)
    changed[first_roll] = next(o for o in options if o != actions[first_roll])
    assert not check_game(game, setup, changed, promised, seed, nonce).fair


def test_players_at_the_host_have_their_own_names():
    async def scenario():
        async with serving() as (_server, url):
            host = await Client.connect(url)
            seats = [{"kind": "local", "name": "Leila"}, {"kind": "local"}, {"kind": "remote"}]
            room = await host.create("bombay", {"players": 3, "solo": False}, seats, "Ana")
            guest = await Client.connect(url)
            await guest.join(room["code"], "Omar")
            while "name" not in (seats := (await wait_for(host, "seats")).message["seats"])[2]:
                pass
            names = [seat.get("name") for seat in seats]
            await close_all([host, guest])
            return room["you"], names

    you, names = run(scenario())
    assert you == [0, 1] and names == ["Leila", "Ana", "Omar"]


def test_a_player_back_after_the_end_still_gets_the_seed_to_check():
    async def scenario():
        async with serving() as (server, url):
            host, guest = await table(url, "bombay", ["local", "remote"])
            await play_all([host, guest], server)
            code, token = guest.room["code"], guest.token
            await guest.close()
            back = await Client.connect(url)
            await back.rejoin(code, token)
            await wait_for(back, "end")
            assert back.verdict.fair and back.verdict.record.state.is_terminal()
            await close_all([host, back])

    run(scenario())
