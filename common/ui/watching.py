"""Watching an online game (issue 49), mixed into the online table (see open_online_table):

- every online table says, after whose turn it is, the time left on a turn-based game's move
  clock and how many watch it (WatchedTable);
- a watcher's table (WatchingTable) is read-only: it holds no seat, so nothing can be dragged
  or rolled; there is no quick-message box and no take-back; the status says "Watching"; and
  in Undo's place, *Moves so far* opens the game's own replay of the moves played until now
  (the table goes on following the game under it)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from common.core import registry
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.ui.move_clock import MoveClock

if TYPE_CHECKING:  # mixed in before it (open_online_table), so typed as one; it imports this
    from common.ui.online_table import OnlineTable as _OnlineTable
else:
    _OnlineTable = object


class WatchedTable(_OnlineTable):
    """Mixed in before OnlineTable: the status line ends with the move clock of a turn-based
    game (counting down, a minute at a time) and how many watch."""

    move_clock: MoveClock | None = None
    _clock_minute = -1

    def watchers(self) -> int:
        client = self.link.net.client
        return int(client.room.get("watchers", 0)) if client is not None else 0

    def followed_clock(self) -> MoveClock:
        """The move clock as the client last heard it (followed here, on the window's thread)."""
        if self.move_clock is None:
            self.move_clock = MoveClock()
        client = self.link.net.client
        self.move_clock.follow(client.clock if client is not None else None, self.clock())
        return self.move_clock

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        minute = int(self.clock() // 60)
        if self.followed_clock().view is not None and minute != self._clock_minute:
            self._clock_minute, self.app.dirty = minute, True  # the time left goes down
        return busy

    def status_text(self, *args: Any) -> str:
        words = super().status_text(*args)
        move_clock = self.followed_clock()
        seat = move_clock.view["seat"] if move_clock.view is not None else -1
        left = (
            None
            if self.record.state.is_terminal()
            else move_clock.words(self.name(seat), self.clock())
        )
        if left is not None:
            words = _("{status} · {watching}").format(status=words, watching=left)
        count = self.watchers()
        if not count:
            return words
        watching = n_("{n} watching", "{n} watching", count).format(n=count)
        return _("{status} · {watching}").format(status=words, watching=watching)


class WatchingTable(WatchedTable):
    """Mixed in before OnlineTable for a watcher: nothing to play, say or take back."""

    def enable_buttons(self) -> None:
        super().enable_buttons()
        self.hint_button.visible = self.redo_button.visible = False
        self.undo_button.label = _("Moves so far")
        self.undo_button.tooltip = _("Step through the moves played until now")
        self.undo_button.enabled = self.record.cursor > 0

    def undo(self) -> None:
        """Undo's button and key show the moves so far."""
        self.show_moves()

    def ask_hint(self) -> None:
        """A watcher says nothing to the table."""

    def status_text(self, *args: Any) -> str:
        """ "Watching:" and whose turn it is (not how many watch: the watcher is one of them)."""
        status = super(WatchedTable, self).status_text(*args)
        return _("Watching: {status}").format(status=status)

    def show_moves(self) -> None:
        """The game's replay of the moves so far, from the latest, over the table."""
        played = self.record
        copy = GameRecord.follower(played.game, played.setup)
        copy.meta.update(played.meta)
        for index, action in enumerate(played.played):
            copy.receive(index, action)
        screens = importlib.import_module(registry.find(played.game.name).screens)
        replay = screens.replay_scene(self.app, copy, self.session, self.app.pop)
        replay.show(copy.cursor)
        self.app.push(replay)
