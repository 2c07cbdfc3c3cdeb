"""UI tests run pygame off-screen (SDL's dummy video driver) and drive it with real events."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Imported once the drivers are chosen; importing it makes the Navigator the way between screens
# of every App a test builds (common.ui.main hands it to the app it builds).
from common.ui.navigation import Navigator


@pytest.fixture(autouse=True, scope="session")
def no_waiting_for_the_disk():
    """Saves are still written whole through a temporary file and a rename, but not forced to
    the disk (fsync): only a power cut could tell the difference, and here each one waited
    about 4 ms for the disk, some 1200 times a run (5 s of the UI and hostile-file tests)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    """Saves, scores and logs go to a fresh folder, never the tester's own."""
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path / "userdata"))
    return tmp_path / "userdata"


@pytest.fixture
def quick_hints(monkeypatch):
    """The Hint asks Medium rather than Hard (a tenth of the search), for tests of what the
    table does with a hint (its ghost, Enter, a click, drawing it): the tests that the Hint is
    Hard's move ask Hard."""
    from common.ui import table_controller

    monkeypatch.setattr(table_controller, "HINT_LEVEL", "medium")


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "window(size): the `app` fixture's window size: the smallest, (1024, 640), unless a"
        " test marks another (a test of where things lie at that size; the smallest draws 0.64"
        " of the pixels of 1280x800)",
    )


@pytest.fixture
def app(request):
    import pygame

    from common.ui.app import App
    from tests.helpers import InstantThinking

    # A seeded source for new games' seeds: every run deals the same tables; the computer
    # players think at once, on the test's thread.
    window = request.node.get_closest_marker("window")
    application = App(
        window.args[0] if window else (1024, 640),
        animation_speed=0,
        seeds=random.Random(20261201),
        navigator=Navigator,
        runner=InstantThinking,
    )
    yield application
    pygame.display.quit()


@pytest.fixture(autouse=True)
def network_heard(monkeypatch):
    """A test waits for the network by an event (tests.heard.await_network), not a sleep."""
    from tests.heard import hear_the_network

    hear_the_network(monkeypatch)


@pytest.fixture
def server():
    """A game server on 127.0.0.1, any free port: its address."""
    from common.net.threaded import ServerThread

    hosting = ServerThread()
    port = hosting.start("127.0.0.1", 0)
    yield f"127.0.0.1:{port}"
    hosting.stop(2.0)


@pytest.fixture
def others():
    """Scripted clients (ThreadedClient) a test adds to: closed at its end."""
    clients: list = []
    yield clients
    for net in clients:
        net.close(2.0)


@pytest.fixture
def friend():
    """A scripted friend's connection (ThreadedClient), closed at the test's end."""
    from common.net.threaded import ThreadedClient

    net = ThreadedClient()
    yield net
    net.close(2.0)


@pytest.fixture
def local_server():
    """A game server on 127.0.0.1 with scripted players (tests.ui.online_driver.LocalServer)."""
    from tests.ui.online_driver import LocalServer

    server = LocalServer()
    yield server
    server.stop()
