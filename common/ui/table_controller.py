"""The table controller: one for both games. It owns the game record and walks the position on
screen (`shown`) towards the record's, one beat per step; it autosaves the moment the record
changes (it listens to the record: a move is saved when it is made, not when it is shown),
runs the computer players and the hint on their threads, and undoes and redoes.

Two positions live here and must not be mixed up. `record.state` is the future, already
decided: input handlers ask it what is legal. `shown` is what the screen has got to: views draw
it (with the running `beat`), never the record's state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from common.ai.worker import BotWorker, Runner
from common.core.errors import IllegalActionError
from common.core.keeping import Keeper, SaveProblem
from common.core.record import GameRecord
from common.core.refusal import Refusal
from common.core.registry import HINT_LEVEL
from common.core.step import Step
from common.ui.beats import Beat
from common.ui.computer import ComputerMove

# plan_beat(step, by_hand) -> Beat: how a game shows one step of the record
PlanBeat = Callable[[Step, bool], Beat]


class TableController:
    rolls_for_computers = True  # a person's gesture rolls a computer's die after their turn

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
    ) -> None:
        """`seats` have `.computer` and `.level`; `plan_beat` says how an action is shown. A
        die the record waits for (GameRecord.waiting_roll) is rolled by its person's gesture
        (roll()), or at once for a computer. `runner` runs the computer players' and the
        hint's searches (a background thread each in the app). Time passes only as update(dt)
        says: the table reads no clock of its own."""
        self.record = record
        self.runner = runner
        self.seats = seats
        self.seed = seed
        self.plan_beat = plan_beat
        self.speed = speed
        self.computer_delay = computer_delay
        self.finish_delay = finish_delay
        self.shown_index = shown_index
        self.shown = record.state_at(shown_index)
        self.beat: Beat | None = None
        self.by_hand: int | None = None  # the action a person laid by hand, already in place
        self.computer: ComputerMove | None = None
        self.hint: ComputerMove | None = None
        self.hint_action: Any | None = None
        self.save_problem: SaveProblem | None = None  # the last autosave's failure, if any
        # Who writes the game and tries again when that fails, here or once the table is gone
        # (the app's keeper, which the app ticks whatever the screen; its own until given).
        self.keeper = Keeper()
        self.waited = 0.0  # seconds at the finished game
        self.on_sound: Callable[[str], None] = lambda name: None
        self.on_hint: Callable[[Any], None] = lambda action: None
        self.on_finished: Callable[[], None] = lambda: None
        # on_saved(problem): the autosave failed (problem), or worked again after a failure (None)
        self.on_saved: Callable[[SaveProblem | None], None] = lambda problem: None
        record.listen(lambda _record: self.autosave())

    # --- who is at the table --------------------------------------------------------------

    @property
    def caught_up(self) -> bool:
        """The screen shows the record's latest position (no beat pending)."""
        return self.shown_index == self.record.cursor and self.beat is None

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and not self.seats[seat].computer

    def is_computer(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].computer

    def human_to_move(self) -> bool:
        """A person at the table decides now, and the screen has caught up with it (so the
        shown position is the record's)."""
        state = self.shown
        return self.caught_up and not state.is_terminal() and self.is_human(state.current_player())

    # --- playing --------------------------------------------------------------------------

    def submit(self, action: Any, by_hand: bool = False) -> Refusal | None:
        """Play a person's action; the rules' refusal if they refuse it (nothing changes). The
        rules are asked once, as the record plays it. While the person's die waits, the
        decision before it is replaced, and the screen goes back to show the new one."""
        replaced = self.unrolled_decision()
        try:
            self.record.play(action)
        except IllegalActionError as error:
            return error.reason
        if replaced is not None:
            self.rewind_to(replaced)
        self.by_hand = self.record.cursor - 1 if by_hand else None
        self.stop_thinking()  # a hint for the old position is of no use any more
        return None

    def rewind_to(self, index: int) -> None:
        """The record's line changed from action `index` on: show from there again."""
        if self.shown_index > index or (self.beat is not None and self.beat.index >= index):
            self.beat = None
            self.shown_index, self.shown = index, self.record.state_at(index)

    def update(self, dt: float) -> bool:
        """Move the clock on by dt seconds; True while something moves or thinks."""
        self._retry_save(dt)
        busy = False
        while True:
            if self.beat is None and self.shown_index < self.record.cursor:
                self._start_beat()
            if self.beat is None:
                break
            busy = True
            self.beat.elapsed += dt * self.speed if self.speed > 0 else self.beat.duration
            for name in self.beat.due_sounds():
                if self.speed > 0:
                    self.on_sound(name)
            if not self.beat.finished:
                return True
            self.shown, self.shown_index, self.beat = self.beat.after, self.beat.index + 1, None
            if self.speed > 0:  # the next beat (if any) starts now, to be seen next frame
                if self.shown_index < self.record.cursor:
                    self._start_beat()
                return True
        return self._idle(dt) or busy

    def roll_waiting(self) -> int | None:
        """The seat of the person whose gesture rolls the waiting die (it may be rolled while
        the turn before it is still shown), or None. Read from the screen's side: the record's
        position is the one the beat in flight (or the screen) reaches."""
        reaching = self.shown_index + (self.beat is not None)
        if reaching != self.record.cursor:
            return None
        state = self.beat.after if self.beat is not None else self.shown
        return self._roll_gesture(state.roller() if state.is_chance_node() else None)

    def _roll_gesture(self, roller: int | None) -> int | None:
        """Whose gesture rolls the die of `roller`: theirs if a person's; else, where a
        person's decision stands just before it (the variant's end-of-turn turn, with a
        computer to roll next), that person's, so the turn stays theirs to change until they
        roll; else nobody's (a computer rolls at once)."""
        if roller is None or self.is_human(roller):
            return roller
        before = self.record.steps[self.record.cursor - 1] if self.record.cursor else None
        if before is None or not before.is_decision or not self.rolls_for_computers:
            return None
        return before.seat if self.is_human(before.seat) else None

    def roll(self) -> bool:
        """The person rolls: the record draws the die now, and its step is shown next."""
        if self.roll_waiting() is None:
            return False
        self.record.roll()
        return True

    def unrolled_decision(self) -> int | None:
        """The index of a person's decision just before a die that waits for a person's
        gesture, or None. Until the roll it may change: a new decision replaces it
        (GameRecord.play)."""
        if self.roll_waiting() is None:
            return None
        step = self.record.steps[self.record.cursor - 1]
        return step.index if step.is_decision and self.is_human(step.seat) else None

    def _start_beat(self) -> None:
        i = self.shown_index
        self.waited = 0.0
        self.beat = self.plan_beat(self.record.steps[i], self.by_hand == i)

    def _idle(self, dt: float) -> bool:
        """Caught up: the game ends, a computer moves, or a hint gets ready."""
        state = self.record.state
        if state.is_terminal():
            self.waited += dt
            if self.waited >= self.real_time(self.finish_delay):
                self.on_finished()
            return True
        roller = self.record.waiting_roll
        if roller is not None and self.is_computer(roller) and self._roll_gesture(roller) is None:
            self.record.roll()  # a computer rolls at once
            return True
        seat = state.current_player()
        if self.is_computer(seat):
            self._computer_turn(dt, state, seat)
            return True
        if self.hint is not None and self.hint.state is state and self.hint_action is None:
            self.hint_action = self.hint.poll(dt)
            if self.hint_action is None:
                return True
            self.on_hint(self.hint_action)
        return False

    def _computer_turn(self, dt: float, state: Any, seat: int) -> None:
        """Think in the background (started once per position) and play the move once it is
        ready and the pause (at the chosen animation speed) has passed."""
        if self.computer is None or self.computer.state is not state:
            self.stop_thinking()
            level = self.seats[seat].level
            seed = self.seed + self.record.cursor
            delay = self.real_time(self.computer_delay)
            game = self.record.game.name
            self.computer = ComputerMove(game, level, state, seed, delay, self.runner)
        action = self.computer.poll(dt)
        if action is not None:
            self.computer = None
            self.record.play(action)

    def real_time(self, seconds: float) -> float:
        """A pause at the animation speed the player chose (0: no pause at all)."""
        return seconds / self.speed if self.speed > 0 else 0.0

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
        for move in (self.computer, self.hint):
            if move is not None:
                move.cancel()
        self.computer = self.hint = None
        self.hint_action = None

    # --- undo and redo --------------------------------------------------------------------

    def undo_refusal(self, practice: bool) -> Refusal | None:
        """Why Undo cannot take back a person's move now (None if it can): the record's rule,
        a shown die is a commitment, unless the player chose practice in the settings."""
        self.record.practice = practice
        return self.record.undo_refusal(by=self.is_human)

    def undo(self, practice: bool) -> Refusal | None:
        """Back to before the latest decision of a person at the table: one's own last move in
        pass-and-play, past the computer's moves against the computer (and past the steps the
        record makes on its own: a forced end piece); never back across a die or carpet draw
        already shown (except in practice, then a new line rolls afresh). Returns the reason
        when it cannot."""
        reason = self.undo_refusal(practice)
        if reason is not None:
            return reason
        self.record.undo(by=self.is_human)
        self.jump_to_record()
        return None

    def redo(self) -> bool:
        """Play again what was taken back, up to the next decision of a person."""
        if not self.record.can_redo():
            return False
        self.record.redo(until=self.is_human)
        self.jump_to_record()
        return True

    def jump_to_record(self) -> None:
        """Show the record's position at once, dropping the beat in flight."""
        self.stop_thinking()
        self.beat = None
        self.by_hand = None
        self.waited = 0.0
        self.shown_index = self.record.cursor
        self.shown = self.record.state_at(self.shown_index)

    # --- never lose a game ----------------------------------------------------------------

    def autosave(self) -> None:
        """Keep the game on disk as it stands, called whenever the record changes, so closing
        the window at any moment loses nothing: a game in progress in its slot, a finished one
        in the saved games the moment its last move is made (never offered again as
        unfinished). A failure is told (on_saved) and tried again by the keeper, which goes
        on trying after the table is gone (common.core.keeping)."""
        problem = self.keeper.keep(self.record)
        if problem is not None:
            self.save_problem = problem
            self.on_saved(problem)
            return
        self._kept()

    def _retry_save(self, dt: float) -> None:
        """The keeper tries again; the table tells each failure again, and when it worked."""
        if self.save_problem is None:
            return
        problem = self.keeper.problem_of(self.record)
        if problem is None:
            self._kept()
        elif problem is not self.save_problem:
            self.save_problem = problem
            self.on_saved(problem)

    def _kept(self) -> None:
        if self.save_problem is not None:
            self.save_problem = None
            self.on_saved(None)

    def flush(self) -> None:
        """Leaving the table: one more try if the last save failed (the keeper goes on)."""
        if self.save_problem is not None:
            self.keeper.retry()
