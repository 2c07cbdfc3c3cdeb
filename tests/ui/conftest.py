"""UI tests run pygame off-screen (SDL's dummy video driver) and drive it with real events."""

from __future__ import annotations

import functools
import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True, scope="session")
def sounds_synthesised_once():
    """Every App synthesises its sound effects (seeded, so always the same samples) in pure
    Python, 0.1 s each time: a run makes them once and every test's App plays those."""
    from common.ui import sound

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sound, "_recipes", functools.cache(sound._recipes))
        yield


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    """Saves, scores and logs go to a fresh folder, never the tester's own."""
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path / "userdata"))
    return tmp_path / "userdata"


@pytest.fixture
def app():
    import pygame

    from common.ui.app import App

    # A seeded source for new games' seeds: every run deals the same tables.
    application = App((1280, 800), animation_speed=0, seeds=random.Random(20261201))
    yield application
    pygame.display.quit()
