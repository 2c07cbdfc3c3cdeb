"""The Bombay Bazar Game object that the registry (common.core.registry) and records use."""

from __future__ import annotations

from typing import Any

from bombay.rules.actions import Action, parse_action
from bombay.rules.core import Core
from bombay.rules.events import describe
from bombay.rules.notation import parse_state_core
from bombay.rules.setup import Setup
from bombay.rules.state import BombayState
from common.core.api import Game
from common.core.errors import NotationError
from common.core.events import Event


class BombayGame(Game[BombayState]):
    name = "bombay"

    def initial_state(self, setup: Setup) -> BombayState:
        if not isinstance(setup, Setup):
            raise NotationError("a Bombay Bazar game needs a bombay Setup")
        return BombayState(Core.initial(setup.players))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_state(self, text: str) -> BombayState:
        return BombayState(parse_state_core(text))

    def setup_to_json(self, setup: Setup) -> dict[str, Any]:
        return setup.to_json()

    def setup_from_json(self, data: object) -> Setup:
        return Setup.from_json(data)

    def setups(self) -> list[Setup]:
        return [Setup(n) for n in (1, 2, 3, 4)]

    def describe(
        self, before: BombayState, action: Action, after: BombayState
    ) -> tuple[Event, ...]:
        return describe(before, action, after)


GAME = BombayGame()
