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
from typing import Any

from common.core import registry
from common.core.errors import RecordError
from common.core.i18n import N_, _, n_
from common.core.record import GameRecord
from common.core.refusal import Refusal, refuse
from common.net import seat_tokens
from common.net.client import CLOSED, Event
from common.net.protocol import CHAT, FINAL_CODES, UNDO
from common.ui.dialogs import Dialog
from common.ui.online_link import OnlineLink
from common.ui.online_reconnect import ReconnectDialog, may_reconnect
from common.ui.online_talk import TableTalk
from common.ui.table import TableScene
from common.ui.table_controller import TableController


class OnlineController(TableController):
    """The table controller of an online game: the seats at this computer are `mine`; every
    other seat (a friend's, a computer's) is played on the server."""

    mine: frozenset[int] = frozenset()
    send: Callable[[Any], None] = staticmethod(lambda action: None)
    _sent_at = -1  # the number of actions when a move was last sent (until it comes back)

    def is_human(self, seat: int) -> bool:
        return seat in self.mine

    def is_computer(self, seat: int) -> bool:
        return False

    def human_to_move(self) -> bool:
        return self._sent_at != len(self.record.actions) and super().human_to_move()

    def submit(self, action: Any, by_hand: bool = False) -> Refusal | None:
        if not self.human_to_move():
            return refuse("not-your-turn", N_("Wait for your turn."))
        reason = self.record.state.check_action(action)
        if reason is not None:
            return reason
        self._sent_at = len(self.record.actions)
        self.by_hand = self._sent_at if by_hand else None
        self.stop_thinking()
        self.send(action)
        return None

    def undo_refusal(self, practice: bool) -> str | None:
        """Whether this player may ask to take back their last move: the fair-undo rule of
        every table (never back across a shown roll; practice has no say online)."""
        if not self.caught_up or self._sent_at == len(self.record.actions):
            return _("Wait until your move has arrived")
        return self.record.undo_refusal(by=self.mine.__contains__)

    def redo(self) -> bool:
        return False

    def refused(self) -> None:
        self._sent_at = -1

    def take_back_to(self, cursor: int) -> None:
        """Everyone agreed to a take-back: the server's game is back at `cursor`; the steps
        after it stay until the next move replaces them (GameRecord.receive)."""
        self.record.cursor = min(cursor, len(self.record.actions))
        self._sent_at = -1
        self.jump_to_record()

    def autosave(self) -> None:
        """The server keeps the game; this computer keeps it when it ends (with its seed)."""

    def flush(self) -> None:
        """Nothing to write: see autosave."""


def seat_name(seat: int, view: dict[str, Any]) -> str:
    """How a seat of the room is called: its player's name, or the computer and its level."""
    if view["kind"] == "computer":
        return _("Computer ({level})").format(level=_(view.get("level", "medium").capitalize()))
    return view.get("name") or _("Player {n}").format(n=seat + 1)


def follower_of(room: dict[str, Any], names: list[str]) -> GameRecord:
    """The room's game as a following record, every action so far received as a step."""
    entry = registry.find(room["game"])
    game = entry.game()
    record = GameRecord.follower(game, game.setup_from_json(room["setup"]), {"players": names})
    for index, text in enumerate(room["actions"]):
        record.receive(index, game.parse_action(text))
    return record


def open_online_table(
    app: Any, link: OnlineLink, room: dict[str, Any], heard: Sequence[Event] = ()
) -> None:
    """Sit down at the room's game: the game's own table, following the server; `heard` is
    what arrived after the start and before the table was there."""
    names = [seat_name(i, seat) for i, seat in enumerate(room["seats"])]
    record = follower_of(room, names)
    screens = importlib.import_module(registry.find(room["game"]).screens)
    scene_class, session = screens.table_parts(record)
    for seat, name in zip(session.seats, names, strict=False):
        seat.name, seat.level = name, None
    online = type(f"Online{scene_class.__name__}", (OnlineTable, scene_class), {})

    def finished(final: GameRecord, table_session: Any) -> None:
        screens.show_results(app, link.kept_record or final, table_session)
        again = getattr(app.top, "again", None)
        if again is not None:  # another online game, not a local one at this computer
            again.label, again.on_click = _("Play online"), app.nav.online
            again.tooltip = _("Host or join another game online (Enter)")

    scene = online(app, session, finished, record)
    scene.connect(link, frozenset(room.get("you", [])), room["seats"])
    scene.backlog = list(heard)
    app.replace(scene)


