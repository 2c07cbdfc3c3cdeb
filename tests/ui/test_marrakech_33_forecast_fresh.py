"""Issue 33, item 7: at the start of a turn the forecast is about the arrow under the mouse in
this turn's position, not the one hovered in the turn before."""

from __future__ import annotations

import pygame

from tests.ui.driver import click, post, reach_placing, run_frames, start_marrakech, wait_for


def test_a_new_turn_works_out_the_hovered_arrow_again(app):
    scene = start_marrakech(app, players=3)
    wait_for(app, lambda: scene.human_to("turn"))
    right = scene.turn_arrows()[1][0]
    post(pygame.MOUSEMOTION, pos=right, rel=(0, 0), buttons=(0, 0, 0))
    run_frames(app)
    assert scene.hovered_turn == 1
    click(app, right)  # turn right; the mouse stays where it was
    reach_placing(app, scene)
    state = scene.record.state
    drop = state.legal_actions()[0]
    scene.submit(drop)
    wait_for(app, lambda: scene.human_to("turn"))
    run_frames(app)
    assert scene.mouse == (round(right[0]), round(right[1])) or scene.mouse == right
    assert scene.hovered_turn == scene.turn_at(scene.mouse), "hovered for this turn's Assam"
