"""One room of the server: its table (seats and the people holding them) and, once started,
the game's record with its secret seed. Pure logic, no networking: the server hands it checked
messages and it posts what each member should be sent through `post(member, text)`.

A member is one client: the room's creator (who also plays the seats "local" at the host) or a
joiner holding one remote seat. Each has a token (only its SHA-256 is kept) to come back with.
A member only acts for its own seats and only when the rules say it is one of them to move.

A die is drawn when its roller rolls (GameRecord.roll): a member's seat sends `roll`, a
computer's seat rolls at once; until then nobody, the roller included, can learn it, and the
roller may still change the decision before it (an `action` at that decision's index).
"""

from __future__ import annotations

import contextlib
import hmac
import secrets
from collections.abc import Callable
from typing import Any

from common.core import registry
from common.core.api import GameState
from common.core.errors import IllegalActionError, NotationError
from common.core.i18n import _
from common.core.record import GameRecord
from common.net import fairness
from common.net.errors import Refused
from common.net.protocol import (
    COMPUTER,
    FULL,
    ILLEGAL,
    LOCAL,
    MAX_BATCH,
    NAME_TAKEN,
    NOT_ALLOWED,
    REMOTE,
    SERVER_MESSAGES,
    STALE,
    STARTED,
    UNDO,
    encode,
)
from common.net.room_options import RoomOptions, options_to_json
from common.net.room_table import Member, Seat, UndoRequest, token_hash, told


def msg(kind: str, /, **fields: Any) -> str:
    return encode(kind, SERVER_MESSAGES, **fields)


