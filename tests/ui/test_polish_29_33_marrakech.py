"""Issue 33, smaller items at the Marrakech table and its setup: the hint's ghost goes once a
carpet is dropped elsewhere; a name field that is full says so; the setup sums up the rules;
the market stands on a wooden table and casts a shadow on it."""

from __future__ import annotations

import pygame
import pytest

from common.ui.draw import wrap
from common.ui.theme import font
from marrakech.rules.board import PLACEMENTS, SIZE
from marrakech.ui.market_art import frame_band, table_surface
from tests.ui.driver import (
    click,
    key,
    motion,
    open_marrakech_setup,
    post,
    reach_placing,
    run_frames,
    start_marrakech,
    wait_for,
)


def test_the_hints_ghost_goes_when_a_carpet_is_dropped_elsewhere(app, quick_hints):
    scene = start_marrakech(app, players=2)
    reach_placing(app, scene)
    scene.ask_hint()
    wait_for(app, lambda: scene.shown_hint() is not None)
    hint = scene.shown_hint()
    assert scene.board_view(scene.view_model()).ghost[:2] == hint.squares
    other = next(a for a in scene.record.state.legal_actions() if a != hint)
    a, b = PLACEMENTS[other.value]
    if (b - a == SIZE) != scene.hand.vertical:
        post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
        run_frames(app, 1)
    scene.animator.speed = 1.0  # the carpet lands as at Normal speed (the game stays instant)
    start, end = scene.hand.sprite.center, scene.lay.placement_centre(a, b)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, 7):
        motion((start[0] + (end[0] - start[0]) * i / 6, start[1] + (end[1] - start[1]) * i / 6))
        run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    run_frames(app, 1)
    assert scene.hand.drag.flying is not None, "the carpet is landing"
    assert scene.shown_hint() == hint  # the hint is still for this position...
    assert scene.board_view(scene.view_model()).ghost is None  # ...but its ghost is gone


def between_the_buttons(app, setup) -> pygame.Surface:
    """What the window shows between Back and Start."""
    back, start = setup.back_button.rect, setup.start_button.rect
    app.draw()
    area = pygame.Rect(back.right, back.top, start.left - back.right, back.height)
    return app.screen.subsurface(area).copy()


def test_a_full_name_field_says_so(app):
    setup = open_marrakech_setup(app)
    field = setup.names[1]
    click(app, field.rect.center)
    for _ in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)
    empty = between_the_buttons(app, setup)
    for letter in "Scheherazade al-Rashid":
        post(pygame.TEXTINPUT, text=letter)
    run_frames(app)
    assert field.value == "Scheherazade al-"  # 16 characters: the rest did not go in...
    assert "16" in setup.name_note()  # ...and the screen says why, between Back and Start
    full = between_the_buttons(app, setup)
    changed = sum(
        full.get_at((x, y)) != empty.get_at((x, y))
        for x in range(0, full.get_width(), 2)
        for y in range(0, full.get_height(), 2)
    )
    assert changed > 100
    key(app, pygame.K_BACKSPACE)
    assert setup.name_note() is None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_setup_sums_up_the_rules_readably_at_every_size(app, size, players):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(players - 2).center)
    setup.layout(size)
    words = setup.rules_summary()
    assert "Assam" in words and "wins" in words
    text_size = setup.summary_size()
    inside = setup.blurb.inflate(-setup.row_h * 2 // 3, -setup.row_h // 3)
    assert text_size >= 12
    assert len(wrap(words, text_size, inside.width)) * font(text_size).get_linesize() <= (
        inside.height
    )
    assert setup.blurb.top >= setup.practice.rect.bottom  # under the options...
    assert setup.blurb.bottom <= setup.start_button.rect.top  # ...above Start and Back
    assert setup.blurb.top >= max(name.rect.bottom for name in setup.names[:players])


def luminance(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def test_the_market_stands_on_a_table_with_depth(app):
    scene = start_marrakech(app, players=3)
    lay, size = scene.lay, app.screen.get_size()
    board = (lay.board.left, lay.board.top, lay.board.width, lay.board.height)
    table = table_surface(size, board, lay.cell)
    app.draw()
    left_of_market = {
        tuple(app.screen.get_at((x, y)))
        for x in range(2, lay.market.left - 2, 3)
        for y in range(0, size[1], 7)
    }
    assert len(left_of_market) > 40, "wood with a grain, not one flat colour"
    frame_right = lay.board.right + frame_band(lay.cell)
    rows = range(lay.board.top, lay.board.bottom, 3)

    def column(x: int) -> float:
        return sum(luminance(table.get_at((x, y))) for y in rows) / len(rows)

    # beside the market its shadow darkens the table, further out the table is lighter
    assert column(frame_right + 2) < column(lay.board.right + 2 * lay.cell) - 8
    # the squares themselves are drawn as before, on top of the table
    square = lay.square_rect(0).center
    assert luminance(app.screen.get_at(square)) > 150
