"""How the Marrakech screens follow one another: setup -> game -> results -> again or title.
The game's entry in the registry (marrakech/__init__) opens them from SCREENS
(common.ui.game_flow): the setup, a game resumed, the rules, the guided game, and emblem, the
app icon's carpet."""

from __future__ import annotations

import pygame

from common.core.record import GameRecord
from common.ui import game_flow
from common.ui.app import App
from marrakech.ui.session import MarrakechSession


def _scenes() -> game_flow.Scenes:
    from marrakech.ui.guide import open_guide
    from marrakech.ui.play_scene import PlayScene
    from marrakech.ui.results_scene import ResultsScene
    from marrakech.ui.rules_pages import rules_pages
    from marrakech.ui.setup_scene import SetupScene

    return game_flow.Scenes(SetupScene, PlayScene, ResultsScene, rules_pages, open_guide)


def emblem(size: int) -> pygame.Surface:
    """A red carpet `size` pixels a square, for the app's icon."""
    from marrakech.ui.art import rug_surface

    return rug_surface((186, 44, 40), 2, size)


def replay_scene(app: App, record: GameRecord, session: MarrakechSession, on_close):
    """The replay of a record's moves so far (a watcher's, online), closed by `on_close`."""
    from marrakech.ui.replay_scene import MarrakechReplay

    return MarrakechReplay(app, record, session, on_close)


def show_results(app: App, record: GameRecord, session: MarrakechSession) -> None:
    def again() -> None:
        session.seed = app.seeds.randrange(1 << 62)
        SCREENS.start_game(app, session)

    results = SCREENS.scenes().results
    app.replace(results(app, record, session, again, app.nav.title))


SCREENS = game_flow.GameScreens("marrakech", _scenes, MarrakechSession, show_results, None, emblem)
start_game = SCREENS.start_game
table_parts = SCREENS.table_parts  # what an online table (common.ui.online_table) is built on
