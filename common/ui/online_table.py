"""An online game at the table: the game's own table scene, whose record follows the server.

The server holds the game (common.net); the client's connection runs on its own thread
(common.net.threaded), and each frame the table takes what arrived: every step the server
sends is received into a following record (GameRecord.follower) and shown as a beat like a
local move. A person at this computer acts only for their own seats: their move is checked by
the rules here (a quick answer) and sent; the server checks it again and sends it back as a
step. Computer seats are the server's. At the end the revealed seed is checked against the
commitment and the game is kept like a local one (with its seed, so its replay works).
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from common.core import registry
from common.core.errors import RecordError
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.net import seat_tokens
from common.net.client import CLOSED, Event
from common.net.protocol import CHAT, COMPUTER, FINAL_CODES, UNDO
from common.ui.dialogs import Dialog, ask_to_quit
from common.ui.interfaces import TableSession
from common.ui.move_clock import MoveClock
from common.ui.online_controller import OnlineController
from common.ui.online_endings import ended_early, offer_to_end, seats_to_give
from common.ui.online_link import OnlineLink
from common.ui.online_reconnect import ReconnectDialog, may_reconnect
from common.ui.online_talk import TableTalk, card_note
from common.ui.online_words import refusal_words
from common.ui.rematch_offer import offer_at_results
from common.ui.table import TableScene
from common.ui.theme import BAD
from common.ui.watching import WatchedTable, WatchingTable
from common.ui.webhook_setting import give_webhook

if TYPE_CHECKING:
    from common.ui.app import App


def seat_name(seat: int, view: dict[str, Any]) -> str:
    """How a seat of the room is called: its player's name, or the computer and its level."""
    if view["kind"] == "computer":
        return _("Computer ({level})").format(level=_(view.get("level", "medium").capitalize()))
    return view.get("name") or _("Player {n}").format(n=seat + 1)


def open_online_table(
    app: App, link: OnlineLink, room: dict[str, Any], heard: Sequence[Event] = ()
) -> None:
    """Sit down at the room's game: the game's own table, following the server; `heard` is
    what arrived after the start and before the table was there."""
    names = [seat_name(i, seat) for i, seat in enumerate(room["seats"])]
    heard = [*heard, *link.net.poll()]  # the room itself, if nobody has taken it yet
    client = link.net.client
    record = client.record if client is not None else None
    if record is None:
        raise RecordError(_("the server sent no game for this room"))
    record.meta["players"] = names
    screens = importlib.import_module(registry.find(room["game"]).screens)
    scene_class, session = screens.table_parts(record)
    for seat, name in zip(session.seats, names, strict=False):
        seat.name, seat.level = name, None
    watched = WatchingTable if room.get("watching") else WatchedTable  # common.ui.watching
    online = type(f"Online{scene_class.__name__}", (watched, OnlineTable, scene_class), {})

    def finished(final: GameRecord, table_session: TableSession) -> None:
        link.after = None if room.get("watching") else finished  # a player may play again
        screens.show_results(app, link.kept_record or final, table_session)
        if link.after is not None:
            offer_at_results(app, link, names, open_online_table)  # common.ui.rematch_offer
            return
        again = getattr(app.top, "again", None)
        if again is not None:  # another online game, not a local one at this computer
            again.label, again.on_click = _("Play online"), app.nav.online
            again.tooltip = _("Host or join another game online (Enter)")

    scene = online(app, session, finished, record)
    scene.connect(link, frozenset(room.get("you", [])), room["seats"], room.get("creator", False))
    scene.backlog = list(heard)
    app.replace(scene)
    give_webhook(app, link, room)  # your turn, while away: the server calls it


