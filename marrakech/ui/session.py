"""Who sits at the table: names, colours, human or computer, and the game's setup and seed."""

from __future__ import annotations

from dataclasses import dataclass, field

from common.core.i18n import _
from common.core.record import GameRecord
from common.core.registry import PLAYER_LEVELS
from common.ui.table_parts import SEAT_NAME_KEPT, SeatBase
from common.ui.theme import Colour
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.palette import CARPET_COLOURS


@dataclass
class Seat(SeatBase):
    colours: list[int] = field(default_factory=list)  # palette indices, one per rules colour


@dataclass
class MarrakechSession:
    setup: MarrakechSetup
    seats: list[Seat]
    seed: int

    def to_meta(self) -> dict:
        """The table as plain data, kept in the game record so a saved game reopens as it was."""
        return {
            "players": [seat.name for seat in self.seats],
            "seats": [
                {"name": s.name, "level": s.level, "colours": list(s.colours)} for s in self.seats
            ],
        }

    @classmethod
    def from_record(cls, record: GameRecord) -> MarrakechSession:
        """The table of a saved game; anything missing or odd in it gets a sensible default."""
        setup = record.setup
        stored = record.meta.get("seats")
        seats = []
        for seat in range(setup.players):
            data = stored[seat] if isinstance(stored, list) and seat < len(stored) else {}
            data = data if isinstance(data, dict) else {}
            level = data.get("level")
            colours = data.get("colours")
            default = [seat, seat + 4] if setup.players == 2 else [seat]
            if not (
                isinstance(colours, list)
                and len(colours) == len(default)
                and all(isinstance(c, int) and 0 <= c < len(CARPET_COLOURS) for c in colours)
            ):
                colours = default
            seats.append(
                Seat(
                    name=str(data.get("name") or _("Player {n}").format(n=seat + 1))[
                        :SEAT_NAME_KEPT
                    ],
                    level=level if level in PLAYER_LEVELS else None,
                    colours=colours,
                )
            )
        return cls(setup, seats, record.seed)

    def display_colours(self) -> list[Colour]:
        """The screen colour of each rules colour (2 players: seat s owns s and s + 2)."""
        result = []
        for colour in range(self.setup.colours):
            seat = self.seats[self.setup.owner(colour)]
            result.append(CARPET_COLOURS[seat.colours[colour // self.setup.players]])
        return result
