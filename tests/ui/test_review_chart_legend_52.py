"""Issue 52 (audit, Marrakech 7): the review's chart marks the rolls that swung the game with
a die on a gold band, and now says so beside its caption, in the game's words (Bombay Bazar
has no dice: its one chance is who goes first); a game with no such roll says nothing."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup
from common.core.i18n import set_language
from common.core.record import GameRecord
from common.ui import review_chart
from common.ui.review_chart import StandingChart, swings
from common.ui.review_words import DICE, FIRST
from tests.helpers import made_up_review, play_moves
from tests.ui.driver import finished_marrakech

LEGEND = "the rolls that swung it most"


def _drawn(
    app, monkeypatch, review, width: int, chance: str = DICE
) -> list[tuple[str, pygame.Rect]]:
    drawn = []
    real = review_chart.text

    def spy(surface, words, *a, **k):
        rect = real(surface, words, *a, **k)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(review_chart, "text", spy)
    chart = StandingChart(review, pygame.Rect(30, 200, width, 330), 16, chance)
    chart.draw(app.screen, [[(200, 40, 40)], [(40, 40, 200)]])
    return drawn


@pytest.mark.parametrize("width", [964, 1540])
def test_the_chart_says_what_its_dice_are(app, monkeypatch, width):
    record, _results = finished_marrakech(app)
    review = made_up_review(record)
    assert swings(review)
    set_language("ru")
    try:
        drawn = _drawn(app, monkeypatch, review, width)
    finally:
        set_language("en")
    legend = [rect for words, rect in drawn if words == "броски, сильнее всего изменившие его"]
    caption = next(rect for words, rect in drawn if words.startswith("ожидаемый"))
    assert legend and not legend[0].colliderect(caption)
    assert legend[0].right <= 30 + width


def test_a_chart_without_a_swinging_roll_says_nothing_of_dice(app, monkeypatch):
    record, _results = finished_marrakech(app)
    review = made_up_review(record)
    still = tuple(dataclasses.replace(s, luck=(0.0,) * review.seats) for s in review.steps)
    review = dataclasses.replace(review, steps=still)
    assert LEGEND not in [words for words, _rect in _drawn(app, monkeypatch, review, 964)]
    review = made_up_review(record)
    assert LEGEND in [words for words, _rect in _drawn(app, monkeypatch, review, 964)]


def test_bombay_says_its_band_is_the_draw_of_who_went_first(app, monkeypatch):
    record = GameRecord(BOMBAY, Setup(2), 3)
    play_moves(record, 200, rng_seed=3)
    review = made_up_review(record)
    first = dataclasses.replace(review.steps[0], luck=(3.0, -3.0))  # who goes first swung it
    review = dataclasses.replace(review, steps=(first, *review.steps[1:]))
    words = [words for words, _rect in _drawn(app, monkeypatch, review, 964, FIRST)]
    assert "the draw of who went first" in words and LEGEND not in words
