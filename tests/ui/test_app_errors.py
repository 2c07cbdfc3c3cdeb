"""An unexpected error is written to the log in the user's data folder and shown to the player,
never a window that silently vanishes."""

from __future__ import annotations

import logging

import pygame

from common.core import applog
from common.ui import crash
from common.ui.main import main
from common.ui.title import TitleScene


def test_an_error_is_logged_and_the_player_is_told(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(applog, "_file", [])  # a log this run starts ends with it
    shown = []
    monkeypatch.setattr(crash, "show_crash", shown.append)

    def broken_draw(self, surface):
        raise RuntimeError("the title could not be drawn")

    monkeypatch.setattr(TitleScene, "draw", broken_draw)
    root = logging.getLogger()
    handlers = list(root.handlers)
    try:
        assert main(["--frames", "2"]) == 1
    finally:
        for handler in root.handlers[len(handlers) :]:
            handler.close()
            root.removeHandler(handler)
    log_file = tmp_path / "bazaar.log"
    assert shown == [log_file]
    assert "the title could not be drawn" in log_file.read_text(encoding="utf-8")


def test_the_error_screen_closes_on_a_key(tmp_path):
    pygame.display.init()
    pygame.display.set_mode((900, 420))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    crash.show_crash(tmp_path / "bazaar.log")
    assert not pygame.display.get_init()


def test_the_app_runs_with_no_stdout_or_stderr_as_a_windowed_build_does(tmp_path, monkeypatch):
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(applog, "_file", [])  # a log this run starts ends with it
    monkeypatch.setattr("sys.stdout", None)
    monkeypatch.setattr("sys.stderr", None)
    root = logging.getLogger()
    handlers = list(root.handlers)
    try:
        assert main(["--frames", "3"]) == 0
        assert main(["--version"]) == 0
        assert main(["--size", "huge"]) == 2
    finally:
        for handler in root.handlers[len(handlers) :]:
            handler.close()
            root.removeHandler(handler)