class Room:
    def __init__(self, code: str, game: str, setup: Any, seats: list[Seat]) -> None:
        self.code = code
        self.entry = registry.find(game)
        self.game = self.entry.game()
        self.setup = setup
        self.seats = seats
        self.members: list[Member] = []
        self.record: GameRecord | None = None
        self.nonce = ""
        self.undo: UndoRequest | None = None
        self.undo_count = 0
        self.post: Callable[[Member, str], None] = lambda member, text: None
        self.changed: Callable[[Room], None] = lambda room: None  # after every step: save it
        self.options = RoomOptions()  # tempo, clock, watching, listing (common.net.room_options)
        self.watchers: list[Member] = []  # read-only members: no seat, no token (watchers.py)
        self.turn: tuple[int, float] | None = None  # the seat to move, since when (wall clock)
        # What the server's turn features add to a snapshot: the clock, a rematch offered.
        self.more_fields: Callable[[], dict[str, Any]] = dict

    # --- who is here ------------------------------------------------------------------

    def add_member(self, name: str, creator: bool = False) -> tuple[Member, str]:
        """A new member and its token; a joiner takes the first free remote seat."""
        if creator:
            seats = [i for i, seat in enumerate(self.seats) if seat.kind == LOCAL]
        else:
            seats = self._free_seat(name)
        token = secrets.token_hex(16)
        member = Member(name, token_hash(token), seats, creator)
        self.members.append(member)
        for seat in seats:
            self.seats[seat].member = len(self.members) - 1
        return member, token

    def _free_seat(self, name: str) -> list[int]:
        """The seat a new joiner takes, or why there is none for them."""
        if self.record is not None:
            why = _("This game has already started: only its own players can come back to it")
            raise Refused(STARTED, why)
        free = [i for i, s in enumerate(self.seats) if s.kind == REMOTE and s.member is None]
        if not free:
            raise Refused(FULL, _("This room is full: every seat is taken"))
        if name.casefold() in (taken.casefold() for taken in self.names()):
            why = _("Someone in this room is called {name} already: choose another name")
            raise Refused(NAME_TAKEN, why.format(name=name))
        return free[:1]

    def member_with(self, token: str) -> Member | None:
        wanted = token_hash(token)
        found = None
        for member in self.members:
            if hmac.compare_digest(member.token_sha256, wanted):
                found = member
        return found

    def seat_views(self) -> list[dict[str, Any]]:
        views = []
        for seat in self.seats:
            view: dict[str, Any] = {"kind": seat.kind, "online": True}
            if seat.level is not None:
                view["level"] = seat.level
            holder = None if seat.member is None else self.members[seat.member]
            name = seat.name or (holder.name if holder is not None else None)
            if name is not None:
                view["name"] = name
            if seat.kind != COMPUTER:
                view["online"] = holder is not None and holder.online
            views.append(view)
        return views

    def names(self) -> list[str]:
        return [view.get("name", "") for view in self.seat_views()]

    def snapshot(self, member: Member, token: str | None = None) -> str:
        """The whole room as `member` sees it (on joining or coming back)."""
        fields: dict[str, Any] = {
            "code": self.code,
            "game": self.game.name,
            "setup": self.game.setup_to_json(self.setup),
            "seats": self.seat_views(),
            "you": member.seats,
            "creator": member.creator,
            "actions": [] if self.record is None else [str(a) for a in self.record.played],
            "options": options_to_json(self.options),
            "watchers": len(self.watchers),
        }
        if member in self.watchers:
            fields["watching"] = True
        fields.update(self.more_fields())
        if token is not None:
            fields["token"] = token
        if self.record is not None:
            fields["commitment"] = fairness.commitment(self.record.seed, self.nonce)
        return msg("room", **fields)

    def broadcast(self, text: str) -> None:
        """To every member and every watcher alike: a watcher sees exactly what players see."""
        for member in [*self.members, *self.watchers]:
            self.post(member, text)

    def presence_changed(self) -> None:
        self.broadcast(msg("seats", seats=self.seat_views(), watchers=len(self.watchers)))

    # --- the game ---------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        """The game is over: played to its end, or ended by the creator (`ended_by`)."""
        record = self.record
        return record is not None and (record.state.is_terminal() or self.ended_by is not None)

    @property
    def ended_by(self) -> str | None:
        """Who ended the game before its end (kept in the record's details), if anyone."""
        name = self.record.meta.get("ended_by") if self.record is not None else None
        return name if isinstance(name, str) else None

    def end_game(self, member: Member, overdue: bool = False) -> None:
        """The creator ends a game that cannot go on (a friend gone for good), or any other
        player when the seat to move ran out of time (`overdue`): no result; the seed is
        revealed so every window still checks the dice played so far."""
        record = self._require_game()
        if not member.creator and not overdue:
            raise Refused(NOT_ALLOWED, _("Only the room's creator ends its game"))
        self.undo = None
        record.meta["ended_by"] = member.name
        self.changed(self)
        self.broadcast(self.reveal())

    def _require_game(self) -> GameRecord:
        if self.record is None or self.finished:
            raise Refused(NOT_ALLOWED, _("No game is being played in this room"))
        return self.record

    def start(self, member: Member) -> None:
        if not member.creator or self.record is not None:
            raise Refused(NOT_ALLOWED, _("Only the room's creator starts its game, once"))
        waiting = [s for s in self.seats if s.kind == REMOTE and s.member is None]
        if waiting:
            raise Refused(NOT_ALLOWED, _("Some seats are still waiting for players"))
        self.begin()

    def begin(self) -> None:
        """A new game at this table: a new seed, its commitment sent to everyone."""
        self.nonce = fairness.new_nonce()
        seed = fairness.new_seed()
        meta = {"players": self.names(), "online": True}
        self.record = GameRecord(self.game, self.setup, seed, meta)
        self.broadcast(msg("started", commitment=fairness.commitment(seed, self.nonce)))
        self._computers_roll()
        self._tell_steps(0)

    def _tell_steps(self, start: int) -> None:
        """Send the steps from `start` to the cursor, save the room, and reveal the seed once
        the game is over."""
        record = self.record
        assert record is not None
        self.changed(self)
        for first in range(start, record.cursor, MAX_BATCH):
            steps = [
                {"action": str(step.action), "seat": step.seat, "kind": step.kind}
                for step in record.steps[first : min(first + MAX_BATCH, record.cursor)]
            ]
            self.broadcast(msg("steps", first=first, steps=steps))
        if self.finished:
            self.broadcast(self.reveal())

    def reveal(self) -> str:
        """The seed and nonce, once the game is over (to whoever comes back after, too), and
        the seats a computer took over and finished."""
        assert self.record is not None and self.finished
        fields: dict[str, Any] = {"seed": self.record.seed, "nonce": self.nonce}
        if self.ended_by is not None:
            fields["ended_by"] = self.ended_by
        if self.computers_finished:
            fields["computers"] = self.computers_finished
        return msg("end", **fields)

    @property
    def computers_finished(self) -> list[int]:
        """The seats a computer took over during the game (kept in the record's details)."""
        seats = self.record.meta.get("computers", []) if self.record is not None else []
        return [s for s in seats if isinstance(s, int) and 0 <= s < len(self.seats)]

    def _to_move(self) -> int:
        return self._require_game().state.current_player()

    def act(self, member: Member, index: int, text: str) -> None:
        """A member's decision at the cursor `index` (what it saw when it chose), or, while its
        die waits, at the index of its decision before the die (which it replaces)."""
        record = self._require_game()
        unrolled = record.unrolled_decision()
        if unrolled is not None and index == unrolled:
            seat = record.steps[unrolled].seat
        elif index == record.cursor:
            seat = self._to_move()
        else:
            seat = None
        if seat is None or self.undo is not None:
            raise Refused(STALE, _("The game has moved on since that move was chosen"))
        if seat not in member.seats:
            raise Refused(NOT_ALLOWED, _("It is not your turn"))
        self._play(self._parse(text), index)

    def roll(self, member: Member, index: int) -> None:
        """A member rolls its seat's die that waits at `index`."""
        record = self._require_game()
        if index != record.cursor or self.undo is not None:
            raise Refused(STALE, _("The game has moved on since that move was chosen"))
        if record.waiting_roll is None or record.waiting_roll not in member.seats:
            raise Refused(NOT_ALLOWED, _("It is not your turn"))
        record.roll()
        self._computers_roll()
        self._tell_steps(index)

    def _parse(self, text: str) -> Any:
        try:
            return self.game.parse_action(text)
        except NotationError as error:
            raise Refused(ILLEGAL, _("That is not a move of this game")) from error

    def _play(self, action: Any, start: int) -> None:
        """Play a decision made at `start` (the cursor, or a decision before a waiting die):
        the rules check it once, as the record plays it."""
        record = self._require_game()
        try:
            record.play(action)
        except IllegalActionError as error:
            raise Refused(ILLEGAL, told(error.reason, self.names())) from error
        self._computers_roll()
        self._tell_steps(start)

    def _computers_roll(self) -> None:
        """A computer seat's die is rolled at once (nobody waits for a computer's gesture)."""
        record = self.record
        while record is not None and record.waiting_roll is not None:
            if self.seats[record.waiting_roll].kind != COMPUTER:
                return
            record.roll()

    def computer_to_move(self) -> tuple[int, str, GameState, int] | None:
        """(seat, level, state, cursor) when a computer seat is to move, else None."""
        if self.record is None or self.finished or self.undo is not None:
            return None
        seat = self.record.state.current_player()
        if seat < 0 or self.seats[seat].kind != COMPUTER:
            return None
        return seat, self.seats[seat].level or "random", self.record.state, self.record.cursor

    def play_computer(self, seat: int, cursor: int, action: Any) -> bool:
        """Play a computer's choice if the game is still where the computer was asked."""
        if self.computer_to_move() is None or self.record is None:
            return False
        if (self.record.cursor, self.record.state.current_player()) != (cursor, seat):
            return False
        if action is not None:
            with contextlib.suppress(Refused):  # a computer's illegal move: a random one
                self._play(action, cursor)
                return True
        options = self.record.state.legal_actions()
        self._play(options[secrets.randbelow(len(options))], cursor)
        return True

    def give_seat(self, member: Member, seat: int, level: str, overdue: bool = False) -> None:
        """The creator lets a computer take the seat of someone who has gone (or never came);
        any other player may when that seat ran out of time on its move (`overdue`), even if
        its player is still connected. The record keeps which seats a computer finished."""
        mine = seat in member.seats
        allowed = member.creator or (overdue and member.seats and not mine)
        if not allowed or seat >= len(self.seats) or self.seats[seat].kind != REMOTE:
            raise Refused(NOT_ALLOWED, _("Only the room's creator gives a player's seat away"))
        holder_index = self.seats[seat].member
        if holder_index is not None and self.members[holder_index].online and not overdue:
            raise Refused(NOT_ALLOWED, _("That player is still here"))
        if level not in self.entry.level_names():
            raise Refused(NOT_ALLOWED, _("This game has no computer player of that level"))
        if holder_index is not None:
            self.members[holder_index].seats.remove(seat)
        self.seats[seat] = Seat(COMPUTER, level, self.seats[seat].name)
        if self.record is not None and not self.finished:
            self.record.meta["computers"] = sorted({*self.computers_finished, seat})
        if self.record is not None and not self.finished and self.record.waiting_roll == seat:
            start = self.record.cursor
            self._computers_roll()
            self._tell_steps(start)
        self.changed(self)
        self.presence_changed()

    # --- undo, only when everyone agrees ----------------------------------------------

    def ask_undo(self, member: Member) -> None:
        record = self._require_game()
        if self.undo is not None:
            raise Refused(UNDO, _("A take-back is already being asked"))
        reason = record.undo_refusal(by=member.seats.__contains__)
        if reason is not None:
            raise Refused(UNDO, told(reason, self.names()))
        others = {i for i, m in enumerate(self.members) if m is not member and m.seats}
        away = [self.members[i].name for i in others if not self.members[i].online]
        if away:
            raise Refused(UNDO, _("Waiting for {name}").format(name=away[0]))
        self.undo_count += 1
        self.undo = UndoRequest(self.undo_count, member, others)
        if not others:
            self._undo_now()
            return
        self.broadcast(msg("undo_asked", request=self.undo_count, name=member.name))

    def answer_undo(self, member: Member, number: int, accept: bool) -> None:
        request = self.undo
        me = self.members.index(member)
        if request is None or request.number != number or me not in request.waiting:
            raise Refused(UNDO, _("There is no take-back waiting for your answer"))
        if not accept:
            self.undo = None
            self.broadcast(msg("undo_result", request=number, accepted=False, name=member.name))
            return
        request.waiting.discard(me)
        if not request.waiting:
            self._undo_now()

    def _undo_now(self) -> None:
        request, record = self.undo, self._require_game()
        assert request is not None
        self.undo = None
        reason = record.undo_refusal(by=request.member.seats.__contains__)
        accepted = reason is None
        if accepted:
            record.undo(by=request.member.seats.__contains__)
            self.changed(self)
            self.broadcast(msg("undone", cursor=record.cursor))
        name = request.member.name
        self.broadcast(msg("undo_result", request=request.number, accepted=accepted, name=name))

    def left(self, member: Member) -> None:
        """A member went away: a take-back waiting for its answer is dropped."""
        if self.undo is not None and self.members.index(member) in self.undo.waiting:
            self.undo = None
            name = member.name
            self.broadcast(msg("undo_result", request=self.undo_count, accepted=False, name=name))
