"""A game found in the other game's slot (a Marrakech record in autosave-bombay.json): the
first title offers it once, as the game it is, and says what happened; never a second copy."""

from __future__ import annotations

from common.core import saves
from common.core.record import GameRecord
from common.ui.data_folder import open_data_folder
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.play_scene import PlayScene
from tests.helpers import roll_if_waiting
from tests.ui.driver import click, play_decisions, run_frames


def test_a_game_in_the_other_games_slot_is_offered_once_as_the_game_it_is(app, data_folder):
    stray = GameRecord(GAME, MarrakechSetup(2), 5, {"players": ["Amira", "Karim"]})
    roll_if_waiting(stray)
    stray.play(stray.state.legal_actions()[0])
    roll_if_waiting(stray)
    data_folder.mkdir(parents=True)
    saves.autosave_path("bombay").write_bytes(stray.to_bytes())

    open_data_folder(app, app.nav.title)
    run_frames(app)
    title = app.top
    assert [button.label for button in title.resume_buttons] == ["Resume Marrakech"]
    assert "A game of Marrakech" in title.note and "own place" in title.note
    click(app, title.resume_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.record.state == stray.state
    play_decisions(app, scene, 1)
    assert [info.game for info in saves.list_slots()] == ["marrakech"]
    assert saves.list_saves() == []  # one copy of the game, where it belongs
    app.data_lock.release()
