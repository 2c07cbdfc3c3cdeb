"""Who sits at the table: names, colours, human or computer, and the game's setup and seed."""

from __future__ import annotations

from dataclasses import dataclass, field

from common.ui.theme import Colour
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.palette import CARPET_COLOURS


@dataclass
class Seat:
    name: str
    level: str | None = None  # None for a person; else a computer level: easy, medium, hard
    colours: list[int] = field(default_factory=list)  # palette indices, one per rules colour

    @property
    def computer(self) -> bool:
        return self.level is not None


@dataclass
class MarrakechSession:
    setup: MarrakechSetup
    seats: list[Seat]
    seed: int

    def display_colours(self) -> list[Colour]:
        """The screen colour of each rules colour (2 players: seat s owns s and s + 2)."""
        result = []
        for colour in range(self.setup.colours):
            seat = self.seats[self.setup.owner(colour)]
            result.append(CARPET_COLOURS[seat.colours[colour // self.setup.players]])
        return result
