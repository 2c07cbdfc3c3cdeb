"""The way both games' screens follow one another: the setup opens the table (keeping an
unfinished game in the slot first, if the player agrees), and the table, once the game is over,
its results. Each game's flow module (marrakech.ui.flow, bombay.ui.flow) names its own scenes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.core.record import GameRecord
from common.ui.app import App


def open_setup(app: App, game: str, setup_scene: type, start_game: Callable[[App, Any], None]):
    """Show `game`'s setup; its Start button sits the players down through `start_game`."""
    from common.ui.keep_unfinished import keep_unfinished_first

    def start(session) -> None:  # an unfinished game in the slot is kept, if the player agrees
        keep_unfinished_first(app, game, lambda: start_game(app, session))

    app.replace(setup_scene(app, start, app.nav.title))


def sit_down(
    app: App,
    play_scene: type,
    session: Any,
    record: GameRecord | None,
    show_results: Callable[[App, GameRecord, Any], None],
) -> None:
    """The table: a new game, or the game of `record` where it stood; its end shows the
    results through `show_results`."""
    app.replace(play_scene(app, session, lambda r, s: show_results(app, r, s), record))
