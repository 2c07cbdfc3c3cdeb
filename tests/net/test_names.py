"""Players' names online (issue 48, fault 6): one function cleans and checks them, in the
server for every name it is sent and in the client before it sends one."""

from __future__ import annotations

import asyncio
import json

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.names import NameRefused, player_name
from common.net.protocol import BAD_NAME
from tests.net.attacks import raw
from tests.net.netkit import close_all, run, serving, setup_json, table

SHOWS_NOTHING = ["", "   ", "\u200b\u200b", "\u3164", "\u2800 \u2800", "\ufe0f"]
PASSES_FOR_A_SEAT = [
    "Computer (Hard)",
    "computer",
    "COMPUTER (easy)",
    "Player 2",
    "player2",
    "Игрок 3",
    "Компьютер (Сложный)",
    "Gép (Nehéz)",
    "3. játékos",
    "Gracz 4",
    "Ｐｌａｙｅｒ　１",  # fullwidth: folded to "Player 1"
]
MIXED = ["H\u03bfst", "Le\u0456la", "\u0420layer"]  # Greek omicron; Cyrillic і, Р


@pytest.mark.parametrize("name", SHOWS_NOTHING + PASSES_FOR_A_SEAT + MIXED)
def test_a_name_that_vanishes_or_passes_for_another_is_refused_with_a_reason(name):
    with pytest.raises(NameRefused) as refused:
        player_name(name)
    assert str(refused.value)


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Leila", "Leila"),
        ("  Bob   Smith ", "Bob Smith"),
        ("Le\u200bila", "Leila"),
        ("ＨＯＳＴ", "HOST"),
        ("Ηοστ", "Ηοστ"),
        ("Лейла", "Лейла"),
        ("Zoë", "Zoë"),
        ("太郎", "太郎"),
        ("Computerfan", "Computerfan"),
        ("👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"),
    ],
)
def test_a_real_name_is_kept_cleaned(typed, kept):
    assert player_name(typed) == kept


def test_the_server_refuses_such_names_from_any_client_and_keeps_the_cleaned_one():
    async def scenario():
        async with serving() as (server, url):
            others = await table(url, "bombay", ["local", "remote"])
            code = others[0].room["code"]
            answers = []
            for name in ["H\u03bfst", "Computer (Hard)", "\u200b \u200b"]:  # not our client
                ws = await raw(url)
                await ws.send(json.dumps({"type": "join", "code": code, "name": name}))
                answers.append(json.loads(await asyncio.wait_for(ws.recv(), 5))["code"])
                await ws.close()
            ws = await raw(url)
            seats = [{"kind": "local", "name": "Player 2"}, {"kind": "remote"}]
            create = {"name": "Host", "game": "bombay", "setup": setup_json("bombay", 2)}
            await ws.send(json.dumps({"type": "create", **create, "seats": seats}))
            answers.append(json.loads(await asyncio.wait_for(ws.recv(), 5))["code"])
            await ws.close()
            rooms = len(server.rooms)
            await close_all(others)
            return answers, rooms

    answers, rooms = run(scenario())
    assert answers == [BAD_NAME] * 4 and rooms == 1  # the refused create left no room


def test_the_client_checks_a_name_before_sending_it():
    async def scenario():
        async with serving() as (server, url):
            host = await Client.connect(url)
            with pytest.raises(NetError) as refused:
                await host.create("bombay", setup_json("bombay", 2), [{"kind": "local"}] * 2, " ")
            room = await host.create(
                "bombay", setup_json("bombay", 2), [{"kind": "local"}, {"kind": "remote"}], "Ａnn"
            )
            names = [seat.get("name") for seat in room["seats"]]
            await host.close()
            return refused.value.code, names, len(server.rooms)

    code, names, rooms = run(scenario())
    assert code == BAD_NAME and names[0] == "Ann" and rooms == 1
