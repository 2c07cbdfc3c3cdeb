"""The room store (issue 48, faults 1 and 7): steps are appended off the event loop and sent
only once stored; a store that cannot write pauses the room, which says why and acknowledges
nothing until it can; old room files, torn last lines and damaged files; one server a folder."""

from __future__ import annotations

import asyncio
import errno
import json
import random
import socket
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from common.net.client import Client
from common.net.protocol import PAUSED
from common.net.room_store import FileRoomStore, FolderInUse, replay
from common.net.server import GameServer
from common.net.store import room_to_json
from tests.net.netkit import (
    HOST,
    REPO,
    SCRIPTED,
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


class FlakyStore(FileRoomStore):
    """A folder store whose disk can be made full, and which notes the threads it wrote on."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.full = False
        self.threads: set[str] = set()
        self.appends = 0

    def append(self, code: str, entry: bytes) -> None:
        self.threads.add(threading.current_thread().name)
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.appends += 1
        super().append(code, entry)

    def replace(self, code: str, entry: bytes) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        super().replace(code, entry)


def stored_actions(folder: Path, code: str) -> list[str]:
    room, _torn = replay((folder / f"room-{code}.jsonl").read_bytes())
    return room["record"]["actions"][: room["record"]["cursor"]]


def test_steps_are_appended_off_the_loop_and_the_file_replays_to_the_game(tmp_path):
    store = FlakyStore(tmp_path)

    async def scenario():
        server = GameServer(SCRIPTED, store=store)
        port = await server.start(HOST, 0)
        clients = await table(f"ws://{HOST}:{port}", "bombay", ["local", "remote"])
        code = clients[0].room["code"]
        await play_all(clients, server)  # every step told, so every step stored
        record = server.rooms[code].record
        lines = (tmp_path / f"room-{code}.jsonl").read_text().splitlines()
        await close_all(clients)
        await server.stop()
        assert not (tmp_path / f"room-{code}.jsonl").exists()  # a game over and left: gone
        return code, lines, [str(a) for a in record.played]

    _code, lines, played = run(scenario())
    assert replay("\n".join(lines).encode() + b"\n")[0]["record"]["actions"] == played
    whole_rooms = [line for line in lines if line.startswith('{"room"')]
    assert len(whole_rooms) <= 4  # created, joined, started: then only steps
    assert len(lines) - len(whole_rooms) >= len(played) // 8  # one short line a move
    assert max(len(line) for line in lines if line.startswith('{"steps"')) < 600
    assert store.threads and all(name.startswith("room-store") for name in store.threads)


def test_a_store_that_cannot_write_pauses_the_room_and_acknowledges_nothing(tmp_path):
    store = FlakyStore(tmp_path)
    limits = replace(SCRIPTED, store_retry_seconds=0.05)

    async def scenario():
        server = GameServer(limits, store=store)
        port = await server.start(HOST, 0)
        host, guest = await table(f"ws://{HOST}:{port}", "marrakech", ["local", "remote"])
        code = host.room["code"]
        rng = random.Random(3)
        await asyncio.gather(*(play(c, rng, server, stop=turn_of(0, 10)) for c in (host, guest)))
        before = host.record.cursor
        store.full = True
        await host.act(rng.choice(host.record.state.legal_actions()))
        for client in (host, guest):
            told = await wait_for(client, "error")
            assert told.message["code"] == PAUSED and "disk" in told.message["reason"]
            assert client.record.cursor == before  # the move was not acknowledged
        await guest.chat("oops")  # the room takes nothing while it is paused
        assert (await wait_for(guest, "error")).message["code"] == PAUSED
        assert stored_actions(tmp_path, code) == [str(a) for a in host.record.played]
        store.full = False  # space again: the room is written whole and plays on
        step = await wait_for(host, "steps")
        assert step.message["first"] == before
        await play_all([host, guest], server, seed=8)
        assert host.verdict.fair and guest.verdict.fair
        assert stored_actions(tmp_path, code) == [str(a) for a in guest.record.played]
        await close_all([host, guest])
        await server.stop()

    run(scenario())


def test_an_old_room_file_loads_and_a_torn_last_line_is_dropped(tmp_path):
    async def scenario():
        async with serving(data=tmp_path) as (server, url):
            host, guest = await table(url, "bombay", ["local", "remote"])
            rng = random.Random(6)
            await asyncio.gather(*(play(c, rng, server, stop=turn_of(0, 8)) for c in (host, guest)))
            room = server.rooms[host.room["code"]]
            old_format = json.dumps(room_to_json(room))  # a file as servers wrote it before
            await close_all([host, guest])
        code = room.code
        (tmp_path / f"room-{code}.jsonl").unlink()
        (tmp_path / f"room-{code}.json").write_text(old_format)
        (tmp_path / "room-CCCCCC.jsonl").write_text(
            (tmp_path / f"room-{code}.json").read_text().replace(code, "CCCCCC")
        )
        whole = '{"room":' + old_format.replace(code, "DDDDDD") + "}\n"
        (tmp_path / "room-DDDDDD.jsonl").write_text(whole + '{"steps":999,"acti')
        async with serving(data=tmp_path) as (server, url):
            assert sorted(server.rooms) == sorted([code, "DDDDDD"])
            again = await Client.connect(url)
            back = await again.rejoin(code, guest.token)
            assert back["actions"] == [str(a) for a in guest.record.played]
            await again.close()
        assert not (tmp_path / f"room-{code}.json").exists()  # now kept as a log
        assert len((tmp_path / "room-DDDDDD.jsonl").read_text().splitlines()) == 1
        assert any(p.name.startswith("room-CCCCCC-damaged") for p in tmp_path.iterdir())

    run(scenario())


def damage_seat_member(room: dict) -> None:
    room["seats"][1]["member"] = 7


def damage_level(room: dict) -> None:
    room["seats"][1] = {"kind": "computer", "level": "grandmaster", "name": None, "member": None}


def damage_member_seat(room: dict) -> None:
    room["members"][0]["seats"] = [0, 9]


@pytest.mark.parametrize("damage", [damage_seat_member, damage_level, damage_member_seat])
def test_a_damaged_room_is_set_aside_with_a_message_and_the_others_play_on(
    tmp_path, caplog, damage
):
    async def scenario():
        async with serving(data=tmp_path) as (server, url):
            clients = await table(url, "marrakech", ["local", "remote"])
            good = clients[0].room["code"]
            room = room_to_json(server.rooms[good])
            await close_all(clients)
        damage(room)
        room["code"] = "EEEEEE"
        (tmp_path / "room-EEEEEE.jsonl").write_text(json.dumps({"room": room}) + "\n")
        async with serving(data=tmp_path) as (server, url):
            assert list(server.rooms) == [good]
            back = [await Client.connect(url) for _ in clients]
            for client, old in zip(back, clients, strict=True):
                await client.rejoin(good, old.token)
            await play_all(back, server)
            await close_all(back)

    run(scenario())
    assert any("room-EEEEEE.jsonl is damaged" in r.message for r in caplog.records)
    assert any(p.name.startswith("room-EEEEEE-damaged") for p in tmp_path.iterdir())


def test_a_second_server_on_the_same_folder_refuses_to_start(tmp_path):
    async def scenario():
        async with serving(data=tmp_path) as (_first, url):
            second = GameServer(SCRIPTED, tmp_path)
            with pytest.raises(FolderInUse, match="another Bazaar server"):
                await second.start(HOST, 0)
            clients = await table(url, "bombay", ["local", "remote"])  # the first goes on
            await close_all(clients)
        third = GameServer(SCRIPTED, tmp_path)  # once the first has stopped, it can start
        await third.start(HOST, 0)
        await third.stop()

    run(scenario())


def test_bazaar_serve_on_a_folder_another_server_keeps_says_so_and_exits(tmp_path):
    async def scenario():
        first, _url = await start_server(tmp_path)
        try:
            second = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "common.net.serve",
                "--port",
                "0",
                "--data",
                str(tmp_path),
                cwd=REPO,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            out, err = await asyncio.wait_for(second.communicate(), 20)
            return second.returncode, out.decode(), err.decode()
        finally:
            first.kill()
            await first.wait()

    code, out, err = run(scenario(), 40)
    assert code == 1 and "listening" not in out and "another Bazaar server" in err


def test_a_start_tried_again_on_another_port_keeps_the_rooms_and_the_folder(tmp_path):
    async def scenario():
        async with serving(data=tmp_path) as (_server, url):
            clients = await table(url, "marrakech", ["local", "remote"])
            await close_all(clients)
        taken = socket.socket()
        taken.bind((HOST, 0))
        taken.listen()
        server = GameServer(SCRIPTED, tmp_path)
        try:
            with pytest.raises(OSError):  # the port is taken (as the app's own server finds)
                await server.start(HOST, taken.getsockname()[1])
            port = await server.start(HOST, 0)  # so it tries any free one
            with pytest.raises(FolderInUse):
                await GameServer(SCRIPTED, tmp_path).start(HOST, 0)
            back = await Client.connect(f"ws://{HOST}:{port}")
            room = await back.rejoin(clients[1].room["code"], clients[1].token)
            await back.close()
        finally:
            taken.close()
            await server.stop()
        return room["you"], len(server.rooms)

    assert run(scenario()) == ([1], 1)


def test_a_room_of_one_whole_line_is_loaded_as_it_is_and_one_cut_before_its_newline_mended(
    tmp_path,
):
    async def scenario():
        async with serving(data=tmp_path) as (server, url):
            clients = await table(url, "bombay", ["local", "remote"])
            code = clients[0].room["code"]
            rng = random.Random(2)
            await asyncio.gather(*(play(c, rng, server, stop=turn_of(0, 6)) for c in clients))
            whole = json.dumps({"room": room_to_json(server.rooms[code])})
            await close_all(clients)
        path = tmp_path / f"room-{code}.jsonl"
        path.write_text(whole + "\n")
        before = path.stat().st_mtime_ns
        async with serving(data=tmp_path):
            pass
        unchanged = path.stat().st_mtime_ns == before
        path.write_text(whole)  # the last write stopped just before its newline
        async with serving(data=tmp_path) as (server, url):
            back = await Client.connect(url)
            room = await back.rejoin(code, clients[1].token)
            await back.close()
        return unchanged, path.read_text(), room["you"]

    unchanged, text, seats = run(scenario())
    assert unchanged and seats == [1] and text.endswith("\n") and text.count("\n") == 1


def test_a_turn_changed_before_its_roll_and_an_ended_game_are_what_the_file_keeps(tmp_path):
    """A decision replaced while its die waits keeps the count of actions the same: the file
    holds the new one; and a game the creator ended is kept as ended."""
    store = FlakyStore(tmp_path)

    async def scenario() -> tuple[list[str], list[str], dict]:
        server = GameServer(SCRIPTED, store=store)
        port = await server.start(HOST, 0)
        host, guest = await table(f"ws://{HOST}:{port}", "marrakech", ["local", "remote"])
        code = host.room["code"]
        rng = random.Random(3)
        await asyncio.gather(
            play(host, rng, stop=turn_of(0, 4)), play(guest, rng, stop=turn_of(0, 4))
        )
        index = host.record.cursor
        for turn in ("L", "R"):  # turned one way, then the other before the roll
            await host.act(host.record.game.parse_action(turn), index)
            while (await wait_for(host, "steps")).message["first"] != index:
                pass
        played = [str(a) for a in server.rooms[code].record.played]
        stored = stored_actions(tmp_path, code)
        await host.end_game()
        await wait_for(host, "end")
        room, _torn = replay((tmp_path / f"room-{code}.jsonl").read_bytes())
        await close_all([host, guest])
        await server.stop()
        return played, stored, room

    played, stored, room = run(scenario())
    assert played[-1] == "R" and stored == played
    assert room["record"]["meta"]["ended_by"] == "Host"
