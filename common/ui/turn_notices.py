"""The app's side of the background look at whose turn it is (common.ui.turn_watch): once a
frame the watch is ticked; a game that has become this player's turn is told as a table tells
it (common.ui.online_talk.tell_turn: a flash, a chime and a desktop notice while the window is
behind; nothing pops up in the window), unless its own table is open in this window (that table
tells it itself). The title's My games button shows how many games wait (`waiting`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from common.net import seat_tokens
from common.ui.turn_watch import TurnWatch

if TYPE_CHECKING:
    from common.ui.app import App


class TurnNotices:
    """The kept seats watched while the window is open (made by common.ui.main)."""

    def __init__(self, app: App, watch: TurnWatch | None = None) -> None:
        self.app = app
        self.watch = watch or TurnWatch(seat_tokens.remembered)
        self.shown = 0  # the count the window last drew

    @property
    def waiting(self) -> int:
        """How many online games are this player's turn, as last seen."""
        return self.watch.waiting

    def tick(self) -> None:
        came = self.watch.tick()
        if self.watch.waiting != self.shown:
            self.shown, self.app.dirty = self.watch.waiting, True
        if not came:
            return
        from common.ui.online_talk import tell_turn  # only when a turn has come

        for game in came:  # one notice a look: the window's flash and chime say the rest
            server, code = game.seat["server"], game.seat["code"]
            if not any(_holds(scene, server, code) for scene in self.app.scenes):
                tell_turn(self.app, game.seat["game"], code)
                return


def _holds(scene: Any, server: str, code: str) -> bool:
    """Whether `scene` is the table (or lobby) of the room `code` on `server`."""
    link = getattr(scene, "link", None)
    client = getattr(getattr(link, "net", None), "client", None)
    room = getattr(client, "room", None) or {}
    return getattr(link, "address", None) == server and room.get("code") == code
