"""Issue 33, smaller: while placing, an arrow key moves the carpet's ghost that way on the
board (→ never moves it left), to the nearest legal place."""

from __future__ import annotations

import pygame

from marrakech.rules.board import coords
from tests.ui.driver import key, reach_placing, start_marrakech


def centre(squares) -> tuple[float, float]:
    (ax, ay), (bx, by) = (coords(sq) for sq in squares)
    return (ax + bx) / 2, (ay + by) / 2


def test_the_arrow_keys_move_the_ghost_their_way(app):
    scene = start_marrakech(app, players=3)
    reach_placing(app, scene)
    for code, axis, sign in (
        (pygame.K_RIGHT, 0, 1),
        (pygame.K_LEFT, 0, -1),
        (pygame.K_DOWN, 1, 1),
        (pygame.K_UP, 1, -1),
    ):
        before = scene.hand.key_ghost()
        start = centre(before) if before else scene.table.shown.assam[:2]
        key(app, code)
        after = scene.hand.key_ghost()
        assert after is not None
        moved = (centre(after)[axis] - start[axis]) * sign
        assert moved > 0 or after == before, (code, start, after)


def test_enter_lays_the_shown_carpet_even_after_a_tab(app):
    scene = start_marrakech(app, players=3)
    reach_placing(app, scene)
    key(app, pygame.K_RIGHT)
    ghost = scene.hand.key_ghost()
    key(app, pygame.K_TAB)  # a button has the keyboard's focus now
    laid = len(scene.record.played)
    key(app, pygame.K_RETURN)
    assert type(app.top) is type(scene), "no pause menu"
    assert len(scene.record.played) > laid
    assert set(scene.record.played[laid].squares) == set(ghost)
