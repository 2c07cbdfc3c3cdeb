"""Issue 29, placing tiles in fewer steps and reading the table: a letter takes its tile, a
click on another stack swaps the tile in hand, hovering a stack previews it on the open end, a
held tile over a wrong cell is red at once, the +N badge is never covered, no words on the
table are smaller than READABLE, and solo cards show the score played for."""

from __future__ import annotations

import pygame
import pytest

from bombay.rules.actions import place
from bombay.rules.events import trunk_growth
from bombay.rules.game import GAME
from bombay.rules.scoring import solo_score
from bombay.rules.setup import Setup
from bombay.rules.tiles import PATTERNS
from bombay.ui import table_draw
from bombay.ui.ghost_art import gain_label_box
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardView, Preview
from common.core.i18n import set_language
from tests.ui.driver import (
    click,
    key,
    motion,
    post,
    resize,
    run_frames,
    start_bombay,
    wait_for_human,
)


def playable(scene) -> list[int]:
    state = scene.record.state
    return [i for i, p in enumerate(PATTERNS) if state.legal_rotations(p)]


def test_a_letter_takes_its_tile_onto_the_open_end_and_enter_places_it(app):
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    pattern = playable(scene)[0]
    letter = PATTERNS[pattern].name
    code = pygame.key.key_code(letter.lower())
    post(pygame.KEYDOWN, key=code, mod=0, unicode=letter.lower())
    run_frames(app)
    assert scene.hand.held == pattern and scene.hand.drag.dragging is scene.hand.stacks[pattern]
    cell = scene.record.state.play_cell()
    assert scene.view.ghost is not None and scene.view.ghost[1] == cell and scene.view.ghost[2]
    assert scene.view.previews  # the +N on the open end
    before = scene.record.cursor
    key(app, pygame.K_RETURN)
    run_frames(app, 10)
    assert scene.record.cursor > before
    assert scene.record.actions[before].orientation.pattern.index == pattern


def test_a_click_on_another_stack_swaps_the_tile_in_hand(app):
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    first, second = playable(scene)[:2]
    click(app, scene.lay.stacks[first])
    assert scene.hand.held == first and scene.hand.drag.carrying
    click(app, scene.lay.stacks[second])
    assert scene.hand.held == second and scene.hand.drag.carrying
    assert scene.hand.stacks[first].center == scene.hand.stacks[first].home


def test_hovering_a_stack_previews_its_best_way_round_before_it_is_picked(app):
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    pattern = playable(scene)[0]
    post(pygame.MOUSEMOTION, pos=scene.lay.stacks[pattern], rel=(0, 0), buttons=(0, 0, 0))
    run_frames(app)
    scene.draw(app.screen)
    o, cell, legal = scene.view.ghost
    assert legal and cell == scene.record.state.play_cell() and o.pattern.index == pattern
    assert o.rotation == scene.hand.best_rotation(pattern)
    assert scene.view.previews and scene.hand.held is None
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    run_frames(app)
    scene.draw(app.screen)
    assert scene.view.ghost is None


def test_a_held_tile_over_a_cell_it_cannot_go_on_is_red_at_once(app):
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    pattern = playable(scene)[0]
    click(app, scene.lay.stacks[pattern])
    other = next(c for c in [(4, 3), (4, 4), (3, 3)] if c != scene.record.state.play_cell())
    motion(scene.lay.centre(other))
    run_frames(app)
    assert scene.view.ghost is not None and scene.view.ghost[1] == other
    assert scene.view.ghost[2] is False and "glowing cell" in scene.hand.ghost_reason


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_the_gain_badge_is_never_under_the_verdict(app, size):
    """Every legal move of a few positions: the +N badge's rim shows its owner's colour after
    the verdict is drawn beside the ghost."""
    lay = BombayLayout(size, 2)
    surface = pygame.Surface(size)
    state = GAME.initial_state(Setup(2))
    state = state.apply_action(state.legal_actions()[0])
    for step in range(12):
        for action in [a for a in state.legal_actions() if a.kind == "place"][:6]:
            grown = trunk_growth(state, action)
            board = BoardView([(200, 40, 40), (40, 80, 200)])
            board.previews = [Preview(e.seat, list(e.segments)) for e in grown]
            board.mover = state.current_player()
            board.ghost = (action.orientation, state.play_cell(), True)
            surface.fill((0, 0, 0))
            table_draw.draw_reason(surface, lay, board, None)
            for preview in board.previews:
                box, _label, _size = gain_label_box(lay, preview)
                if surface.get_rect().contains(box):
                    colour = board.colours[preview.player]
                    assert tuple(surface.get_at((box.left + 3, box.centery)))[:3] == colour
        moves = [a for a in state.legal_actions()]
        state = state.apply_action(moves[step % len(moves)])
        if state.is_terminal():
            break


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_no_words_in_the_panel_are_smaller_than_readable(app, monkeypatch, size, language):
    """A move that lengthens other trunks too, a long hint and the cards: all at READABLE or
    more (they wrap or give way instead)."""
    scene = start_bombay(app, players=4, computers=(1, 2, 3))
    resize(app, size)
    assert wait_for_human(app, scene)
    sizes = []
    real = table_draw.text

    def spy(surface, message, size, *args, **kwargs):
        sizes.append((size, message))
        return real(surface, message, size, *args, **kwargs)

    monkeypatch.setattr(table_draw, "text", spy)
    set_language(language)
    try:
        view = scene.view_model()
        marks = scene.marks()
        notes = scene.notes(view, marks)
        long_last = "Chandrashekhar laid tile Q on h7: trunk +9, Arjun's trunk +7, Meera's trunk +4"
        notes = table_draw.Notes(notes.moves, long_last, "Round 2 of 4", "", notes.marks)
        status = (scene.hint_words(scene.record.state.legal_actions()[0]) * 2, False)
        stacks = scene.stacks_shown(view)
        board = scene.view
        seats = scene.session.seats
        table_draw.draw_panel(app.screen, scene.lay, view, board, seats, status, stacks, notes)
    finally:
        set_language("en")
    assert sizes and min(s for s, _m in sizes) >= table_draw.READABLE, sorted(sizes)[:3]


def test_a_solo_card_shows_the_score_played_for(app):
    scene = start_bombay(app, players=1)
    assert wait_for_human(app, scene)
    action = scene.record.state.legal_actions()[0]
    scene.submit(action, by_hand=True)
    assert wait_for_human(app, scene)
    state = scene.table.shown
    notes = scene.notes(scene.view_model(), scene.marks())
    assert notes.figures == (str(solo_score(state.core()).score),) and notes.caption == "score"
    # the held tile's verdict says what the move does to the score
    o = state.legal_placements()[0]
    now, then = scene.hand.score_change(place(o.pattern.name, o.rotation))
    assert now.score == solo_score(state.core()).score
    assert then.length > now.length and then.empty_cells == now.empty_cells - 1


def test_a_buttons_tooltip_does_not_linger_after_its_click(app):
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    at = scene.log_button.rect.center
    assert scene.tooltip_at(at)
    click(app, at)
    assert scene.log.shown and scene.tooltip_at(at) is None
    post(pygame.MOUSEMOTION, pos=(at[0] + 3, at[1]), rel=(3, 0), buttons=(0, 0, 0))
    run_frames(app)
    assert scene.tooltip_at((at[0] + 3, at[1]))
