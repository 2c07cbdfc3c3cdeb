"""Every setting a player chooses survives a restart: Practice and Marrakech's forecast too."""

from __future__ import annotations

import pytest

from common.ui.settings import Settings, load_settings, save_settings


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path / "userdata"))


def test_practice_and_the_forecast_are_remembered():
    chosen = Settings(practice=True, forecast=False)
    save_settings(chosen)
    loaded = load_settings()
    assert loaded.practice is True and loaded.forecast is False
