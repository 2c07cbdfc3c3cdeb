"""Limits per person, not per connection (issue 48, fault 3): coming back on a new connection
never resets the chat limit, and a refused take-back cannot be asked again at once."""

from __future__ import annotations

from dataclasses import replace

from common.net.client import Client
from common.net.protocol import TOO_FAST, UNDO
from tests.net.netkit import (
    SCRIPTED,
    asked_or_refused,
    close_all,
    move,
    run,
    serving,
    table,
    to_decision,
    wait_for,
)

CHATTY = replace(SCRIPTED, chats_per_minute=0.01, chat_burst=3, undo_wait_moves=2)


def test_rejoining_does_not_reset_the_chat_limit():
    async def scenario():
        async with serving(CHATTY) as (_server, url):
            host, guest = await table(url, "bombay", ["local", "remote"])
            code, token = guest.room["code"], guest.token
            refusals = []
            for _round in range(3):  # chat past the limit, then come back on a new connection
                for _chat in range(CHATTY.chat_burst + 2):
                    await guest.chat("hello")
                refusals.append((await wait_for(guest, "error")).message["code"])
                await guest.close()
                guest = await Client.connect(url)
                await guest.rejoin(code, token)
            await host.chat("bye")  # the host's own limit is untouched
            heard = 0
            while (await wait_for(host, "chat")).message["name"] != "Host":
                heard += 1
            await close_all([host, guest])
            return refusals, heard

    refusals, heard = run(scenario())
    assert refusals == [TOO_FAST] * 3 and heard == CHATTY.chat_burst


def test_a_refused_take_back_waits_for_moves_before_it_is_asked_again():
    async def scenario():
        async with serving(CHATTY) as (server, url):
            clients = await table(url, "bombay", ["local", "remote"])
            host, guest = clients
            await to_decision(clients, 0, 2)
            await move(host, host.record.state.legal_actions()[0])
            record = server.rooms[host.room["code"]].record
            await to_decision(clients, 1, record.cursor)
            answers = []
            for _ask in range(5):  # asked again and again: refused once, then held back
                await host.ask_undo()
                event = await asked_or_refused(host)
                if event.message["type"] == "undo_asked":
                    await wait_for(guest, "undo_asked")
                    await guest.answer_undo(event.message["request"], False)
                    answers.append("refused")
                    await wait_for(host, "undo_result")
                else:
                    answers.append(event.message["code"])
            await move(guest, guest.record.state.legal_actions()[0])  # two moves later
            await to_decision(clients, 1, record.cursor)
            await host.ask_undo()
            again = (await wait_for(guest, "undo_asked")).message["type"]
            await close_all(clients)
            return answers, again

    answers, again = run(scenario())
    assert answers == ["refused"] + [UNDO] * 4 and again == "undo_asked"
