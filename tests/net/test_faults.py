"""Faults: a client killed mid-turn comes back with its token; a server killed with SIGKILL
mid-game (a move in flight) restarts from its --data folder without losing a move anyone saw;
a client that stops reading is cut off while its room goes on."""

from __future__ import annotations

import asyncio
import random
import signal
import socket

from common.net.client import Client
from common.net.limits import Limits
from tests.net.netkit import (
    HOST,
    close_all,
    play,
    play_all,
    run,
    serving,
    start_server,
    table,
    turn_of,
    wait_for,
)


def test_a_client_killed_mid_turn_rejoins_its_seat_and_the_game_goes_on():
    async def scenario():
        async with serving() as (server, url):
            host, guest = await table(url, "marrakech", ["local", "remote"])
            code, token = guest.room["code"], guest.token
            rng = random.Random(4)
            await asyncio.gather(
                play(host, rng, server, stop=turn_of(1, 20)),
                play(guest, rng, server, stop=turn_of(1, 20)),
            )
            # The guest sends its move and is killed before it hears anything back.
            await guest.act(rng.choice(guest.record.state.legal_actions()))
            guest.ws.transport.abort()
            seen = [str(a) for a in guest.record.played]
            while True:  # the host is told who the table waits for
                event = await wait_for(host, "seats")
                if not event.message["seats"][1]["online"]:
                    break
            assert event.message["seats"][1]["name"] == "Guest 1"
            back = await Client.connect(url)
            room = await back.rejoin(code, token)
            await wait_for(back, "room")  # taken: the record is built from it
            record = server.rooms[code].record
            assert room["you"] == [1] and [str(a) for a in back.record.played] == [
                str(a) for a in record.played
            ]
            assert [str(a) for a in back.record.played][: len(seen)] == seen
            await play_all([host, back], server, seed=9)
            assert host.verdict.fair and back.verdict.fair
            await close_all([host, back, guest])

    run(scenario())


def test_a_server_killed_mid_game_restarts_from_its_data_and_loses_no_move(tmp_path):
    async def scenario():
        process, url = await start_server(tmp_path)
        try:
            clients = await table(url, "bombay", ["local", "remote"])
            rng = random.Random(5)
            await asyncio.gather(*(play(c, rng, stop=turn_of(0, 12)) for c in clients))
            promised = clients[0].commitment
            assert promised is not None
            mover = clients[0]
            await mover.act(rng.choice(mover.record.state.legal_actions()))  # in flight
            process.send_signal(signal.SIGKILL)
            await asyncio.wait_for(process.wait(), 10)
            seen = [[str(a) for a in c.record.played] for c in clients]
            await close_all(clients)
            process, url = await start_server(tmp_path)
            back = []
            for client, line in zip(clients, seen, strict=True):
                again = await Client.connect(url)
                await again.rejoin(client.room["code"], client.token)
                await wait_for(again, "room")
                assert [str(a) for a in again.record.played][
                    : len(line)
                ] == line  # every move seen kept
                assert again.commitment == promised
                back.append(again)
            await play_all(back, seed=3)
            assert all(c.verdict.fair for c in back)
            await close_all(back)
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()

    run(scenario(), 40)


def test_a_client_that_stops_reading_is_cut_off_and_its_room_goes_on():
    async def scenario():
        small = Limits(
            messages_per_second=1e5,
            message_burst=10_000,
            chats_per_minute=1e6,
            chat_burst=10_000,
            outgoing_queue=16,
            socket_send_bytes=4096,
            write_buffer_bytes=4096,
        )
        async with serving(small) as (server, url):
            host = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            room = await host.create("bombay", {"players": 2, "solo": False}, seats, "Host")
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.connect((HOST, int(url.rsplit(":", 1)[1])))
            sleeper = await Client.connect(url, sock=sock)
            await sleeper.join(room["code"], "Sleepy")
            sleeper._reader.cancel()  # it never reads another byte
            sleeper.ws.transport.pause_reading()
            member = server.rooms[room["code"]].members[1]
            for _ in range(5000):  # bounded: the sleeper's queue overflows long before
                await host.chat("hello")
                await asyncio.sleep(0)
                if not member.online:
                    break
            assert not member.online
            await host.give_seat(1, "random")
            await host.start()
            await play(host, random.Random(1), server)
            assert host.verdict.fair
            await host.close()

    run(scenario())


def test_a_room_file_keeps_token_hashes_only_and_a_damaged_one_is_set_aside(tmp_path):
    async def scenario():
        async with serving(data=tmp_path) as (server, url):
            host, guest = await table(url, "marrakech", ["local", "remote"])
            code = host.room["code"]
            await close_all([host, guest])
        saved = (tmp_path / f"room-{code}.jsonl").read_text()
        assert host.token not in saved and guest.token not in saved
        (tmp_path / "room-ACDEFG.jsonl").write_text('{"room": {"format": "bazaar-room"}}\n')
        async with serving(data=tmp_path) as (server, url):
            assert list(server.rooms) == [code]
            back = await Client.connect(url)
            room = await back.rejoin(code, guest.token)
            assert room["you"] == [1]
            await back.close()
        assert [p.name.startswith("room-ACDEFG-damaged") for p in tmp_path.iterdir()].count(True)

    run(scenario())


def test_a_seat_opened_elsewhere_closes_the_old_connection_once_without_a_fault(caplog):
    async def scenario():
        async with serving() as (_server, url):
            host, guest = await table(url, "marrakech", ["local", "remote"])
            again = await Client.connect(url)
            await again.rejoin(host.room["code"], guest.token)
            error = await wait_for(guest, "error")
            assert error.message["code"] == "elsewhere"
            await wait_for(guest, "closed")
            await close_all([host, again])

    with caplog.at_level("ERROR"):
        run(scenario())
    assert not [r for r in caplog.records if r.levelname == "ERROR"], caplog.text
