"""The hostile-file tests run pygame off-screen (SDL's dummy drivers), each in a fresh data
folder."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path / "userdata"))
    return tmp_path / "userdata"


@pytest.fixture
def app():
    import pygame

    from common.ui.app import App

    application = App((1280, 800), animation_speed=0)
    yield application
    pygame.display.quit()
