"""The hostile-file tests run as the UI tests do: pygame off-screen, a fresh data folder each."""

from __future__ import annotations

from tests.ui.conftest import app, data_folder, no_waiting_for_the_disk

__all__ = ["app", "data_folder", "no_waiting_for_the_disk"]
