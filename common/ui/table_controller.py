"""The table controller: one for both games, made of parts, each with one job. It owns the game
record; the walk of the shown position (common.ui.shown_walk) follows it one beat per step;
the seating says who moves for each seat and the computer players think for theirs
(common.ui.seat_players); a person's moves reach the game through their hand
(common.ui.person_moves) and their gesture rolls a waiting die (common.ui.roll_gesture); the
undo policy says what Undo and Redo may do (common.ui.undo_policy); the keeping writes the game
the moment the record changes (common.ui.table_keeping). The hint is thought out here.

An online table (common.ui.online_controller) swaps parts: other seating, no computer players
and no keeping here (the server's), moves sent to the server, undo asked of the others.

Time passes only as update(dt) says (the window's frames): the table reads no clock of its own;
the computer players' and the hint's searches run on `runner`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from common.ai.worker import BotWorker, Runner
from common.core.keeping import Keeper, SaveProblem
from common.core.record import GameRecord
from common.core.refusal import Refusal
from common.core.registry import HINT_LEVEL
from common.ui.beats import Beat
from common.ui.computer import ComputerMove
from common.ui.person_moves import Hand, PlayedHere
from common.ui.roll_gesture import gesture_roller, unrolled_decision
from common.ui.seat_players import ComputerPlayers, Computers, LocalSeats, Seating
from common.ui.shown_walk import PlanBeat, ShownWalk
from common.ui.table_keeping import TableKeeping
from common.ui.undo_policy import LocalUndo


class TableController:
    def __init__(
        self,
        record: GameRecord,
        shown_index: int,
        seats: Sequence[Any],
        seed: int,
        plan_beat: PlanBeat,
        speed: float,
        *,
        computer_delay: float = 0.7,
        finish_delay: float = 0.8,
        runner: Runner = BotWorker,
        keeper: Keeper | None = None,
    ) -> None:
        """`seats` have `.computer` and `.level`; `plan_beat` says how an action is shown;
        `keeper` writes the game (the app's; one of the table's own if none)."""
        self.record = record
        self.seed = seed
        self.runner = runner
        self.computer_delay = computer_delay
        self.finish_delay = finish_delay
        self.walk = ShownWalk(record, shown_index, plan_beat, speed)
        self.seating: Seating = LocalSeats(seats)
        self.computers: Computers | None = ComputerPlayers(seats, seed, runner)
        self.hand: Hand = PlayedHere()
        self.undo_policy = LocalUndo()
        self.keeping: TableKeeping | None = TableKeeping(keeper or Keeper())
        self.hint: ComputerMove | None = None
        self.hint_action: Any | None = None
        self.waited = 0.0  # seconds at the finished game
        self.on_hint: Callable[[Any], None] = lambda action: None
        self.on_finished: Callable[[], None] = lambda: None
        record.listen(lambda _record: self.autosave())

    # --- the parts, as the scenes know them -------------------------------------------------

    @property
    def shown(self) -> Any:
        """The position the screen has got to (views draw it, never the record's)."""
        return self.walk.shown

    @property
    def shown_index(self) -> int:
        return self.walk.shown_index

    @property
    def beat(self) -> Beat | None:
        """The step of the record being shown, if one is."""
        return self.walk.beat

    @property
    def speed(self) -> float:
        return self.walk.speed

    @property
    def computer(self) -> ComputerMove | None:
        """The computer player thinking, if any."""
        return self.computers.computer if self.computers is not None else None

    @property
    def on_sound(self) -> Callable[[str], None]:
        return self.walk.on_sound

    @on_sound.setter
    def on_sound(self, play: Callable[[str], None]) -> None:
        self.walk.on_sound = play

    @property
    def on_saved(self) -> Callable[[SaveProblem | None], None]:
        """on_saved(problem): the autosave failed (problem), or worked again (None)."""
        return self.keeping.on_saved if self.keeping is not None else lambda problem: None

    @on_saved.setter
    def on_saved(self, tell: Callable[[SaveProblem | None], None]) -> None:
        if self.keeping is not None:
            self.keeping.on_saved = tell

    @property
    def save_problem(self) -> SaveProblem | None:
        """The last autosave's failure, if it is not kept yet."""
        return self.keeping.problem if self.keeping is not None else None

    # --- who is at the table --------------------------------------------------------------

    @property
    def caught_up(self) -> bool:
        """The screen shows the record's latest position (no beat pending)."""
        return self.walk.caught_up(self.record)

    def reaching(self) -> tuple[int, Any]:
        return self.walk.reaching()

    def is_human(self, seat: int) -> bool:
        return self.seating.is_human(seat)

    def is_computer(self, seat: int) -> bool:
        return self.seating.is_computer(seat)

    def in_flight(self) -> bool:
        """A person's move or roll is on its way to the game (online, to the server)."""
        return self.hand.in_flight(self)

    def human_to_move(self) -> bool:
        """A person at the table decides now, and the screen has caught up with it (so the
        shown position is the record's)."""
        state = self.shown
        return (
            self.caught_up
            and not self.in_flight()
            and not state.is_terminal()
            and self.is_human(state.current_player())
        )

    # --- playing --------------------------------------------------------------------------

    def submit(self, action: Any, by_hand: bool = False) -> Refusal | None:
        """A person's action, into the game by their hand; the rules' refusal if they refuse
        it (nothing changes)."""
        index = self.hand.submit(self, action)
        if isinstance(index, Refusal):
            return index
        self.walk.by_hand = index if by_hand else None
        self.stop_thinking()  # a hint for the old position is of no use any more
        return None

    def rewind_to(self, index: int) -> None:
        """The record's line changed from action `index` on: show from there again."""
        self.walk.rewind_to(self.record, index)

    def roll_waiting(self) -> int | None:
        """The seat of the person whose gesture rolls the waiting die, or None."""
        return gesture_roller(self)

    def roll(self) -> bool:
        """The person rolls: the die is drawn now (online, by the server)."""
        if self.roll_waiting() is None:
            return False
        self.hand.roll(self)
        return True

    def unrolled_decision(self) -> int | None:
        return unrolled_decision(self)

    def update(self, dt: float) -> bool:
        """Move the clock on by dt seconds; True while something moves or thinks."""
        if self.keeping is not None:
            self.keeping.follow(self.record)
        ran = self.walk.advance(self.record, dt)
        if ran:
            self.waited = 0.0
            if self.walk.speed > 0:
                return True
        return self._idle(dt) or ran

    def _idle(self, dt: float) -> bool:
        """Caught up: the game ends, a computer moves, or a hint gets ready."""
        state = self.record.state
        if state.is_terminal():
            self.waited += dt
            if self.waited >= self.real_time(self.finish_delay):
                self.on_finished()
            return True
        roller = self.record.waiting_roll
        if roller is not None and self.is_computer(roller) and self.roll_waiting() is None:
            self.record.roll()  # a computer rolls at once
            return True
        if self.computers is not None and self.is_computer(state.current_player()):
            self.computers.play_turn(self.record, dt, self.real_time(self.computer_delay))
            return True
        if self.hint is not None and self.hint.state is state and self.hint_action is None:
            self.hint_action = self.hint.poll(dt)
            if self.hint_action is None:
                return True
            self.on_hint(self.hint_action)
        return False

    def real_time(self, seconds: float) -> float:
        """A pause at the animation speed the player chose (0: no pause at all)."""
        return seconds / self.walk.speed if self.walk.speed > 0 else 0.0

    # --- hints ----------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        """Ask the Hard computer player for the person's move; False if none can be asked."""
        state = self.record.state
        if not self.human_to_move() or (self.hint is not None and self.hint.state is state):
            return False
        self.stop_thinking()
        seed = self.seed ^ self.record.cursor
        self.hint = ComputerMove(self.record.game.name, HINT_LEVEL, state, seed, 0.0, self.runner)
        return True

    @property
    def hint_pending(self) -> bool:
        """The Hard player is thinking about a hint for the position on screen."""
        return (
            self.caught_up
            and self.hint is not None
            and self.hint.state is self.shown
            and self.hint_action is None
        )

    def shown_hint(self) -> Any | None:
        """The hint for the position on screen, if one is ready."""
        if self.caught_up and self.hint is not None and self.hint.state is self.shown:
            return self.hint_action
        return None

    def stop_thinking(self) -> None:
        if self.computers is not None:
            self.computers.stop()
        if self.hint is not None:
            self.hint.cancel()
        self.hint = None
        self.hint_action = None

    # --- undo and redo --------------------------------------------------------------------

    def undo_refusal(self, practice: bool) -> Refusal | None:
        """Why Undo cannot take back a person's move now (None if it can), with the player's
        practice setting (the undo policy's answer, worked out once per position)."""
        return self.undo_policy.refusal(self, practice)

    def undo(self, practice: bool) -> Refusal | None:
        """Back to before the latest decision of a person at the table (the undo policy's
        rule); the reason when it cannot."""
        return self.undo_policy.undo(self, practice)

    def redo(self) -> bool:
        """Play again what was taken back, up to the next decision of a person."""
        return self.undo_policy.redo(self)

    def jump_to_record(self) -> None:
        """Show the record's position at once, dropping the beat in flight."""
        self.stop_thinking()
        self.waited = 0.0
        self.walk.jump_to(self.record)

    # --- never lose a game ----------------------------------------------------------------

    def autosave(self) -> None:
        """Keep the game as it stands (whenever the record changes), if this table keeps it."""
        if self.keeping is not None:
            self.keeping.keep(self.record)

    def flush(self) -> None:
        """Leaving the table: one more try if the last save failed (the keeper goes on)."""
        if self.keeping is not None:
            self.keeping.flush()
