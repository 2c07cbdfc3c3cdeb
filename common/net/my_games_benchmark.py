"""What a My games request costs a server (issue 49): --rooms turn-based Marrakech rooms, each
played --moves decisions in, and one client asking about --seats of them (the most one request
holds is protocol.MAX_MY_GAMES, 50) --asks times over loopback.

    python -m common.net.my_games_benchmark --rooms 1000 --seats 50 --asks 200

Prints the server's own time to answer one request (the summaries, measured alone) and the
round trip a client sees (p50, p99), the server and the client sharing this one process.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from dataclasses import replace

from common.core import registry
from common.net.client import Client
from common.net.limits import Limits
from common.net.my_games import summaries
from common.net.protocol import MAX_MY_GAMES
from common.net.room import Room, Seat
from common.net.room_options import DAY, TURN_BASED, RoomOptions
from common.net.server import GameServer

HOST = "127.0.0.1"


def played_room(server: GameServer, number: int, moves: int, rng: random.Random) -> tuple[str, str]:
    """A started turn-based room `moves` decisions in: its code and its remote seat's token."""
    game = registry.find("marrakech").game()
    setup = next(s for s in game.setups() if game.initial_state(s).num_players() == 2)
    room = Room(server._new_code(), "marrakech", setup, [Seat("local"), Seat("remote")])
    room.options = RoomOptions(TURN_BASED, DAY)
    server._adopt(room)
    host, _token = room.add_member("Ana", creator=True)
    guest, token = room.add_member(f"Leila {number}")
    room.start(host)
    record = room.record
    assert record is not None
    while sum(map(record.is_decision, range(record.cursor))) < moves and not room.finished:
        seat = record.waiting_roll
        if seat is not None:
            room.roll(host if seat == 0 else guest, record.cursor)
            continue
        member = host if record.state.current_player() == 0 else guest
        room.act(member, record.cursor, str(rng.choice(record.state.legal_actions())))
    return room.code, token


async def measure(rooms: int, moves: int, seats: int, asks: int) -> None:
    limits = replace(Limits(), messages_per_second=10_000.0, message_burst=10_000)
    server = GameServer(limits)
    port = await server.start(HOST, 0)
    rng = random.Random(1)
    asked = [played_room(server, number, moves, rng) for number in range(rooms)][:seats]
    started = time.perf_counter()
    for _ in range(asks):
        summaries(server.rooms, [{"code": c, "token": t} for c, t in asked], server.turns.clocks)
    alone = (time.perf_counter() - started) / asks
    client = await Client.connect(f"ws://{HOST}:{port}")
    trips = []
    for _ in range(asks):
        sent = time.perf_counter()
        games = await client.my_games(asked)
        trips.append(time.perf_counter() - sent)
        assert len(games) == len(asked) and all(g["found"] for g in games)
    await client.close()
    await server.stop()
    trips.sort()
    p99 = trips[min(len(trips) - 1, int(len(trips) * 0.99))]
    print(
        f"{rooms} rooms of {moves} moves, {len(asked)} seats a request, {asks} requests: "
        f"server {alone * 1000:.2f} ms a request; round trip p50 "
        f"{statistics.median(trips) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms"
    )


def main(argv: list[str] | None = None) -> None:
    ask = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ask.add_argument("--rooms", type=int, default=1000)
    ask.add_argument("--moves", type=int, default=20, help="decisions played in each room")
    ask.add_argument("--seats", type=int, default=MAX_MY_GAMES, help="seats a request asks")
    ask.add_argument("--asks", type=int, default=200)
    args = ask.parse_args(argv)
    asyncio.run(measure(args.rooms, args.moves, min(args.seats, MAX_MY_GAMES), args.asks))


if __name__ == "__main__":
    main()
