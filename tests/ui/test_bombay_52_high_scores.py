"""Issue 52, Bombay Bazar's solo best scores: each is kept with when and by whom it was played,
and shown so (not "this game" among bare numbers); a score below zero (a short solo game) is
kept and read back, never the table set aside as damaged; a table kept before the dates were
noted still reads."""

from __future__ import annotations

import json
import time

from bombay.data_files import HIGH_SCORE_FILE
from bombay.rules.game import GAME
from bombay.rules.scoring import solo_score
from bombay.rules.setup import Setup
from bombay.rules.tournament import HighScores
from bombay.ui import solo_results
from bombay.ui.flow import show_results
from bombay.ui.results_scene import ResultsScene
from bombay.ui.session import BombaySession
from bombay.ui.storage import load_high_scores, save_high_scores
from common.core import registry
from common.core.record import GameRecord
from common.core.save_meta import when


def test_a_score_below_zero_is_kept_and_read_back(data_folder):
    data_folder.mkdir(parents=True)
    table, rank = HighScores((12, 5)).add(-22, 1_796_490_000.0, "Amira")
    assert rank == 3 and save_high_scores(table)
    read, problem = load_high_scores()
    assert problem is None and read.scores == (12, 5, -22)
    assert read.played[2] == (1_796_490_000.0, "Amira")


def test_an_older_table_without_dates_still_reads(data_folder):
    data_folder.mkdir(parents=True)
    (data_folder / HIGH_SCORE_FILE).write_text(json.dumps({"scores": [40, 31], "size": 10}))
    read, problem = load_high_scores()
    assert problem is None and read.scores == (40, 31) and read.played == ((0.0, ""),) * 2
    table, rank = read.add(35, 1_796_490_000.0, "Leila")
    assert rank == 2 and table.played[1] == (1_796_490_000.0, "Leila")


def drawn_best_scores(app, monkeypatch) -> list[str]:
    """The lines the best scores draw: Leila's 40 earlier, Amira's 35 now (this game)."""
    table, rank = HighScores((40,), 10, ((1_796_400_000.0, "Leila"),)).add(35, 1.8e9, "Amira")
    drawn: list[str] = []
    real = solo_results.text
    monkeypatch.setattr(
        solo_results,
        "text",
        lambda s, words, *a, **k: drawn.append(words) or real(s, words, *a, **k),
    )
    area = app.screen.get_rect().inflate(-400, -200)
    solo_results._draw_high_scores(app.screen, area, table, rank, 20)
    return drawn


def test_the_best_scores_show_when_and_by_whom(app, monkeypatch):
    drawn = drawn_best_scores(app, monkeypatch)
    assert any(when(1_796_400_000.0) in w and "Leila" in w for w in drawn)  # the earlier best


def test_a_solo_games_end_notes_its_player_and_time(app, data_folder):
    record = GameRecord(GAME, Setup(1), seed=2, meta={"seats": [{"name": "Priya", "colour": 0}]})
    while not record.state.is_terminal():
        record.play(record.state.legal_actions()[0])
    show_results(app, record, BombaySession.from_record(record))
    read, _problem = load_high_scores()
    ((played, name),) = read.played
    assert name == "Priya" and played > 1_700_000_000


def test_this_games_row_says_when_and_by_whom_too(app, monkeypatch):
    """The new best score's row said only 'this game', without its date or player."""
    drawn = drawn_best_scores(app, monkeypatch)
    assert f"{when(1.8e9)} · Amira · this game" in drawn


def test_a_finished_solo_game_from_load_shows_the_best_scores_with_its_row(app, monkeypatch):
    """Opened again from Load, a solo game's results showed an empty table of best scores and
    'Not in the best 10 this time' under a game that was the best."""
    save_high_scores(HighScores((-500,), 10, ((1_796_400_000.0, "Leila"),)))  # this game best
    seats = [{"name": "Priya", "colour": 0}]
    record = GameRecord(GAME, Setup(1), seed=2, meta={"seats": seats})
    while not record.state.is_terminal():
        record.play(record.state.legal_actions()[0])
    show_results(app, record, BombaySession.from_record(record))
    record.meta["saved_at"] = time.time()  # as the keeper notes it when the game ends
    registry.find("bombay").resume(app, GameRecord.from_json(record.to_json()))
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.high_scores.played_list()[results.rank - 1][1] == "Priya"
    assert results.high_scores.played_list()[2 - results.rank][1] == "Leila"
    headlines = []
    monkeypatch.setattr(results, "headline", lambda _s, words, _y: headlines.append(words))
    results.draw(app.screen)
    assert headlines == [f"Solo score: {solo_score(record.state.core()).score}"]  # no "new best"
