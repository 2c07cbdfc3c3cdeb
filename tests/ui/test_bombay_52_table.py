"""Issue 52 at the Bombay Bazar table: the game log shown over the supply says only its own
words (no hidden stack's tooltip pops up over a log line); a card's moves since the person's
turn, cut short on a small window, are whole in its tooltip; the supply shows the fitting
tiles turned the way they would go on."""

from __future__ import annotations

import pygame

from bombay.rules.actions import place
from bombay.rules.tiles import PATTERNS, orientation
from bombay.ui import table_draw
from bombay.ui.since import mark_words
from bombay.ui.ways_round import best_rotations
from common.core.i18n import set_language
from common.ui import app as app_module
from common.ui.draw import tooltip_place, wrap
from common.ui.theme import font
from tests.ui.driver import key, play_tiles, post, run_frames, start_bombay, wait_for_human


def test_no_stack_tooltip_pops_up_over_the_log(app):
    scene = start_bombay(app, players=2, computers=(1,))
    play_tiles(app, scene, 2)
    assert wait_for_human(app, scene)
    home = scene.hand.stacks[0].home
    assert scene.tooltip_at(home)  # over the supply: the stack's words
    key(app, pygame.K_TAB)
    assert scene.log.shown  # the log in the supply's place
    assert scene.tooltip_at(home) is None


def test_a_cards_moves_since_your_turn_are_whole_in_its_tooltip(app):
    set_language("ru")
    try:
        scene = start_bombay(app, players=3, computers=(1, 2))
        play_tiles(app, scene, 2)
        assert wait_for_human(app, scene)
        marks = scene.marks()
        assert marks  # the computers moved since the person's turn
        mark = marks[0]
        tip = scene.tooltip_at(scene.lay.player_rows[mark.seat].center)
        assert tip is not None and mark_words(mark, scene.name) in tip
        assert "хобот" in tip  # whole, where the card may cut it
    finally:
        set_language("en")


def test_the_supply_shows_each_fitting_tile_turned_the_way_it_would_go_on(app, monkeypatch):
    scene = start_bombay(app, players=2, computers=(1,))
    play_tiles(app, scene, 1)
    assert wait_for_human(app, scene)
    stacks = scene.stacks_shown(scene.view_model())
    turned = {i: s.turn for i, s in enumerate(stacks) if s.playable}
    assert turned == best_rotations(scene.record.state)
    assert any(turned.values())  # not every tile shown as it lies in the box
    drawn = []
    real = table_draw.tile_surface
    monkeypatch.setattr(
        table_draw, "tile_surface", lambda index, *a: drawn.append(index) or real(index, *a)
    )
    scene.panel_cache = table_draw.PanelCache()  # painted afresh
    app.dirty = True
    scene.draw(app.screen)
    for i, rotation in turned.items():
        assert orientation(i, rotation).index in drawn


def test_a_stacks_tooltip_covers_no_other_stack(app, monkeypatch):
    scene = start_bombay(app, players=2, computers=(1,))
    assert wait_for_human(app, scene)
    placed = []
    real = app_module.tooltip
    monkeypatch.setattr(
        app_module,
        "tooltip",
        lambda surface, message, *a: placed.append(a) or real(surface, message, *a),
    )
    homes = []
    for sprite in scene.hand.stacks:
        home = pygame.Rect(0, 0, *sprite.size)
        home.center = sprite.home
        homes.append(home)
    for stack in (7, 8, 13):  # the middle of the supply
        post(pygame.MOUSEMOTION, pos=homes[stack].center, rel=(0, 0), buttons=(0, 0, 0))
        run_frames(app, 45)  # the pointer rests: the tooltip shows
        _anchor, size, beside, avoid = placed[-1]
        message = scene.tooltip_at(homes[stack].center)
        lines = wrap(message, size, max(200, app.screen.get_width() // 4))
        width = max(font(size).size(line)[0] for line in lines) + size
        height = len(lines) * font(size).get_linesize() + size // 2
        rect = tooltip_place(
            (width, height), app.screen.get_rect(), beside, avoid, max(4, size // 3)
        )
        assert not any(rect.colliderect(home) for home in homes), stack


def test_a_solo_stacks_tooltip_says_what_it_does_to_the_score(app):
    scene = start_bombay(app, players=1)
    assert wait_for_human(app, scene)
    stacks = scene.stacks_shown(scene.view_model())
    pattern = next(i for i, s in enumerate(stacks) if s.playable)
    home = pygame.Rect(0, 0, *scene.hand.stacks[pattern].size)
    home.center = scene.hand.stacks[pattern].home
    action = place(PATTERNS[pattern].name, stacks[pattern].turn)
    now, then = scene.hand.score_change(action)
    tip = scene.tooltip_at(home.center)
    assert f"Score {now.score} → {then.score}" in tip
