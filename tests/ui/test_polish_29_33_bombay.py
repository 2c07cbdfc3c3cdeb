"""Issue 29, smaller items at the Bombay Bazar setup and table: the rounds look unusable while
Tournament is off; the setup card grows with the window; the supply's tooltip names a tile in
a player's words; the newest segments of a long trunk stay as wide as a trunk."""

from __future__ import annotations

import pygame
import pytest

from bombay.rules.tiles import PATTERNS
from bombay.ui.setup_scene import ROUND_CHOICES
from bombay.ui.trunk_geometry import trunk_width
from tests.ui.driver import click, open_bombay_setup, start_bombay, wait_for_human


def chosen_colour(app, choice) -> tuple[int, int, int]:
    """The colour of a choice's selected segment, just inside its corner."""
    app.draw()
    seg = choice.segment(choice.selected)
    return tuple(app.screen.get_at((seg.centerx, seg.top + 4)))[:3]


def test_the_rounds_look_unusable_while_tournament_is_off(app):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(1).center)  # two players: the tournament is on offer
    assert not setup.tournament.checked
    live = chosen_colour(app, setup.count)  # a choice in use: its selection in terracotta
    off = chosen_colour(app, setup.rounds)
    assert not setup.rounds.enabled
    assert sum(abs(a - b) for a, b in zip(live, off, strict=True)) > 120, (live, off)
    assert abs(max(off) - min(off)) < 40, "pale stone, as a button that cannot be pressed"
    click(app, setup.tournament.rect.center)
    assert setup.rounds.enabled
    assert chosen_colour(app, setup.rounds) == live
    click(app, setup.tournament.rect.center)  # off again; a click on a round turns it on
    click(app, setup.rounds.segment(ROUND_CHOICES.index(6)).center)
    assert setup.tournament.checked and ROUND_CHOICES[setup.rounds.selected] == 6


def test_the_setup_card_grows_into_a_large_window(app):
    setup = open_bombay_setup(app)
    setup.layout((1280, 800))
    middle, middle_row = setup.box.copy(), setup.row_h
    setup.layout((1600, 1000))
    assert setup.box.height > middle.height and setup.row_h > middle_row  # larger rows, words
    assert setup.box.width * setup.box.height >= 0.55 * 1600 * 1000
    assert pygame.Rect(0, 0, 1600, 1000).contains(setup.box)


def test_the_supply_tooltip_names_a_tile_in_words(app):
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    for i, pattern in enumerate(PATTERNS):
        tip = scene.tooltip_at(scene.lay.stacks[i])
        assert tip is not None and tip.startswith(f"Tile {pattern.name}: ")
        assert pattern.text not in tip  # no edge numbers such as "01+25"
        assert "curve" in tip or "straight" in tip
    assert "a sharp curve and a straight" in scene.tooltip_at(scene.lay.stacks[5])  # tile F


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_newest_segments_of_a_long_trunk_stay_a_trunk(app, size):
    app.screen = pygame.display.set_mode(size)
    scene = start_bombay(app, players=2)
    s = scene.lay.hex
    head = trunk_width(0, 60) * s
    for length in (10, 30, 60):
        tip = trunk_width(length, length) * s
        assert tip >= 0.65 * head
        assert tip >= 8  # pixels: a trunk with its rim, ridge and folds, never a thread
