"""Who moves for each seat at a table: a person at this computer, a computer player thinking
here, or (online) someone the server speaks for. A local table has LocalSeats and its
ComputerPlayers; an online table RemoteSeats and no computer players (the server's play
there); a lesson's table a computer that plays the script (common.ui.coach)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from common.ai.worker import Runner
from common.core.record import GameRecord
from common.ui.computer import ComputerMove


class Seating(Protocol):
    """Who is at the table."""

    # A person's roll gesture rolls a computer's die after that person's turn (a local
    # table's computers roll that way; the server rolls its own at once).
    rolls_for_computers: bool

    def is_human(self, seat: int) -> bool:
        """A person at this computer decides for the seat."""

    def is_computer(self, seat: int) -> bool:
        """A computer player at this computer decides for the seat."""


class LocalSeats:
    """People and computer players at this computer: `seats` have `.computer`."""

    rolls_for_computers = True

    def __init__(self, seats: Sequence[Any]) -> None:
        self.seats = seats

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and not self.seats[seat].computer

    def is_computer(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and bool(self.seats[seat].computer)


class RemoteSeats:
    """An online table: the seats in `mine` are this computer's person's; every other seat
    (a friend's, a computer's) is played on the server, which rolls its computers' dice."""

    rolls_for_computers = False

    def __init__(self, mine: frozenset[int] = frozenset()) -> None:
        self.mine = mine

    def is_human(self, seat: int) -> bool:
        return seat in self.mine

    def is_computer(self, seat: int) -> bool:
        return False


class Computers(Protocol):
    """The computer players at a table of this computer."""

    computer: ComputerMove | None  # the computer player thinking, if any

    def play_turn(self, record: GameRecord, dt: float, delay: float) -> None:
        """A computer seat is to move: play once ready and `delay` seconds have passed."""

    def stop(self) -> None:
        """Stop thinking (the position changed, or the table is left)."""


class ComputerPlayers:
    """The computer players at this computer: `seats` have `.level`. A search runs on
    `runner` (a background thread in the app), from a seed of the game's and the move's."""

    def __init__(self, seats: Sequence[Any], seed: int, runner: Runner) -> None:
        self.seats = seats
        self.seed = seed
        self.runner = runner
        self.computer: ComputerMove | None = None  # the computer player thinking, if any

    def play_turn(self, record: GameRecord, dt: float, delay: float) -> None:
        """A computer seat is to move: think (started once per position) and play the move
        once it is ready and `delay` seconds (of frames) have passed."""
        state = record.state
        if self.computer is None or self.computer.state is not state:
            self.stop()
            level = self.seats[state.current_player()].level
            seed = self.seed + record.cursor
            self.computer = ComputerMove(record.game.name, level, state, seed, delay, self.runner)
        action = self.computer.poll(dt)
        if action is not None:
            self.computer = None
            record.play(action)

    def stop(self) -> None:
        """Stop thinking (the position changed, or the table is left)."""
        if self.computer is not None:
            self.computer.cancel()
        self.computer = None
