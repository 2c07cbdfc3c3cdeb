"""Issue 52: a finished game of Bombay Bazar opened again from Load is the game as it ended: a
tournament's last round shows the whole tournament won, and offers a new one, never the
finished round again."""

from __future__ import annotations

import random

import pygame
import pytest

from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.ui.play_scene import PlayScene
from bombay.ui.replay_scene import BombayReplay
from bombay.ui.results_scene import ResultsScene
from common.core import registry
from common.core.record import GameRecord
from tests.ui.driver import click, motion, run_frames


def _finished_round(rounds: int, earlier: list[list[int]]) -> GameRecord:
    """A finished 2-player round whose save holds a tournament's earlier rounds, as a round's
    save keeps them, read back as Load reads it."""
    meta = {"tournament": {"players": 2, "rounds": rounds, "results": earlier}}
    record = GameRecord(GAME, Setup(2), seed=5, meta=meta)
    rng = random.Random(3)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
    return GameRecord.from_json(record.to_json())


def test_the_last_round_of_a_won_tournament_reopens_as_the_tournament_won(app):
    record = _finished_round(2, [[0, 40]])
    registry.find("bombay").resume(app, record)
    results = app.top
    assert isinstance(results, ResultsScene)
    tournament = results.session.tournament
    assert tournament.finished
    assert tournament.results == ((0, 40), tuple(record.state.lengths()))
    assert results.again.label == "New tournament"
    results.draw(app.screen)
    click(app, results.again.rect.center)
    table = app.top
    assert isinstance(table, PlayScene)
    assert table.session.tournament.results == () and table.session.round_number == 1


def test_an_earlier_round_reopened_goes_on_to_the_next_round_with_a_new_deal(app):
    record = _finished_round(3, [[0, 40]])
    registry.find("bombay").resume(app, record)
    results = app.top
    assert results.session.tournament.results[-1] == tuple(record.state.lengths())
    assert results.again.label == "Next round"
    click(app, results.again.rect.center)
    table = app.top
    assert isinstance(table, PlayScene) and table.session.round_number == 3
    assert table.record.seed != record.seed


def _press(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


@pytest.mark.window((1280, 800))  # where the replay's Close lies over Next round
def test_a_double_click_on_close_replay_only_closes_the_replay(app):
    registry.find("bombay").resume(app, _finished_round(3, [[0, 40]]))
    results = app.top
    click(app, results.replay.rect.center)
    replay = app.top
    assert isinstance(replay, BombayReplay)
    spot = replay.close.rect.center  # over Next round on the results beneath
    motion(spot)
    _press(spot)
    app.step(0.1)  # the second click a tenth of a second after the first
    _press(spot)
    run_frames(app)
    assert app.top is results  # no new round started beneath
    run_frames(app, 40)  # a deliberate click later presses what lies there
    assert results.again.rect.collidepoint(spot)
    click(app, spot)
    assert isinstance(app.top, PlayScene)
