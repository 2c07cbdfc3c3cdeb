"""Marrakech played through the real scenes with mouse and keyboard events, headless."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from common.ai.worker import BotWorker
from marrakech.rules.board import PLACEMENTS, SIZE
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.results_scene import ResultsScene
from tests.ui.driver import (
    click,
    drag,
    key,
    open_marrakech_setup,
    place_carpet_by_clicking,
    place_carpet_by_dragging,
    play_human_turn,
    reach_placing,
    run_frames,
    start_marrakech,
    turn_key,
    wait_for,
)

REPO = Path(__file__).resolve().parents[2]


def test_a_new_tables_seed_comes_from_the_apps_source_so_a_table_can_be_dealt_again(app):
    app.seeds = random.Random(7)
    dealt = random.Random(7)
    setup = open_marrakech_setup(app)
    click(app, setup.colour_rects[0][0].center)  # seat 1 takes another colour
    colours = setup.seat_colours(0)
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert scene.record.seed == dealt.randrange(1 << 62)
    assert scene.session.seats[0].colours == colours != [0]
    tip = setup.tooltip_at(setup.colour_rects[0][0].center)
    assert tip.startswith(setup.colour_name(colours[0]).capitalize())


def test_a_whole_four_player_game_from_the_title_to_the_results(app):
    scene = start_marrakech(app, players=4)
    decisions = rolls = 0
    for _ in range(2000):
        if not isinstance(app.top, PlayScene):
            break
        state = scene.record.state
        if scene.rolling():  # the person rolls: Space or a click on the die, in turn
            shown = scene.table.shown_index
            if rolls % 2:
                key(app, pygame.K_SPACE)
            else:
                click(app, scene.lay.die.center)
            rolls += 1
            assert scene.table.shown_index > shown or (scene.table.beat is not None)
            continue
        if state.is_terminal() or not scene.table.caught_up:
            run_frames(app)
            continue
        before = len(scene.record.actions)
        if state.phase == "turn":
            if decisions % 2:
                key(app, turn_key(scene, decisions % 3 - 1))
            else:
                arrow = scene.turn_arrows()[(decisions % 3) - 1][0]
                click(app, arrow)
        else:
            options = state.legal_actions()
            choice = options[decisions % len(options)]
            if decisions % 5 == 0:
                place_carpet_by_clicking(app, scene, choice)
            else:
                place_carpet_by_dragging(app, scene, choice)
        run_frames(app)
        assert len(scene.record.actions) > before, f"the move was not taken in {state}"
        decisions += 1
    assert isinstance(app.top, ResultsScene)
    outcome = app.top.record.state.outcome()
    assert outcome is not None and outcome.winners
    assert decisions >= 4 * 12 * 2 - 8  # every carpet placed, Assam turned each turn


def test_an_illegal_drop_changes_nothing_and_says_why(app):
    scene = start_marrakech(app)
    reach_placing(app, scene)
    state = scene.record.state
    x, y, _facing = state.assam
    far = [sq for sq in range(SIZE * SIZE) if abs(sq % SIZE - x) + abs(sq // SIZE - y) >= 4]
    target = next(a for a in range(len(PLACEMENTS)) if set(PLACEMENTS[a]) <= set(far))
    a, b = PLACEMENTS[target]
    if b - a == SIZE:
        key(app, pygame.K_r)
    drag(app, scene.hand.sprite.center, scene.lay.placement_centre(a, b))
    run_frames(app, 30)
    assert scene.record.state == state
    assert scene.message and "Assam" in scene.message
    assert scene.hand.sprite.center == scene.hand.sprite.home


def test_assam_never_offers_a_u_turn_and_arrows_turn_him(app):
    scene = start_marrakech(app)
    while scene.record.state.phase != "turn" or not scene.table.caught_up:
        run_frames(app)
    facing = scene.record.state.assam[2]
    before = len(scene.record.actions)
    assert sorted(scene.turn_arrows()) == [-1, 0, 1]
    key(app, turn_key(scene, 2))  # turning around is not a move: nothing happens, it says so
    assert len(scene.record.actions) == before
    assert "cannot turn round" in scene.message
    key(app, turn_key(scene, 1))
    assert str(scene.record.actions[before]) == "R"
    assert scene.record.state_at(before + 1).assam[2] == (facing + 1) % 4


def test_the_window_can_be_resized_and_the_board_follows(app):
    scene = start_marrakech(app)
    small = scene.lay.cell
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    app.screen = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    run_frames(app)
    assert scene.lay.cell > small
    assert scene.lay.market.right <= scene.lay.panel.left


def test_the_entry_point_draws_the_title_and_exits_cleanly():
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, "-m", "common.ui.main", "--frames", "5"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    version = subprocess.run(
        [sys.executable, "-m", "common.ui.main", "--version"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert version.returncode == 0 and version.stdout.startswith("Bazaar ")


@pytest.mark.window((1280, 800))  # a window size the dummy display's full screen is not
def test_f11_toggles_full_screen_and_back(app):
    scene = start_marrakech(app)
    key(app, pygame.K_F11)
    assert app.fullscreen
    assert scene.lay.size == app.screen.get_size()
    key(app, pygame.K_F11)
    assert not app.fullscreen
    assert app.screen.get_size() == (1280, 800)


def test_computer_seats_play_at_their_level_until_the_end(app):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(0).center)  # 2 players
    click(app, setup.kinds[1].segment(1).center)  # seat 2: Easy
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert scene.session.seats[1].level == "easy"
    moves = 0
    for _ in range(5000):
        if not isinstance(app.top, PlayScene):
            break
        state = scene.record.state
        ready = scene.table.caught_up or scene.rolling()
        if ready and not state.is_terminal() and state.current_player() == 0:
            play_human_turn(app, scene, moves)
            moves += 1
        run_frames(app, 1)
    assert isinstance(app.top, ResultsScene)
    computer_turns = [
        a for i, a in enumerate(scene.record.actions) if scene.record.steps[i].seat == 1
    ]
    assert len(computer_turns) >= 2 * 24 // 2  # the computer turned and placed every turn


def test_the_hint_button_shows_the_hard_players_move_without_playing_it(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    before = len(scene.record.actions)
    click(app, scene.hint_button.rect.center)
    wait_for(app, lambda: scene.shown_hint() is not None)
    hint = scene.shown_hint()
    assert scene.record.state.check_action(hint) is None
    assert len(scene.record.actions) == before
    assert "Hint" in scene.message
    key(app, turn_key(scene, 0))  # playing on clears the hint
    assert scene.shown_hint() is None


def test_leaving_the_table_stops_a_thinking_computer_player(app):
    app.runner = BotWorker  # the app's own: the search on a background thread
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(0).center)
    for seat in (0, 1):
        click(app, setup.kinds[seat].segment(3).center)  # Hard
    click(app, setup.start_button.rect.center)
    scene = app.top
    wait_for(app, lambda: scene.table.computer is not None)
    worker = scene.table.computer._worker
    app.nav.title()  # what "Back to title" does after its confirmation
    # The test never stops the bot itself: only the scene's own stop can have cancelled it.
    assert scene.table.computer is None
    assert worker.wait(5.0) and worker.cancelled, "the bot kept thinking after the game was left"


def test_a_whole_turn_can_be_played_from_the_keyboard(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    before = len(scene.record.actions)
    key(app, turn_key(scene, -1))  # the arrow key of the way Assam is to face
    assert scene.rolling() and scene.record.state.phase == "roll"
    key(app, pygame.K_SPACE)  # the person rolls the die
    assert scene.record.actions[before + 1].kind == "roll"
    wait_for(app, lambda: scene.human_to("place"))
    options = scene.record.state.legal_actions()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # the ghost moves right, to a legal place
    key(app, pygame.K_RETURN)
    played = [str(a) for a in scene.record.actions[before:]]
    assert played[0] == "L" and played[-1] in {str(o) for o in options}


def test_tab_reaches_the_buttons_and_enter_presses_them(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    for _ in range(8):
        key(app, pygame.K_TAB)
        if scene.widgets.keyboard_focus is scene.menu_button:
            break
    assert scene.widgets.keyboard_focus is scene.menu_button
    key(app, pygame.K_RETURN)
    assert app.top is not scene  # the pause menu is open


def test_a_hint_is_taken_with_enter_or_a_click_on_its_ghost(app, quick_hints):
    """Issue 52, Marrakech 4: Enter takes the hint (it no longer asks again through the
    focused Hint button), and a click on the ghost carpet lays it there."""
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    click(app, scene.hint_button.rect.center)  # the Hint button keeps the focus
    wait_for(app, lambda: scene.shown_hint() is not None)
    turn = scene.shown_hint()
    key(app, pygame.K_RETURN)
    assert scene.record.played[-1] == turn, "Enter turned Assam as the hint said"
    key(app, pygame.K_SPACE)
    wait_for(app, lambda: scene.human_to("place"))
    click(app, scene.hint_button.rect.center)
    wait_for(app, lambda: scene.shown_hint() is not None)
    place = scene.shown_hint()
    click(app, scene.lay.square_centre(place.squares[1]))
    assert place in scene.record.played, "a click on the ghost laid the carpet there"
