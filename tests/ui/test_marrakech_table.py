"""The Marrakech table shows the position the players have seen, never the record's future:
the computer's carpet, the tray, the die and the tray's caption, checked in the view model the
screen is drawn from (and, where it matters, in the pixels drawn)."""

from __future__ import annotations

import pygame
import pytest

from common.core import saves
from common.core.i18n import set_language
from common.ui.app import App
from common.ui.load_dialog import LoadDialog
from common.ui.navigation import Navigator
from common.ui.savegames import SaveDialog
from common.ui.settings_scene import SettingsScene
from marrakech.ui.art import rug_surface
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.table_draw import caption_rect
from tests.helpers import InstantThinking
from tests.ui.driver import (
    FAST,
    click,
    ctrl,
    drag,
    key,
    play_decisions,
    play_human_turn,
    run_frames,
    start_marrakech,
    versus_computer,
    wait_for,
)


@pytest.fixture
def animated_app():
    """A table whose animations run (at the Fast setting), so each frame of a beat can be seen: in
    the smallest window (what is checked holds at any size; 0.64 of the pixels to draw)."""
    application = App(
        (1024, 640), animation_speed=FAST, navigator=Navigator, runner=InstantThinking
    )
    yield application
    pygame.display.quit()


def owner(scene: PlayScene, colour: int) -> int:
    return scene.record.setup.owner(colour)


def test_a_computers_carpet_is_in_its_colour_from_the_moment_it_leaves_the_tray(animated_app):
    app = animated_app
    scene = versus_computer(app)
    flights = frames = 0
    last_beat = None
    while flights < 3:
        if scene.human_to("turn") or scene.human_to("place"):
            play_human_turn(app, scene)
        wait_for(app, lambda: scene.table.beat is not None or scene.human_to("turn"))
        beat = scene.table.beat
        if beat is None or beat.action.kind != "place" or beat.before.seat != 1:
            run_frames(app, 1)
            continue
        if beat is not last_beat:
            flights, last_beat = flights + 1, beat
        view = scene.view_model()
        assert view.moving is not None and owner(scene, view.moving.colour) == 1
        assert view.tray is None  # it has left the tray
        pose = view.moving
        rug = rug_surface(scene.colours[pose.colour], 2, pose.cell, pose.vertical, True)
        scene.draw(app.screen)
        expected = rug.get_at((rug.get_width() // 2, rug.get_height() // 2))
        if view.banner is None:  # then "Leila's turn" is said over the board
            assert app.screen.get_at(pose.rect.center)[:3] == expected[:3]
            frames += 1
        run_frames(app, 1)
    assert frames >= 6


def test_the_tray_shows_the_carpet_of_the_player_whose_turn_is_on_screen(animated_app):
    app = animated_app
    scene = versus_computer(app)
    seen = set()
    for _ in range(1500):
        if scene.human_to("turn") or scene.human_to("place"):
            play_human_turn(app, scene)
        view = scene.view_model()
        if view.tray is not None:
            assert owner(scene, view.tray.colour) == view.state.seat
            seen.add(view.state.seat)
        run_frames(app, 1)
        if seen == {0, 1} and len(scene.record.actions) > 12:  # each seat's turn, twice
            break
    assert seen == {0, 1}


def last_roll_played(scene: PlayScene) -> int:
    """The roll of the turn going on, from the record's own history: 0 before it is rolled
    (issue 52: a turn never starts with the previous player's roll on the die)."""
    for action in reversed(scene.record.actions[: scene.record.cursor]):
        if action.kind == "place":
            return 0
        if action.kind == "roll":
            return action.value
    return 0


def assert_die_matches(scene: PlayScene) -> None:
    assert scene.table.caught_up
    assert scene.view_model().die_face == last_roll_played(scene)


def test_the_die_shows_the_shown_turns_roll_and_a_blank_face_before_the_first(app):
    scene = versus_computer(app)
    wait_for(app, lambda: scene.human_to("turn") or scene.human_to("place"))
    if scene.record.state.current_player() == 0 and last_roll_played(scene) == 0:
        assert scene.view_model().die_face == 0  # nothing rolled yet: a blank face
    play_decisions(app, scene, 6)
    # on to a turn of the person's where the computer rolled another face than they did
    for i in range(60):
        wait_for(app, lambda: scene.human_to("turn") or scene.human_to("place"))
        rolls = [a.value for a in scene.record.played if a.kind == "roll"]
        if scene.human_to("turn") and len(rolls) >= 2 and rolls[-1] != rolls[-2]:
            break
        play_human_turn(app, scene, i)
    assert_die_matches(scene)
    app.settings.practice = True  # practice: Undo may go back across a roll already shown
    cursor = scene.record.cursor
    ctrl(app, pygame.K_z)  # undo: back past the computer's roll to the person's own
    assert scene.record.cursor < cursor
    assert_die_matches(scene)
    ctrl(app, pygame.K_y)  # redo
    assert scene.record.cursor == cursor
    assert_die_matches(scene)
    ctrl(app, pygame.K_z)
    assert_die_matches(scene)
    # a language change reopens the table from its record
    click(app, scene.menu_button.rect.center)
    menu = app.top
    click(app, menu.buttons[4].rect.center)  # Settings…
    try:
        click(app, app.top.language.segment(4).center)  # Русский
        assert isinstance(app.top, SettingsScene)  # the settings stay open, in Russian
        app.top.close()
        scene = app.top
        assert isinstance(scene, PlayScene)
        assert_die_matches(scene)
    finally:
        set_language("en")
    # resume from the title
    app.nav.title()
    run_frames(app)
    click(app, app.top.resume_button.rect.center)
    scene = app.top
    assert_die_matches(scene)
    # save, leave, load
    app.push(SaveDialog(app, scene.record))
    app.top.name.value = "die"
    click(app, app.top.save_button.rect.center)
    app.nav.title()
    run_frames(app)
    click(app, app.top.load_button.rect.center)
    assert isinstance(app.top, LoadDialog)
    click(app, app.top.rows[0].center)
    scene = app.top
    assert isinstance(scene, PlayScene)
    assert_die_matches(scene)
    assert [info.name for info in saves.list_saves()] == ["die"]


def test_a_new_game_shows_a_blank_die(app):
    scene = start_marrakech(app)
    assert scene.view_model().die_face == 0
    wait_for(app, lambda: scene.human_to("turn"))
    assert scene.view_model().die_face == 0  # the first player has not rolled yet


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_the_next_carpet_caption_never_overlaps_the_trays_carpet(app, size):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    caption = caption_rect(scene.lay)
    assert not scene.view_model().tray.rect.colliderect(caption)
    key(app, pygame.K_UP)
    key(app, pygame.K_SPACE)
    wait_for(app, lambda: scene.human_to("place"))
    for _turn in range(2):  # across, then along
        assert not scene.view_model().tray.rect.colliderect(caption)
        key(app, pygame.K_r)
    key(app, pygame.K_r)
    assert scene.hand.vertical
    # a vertical carpet dropped off the market flies back to the tray
    drag(app, scene.hand.sprite.center, scene.lay.market.topleft)
    run_frames(app, 30)
    view = scene.view_model()
    assert view.moving is None and view.tray.vertical
    assert not view.tray.rect.colliderect(caption)
    assert scene.lay.tray.contains(view.tray.rect)
