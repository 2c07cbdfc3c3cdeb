"""Who plays with which colours, how many carpets and coins: everything fixed at the start."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from common.core.errors import NotationError

START_DIRHAMS = 30
COLOUR_LETTERS = "cypr"
COLOUR_NAMES = ("cyan", "yellow", "purple", "red")
_CARPETS_PER_COLOUR = {2: 12, 3: 15, 4: 12}


@dataclass(frozen=True)
class MarrakechSetup:
    """players: 2 to 4. end_turn_rotation: the variant where Assam is turned after placing."""

    players: int = 4
    end_turn_rotation: bool = False

    def __post_init__(self) -> None:
        if self.players not in _CARPETS_PER_COLOUR:
            raise NotationError(f"Marrakech is for 2, 3 or 4 players, not {self.players}")

    @property
    def colours(self) -> int:
        """2 players have two colours each; otherwise one colour a player."""
        return 4 if self.players == 2 else self.players

    @property
    def carpets_per_colour(self) -> int:
        return _CARPETS_PER_COLOUR[self.players]

    def owner(self, colour: int) -> int:
        return colour % self.players

    def colours_of(self, seat: int) -> tuple[int, ...]:
        return tuple(c for c in range(self.colours) if self.owner(c) == seat)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "end_turn_rotation": self.end_turn_rotation}

    @classmethod
    def from_json(cls, data: Any) -> MarrakechSetup:
        if not isinstance(data, dict):
            raise NotationError("a Marrakech setup is a JSON object")
        players = data.get("players")
        variant = data.get("end_turn_rotation", False)
        if not isinstance(players, int) or isinstance(players, bool):
            raise NotationError("the number of players must be a whole number")
        if not isinstance(variant, bool):
            raise NotationError("end_turn_rotation must be true or false")
        return cls(players, variant)
