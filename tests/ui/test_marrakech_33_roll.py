"""Issue 33, item 2: the person rolls the die at every animation speed, and until the roll the
way Assam faces may still change (and Undo takes the turn back)."""

from __future__ import annotations

import pygame
import pytest

from common.ui.settings import SPEEDS
from tests.ui.driver import ctrl, key, pass_time, run_frames, start_marrakech, turn_key, wait_for


@pytest.mark.parametrize("speed", [name for name, _ in SPEEDS])
def test_the_die_waits_for_the_person_at_every_speed(app, speed):
    app.animation_speed = dict(SPEEDS)[speed]
    scene = start_marrakech(app, players=2)
    wait_for(app, lambda: scene.human_to("turn"))
    key(app, turn_key(scene, 0))
    pass_time(app, 4.0)  # far longer than the turn's beat
    assert scene.rolling(), "the die still waits for the person"
    assert scene.table.shown.is_chance_node(), "the roll has not been shown"
    key(app, pygame.K_SPACE)
    wait_for(app, lambda: scene.human_to("place"))


def test_until_the_roll_another_arrow_replaces_the_turn(app):
    app.animation_speed = dict(SPEEDS)["Normal"]
    scene = start_marrakech(app, players=3)
    wait_for(app, lambda: scene.human_to("turn"))
    facing = scene.table.shown.assam[2]
    key(app, turn_key(scene, -1))
    wait_for(app, lambda: scene.rolling() and scene.table.beat is None)
    assert scene.status_text().endswith("or pick another arrow.")
    key(app, turn_key_from(facing, 1))
    wait_for(app, lambda: scene.rolling() and scene.table.beat is None)
    turns = [a for a in scene.record.played if a.kind == "turn"]
    assert [a.value for a in turns] == [1], "the second arrow replaced the first turn"
    assert scene.table.shown.assam[2] == (facing + 1) % 4
    assert not scene.record.chance.practised, "no outcome was seen: no practice take-back"


def turn_key_from(facing: int, turn: int) -> int:
    return (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT)[(facing + turn) % 4]


def test_undo_takes_back_a_turn_whose_die_is_not_rolled(app):
    app.animation_speed = dict(SPEEDS)["Normal"]
    scene = start_marrakech(app, players=2)
    wait_for(app, lambda: scene.human_to("turn"))
    key(app, turn_key(scene, 1))
    wait_for(app, lambda: scene.rolling())
    assert scene.undo_button.enabled
    ctrl(app, pygame.K_z)
    assert scene.human_to("turn"), "back to choosing the turn"
    assert not any(a.kind == "turn" for a in scene.record.played)
    run_frames(app, 1)
    assert scene.redo_button.enabled, "issue 52, Marrakech 3: Redo brings the turn back"
    ctrl(app, pygame.K_y)
    wait_for(app, lambda: scene.rolling())
    assert scene.record.played[-1].kind == "turn"


def test_in_the_variant_the_end_of_turn_arrow_stays_the_players_until_they_roll(app):
    """Issue 52, Marrakech 2: one click on an arrow no longer ends the turn for good. Against
    the computer, the end-of-turn turn waits for the person's roll (the computer's die, rolled
    by the person who ends their turn): until then another arrow replaces it, or Undo. (At two
    players the next carpet is drawn between the turn and the roll, and a shown draw is a
    commitment: there the turn is final.)"""
    from common.core.record import GameRecord
    from marrakech.rules.game import GAME
    from marrakech.rules.setup import MarrakechSetup
    from marrakech.ui.play_scene import PlayScene
    from marrakech.ui.session import MarrakechSession

    record = GameRecord(GAME, MarrakechSetup(3, True), seed=3)
    record.meta["seats"] = [
        {"name": "Amira", "level": None},
        {"name": "Karim", "level": "easy"},
        {"name": "Leila", "level": "easy"},
    ]
    scene = PlayScene(app, MarrakechSession.from_record(record), lambda r, s: None, record)
    app.replace(scene)
    for _ in range(40):  # to the person's end-of-turn turn
        if scene.human_to("turn"):
            break
        if scene.rolling():
            key(app, pygame.K_SPACE)
        elif scene.human_to("place"):
            scene.submit(scene.record.state.legal_actions()[0])
        wait_for(app, lambda: scene.human_to("turn") or scene.rolling() or scene.human_to("place"))
    assert scene.human_to("turn") and scene.table.shown.seat == 0
    facing = scene.table.shown.assam[2]
    key(app, turn_key(scene, -1))
    wait_for(app, lambda: scene.rolling() and scene.table.beat is None)
    assert scene.record.waiting_roll == 1, "the computer's die waits"
    run_frames(app, 60)
    assert scene.record.waiting_roll == 1, "and is not rolled behind the person's back"
    assert scene.status_text().endswith("or pick another arrow.")
    assert scene.undo_button.enabled
    key(app, turn_key_from(facing, 1))
    wait_for(app, lambda: scene.rolling() and scene.table.beat is None)
    assert scene.record.played[-1].value == 1, "the second arrow replaced the first"
    key(app, pygame.K_SPACE)  # the person ends their turn: the die is shown
    wait_for(app, lambda: scene.record.cursor > 0 and scene.record.played[-1].kind != "turn")
