"""The Bombay table read at a glance and its play flows (issue 13), through posted events:
the last move lit and told, a hovered trunk lit, tile letters, greyed tiles refused at once,
a hint accepted with Enter or a click, the solo score and the tournament round shown."""

from __future__ import annotations

import json

import pygame

from bombay.rules.board import cell_name
from bombay.rules.scoring import solo_score
from bombay.rules.tiles import PATTERNS
from bombay.ui import table_draw
from bombay.ui.renderer import BoardView, Preview
from bombay.ui.storage import HIGH_SCORE_FILE
from bombay.ui.table_words import round_note, solo_note
from common.ui.table_parts import seat_label
from tests.ui.driver import (
    click,
    key,
    motion,
    open_bombay_setup,
    place_tile_by_dragging,
    run_frames,
    start_bombay,
    wait_for,
    wait_for_human,
)


def test_the_last_tile_laid_is_lit_and_told_in_one_line_until_the_next_move(app):
    scene = start_bombay(app)
    assert wait_for_human(app, scene)
    assert scene.view_model().last is None  # nothing laid yet
    state = scene.record.state
    mover, cell = state.current_player(), state.play_cell()
    action = next(a for a in state.legal_actions() if a.kind == "place")
    grows = len(state.apply_action(action).trunk(mover)) - len(state.trunk(mover))
    place_tile_by_dragging(app, scene, action)
    wait_for(app, lambda: scene.table.caught_up)
    last = scene.view_model().last
    assert last.placed.cell == cell and last.placed.pattern == action.orientation.pattern.name
    app.draw()
    assert scene.view.last_tile == (cell, mover)
    assert scene.view.last_growth[0].player == mover
    name = scene.name(mover)
    words = (
        f"{name} laid tile {action.orientation.pattern.name} on {cell_name(cell)}: trunk +{grows}"
    )
    from bombay.ui.table_words import last_move_words

    assert last_move_words(last, scene.name) == words


def test_hovering_a_players_row_or_their_trunk_lights_that_trunk(app):
    scene = start_bombay(app)
    assert wait_for_human(app, scene)
    mover = scene.record.state.current_player()
    place_tile_by_dragging(app, scene, scene.record.state.legal_actions()[0])
    wait_for(app, lambda: scene.table.caught_up)
    motion(scene.lay.player_rows[1].center)
    run_frames(app, 2)
    assert scene.view_model().lit == 1
    app.draw()
    assert scene.view.lit == 1
    shown = scene.table.shown
    cell, _entry, _exit = shown.trunk(mover)[0]
    motion(scene.lay.centre(cell))
    run_frames(app, 2)
    assert scene.view_model().lit == mover
    motion((2, 2))
    run_frames(app, 2)
    assert scene.view_model().lit is None


def test_the_board_frame_shows_no_black_corners(app):
    scene = start_bombay(app)
    app.draw()
    floor = scene.lay.floor
    for corner in (floor.topleft, (floor.right - 1, floor.top), (floor.left, floor.bottom - 1)):
        assert app.screen.get_at(corner)[:3] != (0, 0, 0)


def test_a_tile_no_way_round_fits_is_not_picked_up_and_says_so_at_once(app):
    scene = start_bombay(app)
    assert wait_for_human(app, scene)
    state = scene.record.state
    greyed = [
        i for i, p in enumerate(PATTERNS) if state.supply()[p] and not state.legal_rotations(p)
    ]
    for _turn in range(30):  # play on until some tile in the supply fits no way round
        if greyed:
            break
        options = [a for a in state.legal_actions() if a.kind == "place"]
        place_tile_by_dragging(app, scene, options[0])
        if not wait_for_human(app, scene):
            break
        state = scene.record.state
        greyed = [
            i for i, p in enumerate(PATTERNS) if state.supply()[p] and not state.legal_rotations(p)
        ]
    assert greyed, "no greyed tile came up"
    click(app, scene.lay.stacks[greyed[0]])
    assert scene.hand.held is None and scene.hand.drag.dragging is None
    assert scene.message == f"Tile {PATTERNS[greyed[0]].name}: no way round fits here."


def ready_hint(app, scene):
    assert wait_for_human(app, scene)
    click(app, scene.hint_button.rect.center)
    wait_for(app, lambda: scene.shown_hint() is not None)
    return scene.shown_hint()


def test_enter_plays_the_hint(app, quick_hints):
    scene = start_bombay(app)
    hint = ready_hint(app, scene)
    before = scene.record.cursor
    assert "Enter" in scene.status_text()
    key(app, pygame.K_RETURN)
    assert scene.record.actions[before] == hint


