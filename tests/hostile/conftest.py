"""The hostile-file tests run as the UI tests do: pygame off-screen, a fresh data folder each."""

from __future__ import annotations

from tests.ui.conftest import app, data_folder, sounds_synthesised_once

__all__ = ["app", "data_folder", "sounds_synthesised_once"]
