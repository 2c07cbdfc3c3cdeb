"""The Bombay setup screen (issue 13): it opens with the last table set up, whatever the file
holds; the rules summary shows for every number of players and fits; solo reads as solo."""

from __future__ import annotations

import os

import pytest

from bombay.ui.setup_scene import rules_summary
from common.core.setup_memory import last_table_path
from common.ui.draw import wrap
from common.ui.theme import font
from tests.helpers import HeldRunner
from tests.ui.driver import click, open_bombay_setup


def test_setup_opens_with_the_last_table(app):
    app.runner = HeldRunner()  # the Hard seat is left thinking: the table is not what is tested
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(2).center)  # 3 players
    setup.names[0].value = "Zed"
    click(app, setup.colour_rects[0][0].center)  # another colour
    colours = [list(seat) for seat in setup.colours]
    click(app, setup.kinds[2].segment(3).center)  # Hard
    click(app, setup.tournament.rect.center)
    click(app, setup.rounds.segment(4).center)  # 6 rounds
    click(app, setup.start_button.rect.center)
    again = open_bombay_setup(app)
    assert again is not setup
    assert again.players == 3 and again.names[0].value == "Zed"
    assert again.colours == colours and again.kinds[2].selected == 3
    assert again.tournament.checked and again.rounds.options[again.rounds.selected] == "6"


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe not json",
        b"[" * 100_000 + b"]" * 100_000,
        b'{"players": 9, "colours": [[0, 0], [0], 3, null], "kinds": [1, 2], "options": []}',
        b'{"players": 2, "names": [5, null, [], {}], "colours": [[-1, 99], [0], [2, 3], 4]}',
        b" " * 200_000,
    ],
)
def test_a_damaged_last_table_file_opens_the_usual_table(app, data_folder, content):
    last_table_path("bombay").parent.mkdir(parents=True, exist_ok=True)
    last_table_path("bombay").write_bytes(content)
    setup = open_bombay_setup(app)
    assert setup.players in (1, 2, 3, 4)
    seated = [seat[0] for seat in setup.colours[: setup.players]]
    assert len(set(seated)) == len(seated)
    assert all(0 <= k.selected < len(k.options) for k in setup.kinds)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_last_table_is_not_read(app, data_folder):
    last_table_path("bombay").parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(last_table_path("bombay"))
    setup = open_bombay_setup(app)  # would hang if it were opened for reading
    assert setup.players == 2


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_rules_summary_shows_and_fits_for_every_table(app, size, players):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(players - 1).center)
    setup.layout(size)
    text_size = setup.summary_size()
    inside = setup.blurb.inflate(-setup.row_h * 2 // 3, -setup.row_h // 3)
    lines = wrap(rules_summary(players == 1), text_size, inside.width)
    assert text_size >= 12
    assert len(lines) * font(text_size).get_linesize() <= inside.height
    assert setup.blurb.top >= max(r[0].bottom for r in setup.colour_rects[:players])
    assert setup.blurb.bottom <= setup.start_button.rect.top


def test_the_solo_summary_does_not_say_the_longest_trunk_wins():
    assert "longest trunk wins" not in rules_summary(True)
    assert "best score" in rules_summary(True)
    assert rules_summary(False).endswith("The longest trunk wins.")
