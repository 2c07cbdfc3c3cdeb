"""The script of a guided first game: a fixed game (its setup, seed and every move, both
players') and the coach's lessons along it. Headless, so a test replays each script against the
rules (a change of the rules that breaks a script fails a test, not a player).

A script's moves are the game's decisions and die rolls in order, in the game's notation
(ROLL for a roll); the steps no player chooses (a chance draw nobody rolls, a forced end
piece) are the record's own and are not in it. Its entries are the coach's lessons (`Lesson`:
words, and the person's move they wait for, or none: read, then Next) and the computer's
replies (`Reply`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from common.core.api import Game
from common.core.record import GameRecord
from common.core.step import Step

ROLL = "roll"  # the move "roll the die" (the record draws it)


@dataclass(frozen=True)
class Lesson:
    """One coach bubble. `words` are marked with N_ (translated where shown); `move` is the
    person's move it waits for, or None for words read before going on (Next); `point` names
    the place the pointer shows (each game's guide knows its places)."""

    words: str
    move: str | None = None
    point: str = ""


@dataclass(frozen=True)
class Reply:
    """The computer's move (its die, ROLL, is rolled for it)."""

    move: str


@dataclass(frozen=True)
class Script:
    game: Game[Any]
    setup: Any
    seed: int
    entries: tuple[Lesson | Reply, ...]
    # the moves played before the first lesson (a game met near its end), both players'
    opening: tuple[str, ...] = ()
    person: int = 0  # the person's seat; the computer has the other

    @property
    def moves(self) -> list[str]:
        """Every move of the game, both players', in order (the opening's first)."""
        return [*self.opening, *(e.move for e in self.entries if e.move is not None)]

    @property
    def lessons(self) -> list[Lesson]:
        return [e for e in self.entries if isinstance(e, Lesson)]

    def move_number(self, lesson: Lesson) -> int:
        """Which move (0-based) a lesson waits for, or comes before (a lesson read first)."""
        done = len(self.opening)
        for entry in self.entries:
            if entry is lesson:
                return done
            done += entry.move is not None
        raise ValueError("the lesson is not in this script")

    def record(self) -> GameRecord:
        """The guided game at its first lesson (its opening played)."""
        return self.record_at(len(self.opening))

    def play(self, record: GameRecord, move: str) -> None:
        """Play one of the script's moves on `record` (IllegalActionError or RecordError if the
        rules do not allow it there)."""
        if move == ROLL:
            record.roll()
        else:
            record.play(self.game.parse_action(move))

    def record_at(self, moves: int) -> GameRecord:
        """The guided game after its first `moves` moves."""
        record = GameRecord(self.game, self.setup, self.seed)
        for move in self.moves[:moves]:
            self.play(record, move)
        return record


def counts(step: Step) -> bool:
    """A step of the record that is one of a script's moves: a decision or a die rolled."""
    return step.is_decision or (step.is_chance and step.before.roller() is not None)


def progress(record: GameRecord) -> int:
    """How many of the script's moves the record has played."""
    return sum(counts(step) for step in record.played_steps)
