"""The games Bazaar knows, by the name a save file gives. A fixed table: loading a file never
imports anything that is not listed here."""

from __future__ import annotations

import importlib

from common.core.api import Game
from common.core.cleantext import quoted
from common.core.errors import RecordError

_GAME_MODULES = {
    "marrakech": "marrakech.rules.game",
    "bombay": "bombay.rules.game",
}


def game_names() -> list[str]:
    return sorted(_GAME_MODULES)


def get_game(name: str) -> Game:
    """The Game object for a name; RecordError for a name Bazaar does not know."""
    module_name = _GAME_MODULES.get(name)
    if module_name is None:
        raise RecordError(f"unknown game {quoted(name)}; Bazaar plays {', '.join(game_names())}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise RecordError(f"the game {name!r} is not available in this version") from error
    return module.GAME
