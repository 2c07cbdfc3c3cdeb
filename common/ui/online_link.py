"""What connects a table (or a lobby) to its room: the client's thread, the server this app
hosts if it does, and what was heard that outlives a scene (the dice check, why it ended)."""

from __future__ import annotations

from typing import Any

from common.core.record import GameRecord
from common.net.threaded import ThreadedClient


class OnlineLink:
    """What connects a table to its room: the client's thread, the room as it was when the
    game started, and what the table has heard since (the dice check at the end)."""

    def __init__(self, net: ThreadedClient, owns_server: Any = None) -> None:
        self.net = net
        self.server = owns_server  # a ServerThread this app hosts, stopped when leaving
        self.port: int | None = None  # the hosted server's port
        self.address = ""  # the server's host:port, as this computer reaches it
        self.note: str | None = None  # what hosting has to say (the port is another one)
        self.verdict_words: str | None = None  # the dice check, once the seed is revealed
        self.kept_record: GameRecord | None = None  # the game with its seed, once checked
        self.lost: str | None = None  # why the connection ended
        self.after: Any = None  # what holds the connection past the table (a rematch offer)

    def close(self) -> None:
        self.net.close(2.0)
        if self.server is not None:
            self.server.stop(2.0)
