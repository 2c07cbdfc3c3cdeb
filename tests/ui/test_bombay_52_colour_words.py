"""Issue 52, Bombay smaller: the setup says that a click on an elephant changes its colour,
and after one, whose elephant is which colour now (nothing said it before)."""

from __future__ import annotations

from tests.ui.driver import click, open_bombay_setup


def test_a_click_on_an_elephant_says_its_new_colour(app):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(1).center)  # two players
    assert setup.colour_words() == "Click an elephant for another colour."
    click(app, setup.colour_rects[1][0].center)  # Arjun's blue elephant
    assert setup.colour_words() == "Arjun plays the green elephant now."
    click(app, setup.colour_rects[1][0].center)
    assert setup.colour_words() == "Arjun plays the purple elephant now."


def test_the_words_say_the_colour_of_a_seat_still_at_the_table(app):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(3).center)  # four players
    click(app, setup.colour_rects[3][0].center)
    assert setup.colour_words().startswith("Ravi plays the ")
    click(app, setup.count.segment(1).center)  # Ravi leaves the table
    assert setup.colour_words() == "Click an elephant for another colour."
