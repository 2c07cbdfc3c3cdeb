"""Marrakech: carpets on a 7x7 market, Assam the merchant, a die and coins.

Importing the package registers the game with Bazaar (common.core.registry); each hook below
imports its part of the game only when it is first used.
"""

from __future__ import annotations

from common.core.i18n import N_
from common.core.registry import GameEntry, register


def _game():
    from marrakech.rules.game import GAME

    return GAME


def _levels():
    from marrakech.ai.levels import LEVELS, TIME_CAPS

    return LEVELS, TIME_CAPS


def _open_setup(app) -> None:
    from marrakech.ui.flow import open_setup

    open_setup(app)


def _resume(app, record) -> None:
    from marrakech.ui.flow import resume

    resume(app, record)


def _describe(before, action, after) -> tuple:
    from marrakech.rules.events import describe

    return describe(before, action, after)


def _rules_pages() -> list:
    from marrakech.ui.rules_pages import rules_pages

    return rules_pages()


def _emblem(size: int):
    """A red carpet, as the app's icon shows it."""
    from marrakech.ui.art import rug_surface

    return rug_surface((186, 44, 40), 2, size)


GAME_ENTRY = register(
    GameEntry(
        name="marrakech",
        title=N_("Marrakech"),
        blurb=N_("Carpets, coins and Assam the merchant, 2-4 players"),
        players=(2, 3, 4),
        load_game=_game,
        load_levels=_levels,
        open_setup=_open_setup,
        resume=_resume,
        describe=_describe,
        rules_pages=_rules_pages,
        emblem=_emblem,
    )
)
