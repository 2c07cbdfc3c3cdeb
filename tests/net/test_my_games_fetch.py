"""My games across servers, off the caller's thread (issue 49, 2): sixty games on one server
come back in one answer (asked in two requests), and a server that does not answer is one line
(its NetError) beside the games of the others."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace

from common.net.client import Client
from common.net.errors import NetError
from common.net.my_games_fetch import fetch_my_games
from common.net.threaded import ServerThread
from tests.net.netkit import HOST, SCRIPTED, setup_json


async def open_rooms(url: str, count: int) -> list[tuple[str, str]]:
    seats = []
    for number in range(count):
        client = await Client.connect(url)
        kinds = [{"kind": "local"}, {"kind": "remote"}]
        options = {"tempo": "turn", "move_seconds": 86400 if number % 2 else 0}
        room = await client.create("bombay", setup_json("bombay", 2), kinds, "Ana", options=options)
        seats.append((room["code"], client.token))
        await client.close()
    return seats


def free_port() -> int:
    """A port nothing listens on (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def test_sixty_games_on_one_server_and_a_line_for_one_that_does_not_answer():
    hosting = ServerThread(replace(SCRIPTED, rooms_per_address_per_hour=100))
    try:
        url = f"ws://{HOST}:{hosting.start(HOST, 0)}"
        seats = asyncio.run(open_rooms(url, 60))
        dead = f"ws://{HOST}:{free_port()}"
        answers = fetch_my_games({url: seats, dead: seats[:1]}, 5.0).result(30)
        games = answers[url]
        assert isinstance(games, list) and len(games) == 60
        assert [g["code"] for g in games] == [code for code, _token in seats]
        assert all(g["found"] and g["tempo"] == "turn" and not g["started"] for g in games)
        assert isinstance(answers[dead], NetError) and answers[dead].code == "unreachable"
    finally:
        hosting.stop()
