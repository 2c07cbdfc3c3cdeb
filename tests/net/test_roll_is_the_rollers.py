"""Online, the roll is the roller's (issue 47, part 2): the server draws a die only when the seat
it belongs to rolls (a person's client sends `roll`; a computer rolls at once), so no window
learns an outcome before its roller's roll message. Every frame each client reads is checked,
over whole games of both games at 2-4 players with computer seats."""

from __future__ import annotations

from typing import Any

import pytest

from tests.net.netkit import close_all, play_all, run, serving, table

TABLES = [
    ("marrakech", ["local", "remote"]),
    ("marrakech", ["remote", "computer", "remote"]),
    ("marrakech", ["local", "remote", "computer", "remote"]),
    ("bombay", ["remote", "computer"]),
    ("bombay", ["local", "remote", "computer", "remote"]),
]


@pytest.mark.parametrize(("game", "kinds"), TABLES)
def test_no_window_sees_a_die_before_its_roller_rolls(game, kinds):
    rolled: set[int] = set()  # the action numbers whose roll a person's client has sent
    checked: list[int] = []  # the rolled chance steps every client saw, each checked

    def spy(client: Any) -> None:
        send_roll, apply = client.roll, client._apply

        async def roll() -> None:
            rolled.add(client.record.cursor)
            await send_roll()

        def read(message: dict[str, Any]) -> None:
            apply(message)  # the record checks the step against the rules first
            if message["type"] != "steps":
                return
            for index in range(message["first"], client.record.cursor):
                before = client.record.state_at(index)
                roller = before.roller() if before.is_chance_node() else None
                if roller is None:
                    continue
                assert index in rolled or kinds[roller] == "computer", (
                    f"step {index}: the die of seat {roller} arrived before its roll"
                )
                checked.append(index)

        client.roll, client._apply = roll, read

    async def scenario() -> None:
        async with serving() as (server, url):
            clients = await table(url, game, kinds, level="random")
            for client in clients:
                spy(client)
            await play_all(clients, server, seed=len(kinds))
            record = server.rooms[clients[0].room["code"]].record
            assert record.state.is_terminal()
            await close_all(clients)

    run(scenario(), 30.0)
    if game == "marrakech":
        people = [seat for seat, kind in enumerate(kinds) if kind != "computer"]
        assert rolled, "the people rolled their own dice"
        assert len(checked) > len(people) * 5, "every client saw many rolls, each checked"
