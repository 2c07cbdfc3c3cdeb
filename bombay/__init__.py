"""Bombay Bazar: hex tiles that lengthen each player's elephant trunk.

Importing the package registers the game with Bazaar (common.core.registry); each hook below
imports its part of the game only when it is first used.
"""

from __future__ import annotations

from common.core.i18n import N_
from common.core.registry import GameEntry, register


def _game():
    from bombay.rules.game import GAME

    return GAME


def _levels():
    from bombay.ai.levels import LEVELS, TIME_CAPS

    return LEVELS, TIME_CAPS


def _open_setup(app) -> None:
    from bombay.ui.flow import open_setup

    open_setup(app)


def _resume(app, record) -> None:
    from bombay.ui.flow import resume

    resume(app, record)


def _describe(before, action, after) -> tuple:
    from bombay.rules.events import describe

    return describe(before, action, after)


def _rules_pages() -> list:
    from bombay.ui.rules_pages import rules_pages

    return rules_pages()


GAME_ENTRY = register(
    GameEntry(
        name="bombay",
        title=N_("Bombay Bazar"),
        blurb=N_("Grow the longest elephant trunk: solo or 2-4 players, tournaments"),
        players=(1, 2, 3, 4),
        load_game=_game,
        load_levels=_levels,
        open_setup=_open_setup,
        resume=_resume,
        describe=_describe,
        rules_pages=_rules_pages,
    )
)
