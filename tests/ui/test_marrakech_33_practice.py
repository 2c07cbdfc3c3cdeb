"""Issue 33, item 5: the Marrakech setup says what Undo allows (its Practice box and tooltip),
and the choice is the Practice setting, kept for the next game."""

from __future__ import annotations

from tests.ui.driver import click, open_marrakech_setup


def test_the_setup_keeps_the_practice_choice(app):
    setup = open_marrakech_setup(app)
    assert not setup.practice.checked and "die" in setup.practice.tooltip
    click(app, setup.practice.rect.center)
    assert setup.practice.checked
    click(app, setup.start_button.rect.center)
    assert app.settings.practice  # saved too; read back once settings_schema keeps it (report)
    setup = open_marrakech_setup(app)
    assert setup.practice.checked, "remembered for the next game"
