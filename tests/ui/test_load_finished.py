"""Load keeps the games still to play apart from the finished ones (each under its heading,
with its result and length in turns); a finished one opens on its results; a game Bazaar kept
by itself is named in the player's language, whatever language it was kept in."""

from __future__ import annotations

import pygame

from bombay.ui.results_scene import ResultsScene
from common.core import saves
from common.core.i18n import set_language
from common.core.record import GameRecord
from common.core.save_meta import turn_words
from common.ui.load_dialog import row_detail, row_name
from tests.ui.driver import finish_bombay_game, key, open_load


def test_finished_games_are_listed_under_their_own_heading_and_open_on_their_results(app):
    record = finish_bombay_game(app, players=2)
    half_way = GameRecord(record.game, record.setup, seed=record.seed)
    for index in [i for i in range(len(record.actions)) if record.is_decision(i)][:3]:
        half_way.play(record.actions[index])
    saves.save_as(half_way, "Half way")
    load = open_load(app)
    lines = load.lines()
    assert lines[0] == "To play on" and "Finished" in lines
    finished = [load.entries[i] for i in lines[lines.index("Finished") + 1 :]]
    playing = [load.entries[i] for i in lines[1 : lines.index("Finished")]]
    assert [info.finished for info in finished] == [True]
    assert [info.name for info in playing] == ["Half way"]
    detail = row_detail(finished[0])
    assert " won" in row_name(finished[0]) and turn_words(finished[0].turn, True) in detail
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # past the heading, onto the finished game
    assert load.entries[load.chosen].finished
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


def test_a_kept_game_is_named_in_the_language_the_player_reads(app):
    finish_bombay_game(app, players=2)
    (kept,) = saves.list_saves()
    english = row_name(kept)
    assert " won" in english
    set_language("ru")
    try:
        (kept,) = saves.list_saves()
        russian = row_name(kept)
        assert russian != english and " won" not in russian
        assert russian[:16] == english[:16]  # the same date and time
    finally:
        set_language("en")
