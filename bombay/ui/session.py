"""Who sits at the table (names, colours, human or computer), the game's setup and seed, and the
tournament in progress, if any."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bombay.rules.setup import Setup
from bombay.rules.tournament import Tournament
from bombay.ui.palette import ELEPHANT_COLOURS
from common.core.errors import NotationError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.registry import PLAYER_LEVELS
from common.ui.table_parts import SEAT_NAME_KEPT, SeatBase
from common.ui.theme import Colour


@dataclass
class Seat(SeatBase):
    colour: int = 0  # index into ELEPHANT_COLOURS


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

    def patterns(self, colour_blind: bool) -> list[int] | None:
        """Each player's trunk pattern in colour-blind mode (it goes with the colour), else
        None: colours alone."""
        return [seat.colour for seat in self.seats] if colour_blind else None

    @property
    def round_number(self) -> int:
        """1-based number of the round being played (1 outside a tournament)."""
        return 1 + (len(self.tournament.results) if self.tournament else 0)

    def to_meta(self) -> dict[str, Any]:
        """The table as plain data, kept in the game record so a saved game reopens as it was:
        the seats and the tournament this round belongs to (its earlier rounds' results)."""
        return {
            "players": [seat.name for seat in self.seats],
            "seats": [{"name": s.name, "level": s.level, "colour": s.colour} for s in self.seats],
            "tournament": self.tournament.to_json() if self.tournament is not None else None,
        }

    @classmethod
    def from_record(cls, record: GameRecord) -> BombaySession:
        """The table of a saved game; anything missing or odd in it gets a sensible default."""
        setup = record.setup
        stored = record.meta.get("seats")
        seats: list[Seat] = []
        for seat in range(setup.players):
            data = stored[seat] if isinstance(stored, list) and seat < len(stored) else {}
            data = data if isinstance(data, dict) else {}
            level = data.get("level")
            colour = data.get("colour")
            taken = {s.colour for s in seats}
            if (
                not isinstance(colour, int)
                or isinstance(colour, bool)
                or not 0 <= colour < len(ELEPHANT_COLOURS)
                or colour in taken
            ):
                colour = next(c for c in range(len(ELEPHANT_COLOURS)) if c not in taken)
            seats.append(
                Seat(
                    name=str(data.get("name") or _("Player {n}").format(n=seat + 1))[
                        :SEAT_NAME_KEPT
                    ],
                    level=level if level in PLAYER_LEVELS and not setup.solo else None,
                    colour=colour,
                )
            )
        return cls(setup, seats, record.seed, _tournament(record.meta.get("tournament"), setup))


def _tournament(data: Any, setup: Setup) -> Tournament | None:
    """The saved tournament, if it is one this table can go on with (else none)."""
    if data is None or setup.solo:
        return None
    try:
        tournament = Tournament.from_json(data)
    except (NotationError, TypeError):
        return None
    if tournament.players != setup.players or tournament.finished:
        return None
    return tournament
