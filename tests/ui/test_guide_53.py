"""The guided first games (issue 53) played through the real scenes with the mouse and keys:
each lesson lets only its move through and says why another is not it, Back takes one coached
step back, Skip leaves for the setup, and the lesson's game is never kept as an unfinished one."""

from __future__ import annotations

import json

import pygame

from bombay.rules.actions import place
from bombay.ui import guide as bombay_guide
from bombay.ui.setup_scene import SetupScene as BombaySetup
from common.core import saves
from common.core.guide_script import ROLL, progress
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.ui import guide as marrakech_guide
from marrakech.ui.setup_scene import SetupScene as MarrakechSetup
from tests.ui.driver import (
    click,
    key,
    place_carpet_by_dragging,
    place_tile_by_dragging,
    run_frames,
    wait_for,
)


def press_next(app, scene) -> None:
    assert scene.next_button.visible
    click(app, scene.next_button.rect.center)


def moves_asked(app, scene, most: int):
    """The lessons that wait for a move, in order (Next is pressed on those read); ends at the
    last bubble."""
    for _step in range(most):
        lesson = scene.coach.lesson
        if lesson.move is not None:
            yield lesson
        elif scene.coach.last:
            return
        else:
            press_next(app, scene)
    raise AssertionError("the lesson never reached its last bubble")


def other_legal_tile(state, expected):
    """Another tile that fits, or None where the lesson's is the only one."""
    return next((a for a in state.legal_actions() if a.kind == "place" and a != expected), None)


def test_bombay_lesson_from_first_bubble_to_the_end_refusing_other_moves(app) -> None:
    bombay_guide.open_guide(app)
    scene = app.top
    run_frames(app)
    assert scene.coach.at == 0 and scene.record.cursor > 0  # who goes first is drawn
    before = scene.record.cursor
    assert not scene.submit(place("J", 1))  # a bubble to read first
    assert scene.record.cursor == before and "Next" in scene.coach.refusal
    for lesson in moves_asked(app, scene, 40):
        wait_for(app, lambda: scene.table.human_to_move())
        state, expected = scene.record.state, bombay_guide.GAME.parse_action(lesson.move)
        wrong = other_legal_tile(state, expected)
        cursor = scene.record.cursor
        tile = expected.orientation.pattern.name
        if wrong is not None:
            assert not scene.submit(wrong, by_hand=True)
            assert scene.record.cursor == cursor, "a move the lesson does not ask for was played"
            assert f"tile {tile}" in scene.coach.refusal and scene.message_error
        illegal = next(a for a in _placements() if state.check_action(a) is not None)
        assert not scene.submit(illegal, by_hand=True)
        assert state.check_action(illegal).sentence(scene.names()) in scene.coach.refusal
        assert f"tile {tile}" in scene.coach.refusal
        assert not scene.bubble.collidepoint(scene.lay.centre(state.play_cell()))
        place_tile_by_dragging(app, scene, expected)
        assert scene.record.actions[cursor] == expected, lesson.words[:40]
        run_frames(app)
    assert scene.record.state.is_terminal() and scene.record.state.lengths() == [15, 10]
    assert saves.load_autosave("bombay") is None  # a lesson is nobody's unfinished game
    click(app, scene.next_button.rect.center)  # Finish
    assert isinstance(app.top, BombaySetup)


def _placements():
    from bombay.rules.actions import PLACE_ACTIONS

    return PLACE_ACTIONS


def test_bombay_back_takes_one_coached_step_back_and_skip_leaves(app) -> None:
    bombay_guide.open_guide(app)
    scene = app.top
    run_frames(app)
    press_next(app, scene)
    first = scene.record.state
    click(app, scene.lay.centre(first.play_cell()))  # a click on the green tile lays it
    wait_for(app, lambda: scene.table.human_to_move())
    assert scene.coach.at == 2 and progress(scene.record) == 2  # J1, and the computer's L1
    shown = str(scene.record.state)
    click(app, scene.back_button.rect.center)
    assert scene.coach.at == 1 and scene.record.state == first and not scene.record.can_redo()
    click(app, scene.lay.centre(first.play_cell()))
    wait_for(app, lambda: scene.table.human_to_move())
    assert str(scene.record.state) == shown  # the same game again
    click(app, scene.back_button.rect.center)
    click(app, scene.back_button.rect.center)
    assert scene.coach.at == 0 and scene.next_button.visible
    click(app, scene.skip_button.rect.center)
    assert isinstance(app.top, BombaySetup)


