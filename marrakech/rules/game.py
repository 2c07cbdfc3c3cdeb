"""Marrakech as a Game for the game record (common.core.record)."""

from __future__ import annotations

from typing import Any

from common.core.api import Game
from common.core.events import Event
from marrakech.rules.actions import Action, parse_action
from marrakech.rules.events import describe
from marrakech.rules.notation import parse_core
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState


class MarrakechGame(Game[MarrakechState]):
    name = "marrakech"

    def initial_state(self, setup: MarrakechSetup) -> MarrakechState:
        return MarrakechState.initial(setup)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_state(self, text: str) -> MarrakechState:
        return MarrakechState(parse_core(text))

    def setup_to_json(self, setup: MarrakechSetup) -> dict[str, Any]:
        return setup.to_json()

    def setup_from_json(self, data: object) -> MarrakechSetup:
        return MarrakechSetup.from_json(data)

    def setups(self) -> list[MarrakechSetup]:
        return [MarrakechSetup(n, variant) for n in (2, 3, 4) for variant in (False, True)]

    def describe(
        self, before: MarrakechState, action: Action, after: MarrakechState
    ) -> tuple[Event, ...]:
        return describe(before, action, after)


GAME = MarrakechGame()
