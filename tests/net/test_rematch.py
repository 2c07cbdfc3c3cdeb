"""Rematch (issue 49, 6): at the end every player accepts and a new game starts in the same
room with the seats rotated one place, a new seed and commitment, the same tokens; a decline
ends the offer; nobody can offer one before the end."""

from __future__ import annotations

from common.net.client import Client
from common.net.protocol import NOT_ALLOWED
from tests.net.netkit import (
    asked_or_refused,
    close_all,
    move,
    play_all,
    run,
    serving,
    table,
    to_decision,
    wait_for,
)


def test_a_rematch_accepted_by_all_starts_a_new_game_with_the_seats_rotated():
    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, "marrakech", ["local", "remote", "computer", "remote"])
            host, leila, omar = clients
            code = host.room["code"]
            names = [s.get("name") for s in host.room["seats"]]
            await play_all(clients, server, seed=2)
            first_seed = server.rooms[code].record.seed
            await host.rematch(True)
            offer = await wait_for(leila, "rematch")
            assert offer.message == {"type": "rematch", "accepted": [0, 2], "waiting": [1, 3]}
            await leila.close()  # Leila was away: coming back, the room says the offer
            leila = await Client.connect(url)
            room = await leila.rejoin(code, clients[1].token)
            assert room["rematch"] == {"accepted": [0, 2], "waiting": [1, 3]}
            await wait_for(leila, "room")
            assert leila.rematch_offer == room["rematch"]
            clients[1] = leila
            await leila.rematch(True)
            await wait_for(omar, "rematch")
            await omar.rematch(True)
            for client in clients:
                room = (await wait_for(client, "room")).message
                assert [s.get("name") for s in room["seats"]] == names[-1:] + names[:-1]
                assert room["actions"] == []
            assert (host.seats, leila.seats, omar.seats) == ([1], [2], [0])
            room = server.rooms[code]
            assert room.record is not None and room.record.seed != first_seed
            await play_all(clients, server, seed=9)  # the second game, to its end
            assert all(c.verdict is not None and c.verdict.fair for c in clients)
            back = await Client.connect(url)  # the same token still brings Leila back
            rejoined = await back.rejoin(code, leila.token)
            assert rejoined["you"] == [2]
            await close_all([*clients, back])

    run(scenario(), 30.0)


def test_a_decline_ends_the_offer_and_none_is_made_before_the_end():
    async def scenario():
        async with serving() as (server, url):
            host, guest = await table(url, "bombay", ["local", "remote"])
            await host.rematch(True)
            assert (await wait_for(host, "error")).message["code"] == NOT_ALLOWED
            await play_all([host, guest], server, seed=4)
            await host.rematch(True)
            await wait_for(guest, "rematch")
            await guest.rematch(False)
            said = (await wait_for(host, "rematch")).message  # its own offer, then the no
            assert said["accepted"] == [0] and host.rematch_offer is not None
            said = (await wait_for(host, "rematch")).message
            assert said["declined_by"] == "Guest 1" and said["accepted"] == []
            assert server.rooms[host.room["code"]].finished and host.rematch_offer is None
            await close_all([host, guest])

    run(scenario())


def test_a_take_back_refused_in_the_last_game_does_not_hold_back_one_in_the_next():
    async def scenario():
        async with serving() as (server, url):
            clients = await table(url, "bombay", ["local", "remote"])
            host, guest = clients
            await to_decision(clients, 0, 12)  # later in the first game, the host's move...
            await move(host, host.record.state.legal_actions()[0])
            await to_decision(clients, 1, host.record.cursor)
            await host.ask_undo()  # ...whose take-back the guest refuses
            asked = await wait_for(guest, "undo_asked")
            await guest.answer_undo(asked.message["request"], False)
            await wait_for(host, "undo_result")
            await play_all(clients, server, seed=6)
            for client in clients:
                await client.rematch(True)
            for client in clients:
                await wait_for(client, "room")
            assert host.seats == [1]
            await to_decision(clients, 1, 0)  # early in the next game, the host's move
            await move(host, host.record.state.legal_actions()[0])
            await to_decision(clients, 0, host.record.cursor)
            await host.ask_undo()  # may be asked: the refusal was in another game
            assert (await asked_or_refused(host)).message["type"] == "undo_asked"
            await close_all(clients)

    run(scenario())
