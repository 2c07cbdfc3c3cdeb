"""How the Marrakech screens follow one another: setup -> game -> results -> again or title.
The game's entry in the registry (marrakech/__init__) opens them from here: open_setup, resume,
rules_pages, and emblem, the app icon's carpet."""

from __future__ import annotations

from common.core.record import GameRecord
from common.ui import game_flow
from common.ui.app import App
from marrakech.ui.session import MarrakechSession


def rules_pages() -> list:
    from marrakech.ui.rules_pages import rules_pages as pages

    return pages()


def emblem(size: int):
    """A red carpet `size` pixels a square, for the app's icon."""
    from marrakech.ui.art import rug_surface

    return rug_surface((186, 44, 40), 2, size)


def open_guide(app: App) -> None:
    """The guided first game (its lessons and script: marrakech.ui.guide)."""
    from marrakech.ui.guide import open_guide as guide

    guide(app)


def open_setup(app: App) -> None:
    from marrakech.ui.setup_scene import SetupScene

    game_flow.open_setup(app, "marrakech", SetupScene, start_game)


def start_game(app: App, session: MarrakechSession, record: GameRecord | None = None) -> None:
    from marrakech.ui.play_scene import PlayScene

    game_flow.sit_down(app, PlayScene, session, record, show_results)


def resume(app: App, record: GameRecord) -> None:
    """Reopen a saved or autosaved game of Marrakech at its table; a finished game opens on
    its results, which offer its replay."""
    session = MarrakechSession.from_record(record)
    if record.state.is_terminal():
        show_results(app, record, session)
    else:
        start_game(app, session, record)


def table_parts(record: GameRecord) -> tuple[type, MarrakechSession]:
    """The table scene and the table of a record (an online game's table is built on them)."""
    from marrakech.ui.play_scene import PlayScene

    return PlayScene, MarrakechSession.from_record(record)


def replay_scene(app: App, record: GameRecord, session: MarrakechSession, on_close):
    """The replay of a record's moves so far (a watcher's, online), closed by `on_close`."""
    from marrakech.ui.replay_scene import MarrakechReplay

    return MarrakechReplay(app, record, session, on_close)


def show_results(app: App, record: GameRecord, session: MarrakechSession) -> None:
    from marrakech.ui.results_scene import ResultsScene

    def again() -> None:
        session.seed = app.seeds.randrange(1 << 62)
        start_game(app, session)

    app.replace(ResultsScene(app, record, session, again, app.nav.title))
