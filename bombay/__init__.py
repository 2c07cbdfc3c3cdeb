"""Bombay Bazar: hex tiles that lengthen each player's elephant trunk.

Importing the package registers the game with Bazaar (common.core.registry).
"""

from __future__ import annotations

from common.core.i18n import N_
from common.core.registry import GameEntry, register

GAME_ENTRY = register(
    GameEntry(
        name="bombay",
        title=N_("Bombay Bazar"),
        blurb=N_("Grow the longest elephant trunk: solo or 2-4 players, tournaments"),
        players=(1, 2, 3, 4),
        rules="bombay.rules.game",
        events="bombay.rules.events",
        computer="bombay.ai.levels",
        screens="bombay.ui.flow",
        data="bombay.data_files",
    )
)
