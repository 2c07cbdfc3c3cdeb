"""Watching (issue 49, 5): with the room code anyone may watch unless its creator said no; a
watcher is sent exactly what the players are (the same messages, in the same order), from the
moves so far to the end, never a roll before its roller rolls; it cannot act, chat or learn a
token; the players are told how many watch; watchers are capped per room and per address."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import FULL, NOT_ALLOWED
from common.net.watchers import Watching
from tests.net.netkit import (
    close_all,
    drain,
    frames,
    play_all,
    run,
    serving,
    setup_json,
    table,
    to_decision,
    wait_for,
)


def test_a_watcher_follows_a_whole_bombay_game_seeing_what_the_players_see():
    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, "bombay", ["remote", "computer", "remote"], "easy")
            await to_decision(clients, 0, 6)
            watcher = await Client.connect(url)
            room = await watcher.watch(clients[0].room["code"])
            assert room["watching"] and room["you"] == [] and "token" not in room
            assert len(room["actions"]) >= 6  # the moves so far, to step through
            seen, theirs = frames(watcher), frames(clients[1])
            await play_all(clients, server, seed=3)
            await drain(watcher)
            record = server.rooms[room["code"]].record
            assert record.state.is_terminal()
            assert [str(a) for a in watcher.record.played] == [str(a) for a in record.played]
            assert watcher.verdict is not None and watcher.verdict.fair
            steps = [m for m in seen if m["type"] in ("steps", "end")]
            assert steps == [m for m in theirs if m["type"] in ("steps", "end")]
            await close_all([*clients, watcher])

    run(scenario(), 30.0)


def test_a_watcher_never_sees_a_die_before_its_roller_rolls():
    rolled: set[int] = set()
    checked: list[int] = []

    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, "marrakech", ["local", "remote"])
            for client in clients:
                send_roll = client.roll

                async def roll(send_roll=send_roll, client=client) -> None:
                    rolled.add(client.record.cursor)
                    await send_roll()

                client.roll = roll
            watcher = await Client.connect(url)
            await watcher.watch(clients[0].room["code"])
            apply = watcher._apply

            def read(message: dict[str, Any]) -> None:
                apply(message)
                if message["type"] != "steps":
                    return
                for index in range(message["first"], watcher.record.cursor):
                    before = watcher.record.state_at(index)
                    if before.is_chance_node() and before.roller() is not None:
                        assert index in rolled, f"step {index}: the watcher saw the die first"
                        checked.append(index)

            watcher._apply = read
            await asyncio.gather(play_all(clients, server, seed=5), drain_until_end(watcher))
            assert len(checked) > 10
            await close_all([*clients, watcher])

    run(scenario(), 30.0)


async def drain_until_end(watcher: Client) -> None:
    await wait_for(watcher, "end", 20.0)


def test_a_watcher_cannot_act_chat_or_give_seats_and_the_players_see_the_count():
    async def scenario():
        async with serving() as (server, url):
            host, guest = await table(url, "marrakech", ["local", "remote"])
            watcher = await Client.connect(url)
            await watcher.watch(host.room["code"])
            await wait_for(watcher, "room")
            seats = await wait_for(guest, "seats")
            while seats.message.get("watchers") != 1:
                seats = await wait_for(guest, "seats")
            assert guest.room["watchers"] == 1  # the client keeps the count
            first, at = watcher.record.state.legal_actions()[0], watcher.record.cursor
            for request in (
                lambda: watcher.chat("hello"),
                lambda: watcher.act(first),
                lambda: watcher.give_seat(1, "easy"),
                lambda: watcher.end_game(),
                lambda: watcher.rematch(True),
            ):
                await request()
                error = await wait_for(watcher, "error")
                assert error.message["code"] == NOT_ALLOWED
            assert watcher.token is None and server.rooms[host.room["code"]].record.cursor == at
            await watcher.close()
            seats = await wait_for(guest, "seats")
            while seats.message.get("watchers") != 0:
                seats = await wait_for(guest, "seats")
            await close_all([host, guest])

    run(scenario())


def test_a_room_its_creator_keeps_unwatched_refuses_watchers():
    async def scenario():
        async with serving() as (_server, url):
            host = await Client.connect(url)
            setup = setup_json("marrakech", 2)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            room = await host.create("marrakech", setup, seats, "Ana", options={"watchable": False})
            watcher = await Client.connect(url)
            with pytest.raises(NetError) as refused:
                await watcher.watch(room["code"])
            assert refused.value.code == NOT_ALLOWED
            await close_all([host, watcher])

    run(scenario())


class Peer:
    def __init__(self, address: str) -> None:
        self.address = address


def test_watchers_are_capped_per_room_and_per_address():
    from common.net.room import Room, Seat

    room = Room("ACDEFG", "marrakech", None, [Seat("local"), Seat("remote")])
    other = Room("ACDEFH", "marrakech", None, [Seat("local"), Seat("remote")])
    watching = Watching(per_room=3, per_address=2)
    first = watching.enter(room, Peer("10.0.0.1"))
    watching.enter(room, Peer("10.0.0.1"))
    with pytest.raises(NetError.__bases__[0]) as refused:  # Refused and NetError: NetProblem
        watching.enter(other, Peer("10.0.0.1"))
    assert refused.value.code == FULL
    watching.enter(room, Peer("10.0.0.2"))
    with pytest.raises(NetError.__bases__[0]):
        watching.enter(room, Peer("10.0.0.3"))  # the room has its three
    watching.leave(room, first, "10.0.0.1")
    watching.enter(other, Peer("10.0.0.1"))  # one left: its address may watch again
    assert len(room.watchers) == 2 and len(other.watchers) == 1