def test_a_click_on_the_hint_ghost_plays_it(app, quick_hints):
    scene = start_bombay(app)
    hint = ready_hint(app, scene)
    before = scene.record.cursor
    click(app, scene.lay.centre(scene.record.state.play_cell()))
    assert scene.record.actions[before] == hint


def test_picking_up_the_hinted_tile_starts_in_the_hinted_orientation(app, quick_hints):
    scene = start_bombay(app)
    for _turn in range(12):  # find a hint whose orientation is not the first one offered
        hint = ready_hint(app, scene)
        pattern = hint.orientation.pattern.index
        if hint.orientation.rotation != scene.hand.rotations_offered(pattern)[0]:
            break
        key(app, pygame.K_RETURN)
    click(app, scene.lay.stacks[pattern])
    assert scene.hand.held == pattern and scene.hand.rotation == hint.orientation.rotation


def test_solo_shows_its_running_score_and_the_best_so_far(app, data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / HIGH_SCORE_FILE).write_text(json.dumps({"scores": [31, 12], "size": 10}))
    scene = start_bombay(app, players=1)
    assert wait_for_human(app, scene)
    assert scene.best == 31
    score = solo_score(scene.table.shown.core()).score
    assert solo_note(scene.table.shown, scene.best) == f"score now {score} · best 31"


def test_a_tournament_says_which_round_is_played(app):
    setup = open_bombay_setup(app)
    click(app, setup.tournament.rect.center)
    click(app, setup.rounds.segment(0).center)  # 2 rounds
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert round_note(scene.session) == "Round 1 of 2"


def test_a_computer_seat_is_named_with_one_space_before_its_level():
    class Seat:
        name, computer, level = "Arjun", True, "hard"

    assert seat_label(Seat()) == "Arjun (Hard)"


def test_the_growth_tooltip_sits_clear_of_the_path_it_describes(app):
    scene = start_bombay(app)
    lay = scene.lay
    cell = (4, 3)
    # a path running down from the cell, where the tooltip would go first
    path = [(cell, 0, 3), ((4, 4), 0, 3), ((4, 5), 0, 3)]
    board = BoardView([(200, 0, 0), (0, 0, 200)], previews=[Preview(0, path)])
    board.ghost = (None, cell, True)
    box = pygame.Rect(0, 0, int(lay.hex * 5), int(lay.hex))
    table_draw._place_clear_of_path(box, lay, cell, board)
    for c, _e, f in path:
        assert not box.collidepoint(lay.centre(c))
        assert not box.collidepoint(lay.edge_point(c, f))


def finished_results(app):
    """The results of a two-player game played to its end by the rules alone."""
    import random

    from bombay.rules.game import GAME
    from bombay.rules.setup import Setup
    from bombay.ui.results_scene import ResultsScene
    from bombay.ui.session import BombaySession, Seat
    from common.core.record import GameRecord

    seats = [Seat("Priya", None, 0), Seat("Arjun", None, 1)]
    session = BombaySession(Setup(2), seats, 7)
    record = GameRecord(GAME, session.setup, session.seed, session.to_meta())
    rng = random.Random(7)
    while not record.state.is_terminal():
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
    app.push(ResultsScene(app, record, session, lambda: None, lambda: None))
    run_frames(app, 3)
    return app.top


def test_a_click_on_the_final_board_enlarges_it_and_another_goes_back(app):
    from bombay.ui.board_zoom import BoardZoom

    results = finished_results(app)
    app.draw()
    small = results.picture_rect
    assert results.tooltip_at(small.center) == "Click to see the board larger"
    click(app, small.center)
    zoom = app.top
    assert isinstance(zoom, BoardZoom)
    assert zoom.picture.get_height() > small.height * 1.3
    click(app, (5, 5))
    assert app.top is results


def test_the_results_say_what_a_knot_is(app, monkeypatch):
    import bombay.ui.round_results
    import common.ui.results

    finished_results(app)
    said = []
    real = common.ui.results.text

    def spy(surface, message, *args, **kwargs):
        said.append(message)
        return real(surface, message, *args, **kwargs)

    for module in (bombay.ui.round_results, common.ui.results):
        monkeypatch.setattr(module, "text", spy)
    app.draw()
    assert any("knots" in line for line in said)  # the word is used...
    knot = "a knot: a tile where a trunk crosses over itself or another trunk"
    assert knot in said  # ...and told
