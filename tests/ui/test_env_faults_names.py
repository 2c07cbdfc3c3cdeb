"""Names of only invisible characters (U+FE0F alone, U+034F, U+FFFC, U+200B), typed or found
in a file: every screen draws them, and a name that shows nothing is played or saved under one
that does."""

from __future__ import annotations

import pygame

from common.core import saves
from common.core.record import GameRecord
from common.ui.load_dialog import LoadDialog, row_name
from common.ui.savegames import SaveDialog
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.play_scene import PlayScene
from tests.helpers import roll_if_waiting
from tests.ui.driver import click, key, open_marrakech_setup, run_frames, start_marrakech

INVISIBLE = ["\ufe0f", " \u034f", "\ufffc", "\u200b\ufe0f"]


def type_text(app, words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    run_frames(app)


def clear_field(app, field) -> None:
    click(app, field.rect.center)
    for _letter in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)


def test_players_named_with_invisible_characters_play_as_player_1_and_2(app):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(0).center)  # two players
    for field, name in zip(setup.names, ("\ufe0f", "\ufffc"), strict=False):
        clear_field(app, field)
        type_text(app, name)
        assert field.value == name  # typed as it was, and the field still draws
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene)
    run_frames(app, 5)
    assert [seat.name for seat in scene.session.seats] == ["Player 1", "Player 2"]


def test_a_save_named_with_invisible_characters_is_saved_under_a_name_that_shows(app):
    scene = start_marrakech(app, players=2)
    app.push(SaveDialog(app, scene.record))
    dialog = app.top
    clear_field(app, dialog.name)
    type_text(app, "\ufe0f")
    key(app, pygame.K_RETURN)
    assert [info.name for info in saves.list_saves()] == ["Saved game"]
    assert "Saved game" in app.top.message  # the "Saved as ..." dialog says where it went


def test_stored_invisible_names_show_in_the_title_the_load_list_and_the_table(app):
    record = GameRecord(GAME, MarrakechSetup(4), 11, {"players": INVISIBLE})
    roll_if_waiting(record)
    record.play(record.state.legal_actions()[0])
    roll_if_waiting(record)
    saves.autosave(record)
    saves.saves_folder().mkdir(parents=True)
    record.meta["name"] = "\ufe0f"
    (saves.saves_folder() / "odd.json").write_bytes(record.to_bytes())

    app.nav.title()
    run_frames(app)
    title = app.top
    assert title.resume_button is not None
    click(app, title.load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadDialog)
    run_frames(app, 5)
    assert all(row_name(info).strip() for info in load.entries)
    named = next(info for info in load.entries if not info.slot)
    assert named.players == ("Player 1", "Player 2", "Player 3", "Player 4")
    key(app, pygame.K_ESCAPE)
    click(app, title.resume_button.rect.center)
    assert isinstance(app.top, PlayScene)
    run_frames(app, 5)
