"""Every screen lays out and draws at every window size from the smallest to an 8K screen
(F11 full screen takes the desktop's size), in odd shapes too: no error, and every widget has
a size and lies inside the window."""

from __future__ import annotations

import random

import pygame
import pytest

from common.core.record import GameRecord
from common.core.registry import get_game
from common.ui.load_dialog import LoadDialog
from common.ui.savegames import SaveDialog, game_menu
from common.ui.settings_scene import SettingsScene
from tests.helpers import roll_if_waiting

SIZES = [(1024, 640), (7680, 4320), (1024, 2160), (3840, 640)]


def finished(game: str, players: int) -> GameRecord:
    """A finished game, played by the rules (quicker than through the table)."""
    from bombay.rules.setup import Setup
    from marrakech.rules.setup import MarrakechSetup

    setup = MarrakechSetup(players) if game == "marrakech" else Setup(players)
    record = GameRecord(get_game(game), setup, 3)
    roll_if_waiting(record)
    rng = random.Random(3)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
    return record


def results(app, game: str, players: int) -> None:
    import importlib

    flow = importlib.import_module(f"{game}.ui.flow")
    session = importlib.import_module(f"{game}.ui.session")
    record = finished(game, players)
    kind = session.MarrakechSession if game == "marrakech" else session.BombaySession
    flow.show_results(app, record, kind.from_record(record))


def table(app, game: str) -> None:
    app.nav.setup(game)
    app.top.start()


def screens(app):
    """Each screen by name: a callable that puts it up."""
    return {
        "title": app.nav.title,
        "settings": lambda: (app.nav.title(), app.push(SettingsScene(app))),
        "load": lambda: (app.nav.title(), app.push(LoadDialog(app))),
        "choose-rules": lambda: (app.nav.title(), app.nav.choose_rules()),
        "marrakech-setup": lambda: app.nav.setup("marrakech"),
        "marrakech-table": lambda: table(app, "marrakech"),
        "menu": lambda: (table(app, "marrakech"), app.push(game_menu(app, app.top.record, None))),
        "save": lambda: (table(app, "marrakech"), app.push(SaveDialog(app, app.top.record))),
        "marrakech-rules": lambda: app.nav.rules("marrakech"),
        "marrakech-results": lambda: results(app, "marrakech", 3),
        "bombay-setup": lambda: app.nav.setup("bombay"),
        "bombay-table": lambda: table(app, "bombay"),
        "bombay-log": lambda: (table(app, "bombay"), app.top.open_log()),
        "bombay-rules": lambda: app.nav.rules("bombay"),
        "bombay-results": lambda: results(app, "bombay", 3),
        "solo-results": lambda: results(app, "bombay", 1),
        "my-games": lambda: (app.nav.title(), app.nav.my_games()),
        "play-online": app.nav.online,
        "room-choices": lambda: (app.nav.online(), app.top.choose_room()),
    }


@pytest.fixture(scope="module")
def app():
    from common.ui.app import App
    from common.ui.navigation import Navigator

    application = App((1024, 640), animation_speed=0, navigator=Navigator)
    yield application
    pygame.display.quit()


@pytest.fixture(scope="module")
def windows():
    """One surface per size, made once (an 8K one is 130 MB), that the scenes draw on as they
    would on a window of that size."""
    return {size: pygame.Surface(size) for size in SIZES}


def draw_at(app, surface: pygame.Surface) -> None:
    """What a resize to the surface's size and a frame do, drawn on the surface."""
    app.size = surface.get_size()
    for scene in app.scenes:
        scene.layout(app.size)
    first = len(app.scenes) - 1
    while first > 0 and app.scenes[first].modal:
        first -= 1
    for scene in app.scenes[first:]:
        scene.draw(surface)


def widgets_out_of_place(app, size: tuple[int, int]) -> list[str]:
    window = pygame.Rect((0, 0), size)
    wrong = []
    for scene in app.scenes:
        group = getattr(scene, "widgets", None)
        for widget in group.widgets if group is not None else []:
            rect = widget.rect
            if widget.visible and (
                rect.width <= 0 or rect.height <= 0 or not window.contains(rect)
            ):
                wrong.append(f"{type(scene).__name__}: {getattr(widget, 'label', widget)} {rect}")
    return wrong


SCREENS = [
    "title",
    "settings",
    "load",
    "choose-rules",
    "marrakech-setup",
    "marrakech-table",
    "menu",
    "save",
    "marrakech-rules",
    "marrakech-results",
    "bombay-setup",
    "bombay-table",
    "bombay-log",
    "bombay-rules",
    "bombay-results",
    "solo-results",
    "my-games",
    "play-online",
    "room-choices",
]


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_fits_every_window_from_the_smallest_to_8k(app, windows, name):
    app.size = (1024, 640)
    screens(app)[name]()
    app.step(1 / 60)
    for size, surface in windows.items():
        draw_at(app, surface)
        assert widgets_out_of_place(app, size) == [], size
