"""What people at an online table do besides moving: take a move back when everyone agrees
(the fair-undo rules still hold), chat from the fixed list, see who the table waits for, and
let a computer take the seat of someone who has gone."""

from __future__ import annotations

import random
from dataclasses import replace

from common.net.client import Client
from tests.net.netkit import (
    SCRIPTED,
    close_all,
    move,
    play,
    play_all,
    run,
    serving,
    table,
    to_decision,
    wait_for,
)


def mover_of(clients, seat):
    return next(c for c in clients if seat in c.seats)


def test_a_take_back_happens_only_when_everyone_agrees():
    async def scenario():
        async with serving(replace(SCRIPTED, undo_wait_moves=0)) as (server, url):
            clients = await table(url, "bombay", ["local", "remote"])
            await to_decision(clients, 0, 2)
            host, guest = clients
            record = server.rooms[host.room["code"]].record
            before = record.cursor
            await move(host, host.record.state.legal_actions()[0])
            await to_decision(clients, 1, before)
            await host.ask_undo()
            asked = await wait_for(guest, "undo_asked")
            assert asked.message["name"] == "Host"
            await guest.answer_undo(asked.message["request"], False)  # the guest says no
            result = await wait_for(host, "undo_result")
            assert not result.message["accepted"] and record.cursor > before
            await host.ask_undo()
            asked = await wait_for(guest, "undo_asked")
            await guest.answer_undo(asked.message["request"], True)
            undone = await wait_for(host, "undone")
            await wait_for(guest, "undone")
            assert undone.message["cursor"] == before == record.cursor
            for client in clients:
                assert [str(a) for a in client.record.played] == [str(a) for a in record.played]
            await play_all(clients, server)  # the game goes on from there to the end
            assert all(c.verdict.fair for c in clients)
            await close_all(clients)

    run(scenario())


def test_no_take_back_across_a_roll_even_online():
    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, "marrakech", ["local", "remote"])
            await to_decision(clients, 0, 3)
            host = clients[0]
            for _ in range(4):  # to the host's turn of Assam (a carpet's draw binds nothing)
                if host.record.state.phase == "turn":
                    break
                await move(host, host.record.state.legal_actions()[0])
                await to_decision(clients, 0, len(host.record.actions))
            record = server.rooms[host.room["code"]].record
            await move(host, host.record.state.legal_actions()[0])
            if host.to_roll:  # the host's own die: nobody has seen it until rolled
                await host.roll()
                await wait_for(host, "steps")
            assert record.steps[record.cursor - 1].action.kind == "roll"  # the die was shown
            await host.ask_undo()
            refusal = await wait_for(host, "error")
            assert refusal.message["code"] == "undo" and refusal.message["reason"]
            await close_all(clients)

    run(scenario())


def test_chat_reaches_everyone_and_the_table_sees_who_it_waits_for():
    async def scenario():
        async with serving() as (server, url):
            host, guest = await table(url, "bombay", ["local", "remote"])
            await guest.chat("good_luck")
            said = await wait_for(host, "chat")
            assert said.message["name"] == "Guest 1" and said.message["id"] == "good_luck"
            await guest.close()
            while (seats := (await wait_for(host, "seats")).message["seats"])[1]["online"]:
                pass
            assert seats[1]["name"] == "Guest 1"  # "waiting for Guest 1"
            await host.give_seat(1, "easy")
            while (seats := (await wait_for(host, "seats")).message["seats"])[1]["kind"] != (
                "computer"
            ):
                pass
            assert seats[1]["level"] == "easy"
            await play(host, random.Random(2), server)
            assert host.verdict.fair
            await host.close()

    run(scenario())


def test_against_the_computer_a_take_back_needs_nobody_else():
    async def scenario():
        async with serving() as (_server, url):
            host = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "computer", "level": "random"}]
            await host.create("bombay", {"players": 2, "solo": False}, seats, "Solo")
            await host.start()
            await to_decision([host], 0, 2)
            before = host.record.cursor
            await move(host, host.record.state.legal_actions()[0])
            await to_decision([host], 0, before)
            await host.ask_undo()
            undone = await wait_for(host, "undone")
            assert undone.message["cursor"] == before
            await host.close()

    run(scenario())
