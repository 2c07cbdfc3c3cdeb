"""Issue 33, smaller items at the Marrakech table and its setup: the hint's ghost goes once a
carpet is dropped elsewhere."""

from __future__ import annotations

import pygame

from marrakech.rules.board import PLACEMENTS, SIZE
from tests.ui.driver import motion, post, reach_placing, run_frames, start_marrakech, wait_for


def test_the_hints_ghost_goes_when_a_carpet_is_dropped_elsewhere(app, quick_hints):
    scene = start_marrakech(app, players=2)
    reach_placing(app, scene)
    scene.ask_hint()
    wait_for(app, lambda: scene.shown_hint() is not None)
    hint = scene.shown_hint()
    assert scene.board_view(scene.view_model()).ghost[:2] == hint.squares
    other = next(a for a in scene.record.state.legal_actions() if a != hint)
    a, b = PLACEMENTS[other.value]
    if (b - a == SIZE) != scene.vertical:
        post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
        run_frames(app, 1)
    scene.animator.speed = 1.0  # the carpet lands as at Normal speed (the game stays instant)
    start, end = scene.carpet.center, scene.lay.placement_centre(a, b)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, 7):
        motion((start[0] + (end[0] - start[0]) * i / 6, start[1] + (end[1] - start[1]) * i / 6))
        run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    run_frames(app, 1)
    assert scene.hand.drag.flying is not None, "the carpet is landing"
    assert scene.shown_hint() == hint  # the hint is still for this position...
    assert scene.board_view(scene.view_model()).ghost is None  # ...but its ghost is gone
