"""Issue 52 (Marrakech, smaller): the setup says that a click on a carpet changes its colour,
and after one, whose carpets are which colours now (only Bombay Bazar's setup said it). The
rules summary's test is test_marrakech_setup_summary."""

from __future__ import annotations

from tests.ui.driver import click, open_marrakech_setup


def test_a_click_on_a_carpet_says_the_players_colours(app):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(1).center)  # three players
    assert setup.colour_words() == "Click a carpet for another colour."
    click(app, setup.colour_rects[1][0].center)
    words = setup.colour_words()
    assert words.startswith(setup.seat_name(1) + " plays the ") and words.endswith(" carpets now.")
    assert setup.colour_name(setup.colours[1][0]) in words
    click(app, setup.count.segment(0).center)  # two players: two colours each
    click(app, setup.colour_rects[0][1].center)
    first, second = (setup.colour_name(c) for c in setup.colours[0][:2])
    name = setup.seat_name(0)
    assert setup.colour_words() == f"{name} plays the {first} and the {second} carpets now."
