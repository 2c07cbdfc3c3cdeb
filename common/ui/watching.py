"""Watching an online game (issue 49), mixed into the online table (see open_online_table):

- every online table says how many watch it, after whose turn it is (WatchedTable);
- a watcher's table (WatchingTable) is read-only: it holds no seat, so nothing can be dragged
  or rolled; there is no quick-message box and no take-back; the status says "Watching"; and
  in Undo's place, *Moves so far* opens the game's own replay of the moves played until now
  (the table goes on following the game under it)."""

from __future__ import annotations

import importlib
from typing import Any

from common.core import registry
from common.core.i18n import _, n_
from common.core.record import GameRecord


class WatchedTable:
    """Mixed in before OnlineTable: the status line ends with how many watch."""

    link: Any

    def watchers(self) -> int:
        client = self.link.net.client
        return int(client.room.get("watchers", 0)) if client is not None else 0

    def status_text(self, *args: Any) -> str:
        words = super().status_text(*args)  # type: ignore[misc]
        count = self.watchers()
        if not count:
            return words
        watching = n_("{n} watching", "{n} watching", count).format(n=count)
        return _("{status} · {watching}").format(status=words, watching=watching)


class WatchingTable(WatchedTable):
    """Mixed in before OnlineTable for a watcher: nothing to play, say or take back."""

    app: Any
    record: GameRecord
    session: Any
    undo_button: Any
    redo_button: Any
    hint_button: Any

    def enable_buttons(self) -> None:
        super().enable_buttons()  # type: ignore[misc]
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
        status = super(WatchedTable, self).status_text(*args)  # type: ignore[misc]
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
