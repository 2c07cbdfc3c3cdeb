"""Issue 52 at the Bombay Bazar table: the game log shown over the supply says only its own
words (no hidden stack's tooltip pops up over a log line)."""

from __future__ import annotations

import pygame

from tests.ui.driver import key, play_tiles, start_bombay, wait_for_human


def test_no_stack_tooltip_pops_up_over_the_log(app):
    scene = start_bombay(app, players=2, computers=(1,))
    play_tiles(app, scene, 2)
    assert wait_for_human(app, scene)
    home = scene.stacks[0].home
    assert scene.tooltip_at(home)  # over the supply: the stack's words
    key(app, pygame.K_TAB)
    assert scene.log.shown  # the log in the supply's place
    assert scene.tooltip_at(home) is None
