"""How the Marrakech screens follow one another: setup -> game -> results -> again or title.
The game's entry in the registry (marrakech/__init__) opens them from here: open_setup, resume,
rules_pages, and emblem, the app icon's carpet."""

from __future__ import annotations

from common.core.record import GameRecord
from common.ui.app import App
from marrakech.ui.session import MarrakechSession


def rules_pages() -> list:
    from marrakech.ui.rules_pages import rules_pages as pages

    return pages()


def emblem(size: int):
    """A red carpet `size` pixels a square, for the app's icon."""
    from marrakech.ui.art import rug_surface

    return rug_surface((186, 44, 40), 2, size)


def open_setup(app: App) -> None:
    from common.ui.keep_unfinished import keep_unfinished_first
    from marrakech.ui.setup_scene import SetupScene

    def start(session) -> None:  # an unfinished game in the slot is kept, if the player agrees
        keep_unfinished_first(app, "marrakech", lambda: start_game(app, session))

    app.replace(SetupScene(app, start, app.nav.title))


def start_game(app: App, session: MarrakechSession, record: GameRecord | None = None) -> None:
    from marrakech.ui.play_scene import PlayScene

    app.replace(PlayScene(app, session, lambda r, s: show_results(app, r, s), record))


def resume(app: App, record: GameRecord) -> None:
    """Reopen a saved or autosaved game of Marrakech at its table; a finished game opens on
    its results, which offer its replay."""
    session = MarrakechSession.from_record(record)
    if record.state.is_terminal():
        show_results(app, record, session)
    else:
        start_game(app, session, record)


def show_results(app: App, record: GameRecord, session: MarrakechSession) -> None:
    from marrakech.ui.results_scene import ResultsScene

    def again() -> None:
        session.seed = app.seeds.randrange(1 << 62)
        start_game(app, session)

    app.replace(ResultsScene(app, record, session, again, app.nav.title))
