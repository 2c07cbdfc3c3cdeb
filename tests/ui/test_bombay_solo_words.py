"""A solo game of Bombay Bazar is told as one: its record opens with the game beginning, not
with its only player "going first", and its finished card says the trunk is finished with the
score, not that the player is "out" as in a game of several."""

from __future__ import annotations

import pygame
import pytest

from bombay.rules.game import GAME
from bombay.rules.scoring import solo_score
from bombay.rules.setup import Setup
from bombay.ui import table_draw
from bombay.ui.layout import BombayLayout
from bombay.ui.palette import ELEPHANT_COLOURS
from bombay.ui.renderer import BoardView
from bombay.ui.session import Seat
from bombay.ui.story import log_entries
from bombay.ui.table_view import TableView
from common.core.record import GameRecord


def finished(players: int) -> GameRecord:
    record = GameRecord(GAME, Setup(players), seed=3)
    while not record.state.is_terminal():
        record.play(record.state.legal_actions()[0])
    return record


def test_a_solo_record_opens_with_the_game_not_with_who_goes_first():
    (first, *_rest) = log_entries(finished(1), ["Zed"])
    assert first[1] == "Zed plays solo: grow the longest trunk you can."
    (first, *_rest) = log_entries(finished(2), ["Zed", "Ama"])
    assert first[1].endswith("goes first.")


def card_words(record: GameRecord, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words the side panel draws for a finished game (as the replay draws it)."""
    pygame.init()
    players = record.state.num_players()
    drawn: list[str] = []
    real = table_draw.text
    monkeypatch.setattr(
        table_draw, "text", lambda s, words, *a, **k: drawn.append(words) or real(s, words, *a, **k)
    )
    size = (1024, 640)
    lay = BombayLayout(size, players)
    seats = [Seat(f"P{q}", colour=q) for q in range(players)]
    notes = table_draw.Notes()
    if players == 1:
        score = (str(solo_score(record.state.core()).score),)
        notes = table_draw.Notes(figures=score, caption="score")
    view = TableView(record.state)
    board = BoardView(list(ELEPHANT_COLOURS[:players]))
    stacks = table_draw.stacks_of(record.state, None, None)
    surface = pygame.Surface(size)
    table_draw.draw_panel(surface, lay, view, board, seats, ("", False), stacks, notes)
    return drawn


def test_a_finished_solo_card_says_trunk_finished_and_score_not_out(monkeypatch):
    drawn = card_words(finished(1), monkeypatch)
    assert "trunk finished" in drawn and "score" in drawn
    assert "out" not in drawn and "out: trunk finished" not in drawn
    drawn = card_words(finished(2), monkeypatch)  # with others, a finished trunk is out
    assert drawn.count("out: trunk finished") == 2 and drawn.count("out") == 2
