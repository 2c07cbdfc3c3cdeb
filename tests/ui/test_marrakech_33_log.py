"""Issue 33, item 4: the log shows a whole turn at every size, a new turn brings a scrolled-back
log to its newest lines, and every player's heading can be read on the panel."""

from __future__ import annotations

import pygame
import pytest

from common.ui.theme import CREAM, font
from marrakech.ui.layout import LOG_LINES, BoardLayout
from marrakech.ui.palette import CARPET_COLOURS, _luminance, readable
from tests.ui.driver import play_decisions, run_frames, start_marrakech


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_log_has_room_for_a_whole_turn(app, size, players):
    lay = BoardLayout(size, players)
    assert lay.log.height >= LOG_LINES * font(lay.log_text).get_linesize()
    assert lay.player_rows[-1].bottom <= lay.status.top
    assert lay.log.bottom <= lay.tray.top


def test_every_heading_colour_reads_on_cream():
    for colour in CARPET_COLOURS:
        ratio = (_luminance(CREAM) + 0.05) / (_luminance(readable(colour)) + 0.05)
        assert ratio >= 4.5, colour


def test_a_new_turn_brings_the_log_back_to_its_newest_lines(app):
    scene = start_marrakech(app, players=3)
    play_decisions(app, scene, 9)
    run_frames(app)
    pygame.mouse.set_pos(scene.lay.log.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    run_frames(app)
    assert scene.log_panel.back > 0
    play_decisions(app, scene, 3)  # a whole turn: turn, roll, lay
    run_frames(app)
    assert scene.log_panel.back == 0