class OnlineTable(TableScene):
    """Mixed in before a game's table scene (see open_online_table)."""

    controller_class = OnlineController
    table: OnlineController  # made from controller_class
    backlog: list[Event]
    followed_clock: Callable[[], MoveClock]  # common.ui.watching.WatchedTable, mixed in before
    clock: Callable[[], float] = staticmethod(time.monotonic)  # how long a friend has been gone

    def connect(
        self, link: OnlineLink, mine: frozenset[int], seats: list[dict], creator: bool = False
    ) -> None:
        self.link = link
        self.seat_views = seats
        self.creator = creator  # the room's creator may give a gone player's seat away
        self.gone_since: dict[int, float] = {}  # a friend's seat whose connection is lost
        self._gone_shown = -1  # the whole seconds of absence the screen last showed
        self.offline: str | None = None  # why this window is no longer connected, if it is not
        # Take-backs agreed to: [action number gone back to, its place in the log, words]
        self.log_notes: list[list[Any]] = []
        self.final_error: str | None = None  # the code of an error that ended the connection
        self.talk = TableTalk(self)
        self.hint_button.label = _("Say…")  # online, the Hint's place holds the quick messages
        self.hint_button.tooltip = _("A quick message to the table, from a fixed list")
        table = self.table
        assert isinstance(table, OnlineController)
        table.mine = mine
        table.send = lambda action, index: link.net.call("act", action, index)
        table.send_roll = lambda: link.net.call("roll")
        finish, self._finish_waiting = table.on_finished, False

        def finished() -> None:  # the results wait for the seed and the dice check
            if link.verdict_words is None and link.lost is None:
                self._finish_waiting = True
            else:
                finish()

        table.on_finished = finished
        self._finish = finish

    def update(self, dt: float) -> bool:
        heard, self.backlog = [*self.backlog, *self.link.net.poll()], []
        for event in heard:
            self._heard(event.message)
        heard_end = self.link.verdict_words is not None or self.link.lost is not None
        if self.link.lost is not None and not self.record.state.is_terminal() and self._dropped():
            return True
        if self._finish_waiting and heard_end:
            self._finish_waiting = False
            self._finish()
            return True
        if self.gone_since:  # the "connection lost, m:ss" line ticks with nobody touching
            seconds = int(self.clock() - min(self.gone_since.values()))
            if seconds != self._gone_shown:
                self._gone_shown, self.app.dirty = seconds, True
        busy = super().update(dt)
        self.talk.update()
        self.talk.notice_turn(self.table.caught_up and self.table.human_to_move())
        return busy

    def enable_buttons(self) -> None:
        super().enable_buttons()
        self.hint_button.enabled = True
        self.redo_button.enabled = False
        if self.undo_button.enabled:
            self.undo_button.tooltip = _("Ask the others to take back your last move (Ctrl+Z)")

    def undo(self) -> None:
        reason = self.table.undo_refusal(False)
        if reason is not None:
            self.say(reason.words(self.names()), error=True)
            return
        self.talk.ask_undo()

    def ask_hint(self) -> None:
        """Online there are no hints: the Hint's button and key say a quick message."""
        self.talk.choose()

    def seats_named(self, name: str) -> list[int]:
        return [i for i, view in enumerate(self.seat_views) if view.get("name") == name]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rows = self.lay.player_rows
        for seat, words in self.card_notes().items():  # whose turn it is or not
            if seat < len(rows):
                card_note(surface, rows[seat], words, BAD)
        self.talk.draw(surface, rows)

    def card_notes(self) -> dict[int, str]:
        """What each player's card says beyond its figures: a connection lost, and since when."""
        notes = {}
        for seat, since in self.gone_since.items():
            lost = int(self.clock() - since)
            notes[seat] = _("connection lost, {m}:{s:02d}").format(m=lost // 60, s=lost % 60)
        return notes

    def open_menu(self) -> None:
        """The game goes on while the menu is open (nobody pauses an online game); no saving
        or loading here: the server keeps the game, and this computer keeps it at the end."""
        self.put_down()
        app = self.app
        from common.ui.settings_scene import SettingsScene

        app.push(
            Dialog(
                app,
                _("Menu"),
                _("The game goes on meanwhile. If you leave, your seat is kept for you."),
                [
                    (_("Back to the table"), lambda: None),
                    *seats_to_give(self),
                    *offer_to_end(self),
                    (_("Rules…"), lambda: app.nav.rules(self.record.game.name)),
                    (_("Settings…"), lambda: app.push(SettingsScene(app, self._relaid))),
                    (_("Leave the table"), self.leave),
                    (
                        _("Quit Bazaar"),
                        lambda: app.push(
                            ask_to_quit(
                                app, _("Your seat is kept: Rejoin on the title brings you back.")
                            )
                        ),
                    ),
                ],
                escape_choice=0,
            )
        )

    def _relaid(self) -> None:
        self.layout(self.app.size)

    def leave(self) -> None:
        """Back to the title, the seat kept; a host is told first that friends will wait."""
        if self.link.server is None or self.record.state.is_terminal():
            self.app.nav.title()
            return
        self.app.push(
            Dialog(
                self.app,
                _("Leave the table?"),
                _(
                    "Your friends will be waiting: the game is kept on this computer. "
                    "Host it again from the title and everyone comes back to their seat."
                ),
                [(_("Stay"), lambda: None), (_("Leave"), self.app.nav.title)],
                escape_choice=0,
            )
        )

    def _heard(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "steps":  # the client put them in the record: show them from there
            self.table.arrived(message["first"])
        elif kind == "seats":
            self._presence(message["seats"])
        elif kind == "chat" and message["id"] in CHAT:
            self.talk.heard_chat(message)
        elif kind in ("undo_asked", "undo_result") or message.get("code") == UNDO:
            self.talk.heard_undo(message)
            if kind == "undo_result" and message["accepted"]:
                self.note_taken_back(message["name"])
        elif kind == "error":  # a move the server refused (the game moved on): choose again
            self.final_error = message["code"]
            self.table.refused()
            self.say(refusal_words(message["code"], message["reason"], "move"), True)
        elif kind == "undone":
            self.table.taken_back()
        elif kind == "end" and message.get("ended_by"):
            ended_early(self, message["ended_by"])
        elif kind == "end":
            self._ended()
        elif kind == CLOSED:
            self.link.lost = message["reason"]
            why = _("The connection to the server was lost: {why}").format(why=message["reason"])
            if self.final_error not in FINAL_CODES:  # else the error that ended it stays said
                self.say(why, True)

    def _dropped(self) -> bool:
        """The connection dropped mid-game: try to come back by itself (a dialog with the
        tries and a Cancel), unless the server ended it for good; whether it tries."""
        link = self.link
        if not may_reconnect(link, self.final_error):
            return False
        app = self.app
        link.lost = None  # tried once for this drop: the dialog takes it on
        app.push(
            ReconnectDialog(
                app, link, lambda new, room: open_online_table(app, new, room), self._offline
            )
        )
        return True

    def note_taken_back(self, name: str) -> None:
        """A take-back everyone agreed to, noted in the game log where the game went back to
        (the log reads steps; a take-back is none, so the table keeps the note)."""
        words = _("{name}'s move was taken back: everyone agreed.").format(name=name)
        self.log_notes.append([self.table.shown_index, None, words])
        self.app.dirty = True

    def with_notes(self, entries: Sequence[Any]) -> Sequence[Any]:
        """The log with each take-back's note after the line it went back to (its place is
        the length of the log the moment it was taken back; a note whose moves are gone
        again is not shown)."""
        shown = self.table.shown_index
        placed = []
        for note in self.log_notes:
            if note[0] == shown and note[1] is None:
                note[1] = len(entries)
            if note[1] is not None and note[0] <= shown and 0 < note[1] <= len(entries):
                placed.append((note[1], note[2]))
        if not placed:
            return entries
        merged = list(entries)
        for at, words in sorted(placed, reverse=True):
            before = entries[at - 1]
            merged.insert(at, type(before)(before.turn, before.seat, words))
        return merged

    def _offline(self, words: str | None) -> None:
        """Reconnecting is over (`words`: why), or tried again (None): the status says so."""
        self.offline = words
        self.app.dirty = True

    def _presence(self, seats: list[dict]) -> None:
        """Who is here: a person's seat (a friend's, or the host's own) whose connection is
        lost starts its clock; the screen is redrawn at once, gone or back."""
        given = [
            seat
            for seat, (old, new) in enumerate(zip(self.seat_views, seats, strict=False))
            if old["kind"] != COMPUTER and new["kind"] == COMPUTER
        ]
        for seat in given:  # a person's seat the computer took: its card says so
            name = self.session.seats[seat].name
            self.session.seats[seat].name = _("{name} (computer)").format(name=name)
        self.seat_views = seats
        now = self.clock()
        for seat, view in enumerate(seats):
            if view["kind"] != COMPUTER and not view.get("online"):
                self.gone_since.setdefault(seat, now)
            else:
                self.gone_since.pop(seat, None)
        self.app.dirty = True

    def status_text(self, *args: Any) -> str:
        """Whose turn it is, when it is not this computer's: a friend's (and whether their
        connection is lost, for how long), the server's computer, or the server itself."""
        if self.offline is not None:  # nobody can be waited for: say why the table is still
            return self.offline
        table = self.table
        state = table.shown
        if not table.caught_up or state.is_terminal():
            return super().status_text(*args)
        roller = state.roller() if state.is_chance_node() else None
        seat = state.current_player() if roller is None else roller
        if seat in table.mine:
            return super().status_text(*args)
        if (
            roller is not None
            and roller not in self.gone_since
            and 0 <= roller < len(self.seat_views)
        ):
            return _("Waiting for {name} to roll…").format(name=self.name(roller))
        if not 0 <= seat < len(self.seat_views):
            return _("Waiting for the server…")
        name = self.name(seat)
        if self.seat_views[seat]["kind"] == "computer":
            return _("{name} is thinking").format(name=name) + self.thinking_dots()
        if seat in self.gone_since:
            lost = int(self.clock() - self.gone_since[seat])
            return _("Waiting for {name} (connection lost, {m}:{s:02d})").format(
                name=name, m=lost // 60, s=lost % 60
            )
        return _("Waiting for {name}…").format(name=name)

    def _ended(self) -> None:
        """The seed is revealed: check every chance step against it, keep the game."""
        verdict = self.link.net.client.verdict if self.link.net.client else None
        if verdict is None or not verdict.fair or verdict.record is None:
            why = verdict.reason if verdict is not None else _("the server revealed nothing")
            self.link.verdict_words = _("The dice could not be checked: {why}").format(why=why)
            return
        kept = verdict.record
        kept.meta.update(self.record.meta)
        chances = sum(step.is_chance for step in kept.steps)
        self.link.verdict_words = n_(
            "The {n} chance step matches the server's promise.",
            "All {n} chance steps match the server's promise.",
            chances,
        ).format(n=chances)
        kept.meta["dice_check"] = self.link.verdict_words
        code = self.link.net.client.room.get("code") if self.link.net.client else None
        if code:  # the seat is not coming back: the game is over
            seat_tokens.forget(self.link.address, code)
        try:
            self.app.keeper.keep_finished(kept)  # tried again until kept, wherever one is
        except (OSError, RecordError) as error:
            self.say(_("The game could not be saved: {why}").format(why=error), True)
        self.link.kept_record = kept
        self.say(self.link.verdict_words)

    def on_exit(self) -> None:
        """Leaving the table (the results, the title, the window closing) ends the link; the
        seat stays the player's on the server."""
        super().on_exit()
        if self.link.after is None:  # else the results hold it, for a rematch
            self.link.close()
