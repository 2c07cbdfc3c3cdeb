"""Turn-based clocks (issue 49, 1 and 3): a clock per turn from a bounded set; when a seat's
time runs out every window is told, and the others (not only the creator) may give the seat to
a computer, which finishes the game (its `end` and record say which seats a computer finished),
or end the game without a result. The server's clock is injected: nothing waits on real time."""

from __future__ import annotations

import json

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import CLIENT_MESSAGES, NOT_ALLOWED, ProtocolError, decode
from common.net.server import GameServer
from tests.net.netkit import (
    HOST,
    SCRIPTED,
    close_all,
    play_all,
    run,
    setup_json,
    to_decision,
    wait_for,
)

HOUR = 3600


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def turn_table(url: str, kinds: list[str], seconds: int = HOUR) -> list[Client]:
    creator = await Client.connect(url)
    seats = [{"kind": k, "level": "random"} if k == "computer" else {"kind": k} for k in kinds]
    options = {"tempo": "turn", "move_seconds": seconds}
    setup = setup_json("marrakech", len(kinds))
    room = await creator.create("marrakech", setup, seats, "Host", options=options)
    clients = [creator]
    for number in range(kinds.count("remote")):
        joiner = await Client.connect(url)
        await joiner.join(room["code"], f"Guest {number + 1}")
        clients.append(joiner)
    await creator.start()
    return clients


async def next_clock(client: Client, out: bool) -> dict:
    while True:
        message = (await wait_for(client, "clock")).message
        if message["out"] == out:
            return message


def test_a_seat_out_of_time_is_given_to_a_computer_by_another_player_and_finished():
    clock = Clock()

    async def scenario():
        server = GameServer(SCRIPTED, clock=clock)
        url = f"ws://{HOST}:{await server.start(HOST, 0)}"
        try:
            clients = await turn_table(url, ["local", "remote", "remote"])
            host, late, other = clients
            await to_decision(clients, 1, 0)
            told = await next_clock(other, out=False)
            assert told == {"type": "clock", "seat": 1, "seconds_left": HOUR, "out": False}
            await other.give_seat(1, "easy")  # not out of time: only the creator, if gone
            assert (await wait_for(other, "error")).message["code"] == NOT_ALLOWED
            clock.now += HOUR - 10
            games = await (await Client.connect(url)).my_games([(host.room["code"], late.token)])
            assert games[0]["seconds_left"] == 10 and games[0]["turn"] == 1
            clock.now += 11
            server.turns.sweep()
            for client in clients:
                assert (await next_clock(client, out=True))["seat"] == 1
            await other.give_seat(1, "easy")  # not the creator; the late one is still here
            seats = (await wait_for(host, "seats")).message["seats"]
            assert seats[1]["kind"] == "computer" and seats[1]["level"] == "easy"
            await play_all([host, other], server, seed=3)
            end = host.verdict
            record = server.rooms[host.room["code"]].record
            assert record.state.is_terminal() and record.meta["computers"] == [1]
            assert end is not None and end.fair
            told_end = (await wait_for(late, "end", 10.0)).message  # the late one watched on
            assert told_end["computers"] == [1]
            await close_all(clients)
        finally:
            await server.stop()

    run(scenario(), 30.0)


def test_the_others_may_end_a_game_whose_seat_ran_out_and_only_then():
    clock = Clock()

    async def scenario():
        server = GameServer(SCRIPTED, clock=clock)
        url = f"ws://{HOST}:{await server.start(HOST, 0)}"
        try:
            clients = await turn_table(url, ["remote", "remote", "local"], seconds=86400)
            host, first, second = clients
            await to_decision(clients, 0, 0)
            await second.end_game()
            assert (await wait_for(second, "error")).message["code"] == NOT_ALLOWED
            clock.now += 86400
            server.turns.sweep()
            await next_clock(second, out=True)
            await first.end_game()  # the seat that ran out is its own: not for it to end
            assert (await wait_for(first, "error")).message["code"] == NOT_ALLOWED
            await second.end_game()
            end = (await wait_for(host, "end")).message
            assert end["ended_by"] == "Guest 2"
            await close_all(clients)
        finally:
            await server.stop()

    run(scenario(), 20.0)


@pytest.mark.parametrize("seconds", [5, -1, 10**9, 3600.5, True])
def test_a_clock_cannot_be_set_absurd(seconds):
    create = {
        "type": "create",
        "name": "Ana",
        "game": "marrakech",
        "setup": {},
        "seats": [],
        "tempo": "turn",
        "move_seconds": seconds,
    }
    with pytest.raises(ProtocolError):
        decode(json.dumps(create), CLIENT_MESSAGES, 4096)


def test_a_clock_on_a_real_time_room_is_refused():
    async def scenario():
        server = GameServer(SCRIPTED)
        url = f"ws://{HOST}:{await server.start(HOST, 0)}"
        try:
            client = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            with pytest.raises(NetError) as refused:
                await client.create(
                    "marrakech",
                    setup_json("marrakech", 2),
                    seats,
                    "Ana",
                    options={"move_seconds": HOUR},
                )
            assert refused.value.code == NOT_ALLOWED and not server.rooms
            await client.close()
        finally:
            await server.stop()

    run(scenario())
