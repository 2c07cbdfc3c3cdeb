"""Marrakech: carpets on a 7x7 market, Assam the merchant, a die and coins.

Importing the package registers the game with Bazaar (common.core.registry).
"""

from __future__ import annotations

from common.core.i18n import N_
from common.core.registry import GameEntry, register

GAME_ENTRY = register(
    GameEntry(
        name="marrakech",
        title=N_("Marrakech"),
        blurb=N_("Carpets, coins and Assam the merchant, 2-4 players"),
        players=(2, 3, 4),
        rules="marrakech.rules.game",
        events="marrakech.rules.events",
        computer="marrakech.ai.levels",
        screens="marrakech.ui.flow",
    )
)