def marrakech_lesson(app):
    """The Marrakech lesson past its first bubble (read), and the lessons it asks moves in."""
    marrakech_guide.open_guide(app)
    scene = app.top
    run_frames(app)
    press_next(app, scene)
    return scene, moves_asked(app, scene, 20)


def test_marrakech_lesson_turn_roll_tribute_carpet_and_the_end(app) -> None:
    scene, asked = marrakech_lesson(app)
    for lesson in asked:
        if lesson.move == ROLL:
            wait_for(app, scene.rolling)
            cursor = scene.record.cursor
            scene.choose_turn(1)  # another way for Assam: not now
            assert scene.record.cursor == cursor and "roll the die" in scene.coach.refusal
            key(app, pygame.K_SPACE)
            wait_for(app, lambda seen=lesson: scene.coach.lesson is not seen)
            continue
        expected = MARRAKECH.parse_action(lesson.move)
        if expected.kind == "turn":
            wait_for(app, lambda: scene.human_to("turn"))
            x, y, _facing = scene.record.state.assam
            assert not scene.bubble.collidepoint(scene.lay.square_centre(y * 7 + x))
            cursor = scene.record.cursor
            scene.choose_turn(0)
            assert scene.record.cursor == cursor
            assert "Assam turned left" in scene.coach.refusal
            click(app, scene.coach_point("move"))
        else:
            wait_for(app, lambda: scene.human_to("place"))
            state = scene.record.state
            wrong = next(a for a in state.legal_actions() if a != expected)
            assert not scene.submit(wrong, by_hand=True)
            assert "the carpet on" in scene.coach.refusal
            run_frames(app)
            frame = scene.coach_point("move")
            assert frame is not None and not scene.bubble.colliderect(frame)
            place_carpet_by_dragging(app, scene, expected)
        wait_for(app, lambda seen=lesson: scene.coach.lesson is not seen)
    wait_for(app, lambda: scene.record.state.is_terminal() and scene.table.caught_up)
    assert scene.record.state.outcome().winners == (0,)
    assert saves.load_autosave("marrakech") is None
    click(app, scene.next_button.rect.center)
    assert isinstance(app.top, MarrakechSetup)


def test_the_lesson_is_offered_once_on_the_setup_and_always_there_and_in_the_rules(app) -> None:
    from common.ui.rules_scene import RulesScene
    from common.ui.settings import load_settings

    app.nav.setup("bombay")
    setup = app.top
    assert setup.learn_button.primary and "New to Bombay Bazar?" in setup.summary_words()
    assert load_settings().guides_offered == ["bombay"]  # kept: offered once
    app.nav.setup("bombay")
    again = app.top
    assert not again.learn_button.primary and "New to" not in again.summary_words()
    click(app, again.learn_button.rect.center)
    assert isinstance(app.top, bombay_guide.GuidedPlayScene)
    app.nav.rules("marrakech")
    rules = app.top
    assert isinstance(rules, RulesScene)
    click(app, rules.learn.rect.center)
    assert isinstance(app.top, marrakech_guide.GuidedPlayScene)


def test_a_damaged_list_of_offered_lessons_offers_them_again_and_keeps_the_rest(
    app, data_folder
) -> None:
    """settings.json whose guides_offered is not a short list of names: the lessons are offered
    again; the language and every other setting stay as they were."""
    from common.ui.settings import load_settings

    data_folder.mkdir(parents=True, exist_ok=True)
    for damaged in ("bombay", [1, 2], ["x"] * 9):
        kept = {"language": "ru", "volume": 40, "guides_offered": damaged}
        (data_folder / "settings.json").write_text(json.dumps(kept), encoding="utf-8")
        settings = load_settings()
        assert settings.guides_offered == [] and settings.language == "ru", damaged
        assert settings.volume == 40


def test_the_marrakech_roll_lesson_frames_the_button_and_leaves_its_label_readable(
    app, monkeypatch
) -> None:
    from common.ui import coach

    scene, asked = marrakech_lesson(app)
    for lesson in asked:
        if lesson.move == ROLL:
            break
        click(app, scene.coach_point("move"))  # the lesson's turn of Assam
        wait_for(app, lambda seen=lesson: scene.coach.lesson is not seen)
    wait_for(app, scene.rolling)
    label = scene.roll_button.rect.inflate(-12, -12)
    scene.draw(app.screen)
    with_pointer = app.screen.subsurface(label).copy()
    monkeypatch.setattr(coach, "draw_pointer", lambda *args: None)
    scene.draw(app.screen)
    without = app.screen.subsurface(label).copy()
    assert pygame.image.tobytes(with_pointer, "RGB") == pygame.image.tobytes(without, "RGB")
