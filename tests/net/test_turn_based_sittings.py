"""A turn-based game over days (issue 49, 1 and 2): a Marrakech game played to its end in four
sittings on a real `bazaar serve --data`, every client closing between them and coming back
from its exported seat line (the token is all it needs), the server killed and restarted once
between sittings; My games says whose turn it is and the time left while nobody sits."""

from __future__ import annotations

from pathlib import Path

from common.net.client import Client
from common.net.seat_tokens import export_line, parse_export
from tests.net.netkit import (
    close_all,
    play_all,
    run,
    setup_json,
    start_server,
    to_decision,
    wait_for,
)

DAY = 86400


async def sit(url: str, lines: list[str]) -> list[Client]:
    """Come back to every seat from its exported line (any computer could)."""
    clients = []
    for line in lines:
        found = parse_export(line)
        assert found is not None, line
        _server, code, token = found
        client = await Client.connect(url)
        await client.rejoin(code, token)
        clients.append(client)
    return clients


def test_a_turn_based_game_played_in_four_sittings_across_a_restart(tmp_path: Path):
    async def scenario():
        server, url = await start_server(tmp_path)
        try:
            host = await Client.connect(url)
            seats = [{"kind": "local"}, {"kind": "remote"}]
            options = {"tempo": "turn", "move_seconds": DAY}
            setup = setup_json("marrakech", 2)
            room = await host.create("marrakech", setup, seats, "Ana", options=options)
            guest = await Client.connect(url)
            await guest.join(room["code"], "Leila")  # the last seat: the game starts by itself
            await wait_for(host, "started")
            address = url.removeprefix("ws://")
            lines = [export_line(address, room["code"], c.token) for c in (host, guest)]
            await to_decision([host, guest], 1, 35)  # sitting 1 (a sitting stays within the
            # message rate a real server allows one connection)
            await close_all([host, guest])

            asking = await Client.connect(url)  # between sittings: My games
            (game,) = await asking.my_games([parse_export(lines[1])[1:]])
            assert game["turn"] == 1 and game["you"] == [1] and 0 < game["seconds_left"] <= DAY
            assert game["tempo"] == "turn" and game["started"] and not game["ended"]
            await asking.close()

            clients = await sit(url, lines)  # sitting 2
            await to_decision(clients, 0, 75)
            played = [str(a) for a in clients[0].record.played]
            await close_all(clients)

            server.kill()  # the server goes down between sittings and comes back
            await server.wait()
            server, url = await start_server(tmp_path)

            clients = await sit(url, lines)  # sitting 3: the game where it was
            for client in clients:
                await wait_for(client, "room")
                assert [str(a) for a in client.record.played] == played
            await to_decision(clients, 1, 115)
            await close_all(clients)

            clients = await sit(url, lines)  # sitting 4: to the end
            await play_all(clients, seed=4)
            assert all(c.record.state.is_terminal() for c in clients)
            assert all(c.verdict is not None and c.verdict.fair for c in clients)
            await close_all(clients)
        finally:
            server.kill()
            await server.wait()

    run(scenario(), 60.0)


def test_an_exported_seat_line_reads_back_and_nothing_else_passes_for_one():
    line = export_line("play.example.org:8765", "KX4T9P", "0123456789abcdef" * 2)
    assert parse_export(line) == ("play.example.org:8765", "KX4T9P", "0123456789abcdef" * 2)
    assert parse_export("Join my Bazaar game: 192.168.1.20:8765 code KX4T9P") is None
    assert parse_export(line.replace("8765", "99999")) is None
