"""Issue 52, Marrakech 8: the setup's rules summary says the table being set: the variant's
turn of Assam at the end, and two players' two colours."""

from __future__ import annotations

from itertools import pairwise

import pytest

from common.core.i18n import set_language
from tests.ui.driver import click, open_marrakech_setup, resize


def test_the_summary_follows_the_variant_and_two_players(app):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(2).center)  # four players
    plain = setup.rules_summary()
    assert "turn Assam a quarter turn or not at all and roll" in plain
    assert "two colours" not in plain and "for the next player" not in plain
    click(app, setup.variant.rect.center)
    variant = setup.rules_summary()
    assert variant.startswith("On your turn, roll") and "for the next player" in variant
    click(app, setup.count.segment(0).center)  # two players
    assert "two colours" in setup.rules_summary()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_four_players_leave_the_summary_readable_in_the_smallest_window(app, language):
    """At 1024x640 four seats squeezed the summary to the 12 px floor (17 px at two or three)."""
    setup = open_marrakech_setup(app)
    resize(app, (1024, 640))
    click(app, setup.count.segment(2).center)  # four players
    set_language(language)
    try:
        assert setup.summary_size() >= 14
    finally:
        set_language("en")
    fields = [setup.names[seat].rect for seat in range(4)]
    assert not any(a.colliderect(b) for a, b in pairwise(fields))
