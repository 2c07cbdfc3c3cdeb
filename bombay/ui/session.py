"""Who sits at the table (names, colours, human or computer), the game's setup and seed, and the
tournament in progress, if any."""

from __future__ import annotations

from dataclasses import dataclass

from bombay.rules.setup import Setup
from bombay.rules.tournament import Tournament
from bombay.ui.palette import ELEPHANT_COLOURS
from common.ui.theme import Colour


@dataclass
class Seat:
    name: str
    level: str | None = None  # None for a person; else a computer level: easy, medium, hard
    colour: int = 0  # index into ELEPHANT_COLOURS

    @property
    def computer(self) -> bool:
        return self.level is not None


@dataclass
class BombaySession:
    setup: Setup
    seats: list[Seat]
    seed: int
    tournament: Tournament | None = None

    @property
    def solo(self) -> bool:
        return self.setup.solo

    def colours(self) -> list[Colour]:
        """The screen colour of each player."""
        return [ELEPHANT_COLOURS[seat.colour] for seat in self.seats]

    @property
    def round_number(self) -> int:
        """1-based number of the round being played (1 outside a tournament)."""
        return 1 + (len(self.tournament.results) if self.tournament else 0)
