"""The walk of the shown position: what the screen has got to (`shown`, action number
`shown_index`) goes towards the record's position one beat per step of the record.

Two positions live at a table and must not be mixed up. `record.state` is the future, already
decided: input handlers ask it what is legal. `shown` is what the screen has got to: views draw
it (with the running `beat`), never the record's state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.core.record import GameRecord
from common.core.step import Step
from common.ui.beats import Beat

# plan_beat(step, by_hand) -> Beat: how a game shows one step of the record
PlanBeat = Callable[[Step, bool], Beat]


class ShownWalk:
    """The screen's position and the beat showing the next step, at the animation speed the
    player chose (0: every step at once, without sound)."""

    def __init__(self, record: GameRecord, shown_index: int, plan_beat: PlanBeat, speed: float):
        self.plan_beat = plan_beat
        self.speed = speed
        self.shown_index = shown_index
        self.shown: Any = record.state_at(shown_index)
        self.beat: Beat | None = None
        self.by_hand: int | None = None  # the action a person laid by hand, already in place
        self.on_sound: Callable[[str], None] = lambda name: None

    def caught_up(self, record: GameRecord) -> bool:
        """The screen shows the record's latest position (no beat pending)."""
        return self.shown_index == record.cursor and self.beat is None

    def reaching(self) -> tuple[int, Any]:
        """The action number and position the screen gets to once the beat in flight ends."""
        if self.beat is not None:
            return self.shown_index + 1, self.beat.after
        return self.shown_index, self.shown

    def advance(self, record: GameRecord, dt: float) -> bool:
        """Move the beats on by dt seconds; True if any was shown. At speed 0 every step
        left is shown at once; else at most one beat ends per frame (the next is started,
        to be seen next frame)."""
        ran = False
        while True:
            if self.beat is None and self.shown_index < record.cursor:
                self._start_beat(record)
            beat = self.beat
            if beat is None:
                return ran
            ran = True
            beat.elapsed += dt * self.speed if self.speed > 0 else beat.duration
            for name in beat.due_sounds():
                if self.speed > 0:
                    self.on_sound(name)
            if not beat.finished:
                return True
            self.shown, self.shown_index, self.beat = beat.after, beat.index + 1, None
            if self.speed > 0:
                if self.shown_index < record.cursor:
                    self._start_beat(record)
                return True

    def rewind_to(self, record: GameRecord, index: int) -> None:
        """The record's line changed from action `index` on: show from there again."""
        if self.shown_index > index or (self.beat is not None and self.beat.index >= index):
            self.beat = None
            self.shown_index, self.shown = index, record.state_at(index)

    def jump_to(self, record: GameRecord) -> None:
        """Show the record's position at once, dropping the beat in flight."""
        self.beat = None
        self.by_hand = None
        self.shown_index = record.cursor
        self.shown = record.state_at(record.cursor)

    def _start_beat(self, record: GameRecord) -> None:
        i = self.shown_index
        self.beat = self.plan_beat(record.steps[i], self.by_hand == i)