class OnlineTable(TableScene):
    """Mixed in before a game's table scene (see open_online_table)."""

    controller_class = OnlineController
    backlog: list[Event]

    def connect(self, link: OnlineLink, mine: frozenset[int], seats: list[dict]) -> None:
        self.link = link
        self.seat_views = seats
        self.gone_since: dict[int, float] = {}  # a friend's seat whose connection is lost
        self.final_error: str | None = None  # the code of an error that ended the connection
        self.talk = TableTalk(self)
        self.hint_button.label = _("Say…")  # online, the Hint's place holds the quick messages
        self.hint_button.tooltip = _("A quick message to the table, from a fixed list")
        table = self.table
        assert isinstance(table, OnlineController)
        table.mine = mine
        table.send = lambda action: link.net.call("act", action)
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
            self.say(reason, error=True)
            return
        self.talk.ask_undo()

    def ask_hint(self) -> None:
        """Online there are no hints: the Hint's button and key say a quick message."""
        self.talk.choose()

    def seats_named(self, name: str) -> list[int]:
        return [i for i, view in enumerate(self.seat_views) if view.get("name") == name]

    def draw(self, surface: Any) -> None:
        super().draw(surface)
        self.talk.draw(surface, self.lay.player_rows)

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
                    (_("Rules…"), lambda: app.nav.rules(self.record.game.name)),
                    (_("Settings…"), lambda: app.push(SettingsScene(app, self._relaid))),
                    (_("Leave the table"), self.leave),
                    (_("Quit Bazaar"), app.quit),
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
        record = self.record
        if kind == "steps":
            try:
                for index, step in enumerate(message["steps"], start=message["first"]):
                    record.receive(index, record.game.parse_action(step["action"]))
            except (RecordError, ValueError) as error:
                why = _("The server sent a move that does not fit: {why}").format(why=error)
                self.say(why, True)
        elif kind == "seats":
            self._presence(message["seats"])
        elif kind == "chat" and message["id"] in CHAT:
            self.talk.heard_chat(message)
        elif kind in ("undo_asked", "undo_result") or message.get("code") == UNDO:
            self.talk.heard_undo(message)
        elif kind == "error":  # a move the server refused (the game moved on): choose again
            self.final_error = message["code"]
            self.table.refused()
            self.say(message["reason"], True)
        elif kind == "undone":
            self.table.take_back_to(message["cursor"])
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
        app.push(ReconnectDialog(app, link, lambda new, room: open_online_table(app, new, room)))
        return True

    def _presence(self, seats: list[dict]) -> None:
        self.seat_views = seats
        now = time.monotonic()
        for seat, view in enumerate(seats):
            if view["kind"] == "remote" and not view.get("online"):
                self.gone_since.setdefault(seat, now)
            else:
                self.gone_since.pop(seat, None)

    def status_text(self, *args: Any) -> str:
        """Whose turn it is, when it is not this computer's: a friend's (and whether their
        connection is lost, for how long), the server's computer, or the server itself."""
        table = self.table
        state = table.shown
        if not table.caught_up or state.is_terminal():
            return super().status_text(*args)
        seat = state.current_player()
        if seat in table.mine:
            return super().status_text(*args)
        if not 0 <= seat < len(self.seat_views):
            return _("Waiting for the server…")
        name = self.name(seat)
        if self.seat_views[seat]["kind"] == "computer":
            return _("{name} is thinking").format(name=name) + self.thinking_dots()
        if seat in self.gone_since:
            lost = int(time.monotonic() - self.gone_since[seat])
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
        self.link.close()
