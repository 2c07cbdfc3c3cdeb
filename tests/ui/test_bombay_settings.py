"""Bombay Bazar and the shared settings and help, driven by real events: sounds (with and without
a sound card), colour-blind patterns, ask before placing, the rules pages and the game log."""

from __future__ import annotations

import pygame
import pytest

from bombay.rules.game import GAME
from bombay.ui import trunk_art
from bombay.ui.confirm import PlaceTileDialog
from bombay.ui.elephant_art import elephant_surface
from bombay.ui.palette import ELEPHANT_COLOURS
from bombay.ui.play_scene import PlayScene
from bombay.ui.results_scene import ResultsScene
from bombay.ui.rules_pages import rules_pages
from common.ui import sound
from common.ui.dialogs import Dialog
from common.ui.rules_scene import RulesScene
from tests.ui.driver import (
    click,
    key,
    place_tile_as_dropped,
    place_tile_by_clicking,
    place_tile_by_dragging,
    run_frames,
    start_bombay,
    wait_for_human,
)


def legal_placement(scene: PlayScene, turn: int = 0):
    options = [a for a in scene.record.state.legal_actions() if a.kind == "place"]
    return options[(turn * 7) % len(options)]


# --- sound --------------------------------------------------------------------------------------


def test_sounds_follow_the_game_and_need_no_sound_card(app, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app.sounds = sound.Sounds()
    assert not app.sounds.available
    played: list[str] = []
    real_play = app.sounds.play

    def play(name: str) -> None:
        played.append(name)
        real_play(name)  # silently nothing, no error

    monkeypatch.setattr(app.sounds, "play", play)
    app.animation_speed = 8.0  # animations run (fast), so the sounds go with them
    scene = start_bombay(app, players=2)
    placed = 0
    while wait_for_human(app, scene, limit=2000):
        place_tile_as_dropped(app, scene, legal_placement(scene, placed))
        placed += 1
    for _ in range(200):
        if isinstance(app.top, ResultsScene):
            break
        run_frames(app, 1)
    assert isinstance(app.top, ResultsScene)
    assert played.count("tile") == placed
    assert placed <= played.count("grow")  # every tile grows a trunk: a note, more if long
    assert played.count("end") == 2  # both end pieces
    assert played.count("win") == 1
    key(app, pygame.K_ESCAPE)  # back to the title: no second fanfare
    assert played.count("win") == 1


def test_instant_animations_make_no_sounds_at_the_table(app, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    scene = start_bombay(app, players=2)
    assert scene.animator.speed == 0
    for turn in range(3):
        assert wait_for_human(app, scene)
        place_tile_by_dragging(app, scene, legal_placement(scene, turn))
    assert played == []


# --- colour-blind patterns ----------------------------------------------------------------------


def test_colour_blind_mode_paints_patterns_on_the_trunks_and_elephants(app):
    scene = start_bombay(app, players=4)
    for turn in range(8):
        assert wait_for_human(app, scene)
        place_tile_by_dragging(app, scene, legal_placement(scene, turn))
    run_frames(app, 3)
    floor, rows = scene.lay.floor, scene.lay.player_rows[0]
    plain = app.screen.subsurface(floor).copy()
    plain_row = app.screen.subsurface(rows).copy()
    app.settings.colour_blind = True
    app.dirty = True
    run_frames(app, 3)
    assert scene.view.patterns == [seat.colour for seat in scene.session.seats]
    patterned = app.screen.subsurface(floor).copy()
    changed = sum(
        1
        for x in range(0, floor.width, 2)
        for y in range(0, floor.height, 2)
        if plain.get_at((x, y)) != patterned.get_at((x, y))
    )
    assert changed > 200  # the trunks (and only they, with the ears) look different
    assert pygame.image.tobytes(plain_row, "RGB") != pygame.image.tobytes(
        app.screen.subsurface(rows), "RGB"
    )  # the elephant in the side panel wears its pattern too
    app.settings.colour_blind = False
    app.dirty = True
    run_frames(app, 3)
    assert pygame.image.tobytes(app.screen.subsurface(floor), "RGB") == pygame.image.tobytes(
        plain, "RGB"
    )


def test_the_patterns_tell_the_players_apart_without_colour():
    """Every pattern in one and the same colour still draws a different trunk and ears."""
    colour = ELEPHANT_COLOURS[0]
    points = [(20.0 + 10 * i, 40.0 + 3 * i) for i in range(13)]
    trunks, heads = [], []
    for kind in range(len(trunk_art.PATTERN_NAMES)):
        surface = pygame.Surface((180, 90))
        trunk_art.draw_trunk_piece(surface, points, 24, 20, colour, pattern=kind)
        trunks.append(pygame.image.tobytes(surface, "RGB"))
        heads.append(pygame.image.tobytes(elephant_surface(colour, 40, True, kind), "RGBA"))
    assert len(set(trunks)) == len(trunks) == len(ELEPHANT_COLOURS)
    assert len(set(heads)) == len(heads)


# --- ask before placing -------------------------------------------------------------------------


def test_with_ask_before_placing_a_tile_waits_for_place_it(app):
    app.settings.confirm_placing = True
    scene = start_bombay(app, players=2)
    assert wait_for_human(app, scene)
    state, index = scene.record.state, scene.record.cursor
    action = legal_placement(scene)
    place_tile_by_dragging(app, scene, action)
    run_frames(app, 5)
    dialog = app.top
    assert isinstance(dialog, PlaceTileDialog)
    assert scene.record.state == state and scene.record.cursor == index  # not yet
    cell = state.play_cell()
    assert scene.view.ghost == (action.orientation, cell, True)  # shown where it would go
    assert not dialog.box.colliderect(dialog.avoid())  # the question leaves the cell in sight
    key(app, pygame.K_ESCAPE)  # Take it back
    assert app.top is scene and scene.hand.pending is None
    assert scene.record.state == state and scene.record.cursor == index
    home = scene.hand.stacks[action.orientation.pattern.index]
    assert home.center == home.home
    place_tile_by_clicking(app, scene, action)  # clicked, not dragged: asked just the same
    run_frames(app, 5)
    dialog = app.top
    assert isinstance(dialog, PlaceTileDialog)
    click(app, dialog.buttons[0].rect.center)  # Place it
    run_frames(app, 5)
    assert scene.record.actions[index] == action


# --- the rules pages ----------------------------------------------------------------------------


def test_how_to_play_and_the_pause_menu_open_the_rules_and_every_page_draws(app):
    assert app.nav.has_rules("bombay")
    scene = start_bombay(app, players=2)
    click(app, scene.help_button.rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene) and len(rules.pages) >= 8
    for page in rules.pages:
        run_frames(app, 1)
        size, image = page.picture.cache  # painted by the game's renderer, at the page's size
        assert size == rules.picture_rect.inflate(-8, -8).size
        assert pygame.mask.from_surface(image).count() > image.get_width() * image.get_height() / 3
        key(app, pygame.K_RIGHT)
    assert rules.page == len(rules.pages) - 1
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_ESCAPE)  # the pause menu
    menu = app.top
    assert isinstance(menu, Dialog)
    rules_button = next(b for b in menu.buttons if b.label.startswith("Rules"))
    click(app, rules_button.rect.center)
    assert isinstance(app.top, RulesScene)


def test_each_placement_rule_has_a_green_and_a_red_example_in_the_rules_own_words():
    checked = 0
    for page in rules_pages():
        examples = getattr(page.picture, "examples", ())
        verdicts = [e.verdict() for e in examples if e.tile is not None]
        if len(verdicts) < 2:
            continue
        legal = [words for ok, words in verdicts if ok]
        refused = [words for ok, words in verdicts if ok is False]
        assert legal and refused, page.title
        for example, (ok, words) in zip(examples, verdicts, strict=True):
            state = GAME.parse_state(example.state)
            reason = state.check_action(GAME.parse_action(example.tile))
            assert (reason is None) == ok
            if reason is not None:  # the caption is the rules' reason, with elephants' names
                assert words.lower().startswith(str(reason).split(" ")[0].lower())
                assert "{" not in words
        checked += 1
    assert checked == 4  # carry the trunk on, stay on the board, fit, never block or join


# --- the game log and the reasons ---------------------------------------------------------------


def test_the_game_log_tells_the_game_so_far_with_the_players_names(app):
    scene = start_bombay(app, players=2)
    for turn in range(3):
        assert wait_for_human(app, scene)
        place_tile_by_dragging(app, scene, legal_placement(scene, turn))
    names = [seat.name for seat in scene.session.seats]
    key(app, pygame.K_TAB)
    assert app.top is scene and scene.log.shown
    entries = scene.log_entries()
    assert entries[0].text.endswith("goes first.")
    places = [e.text for e in entries if " lays tile " in e.text]
    assert len(places) == sum(1 for a in scene.record.actions if a.kind == "place")
    assert all(line.split(" lays tile ")[0] in names for line in places)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    run_frames(app)
    key(app, pygame.K_TAB)
    assert app.top is scene and not scene.log.shown


def test_refused_tiles_are_told_with_the_players_names():
    state = GAME.parse_state("3p 1 - b1B5,c1B2,d1L1,f1I1,g2P2,g6N4,g7K0,h1F2,h7F0")
    names = ["Asha", "Bilal", "Chitra"]
    join = state.check_action(GAME.parse_action("B5"))
    block = state.check_action(GAME.parse_action("A4"))
    assert join.sentence(names) == "It would join your trunk to Bilal's."
    assert block.sentence(names).startswith("It would block Bilal's trunk, which enters")
    finished = (
        "3p # 123 b1B5,c1B2,c6B1,c7B0,d1H2,d5A3,d6A0,d7C2,e6A3,e7A0,f1H2,f6A3,f7A0,g1B2,g7A3,"
        "g8A0,h1H2,h7B2"
    )
    over = GAME.parse_state(finished).check_action(GAME.parse_action("end"))
    assert over.sentence(names) == "The game is over."


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_results_show_the_statistics_and_the_chart_tooltips(app, players):
    scene = start_bombay(app, players=players)
    placed = 0
    while wait_for_human(app, scene, limit=2000):
        place_tile_as_dropped(app, scene, legal_placement(scene, placed))
        placed += 1
    for _ in range(60):
        run_frames(app, 1)
    results = app.top
    assert isinstance(results, ResultsScene)
    stats = results.stats
    assert sum(stats.tiles(q) for q in range(players)) == placed
    line = results.stats_line(0)
    assert "longest extension" in line and "knot" in line  # the tiles are in the chart
    placed_words = results.stats_line(0, tiles=True).split(" · ")[-1]
    assert placed_words.split(" ")[0] == str(stats.tiles(0)) and "tile" in placed_words
    picture, right, chart = results.picture, results.right, results.chart
    area = chart.area
    assert area.bottom <= results.again.rect.top
    assert picture.bottom <= area.top or right.left <= area.left  # under the board or the scores
    tip = results.tooltip_at((area.centerx, chart.row_y(0)))
    assert tip.startswith(results.session.seats[0].name)
