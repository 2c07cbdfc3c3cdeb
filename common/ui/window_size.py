"""The window size `--size` asks for, made one that can open: WIDTHxHEIGHT in pixels, both above
zero (else refused with the reason), no larger than the screen (else the screen's size, and one
line says so: on the console and on the title screen)."""

from __future__ import annotations

import re
import sys

import pygame

from common.core import setaside
from common.core.applog import Log
from common.core.i18n import _

DEFAULT = "1280x800"
UNKNOWN_SCREEN = (3840, 2160)  # the most a window gets when the screen's size is not known
_SIZE = r"\s*([-+]?\d+)\s*[x×]\s*([-+]?\d+)\s*"  # compiled by re when --size is first read

log = Log("bazaar")


def fitted(asked: str, screen: tuple[int, int]) -> tuple[tuple[int, int], str | None]:
    """The window size for `asked` on a screen of `screen` pixels, and what to tell the player
    when it is not what was asked; ValueError with the reason if `asked` is no window size."""
    match = re.fullmatch(_SIZE, asked, re.IGNORECASE)
    if match is None:
        raise ValueError(_("--size takes WIDTHxHEIGHT, e.g. 1280x800"))
    width, height = int(match[1]), int(match[2])
    if width <= 0 or height <= 0:
        raise ValueError(
            _(
                "--size {asked}: a window needs a width and a height above zero, e.g. 1280x800"
            ).format(asked=asked.strip())
        )
    if width <= screen[0] and height <= screen[1]:
        return (width, height), None
    size = (min(width, screen[0]), min(height, screen[1]))
    told = _("--size {asked} is larger than the screen: the window is {width}x{height}.")
    return size, told.format(asked=asked.strip(), width=size[0], height=size[1])


def window_size(asked: str | None) -> tuple[int, int]:
    """The size to open the window at for `--size` (None: not given, the default, fitted to
    the screen without a word); ValueError with the reason for one that is no size."""
    size, told = fitted(asked or DEFAULT, screen_size())
    if told is not None and asked is not None:
        print(told, file=sys.stderr)
        log.warning("%s", told)
        setaside.tell(told)
    return size


def screen_size() -> tuple[int, int]:
    """The size of the screen the window opens on (its first), or UNKNOWN_SCREEN."""
    try:
        pygame.display.init()
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return UNKNOWN_SCREEN
    return sizes[0] if sizes and min(sizes[0]) > 0 else UNKNOWN_SCREEN
