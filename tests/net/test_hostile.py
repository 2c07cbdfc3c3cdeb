"""Hostile peers: random bytes, oversized frames, malformed JSON, wrong types, moves for
another seat or out of turn, a token from another room, a flood, thousands of wrong codes, a
slowloris handshake, an old client. Each attack runs while another room is mid-game: the
attacker is refused or cut off with a reason, and that room then plays to the end."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed

from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import CODE_ALPHABET, PROTOCOL
from tests.net.attacks import HOSTILE, SEATS, raw, under_attack
from tests.net.netkit import HOST, close_all, play, table, turn_of


async def cut_off(ws) -> tuple[list[dict], int | None, str]:
    """Everything the server said before closing, and its close code and reason."""
    said = []
    try:
        while True:
            said.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
    except ConnectionClosed as closed:
        code = closed.rcvd.code if closed.rcvd else None
        return said, code, closed.rcvd.reason if closed.rcvd else ""


async def tcp_closed(reader: asyncio.StreamReader, seconds: float = 5.0) -> bool:
    """True once the server closes the TCP connection (whatever it sent first)."""

    async def drain():
        while await reader.read(65536):
            pass

    await asyncio.wait_for(drain(), seconds)
    return True


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


def test_random_bytes_are_answered_by_closing():
    async def attack(url, server):
        reader, writer = await asyncio.open_connection(HOST, port_of(url))
        writer.write(random.Random(1).randbytes(64 * 1024))
        closed = await tcp_closed(reader)
        writer.close()
        return closed

    assert under_attack(attack)


def test_an_oversized_frame_closes_the_connection_as_too_big():
    async def attack(url, server):
        ws = await raw(url)
        await ws.send(json.dumps({"type": "chat", "id": "x" * 100_000}))
        return await cut_off(ws)

    _said, code, _reason = under_attack(attack)
    assert code == 1009  # message too big


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"type": "join", "code": 123, "name": []}',
        '{"type": "join", "code": "ACDEFG", "name": "x", "role": "admin"}',
        '{"type": "__import__(\'os\').system"}',
        json.dumps({"type": "action", "index": 1e300, "action": "x"}),
        "[" * 3000,
    ],
)
def test_a_malformed_message_is_told_why_and_cut_off(text):
    async def attack(url, server):
        ws = await raw(url)
        await ws.send(text)
        return await cut_off(ws)

    said, code, reason = under_attack(attack)
    assert said[-1]["type"] == "error" and said[-1]["code"] == "bad_message"
    assert code == 1008 and reason


def test_an_old_client_is_refused_with_a_clear_reason():
    async def attack(url, server):
        ws = await raw(url, hello=False)
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL - 1, "app": "old"}))
        return await cut_off(ws)

    said, code, _reason = under_attack(attack)
    assert said[-1]["code"] == "protocol" and "version" in said[-1]["reason"]
    assert code == 1008


def test_a_client_that_never_says_hello_is_cut_off():
    async def attack(url, server):
        ws = await raw(url, hello=False)
        return await cut_off(ws)

    said, _code, _reason = under_attack(attack)
    assert said[-1]["code"] == "timeout"


def test_moves_for_another_seat_out_of_turn_or_illegal_are_refused_and_change_nothing():
    async def attack(url, server):
        host, guest = await table(url, "marrakech", ["local", "remote"])
        rng = random.Random(3)
        await asyncio.gather(
            play(host, rng, stop=turn_of(0, 6)),
            play(guest, rng, stop=turn_of(0, 6)),
        )
        record = server.rooms[host.room["code"]].record
        before = list(record.actions)
        state, cursor = guest.record.state, guest.record.cursor
        host_move = str(state.legal_actions()[0])
        attempts = [
            {"type": "action", "index": cursor, "action": host_move},  # the host's seat
            {"type": "start"},  # only the creator starts, once
            {"type": "give_seat", "seat": 0, "level": "random"},  # only the creator does
            {"type": "undo_answer", "request": 7, "accept": True},  # nobody asked
        ]
        answers = [await refused(guest, attempt) for attempt in attempts]
        await asyncio.gather(
            play(host, rng, stop=turn_of(1, cursor)), play(guest, rng, stop=turn_of(1, cursor))
        )
        legal = {str(a) for a in guest.record.state.legal_actions()}
        illegal = next(t for t in ("13-14", "L", "R", "+p", "s1", "A1", "zz") if t not in legal)
        mine = guest.record.cursor
        for attempt in [
            {"type": "action", "index": mine - 1, "action": next(iter(legal))},  # stale
            {"type": "action", "index": mine, "action": illegal},
            {"type": "action", "index": mine, "action": "A1"},  # Bombay's notation
        ]:
            answers.append(await refused(guest, attempt))
        assert record.actions[: len(before)] == before and len(record.actions) > len(before)
        assert not guest.ws.close_code  # refusals, not a reason to cut a player off
        await close_all([host, guest])
        return answers

    answers = under_attack(attack)
    assert answers == ["not_allowed"] * 3 + ["undo", "stale", "illegal", "illegal"]


async def refused(client: Client, message: dict) -> str:
    """Send a raw message and return the error code the server answers it with."""
    await client.ws.send(json.dumps(message))
    while (event := await client.next_event(5)).message["type"] != "error":
        pass
    return event.message["code"]


def test_a_token_from_another_room_opens_nothing():
    async def attack(url, server):
        first = await table(url, "bombay", ["local", "remote"])
        second = await table(url, "bombay", ["local", "remote"])
        thief = await Client.connect(url)
        with pytest.raises(NetError) as refused:
            await thief.rejoin(first[0].room["code"], second[1].token)
        await close_all([*first, *second, thief])
        return refused.value.code

    assert under_attack(attack) == "no_room"


def test_a_flood_is_cut_off_and_the_room_does_not_hear_it():
    async def attack(url, server):
        host, guest = await table(url, "bombay", ["local", "remote"])
        flood, began = 0, asyncio.get_running_loop().time()
        with contextlib.suppress(ConnectionClosed):
            while flood < 5000:  # bounded: the rate limit stops it long before
                await guest.ws.send(json.dumps({"type": "chat", "id": "hello"}))
                flood += 1
        await asyncio.wait_for(guest.ws.wait_closed(), 5)
        lasted = asyncio.get_running_loop().time() - began
        heard = 0
        while not host.events.empty():
            heard += host.events.get_nowait()["type"] == "chat"
        await close_all([host, guest])
        return flood, heard, lasted, guest.closed_reason

    flood, heard, lasted, reason = under_attack(attack)
    assert heard <= HOSTILE.message_burst + HOSTILE.messages_per_second * lasted and heard < flood
    assert "fast" in reason


def test_a_guesser_is_slowed_and_cut_off_while_a_neighbour_with_the_right_code_gets_in():
    async def attack(url, server):
        rng = random.Random(5)
        tries = 0
        ws = await raw(url)
        while tries < 10_000:  # bounded: the guesser is cut off after a minute's share
            tries += 1
            code = "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
            try:
                await ws.send(json.dumps({"type": "join", "code": code, "name": "x"}))
                answer = json.loads(await asyncio.wait_for(ws.recv(), 5))
            except ConnectionClosed:
                break
            if answer["code"] == "blocked":
                break
            assert answer["code"] == "no_room"
        # The same address guesses on: now each wrong code waits for the address's turn...
        again = await raw(url)
        await again.send(json.dumps({"type": "join", "code": "ACDEFG", "name": "x"}))
        guess = asyncio.ensure_future(again.recv())
        # ...while a neighbour behind the same address joins with the right code at once.
        host = await Client.connect(url)
        room = await host.create("bombay", {"players": 2, "solo": False}, SEATS, "Host")
        neighbour = await Client.connect(url)
        joined = await neighbour.join(room["code"], "Neighbour")
        pending = not guess.done()
        guess.cancel()
        await again.close()
        await close_all([host, neighbour])
        return tries, joined["you"], pending

    tries, seats, pending = under_attack(attack)
    assert tries == HOSTILE.wrong_codes_per_minute and seats == [1] and pending


def test_a_slowloris_handshake_is_dropped_and_connections_per_address_are_capped():
    async def attack(url, server):
        reader, writer = await asyncio.open_connection(HOST, port_of(url))
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        started = asyncio.get_running_loop().time()
        for _ in range(40):  # one header byte at a time: never finishing
            await asyncio.sleep(0.05)
            if reader.at_eof():
                break
            writer.write(b"X")
        await tcp_closed(reader)
        lasted = asyncio.get_running_loop().time() - started
        writer.close()
        many = [await asyncio.open_connection(HOST, port_of(url)) for _ in range(15)]
        ends = await asyncio.gather(*(tcp_closed(r, 0.3) for r, _ in many), return_exceptions=True)
        for _, writer in many:
            writer.close()
        return lasted, sum(end is True for end in ends)

    lasted, closed = under_attack(attack)
    assert lasted < HOSTILE.handshake_seconds + 1.0
    assert closed >= 15 + 2 - HOSTILE.connections_per_address  # the bystanders hold two


def test_a_client_hears_in_words_that_it_is_too_old_or_that_this_is_no_bazaar_server(
    monkeypatch,
):
    async def attack(url, server):
        monkeypatch.setattr("common.net.client.PROTOCOL", PROTOCOL + 1)
        with pytest.raises(NetError) as newer:
            await Client.connect(url)
        monkeypatch.setattr("common.net.client.PROTOCOL", PROTOCOL)
        web = await asyncio.start_server(answer_http, HOST, 0)  # a web server, not ours
        with pytest.raises(NetError) as elsewhere:
            await Client.connect(f"ws://{HOST}:{web.sockets[0].getsockname()[1]}")
        web.close()
        return newer.value, elsewhere.value

    newer, elsewhere = under_attack(attack)
    assert newer.code == "protocol" and f"version {PROTOCOL}" in newer.reason
    assert elsewhere.code == "unreachable"


async def answer_http(reader, writer):
    await reader.readuntil(b"\r\n\r\n")
    writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
    await writer.drain()
    writer.close()
