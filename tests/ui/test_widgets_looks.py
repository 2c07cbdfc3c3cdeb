"""A button that cannot be pressed looks unlike one that can, at a glance (issue 33: a greyed
Undo beside Menu was hard to tell apart): pale and flat against dark and raised."""

from __future__ import annotations

import math

import pygame
import pytest

from common.ui.widgets import Button

BACKGROUND = (246, 237, 221)  # the table's cream panel, where Undo and Redo stand


def drawn(enabled: bool, primary: bool) -> pygame.Surface:
    pygame.init()
    surface = pygame.Surface((300, 120))
    surface.fill(BACKGROUND)
    button = Button("Undo", lambda: None, primary=primary, enabled=enabled)
    button.rect = pygame.Rect(50, 30, 200, 50)
    button.draw(surface)
    return surface


def fill_of(surface: pygame.Surface) -> tuple[int, int, int]:
    return tuple(surface.get_at((62, 36))[:3])  # inside the button, clear of its words


def lightness(colour) -> float:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


@pytest.mark.parametrize("primary", [False, True])
def test_a_disabled_button_is_pale_and_grey_where_an_enabled_one_is_deep(primary):
    on, off = fill_of(drawn(True, primary)), fill_of(drawn(False, primary))
    assert lightness(off) - lightness(on) > 60, (on, off)
    assert math.dist(on, off) > 120, (on, off)
    assert max(off) - min(off) < 40  # hardly any colour left


@pytest.mark.parametrize("primary", [False, True])
def test_a_disabled_button_is_flat_where_an_enabled_one_casts_a_shadow(primary):
    below = (150, 84)  # just under the button's bottom edge
    assert drawn(True, primary).get_at(below)[:3] != BACKGROUND
    assert drawn(False, primary).get_at(below)[:3] == BACKGROUND


def test_a_disabled_buttons_words_are_faint_and_an_enabled_ones_stand_out():
    def contrast(surface):
        fill = lightness(fill_of(surface))
        inside = [surface.get_at((x, y)) for x in range(60, 240) for y in range(36, 74)]
        return max(abs(lightness(c) - fill) for c in inside)

    assert contrast(drawn(True, False)) > 150
    assert contrast(drawn(False, False)) < 110
