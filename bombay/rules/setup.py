"""The setup of a Bombay Bazar game: how many players (1 is the solo game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bombay.rules.board import ELEPHANTS_IN_PLAY
from common.core.errors import NotationError


@dataclass(frozen=True)
class Setup:
    """players 1..4; player i plays elephant ELEPHANTS_IN_PLAY[players][i] (2 players sit at
    opposite elephants 1 and 3). One player is the solo game."""

    players: int = 4

    def __post_init__(self) -> None:
        if (
            not isinstance(self.players, int)
            or isinstance(self.players, bool)
            or self.players not in ELEPHANTS_IN_PLAY
        ):
            raise NotationError(f"Bombay Bazar is played by 1 to 4 players, not {self.players!r}")

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def elephants(self) -> tuple[int, ...]:
        return ELEPHANTS_IN_PLAY[self.players]

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "solo": self.solo}

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        if not isinstance(data, dict):
            raise NotationError("a Bombay Bazar setup is a JSON object")
        unknown = set(data) - {"players", "solo"}
        if unknown:
            raise NotationError(f"unknown setup field(s): {', '.join(sorted(map(str, unknown)))}")
        if "players" not in data:
            raise NotationError("the setup does not say how many players there are")
        setup = cls(data["players"])
        solo = data.get("solo", setup.solo)
        if not isinstance(solo, bool):
            raise NotationError("the setup's solo flag must be true or false")
        if solo != setup.solo:
            raise NotationError("a solo game has exactly one player")
        return setup
