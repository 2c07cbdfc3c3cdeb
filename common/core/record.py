"""A game record: setup, seed and the actions played, with an undo/redo cursor and JSON saves.

Chance nodes are resolved by the record, never by a player: the k-th chance event of a game takes
chance_uniform(seed, k). The die therefore cannot be re-rolled by undoing, and a saved game replays
exactly. A chance node with a roller (GameState.roller: Marrakech's die) waits at the cursor
until that seat rolls (`roll`): until then its outcome is drawn nowhere, not even in the save,
and the roller may still change the decision before it (`play` replaces it). A shown chance
outcome is a commitment: undo never goes back across it, unless the record is in practice mode
(then a new line draws afresh: common.core.chance_lines). A decision the rules make for a
player (GameState.forced_action: Bombay's end piece) is played by the record the same way, so
the cursor never rests on it. Saves are plain JSON; loading checks every action.

The record is the game's history: beside the actions it keeps one Step per action (who, what
kind, the positions around it, the rules' events), worked out once when the action is played;
undo keeps them for redo, a new line drops them; a save stays setup + seed + actions.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from common.core.api import AnyGame, GameState
from common.core.chance_lines import ChanceEpochs
from common.core.cleantext import quoted
from common.core.errors import IllegalActionError, NotationError, RecordError, UndoRefusedError
from common.core.i18n import _
from common.core.refusal import Refusal
from common.core.rng import chance_uniform, pick_outcome
from common.core.safe_read import UnreadableFile, parse_json
from common.core.save_fields import FORMAT_VERSION, read_save, save_json
from common.core.step import CHANCE_STEP, DECISION, Step, step_kind
from common.core.vocabulary import CHANCE_DECIDES, FOLLOWED, NOTHING_TO_UNDO

# The longest game's save is some 20 KB: anything far larger is refused before it is parsed.
MAX_SAVE_BYTES = 1024 * 1024
MAX_SEED = (1 << 63) - 1
By = Callable[[int], bool] | None  # which seats' decisions undo goes back to (None: anyone's)


def _seed(value: object) -> int:
    """`value` if it is a seed (a whole number from 0 to MAX_SEED), else RecordError."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_SEED:
        raise RecordError(_("a seed must be a whole number from 0 to {n}").format(n=MAX_SEED))
    return value


