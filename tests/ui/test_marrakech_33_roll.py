"""Issue 33, item 2: the person rolls the die at every animation speed, and until the roll the
way Assam faces may still change (and Undo takes the turn back)."""

from __future__ import annotations

import pygame
import pytest

from common.ui.settings import SPEEDS
from tests.ui.driver import ctrl, key, run_frames, start_marrakech, turn_key, wait_for


@pytest.mark.parametrize("speed", [name for name, _ in SPEEDS])
def test_the_die_waits_for_the_person_at_every_speed(app, speed):
    app.animation_speed = dict(SPEEDS)[speed]
    scene = start_marrakech(app, players=2)
    wait_for(app, lambda: scene.human_to("turn"))
    key(app, turn_key(scene, 0))
    for _ in range(240):  # four seconds of frames: far longer than the turn's beat
        run_frames(app, 1)
    assert scene.rolling(), "the die still waits for the person"
    assert scene.shown.is_chance_node(), "the roll has not been shown"
    key(app, pygame.K_SPACE)
    wait_for(app, lambda: scene.human_to("place"))


def test_until_the_roll_another_arrow_replaces_the_turn(app):
    app.animation_speed = dict(SPEEDS)["Normal"]
    scene = start_marrakech(app, players=3)
    wait_for(app, lambda: scene.human_to("turn"))
    facing = scene.shown.assam[2]
    key(app, turn_key(scene, -1))
    wait_for(app, lambda: scene.rolling() and not scene.beat_running)
    assert scene.status_text().endswith("or pick another arrow.")
    key(app, turn_key_from(facing, 1))
    wait_for(app, lambda: scene.rolling() and not scene.beat_running)
    turns = [a for a in scene.record.played if a.kind == "turn"]
    assert [a.value for a in turns] == [1], "the second arrow replaced the first turn"
    assert scene.shown.assam[2] == (facing + 1) % 4
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
