"""A tooltip stands beside the button it explains, never over the button's label."""

from __future__ import annotations

import pygame

from common.ui.app import TOOLTIP_DELAY
from common.ui.draw import tooltip, tooltip_place
from tests.ui.driver import click, motion, run_frames


def test_a_tooltip_never_covers_the_hovered_button():
    pygame.init()
    window = pygame.Surface((1024, 640))
    for button in (
        pygame.Rect(20, 20, 200, 40),  # at the top: the tip goes below
        pygame.Rect(800, 580, 200, 40),  # bottom right: above
        pygame.Rect(400, 300, 200, 40),
    ):
        window.fill((0, 0, 0))
        pygame.draw.rect(window, (200, 100, 50), button)
        mouse = button.center
        tooltip(window, "Take back your last move (Ctrl+Z)", mouse, 14, beside=button)
        assert all(
            window.get_at((x, y))[:3] == (200, 100, 50)
            for x in range(button.left, button.right, 5)
            for y in range(button.top, button.bottom, 5)
        )


def test_a_tooltip_keeps_off_the_neighbouring_controls_where_there_is_room():
    window = pygame.Rect(0, 0, 1024, 640)
    hovered = pygame.Rect(400, 300, 200, 40)
    right = pygame.Rect(610, 280, 200, 80)  # a neighbour where the tip would go first
    above = pygame.Rect(380, 200, 240, 90)
    place = tooltip_place((180, 40), window, hovered, [right, above], 6)
    assert window.contains(place)
    assert not place.colliderect(hovered)
    assert not place.colliderect(right) and not place.colliderect(above)


def test_no_tooltip_over_what_was_just_clicked_until_the_mouse_moves_away(app):
    app.nav.title()
    run_frames(app)
    button = app.top.load_button
    pos = button.rect.center
    motion(pos)
    app.step(TOOLTIP_DELAY + 0.1)
    app.step(0.05)
    hovered_tip = app.tooltip_shown
    click(app, pos)
    app.top.close()  # the Load list it opened, closed: the mouse is still on the button
    app.step(TOOLTIP_DELAY + 0.1)
    app.step(0.05)
    assert hovered_tip and not app.tooltip_shown
    motion((pos[0] + 40, pos[1]))
    app.step(TOOLTIP_DELAY + 0.1)
    app.step(0.05)
    assert app.clicked_at is None