class GameRecord:
    """The history of one game. `state` is the position at the cursor. `practice` (not saved:
    the player's setting) lets undo go back across shown chance outcomes."""

    def __init__(
        self,
        game: AnyGame,
        setup: Any,
        seed: int,
        meta: dict[str, Any] | None = None,
        follow: bool = False,
    ):
        seed = _seed(seed)
        self.game = game
        self.setup = setup
        self.seed = seed
        self.meta: dict[str, Any] = dict(meta or {})
        self.actions: list[Any] = []
        self.steps: list[Step] = []  # one per action, the redo tail's too
        self._initial = game.initial_state(setup)
        self.cursor = 0
        self.practice = False
        self.chance = ChanceEpochs()
        self._listeners: list[Callable[[GameRecord], None]] = []
        self.following = follow  # a copy of a game held elsewhere: its steps come by `receive`
        self._expected: tuple[int, Any, GameState, GameState] | None = None  # see `expect`
        if not follow:
            self._resolve_chance()

    @classmethod
    def follower(cls, game: AnyGame, setup: Any, meta: dict[str, Any] | None = None) -> GameRecord:
        """A copy of a game held elsewhere (an online game's server): every step, chance ones
        included, comes from `receive`; it knows no seed and draws nothing itself."""
        return cls(game, setup, 0, meta, follow=True)

    def receive(self, index: int, action: Any) -> GameState:
        """Action number `index` as the game's holder played it (a decision, a chance outcome
        or a forced step), checked by the rules and kept as a step like a move played here;
        an index before the end first takes the line back there (an undo all agreed to).
        RecordError if it does not fit the game."""
        if not self.following or not 0 <= index <= len(self.actions):
            raise RecordError(_("a step arrived out of order"))
        expected, self._expected = self._expected, None
        before = self.state_at(index)
        try:
            if expected is not None and expected[:3] == (index, action, before):
                after = expected[3]  # checked by the rules when it was sent
            else:
                after = before.apply_action(action)
        except IllegalActionError as error:
            why = _("move {n} ({move}) is not legal: {why}")
            words = why.format(n=index + 1, move=quoted(str(action)), why=error.reason)
            raise RecordError(words) from error
        self.cursor = index
        self._truncate()
        self._append(after, action)
        self._changed()
        return after

    def expect(self, index: int, action: Any) -> None:
        """A decision this side sends to the game's holder as action number `index`: the
        rules check it now (IllegalActionError, with the reason, if they refuse it), and when
        it comes back by `receive` its position is not worked out a second time."""
        before = self.state_at(index)
        self._expected = (index, action, before, before.apply_action(action))

    def take_back_to(self, cursor: int) -> None:
        """The game's holder took the line back to `cursor` (an undo all agreed to): the
        steps after it stay until the next step received replaces them. RecordError if the
        record does not follow or never reached `cursor`."""
        if not self.following or not 0 <= cursor <= len(self.actions):
            raise RecordError(_("the server took back moves that were never played"))
        self.cursor = cursor
        self._changed()

    @property
    def state(self) -> GameState:
        return self.state_at(self.cursor)

    def state_at(self, index: int) -> GameState:
        """The state after the first `index` actions (0 = the initial state)."""
        return self.steps[index - 1].after if index else self._initial

    @property
    def played_steps(self) -> list[Step]:
        """The steps up to the cursor (the redo tail excluded)."""
        return self.steps[: self.cursor]

    def listen(self, listener: Callable[[GameRecord], None]) -> None:
        """Call `listener(record)` after every change: a move with the steps it brought, an
        undo, a redo."""
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in self._listeners:
            listener(self)

    @property
    def played(self) -> list[Any]:
        """The actions up to the cursor (the redo tail excluded)."""
        return self.actions[: self.cursor]

    def play(self, action: Any) -> GameState:
        """Apply a player's decision at the cursor, drop the redo tail, and resolve the chance
        nodes that follow (the redo tail's own next decision is replayed as redo instead).
        While a roll waits, a decision replaces the roller's own decision before it (nobody has
        seen the die: it was not drawn). Raises IllegalActionError with the reason if it is not
        legal."""
        if self.following:
            raise IllegalActionError(action, FOLLOWED.tell())
        at = self.cursor
        if self.state.is_chance_node():
            unrolled = self.unrolled_decision()
            if unrolled is None:
                raise IllegalActionError(action, CHANCE_DECIDES.tell())
            at = unrolled
        after = self.state_at(at).apply_action(action)  # the rules' one check, first
        self.cursor = at
        if self.can_redo() and self.actions[self.cursor] == action:
            return self.redo()  # the very same line: its chance outcomes stay
        if self.can_redo():
            left_shown = bool(self._shown_chance(self.cursor, len(self.actions)))
            self.chance.branch(self.cursor, left_shown)
        self._truncate()
        self._append(after, action)
        self._resolve_chance()
        self._changed()
        return self.state

    def _chances_before(self, index: int) -> int:
        return self.steps[index - 1].chances if index else 0

    def next_chance_outcome(self) -> Any:
        """The outcome the seed gives the chance node at the cursor."""
        state = self.state
        salt = self.chance.salt_at(self.cursor)
        u = chance_uniform(self.seed, self._chances_before(self.cursor), salt)
        return pick_outcome(state.chance_outcomes(), u)

    @property
    def waiting_roll(self) -> int | None:
        """The seat whose roll the game waits for at the cursor (its die not drawn), or None."""
        state = self.state
        return state.roller() if state.is_chance_node() else None

    def unrolled_decision(self) -> int | None:
        """While a roll waits: the index of the decision just before it (which its maker may
        still change, as nobody has seen the die: the roller's turn of Assam, or in the
        variant the previous player's end-of-turn turn), else None."""
        waiting = self.waiting_roll is not None and self.cursor
        step = self.steps[self.cursor - 1] if waiting else None
        return step.index if step is not None and step.is_decision else None

    def roll(self) -> GameState:
        """The roller rolls: the waiting chance node takes the seed's outcome (or the redo
        tail's, on the very same line), and the steps no player chooses follow. RecordError if
        no roll waits."""
        if self.following or self.waiting_roll is None:
            raise RecordError(_("no die waits to be rolled"))
        if self.can_redo():
            return self.redo()
        outcome = self.next_chance_outcome()
        self._append(self.state.apply_action(outcome), outcome)
        self._resolve_chance()
        self._changed()
        return self.state

    def _resolve_chance(self) -> None:
        """Play the steps no player chooses: chance outcomes (up to a roll that waits for its
        roller) and forced actions."""
        while True:
            state = self.state
            if state.is_chance_node():
                if state.roller() is not None:
                    return
                action = self.next_chance_outcome()
            else:
                action = state.forced_action()
                if action is None:
                    return
            self._append(state.apply_action(action), action)

    def is_decision(self, index: int) -> bool:
        """True if action number `index` was a player's choice (not chance, not forced)."""
        return self.steps[index].kind == DECISION

    def _append(self, new_state: GameState, action: Any) -> None:
        """Record the action played at the cursor as a step (its events told once, when first
        read)."""
        before, index = self.state, self.cursor
        kind = step_kind(before)
        chances = self._chances_before(index) + (kind == CHANCE_STEP)
        seat = before.current_player()
        step = Step(index, seat, kind, action, before, new_state, chances, self.game)
        self.steps.append(step)
        self.actions.append(action)
        self.cursor += 1

    def _truncate(self) -> None:
        del self.actions[self.cursor :]
        del self.steps[self.cursor :]

    def _decision_points(self, by: Callable[[int], bool] | None = None) -> list[int]:
        """Indices of the actions that were players' decisions (by seats `by` accepts)."""
        return [
            step.index for step in self.steps if step.is_decision and (by is None or by(step.seat))
        ]

    def _shown_chance(self, start: int, stop: int) -> list[tuple[int, Refusal]]:
        """The chance outcomes in [start, stop) that chance could have given otherwise and
        that bind the line once shown (GameState.chance_commitment), each with why: a forced
        outcome hides nothing, and one that an undo cannot change is drawn again as it was."""
        shown = []
        for step in self.steps[start:stop]:
            if step.is_chance and len(step.before.chance_outcomes()) > 1:
                why = step.before.chance_commitment(step.action)
                if why is not None:
                    shown.append((step.index, why))
        return shown

    def _undo_target(self, by: Callable[[int], bool] | None) -> int | None:
        earlier = [i for i in self._decision_points(by) if i < self.cursor]
        return earlier[-1] if earlier else None

    def undo_refusal(self, by: By = None, practice: bool | None = None) -> Refusal | None:
        """None if undo(by) can go back; else why not (worded when told): nothing to take
        back, or (outside practice: the table's setting, else the record's) a chance outcome
        shown since that decision."""
        target = self._undo_target(by)
        if target is None:
            return NOTHING_TO_UNDO.tell()
        shown = self._shown_chance(target, self.cursor)
        if shown and not (self.practice if practice is None else practice):
            return shown[0][1]
        return None

    def can_undo(self, by: Callable[[int], bool] | None = None) -> bool:
        return self.undo_refusal(by) is None

    def can_redo(self) -> bool:
        return self.cursor < len(self.actions)

    def undo(self, by: By = None, practice: bool | None = None) -> GameState:
        """Go back to just before the latest decision made by a seat `by` accepts (any seat if
        None); the decisions and chance steps after it become the redo tail. Against the
        computer, by=is_human goes back to the person's previous decision in one step.
        Raises UndoRefusedError (an IndexError) with undo_refusal's reason if it cannot."""
        reason = self.undo_refusal(by, practice)
        if reason is not None:
            raise UndoRefusedError(reason)
        target = self._undo_target(by)
        assert target is not None  # undo_refusal said there is one
        if self._shown_chance(target, self.cursor):
            self.chance.take_backs += 1
        self.cursor = target
        self._changed()
        return self.state

    def redo(self, until: Callable[[int], bool] | None = None) -> GameState:
        """Replay the next decision and the chance steps after it; with `until`, go on through
        later decisions until a seat `until` accepts is to move (or the redo tail ends)."""
        if not self.can_redo():
            raise IndexError("nothing to redo")
        while True:
            self.cursor += 1
            while self.cursor < len(self.actions) and not self.is_decision(self.cursor):
                self.cursor += 1
            mover = self.state.current_player()
            if until is None or not self.can_redo() or self.state.is_terminal() or until(mover):
                self._changed()
                return self.state

    # --- saving and loading -------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        practice = self.chance.to_json()
        data = save_json(self.game, self.setup, self.seed, self.actions, self.cursor, self.meta)
        if practice:
            data["version"], data["practice"] = FORMAT_VERSION, practice
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def to_bytes(self) -> bytes:
        """The save as the file holds it, never larger than loads() accepts (compact JSON if
        need be); RecordError if even that is too large."""
        data = self.dumps().encode("utf-8")
        if len(data) > MAX_SAVE_BYTES:
            compact = json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))
            data = compact.encode("utf-8")
        if len(data) > MAX_SAVE_BYTES:
            limit = MAX_SAVE_BYTES // (1024 * 1024)
            raise RecordError(_("it is larger than a save may be ({limit} MB)").format(limit=limit))
        return data

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        """Rebuild a record from a save; RecordError with a clear message for a bad file."""
        if len(text) > MAX_SAVE_BYTES:
            raise RecordError(_("the file is too large to be a Bazaar save"))
        try:
            data = parse_json(text)
        except UnreadableFile as error:
            raise RecordError(str(error)) from error
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        save = read_save(data)
        record = cls(save.game, save.setup, _seed(data.get("seed")), save.meta)
        actions, cursor = save.actions, save.cursor
        record.chance = ChanceEpochs.from_json(data.get("practice"), len(actions))
        record._replay(actions)
        if cursor is None:
            cursor = len(record.actions)
        if not isinstance(cursor, int) or isinstance(cursor, bool):
            raise RecordError(_("the save file's position is damaged"))
        at = record.state_at(cursor) if 0 <= cursor <= len(record.actions) else None
        if at is None or (at.is_chance_node() and at.roller() is None):
            raise RecordError(_("the save file's position does not fit its moves"))
        record.cursor = cursor
        # A save made before forced actions were the record's own may stop just before one.
        while record.cursor < len(record.actions) and not record.is_decision(record.cursor):
            record.cursor += 1
        return record

    def _replay(self, texts: list[str]) -> None:
        """Re-apply saved actions, checking each against the rules and the seed."""
        # The record already resolved the chance steps at the start of the game.
        self.actions, self.steps, self.cursor = [], [], 0
        for number, text in enumerate(texts, start=1):
            state = self.state
            if state.is_terminal():
                raise RecordError(_("move {n} comes after the end of the game").format(n=number))
            try:
                action = self.game.parse_action(text)
            except NotationError as error:
                why = _("move {n} ({move}) is not readable").format(n=number, move=quoted(text))
                detail = str(error)  # it quotes the move again: only when that is short
                raise RecordError(f"{why}: {detail}" if len(detail) <= 120 else why) from error
            if state.is_chance_node() and action != self.next_chance_outcome():
                why = _("move {n} ({move}) does not match the game's seed")
                raise RecordError(why.format(n=number, move=quoted(text)))
            try:
                self._append(state.apply_action(action), action)
            except IllegalActionError as error:
                why = _("move {n} ({move}) is not legal: {why}").format(
                    n=number, move=quoted(text), why=error.reason
                )
                raise RecordError(why) from error
        self._resolve_chance()
