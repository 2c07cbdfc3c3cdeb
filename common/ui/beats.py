"""A beat: one action of the record being shown on screen, from the position before it to the
position after it, over a fixed time. A beat holds no pose of its own: a game's view model reads
the beat's clock (`phase`) and works out where everything is, so a resize, a language change or
a redraw in the middle of a beat shows the same thing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from common.core.step import Step


@dataclass
class Beat:
    """A step of the record (action number `index` going from `before` to `after`) shown in
    `duration` seconds (at speed 1).

    `events` are the step's, as the rules told them; `sounds` are (seconds into the beat,
    effect name); `by_hand` is True when a person at the table laid the piece (it is already
    where it goes, so nothing flies in). `plan` holds the game's timings (when the walk
    starts, and so on).
    """

    step: Step
    duration: float
    sounds: tuple[tuple[float, str], ...] = ()
    by_hand: bool = False
    plan: dict[str, Any] = field(default_factory=dict)
    elapsed: float = 0.0
    sounded: int = 0

    def __post_init__(self) -> None:
        self.sounds = tuple(sorted(self.sounds))

    index = property(lambda self: self.step.index)
    before = property(lambda self: self.step.before)
    action = property(lambda self: self.step.action)
    after = property(lambda self: self.step.after)
    events = property(lambda self: self.step.events)

    @property
    def finished(self) -> bool:
        return self.elapsed >= self.duration

    def phase(self, start: float, length: float) -> float:
        """Progress 0..1 through the part of the beat from `start` lasting `length` seconds."""
        if length <= 0:
            return 1.0 if self.elapsed >= start else 0.0
        return min(1.0, max(0.0, (self.elapsed - start) / length))

    def due_sounds(self) -> list[str]:
        """The effects whose moment has come since the last call (each one once)."""
        due = []
        while self.sounded < len(self.sounds) and self.sounds[self.sounded][0] <= self.elapsed:
            due.append(self.sounds[self.sounded][1])
            self.sounded += 1
        return due
