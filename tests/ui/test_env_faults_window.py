"""An absurd or negative --size never brings up the error screen or a window larger than the
screen: it is refused with the reason, or fitted to the screen and the player told."""

from __future__ import annotations

import logging

import pygame
import pytest

from common.core import applog
from common.ui import crash
from common.ui.main import main
from common.ui.window_size import fitted, screen_size

SCREEN = (1920, 1080)


@pytest.fixture
def bazaar(tmp_path, monkeypatch):
    """Bazaar's entry point, as the command line runs it; the error screen recorded, and the
    window's size when it drew its last frame."""
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(applog, "_file", [])  # a log this run starts ends with it
    crashes: list = []
    monkeypatch.setattr(crash, "show_crash", crashes.append)
    windows: list = []
    flip = pygame.display.flip

    def watched_flip():
        windows.append(pygame.display.get_surface().get_size())
        flip()

    monkeypatch.setattr(pygame.display, "flip", watched_flip)
    root = logging.getLogger()
    handlers = list(root.handlers)

    def run(*args: str) -> tuple[int, list, list]:
        return main([*args, "--frames", "2"]), crashes, windows

    yield run
    for handler in root.handlers[len(handlers) :]:
        handler.close()
        root.removeHandler(handler)


@pytest.mark.parametrize("asked", ["--size=-5x-5", "--size=0x800", "--size=1280x0"])
def test_a_size_of_nothing_or_less_is_refused_with_the_reason(bazaar, capsys, asked):
    code, crashes, windows = bazaar(asked)
    assert (code, crashes, windows) == (2, [], [])
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "above zero" in line


@pytest.mark.parametrize("asked", ["2147483648x800", "99999x99999"])
def test_a_size_larger_than_the_screen_opens_a_window_that_fits(bazaar, capsys, asked):
    screen = screen_size()
    code, crashes, windows = bazaar(f"--size={asked}")
    assert (code, crashes) == (0, [])
    wanted = [int(n) for n in asked.split("x")]
    assert windows[-1] == (min(wanted[0], screen[0]), min(wanted[1], screen[1]))
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert asked in line and "larger than the screen" in line


def test_a_size_is_fitted_to_the_screen_it_opens_on():
    size, told = fitted("99999x99999", SCREEN)
    assert size == SCREEN and "1920x1080" in told
    size, told = fitted("2147483648x800", SCREEN)
    assert size == (1920, 800) and "2147483648x800" in told and "1920x800" in told
    assert fitted("1280x800", SCREEN) == ((1280, 800), None)
    assert fitted(" 1600 X 1000 ", SCREEN) == ((1600, 1000), None)
    with pytest.raises(ValueError, match="WIDTHxHEIGHT"):
        fitted("huge", SCREEN)
