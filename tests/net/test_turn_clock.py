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
from common.net.room import Room, Seat
from common.net.room_clock import KEEP_ENDED, RoomClocks
from common.net.room_options import TURN_BASED, RoomOptions
from common.net.store import turn_from_json
from tests.net.netkit import (
    close_all,
    play_all,
    run,
    serving,
    setup_json,
    table,
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
    return await table(url, "marrakech", kinds, options={"tempo": "turn", "move_seconds": seconds})


async def next_clock(client: Client, out: bool) -> dict:
    while True:
        message = (await wait_for(client, "clock")).message
        if message["out"] == out:
            return message


def test_a_seat_out_of_time_is_given_to_a_computer_by_another_player_and_finished():
    clock = Clock()

    async def scenario():
        async with serving(clock=clock) as (server, url):
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
            assert other.clock is not None and other.clock["out"]  # the client keeps it
            again = await Client.connect(url)  # coming back, the room says the clock too
            room = await again.rejoin(host.room["code"], late.token)
            assert room["clock"] == {"seat": 1, "seconds_left": 0, "out": True}
            assert room["options"]["tempo"] == "turn" and room["options"]["move_seconds"] == HOUR
            await wait_for(late, "error")  # the same seat opened elsewhere
            late = again
            await other.give_seat(1, "easy")  # not the creator; the late one is still here
            seats = (await wait_for(host, "seats")).message["seats"]
            while seats[1]["kind"] != "computer":
                seats = (await wait_for(host, "seats")).message["seats"]
            assert seats[1]["level"] == "easy"
            await play_all([host, other], server, seed=3)
            end = host.verdict
            record = server.rooms[host.room["code"]].record
            assert record.state.is_terminal() and record.meta["computers"] == [1]
            assert end is not None and end.fair and end.record.meta["computers"] == [1]
            told_end = (await wait_for(late, "end", 10.0)).message  # the late one watched on
            assert told_end["computers"] == [1]
            await close_all([host, late, other])

    run(scenario(), 30.0)


def test_the_others_may_end_a_game_whose_seat_ran_out_and_only_then():
    clock = Clock()

    async def scenario():
        async with serving(clock=clock) as (server, url):
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
        async with serving() as (server, url):
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
            assert "turn-based" in refused.value.reason
            await client.close()

    run(scenario())


def test_an_ended_turn_based_room_is_kept_seven_days_then_goes(tmp_path):
    clock = Clock()

    async def scenario():
        async with serving(data=tmp_path, clock=clock) as (server, url):
            host, guest = await turn_table(url, ["local", "remote"])
            code, token = host.room["code"], guest.token
            await host.end_game()
            await wait_for(guest, "end")
            await close_all([host, guest])
            asking = await Client.connect(url)
            clock.now += KEEP_ENDED - 60  # nearly a week on, nobody there: still kept
            server.turns.sweep()
            (game,) = await asking.my_games([(code, token)])
            assert game["found"] and game["ended"] and (tmp_path / f"room-{code}.jsonl").exists()
            clock.now += 120
            server.turns.sweep()
            assert await asking.my_games([(code, token)]) == [{"code": code, "found": False}]
            await asking.close()
        assert not (tmp_path / f"room-{code}.jsonl").exists()

    run(scenario())


def test_a_seat_a_computer_took_is_no_longer_out_of_time():
    clock = Clock()
    room = Room("ACDEFG", "marrakech", None, [Seat("remote"), Seat("remote"), Seat("remote")])
    room.setup = room.game.setup_from_json(setup_json("marrakech", 3))
    room.options = RoomOptions(TURN_BASED, HOUR)
    host, _token = room.add_member("Ana", creator=True)
    for name in ("Leila", "Omar", "Zara"):  # the host only hosts: every seat is a guest's
        room.add_member(name)
    room.begin()
    clocks = RoomClocks(clock, clock)
    clocks.changed(room)
    seat = clocks.turns[room.code].seat
    clock.now += HOUR
    assert clocks.sweep({room.code: room})[0] == [room] and clocks.overdue(room) == seat
    room.give_seat(host, seat, "easy")
    assert clocks.overdue(room) is None  # the computer plays it now: nobody may end it


def test_a_turns_start_outlives_a_restart_of_the_server(tmp_path):
    """The seat to move had its whole time again after a restart (its start was in memory)."""
    clock = Clock()
    data = tmp_path / "rooms"

    async def scenario():
        async with serving(data=data, clock=clock, wall=clock) as (_server, url):
            clients = await turn_table(url, ["local", "remote", "remote"])
            host, late = clients[0], clients[1]
            await to_decision(clients, 1, 0)
            await next_clock(clients[2], out=False)
            code, token = host.room["code"], late.token
            await close_all(clients)
        clock.now += HOUR - 600  # the server was down, or the turn went on before it stopped
        async with serving(data=data, clock=clock, wall=clock) as (_server, url):
            again = await Client.connect(url)
            room = await again.rejoin(code, token)
            games = await (await Client.connect(url)).my_games([(code, token)])
            await again.close()
            return room["clock"], games[0]["seconds_left"]

    told, listed = run(scenario())
    assert told == {"seat": 1, "seconds_left": 600, "out": False} and listed == 600


def test_a_damaged_turn_in_a_room_file_is_refused():
    with pytest.raises(ValueError):
        turn_from_json([7, 1000.0], 3)
    with pytest.raises(ValueError):
        turn_from_json([0, "soon"], 3)
    assert turn_from_json([2, 1000], 3) == (2, 1000.0) and turn_from_json(None, 3) is None
