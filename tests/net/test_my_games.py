"""My games and open tables (issue 49, 2 and 7): a client holding seat tokens hears, for each
of its rooms, the game, the players, whose turn and the moves so far, never a secret, and the
same `found: false` for a wrong token as for no room; open tables are listed newest first until
they start or fill, at most a few for one address."""

from __future__ import annotations

import json

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import FULL, MAX_MY_GAMES
from tests.net.netkit import close_all, run, serving, setup_json, table, to_decision, wait_for


def test_my_games_says_whose_turn_and_the_moves_and_nothing_secret():
    async def scenario():
        async with serving() as (server, url):
            first = await table(url, "marrakech", ["local", "remote"])
            second = await table(url, "bombay", ["remote", "computer"])
            await to_decision(first, 1, 3)
            codes = [first[1].room["code"], second[0].room["code"]]
            asking = await Client.connect(url)
            raw: list[str] = []
            read = asking._note
            asking._note = lambda message: (raw.append(json.dumps(message)), read(message))
            games = await asking.my_games(
                [(codes[0], first[1].token), (codes[1], second[1].token), (codes[1], "0" * 32)]
            )
            one, two, wrong = games
            room = server.rooms[codes[0]]
            assert one["found"] and one["game"] == "marrakech" and one["you"] == [1]
            assert one["players"] == ["Host", "Guest 1"] and one["turn"] == 1
            assert [s["online"] for s in one["seats"]] == [True, True]
            assert one["moves"] == sum(map(room.record.is_decision, range(room.record.cursor)))
            assert one["started"] and not one["ended"] and one["tempo"] == "realtime"
            assert "seconds_left" not in one  # a real-time room runs no clock
            assert two["found"] and two["game"] == "bombay" and two["you"] == [0]
            assert two["players"] == ["Guest 1", ""]  # aligned with the seats: a computer's
            assert two["seats"][1] == {"kind": "computer", "level": "random", "online": True}
            assert wrong == {"code": codes[1], "found": False}
            secrets = [str(room.record.seed), room.nonce, first[1].token, second[1].token]
            assert not any(secret in frame for secret in secrets for frame in raw)
            await close_all([*first, *second, asking])

    run(scenario())


def test_a_wrong_token_and_no_room_read_the_same():
    async def scenario():
        async with serving() as (_server, url):
            host, _guest = await table(url, "marrakech", ["local", "remote"])
            asking = await Client.connect(url)
            games = await asking.my_games([(host.room["code"], "f" * 32), ("ACDEFG", "f" * 32)])
            assert [g["found"] for g in games] == [False, False]
            with pytest.raises(ValueError):  # more seats than one request holds
                await asking.my_games([("ACDEFG", "f" * 32)] * (MAX_MY_GAMES + 1))
            await close_all([host, _guest, asking])

    run(scenario())


async def open_room(url: str, game: str = "marrakech", listed: bool = True) -> Client:
    client = await Client.connect(url)
    seats = [{"kind": "local"}, {"kind": "remote"}]
    options = {"listed": listed, "tempo": "turn", "move_seconds": 86400, "language": "ru"}
    await client.create(game, setup_json(game, 2), seats, "Ana", options=options)
    return client


def test_open_tables_are_listed_newest_first_until_they_fill_and_capped_per_address():
    async def scenario():
        async with serving() as (_server, url):
            first = await open_room(url)
            unlisted = await open_room(url, listed=False)
            second = await open_room(url, "bombay")
            third = await open_room(url)
            looking = await Client.connect(url)
            tables = await looking.open_tables()
            codes = [c.room["code"] for c in (third, second, first)]
            assert [t["code"] for t in tables] == codes
            assert tables[1] == {
                "code": second.room["code"],
                "game": "bombay",
                "host": "Ana",
                "players": 2,
                "free": 1,
                "tempo": "turn",
                "move_seconds": 86400,
                "language": "ru",
            }
            with pytest.raises(NetError) as refused:  # a fourth from the same address
                await open_room(url)
            assert refused.value.code == FULL
            await looking.join(first.room["code"], "Leila")  # the first fills
            after = await Client.connect(url)
            assert [t["code"] for t in await after.open_tables()] == codes[:2]
            fourth = await open_room(url)  # one closed: the address may list again
            assert (await after.open_tables())[0]["code"] == fourth.room["code"]
            await close_all([first, unlisted, second, third, looking, after, fourth])

    run(scenario())


def test_a_real_time_open_table_whose_host_left_is_not_listed_a_turn_based_one_is():
    async def scenario():
        async with serving() as (_server, url):
            realtime = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            setup = setup_json("marrakech", 2)
            await realtime.create("marrakech", setup, seats, "Omar", options={"listed": True})
            turn_based = await open_room(url)
            looking = await Client.connect(url)
            assert len(await looking.open_tables()) == 2
            await close_all([realtime, turn_based])
            (left,) = await looking.open_tables()  # nobody would start the real-time game
            assert left["code"] == turn_based.room["code"]
            await looking.close()

    run(scenario())


def test_a_turn_based_table_joined_from_the_list_starts_by_itself_with_its_host_away():
    async def scenario():
        async with serving() as (server, url):
            host = await open_room(url)
            code, token = host.room["code"], host.token
            await host.close()
            joiner = await Client.connect(url)
            (table,) = await joiner.open_tables()
            await joiner.join(table["code"], "Leila")
            started = await wait_for(joiner, "started")
            assert started.message["commitment"] and server.rooms[code].record is not None
            back = await Client.connect(url)  # the host comes back to a game under way
            room = await back.rejoin(code, token)
            assert room["commitment"] == started.message["commitment"]
            assert await joiner.open_tables() == []
            await close_all([joiner, back])

    run(scenario())
