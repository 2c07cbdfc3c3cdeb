"""Issue 52, items 4 and 5: Bombay Bazar's review. Its figures add up (expected at the start,
luck, decisions, the result); a game where chance decided nothing shows no luck; the headline
is about the person who asked, not a computer; and nothing speaks of rolls where there are
no dice."""

from __future__ import annotations

import dataclasses
import random

from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.ui import table_draw
from bombay.ui.replay_scene import BombayReplay
from bombay.ui.results_scene import ResultsScene
from bombay.ui.session import BombaySession
from common.core.record import GameRecord
from common.ui import review_scene, review_words
from common.ui.review_job import KEPT
from common.ui.review_scene import ReviewScene
from tests.helpers import made_up_review
from tests.ui.driver import click, run_frames

SEATS = [
    {"name": "Amira", "level": None, "colour": 0},
    {"name": "Karim", "level": "easy", "colour": 1},
]


def _review_shown(app, monkeypatch, players: int, luck: bool) -> tuple[list[str], ReviewScene]:
    """The words a Bombay review draws for a finished game (a made-up review kept with it)."""
    meta = {"players": [s["name"] for s in SEATS[:players]], "seats": SEATS[:players]}
    record = GameRecord(GAME, Setup(players), seed=3, meta=meta)
    rng = random.Random(1)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
    review = made_up_review(record)
    if not luck:  # who goes first (the first step, the one chance step) decided nothing
        first = dataclasses.replace(review.steps[0], luck=(0.0,) * players)
        start = review.steps[0].standing
        review = dataclasses.replace(review, start=start, steps=(first, *review.steps[1:]))
    record.meta[KEPT] = review.to_json()
    results = ResultsScene(app, record, BombaySession.from_record(record), print, print)
    app.replace(results)
    run_frames(app)
    click(app, results.review_button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    drawn: list[str] = []
    real = review_scene.text
    monkeypatch.setattr(
        review_scene,
        "text",
        lambda s, words, *a, **k: drawn.append(words) or real(s, words, *a, **k),
    )
    monkeypatch.setattr(
        review_scene,
        "text_block",
        lambda s, words, *a, **k: drawn.append(words) or 20,
    )
    scene.draw(app.screen)
    return drawn, scene


def test_a_solo_review_adds_up_and_shows_no_luck(app, monkeypatch):
    drawn, scene = _review_shown(app, monkeypatch, players=1, luck=False)
    review = scene.review
    assert "luck" not in drawn and "who went first" not in drawn
    headline = drawn[1]
    assert headline.startswith("Amira: expected") and "at the end" in headline
    assert "lost" not in headline.split(";")[0]
    start, _luck, decisions, final = review_words.balance(review, 0)
    assert round(float(start) + float(decisions), 1) == float(final)  # as shown
    assert start in drawn and decisions in drawn and final in drawn


def test_the_review_against_a_computer_is_about_the_person_and_names_the_first_draw(
    app, monkeypatch
):
    drawn, _scene = _review_shown(app, monkeypatch, players=2, luck=True)
    headline = drawn[1]
    assert headline.startswith("Amira:")  # not about Karim, the computer
    assert "who went first" in headline and "luck" not in headline  # as its column says
    assert "who went first" in drawn  # the one chance of the game, named as it is
    assert "roll" not in review_words.progress_words(review_words.FIRST)


def test_next_mistake_names_the_tile_played_and_the_better_one_on_the_panel(app, monkeypatch):
    _drawn, scene = _review_shown(app, monkeypatch, players=2, luck=True)
    click(app, scene.replay.rect.center)
    replay = app.top
    assert isinstance(replay, BombayReplay)
    shown = []
    real = table_draw.draw_panel
    monkeypatch.setattr(table_draw, "draw_panel", lambda *a: shown.append(a[-1]) or real(*a))
    mistake = next(
        s for s in scene.review.mistakes() if replay.record.actions[s.index].kind == "place"
    )
    replay.show(mistake.index)
    replay.draw(app.screen)
    played = replay.record.actions[mistake.index].orientation.pattern.name
    better = replay.better_move()[0].orientation.pattern.name
    note = replay.review_note()
    assert f"tile {played}, trunk +" in note and f"ghost shows tile {better}" in note
    assert shown[-1].last == note  # on the panel, not on a plaque over the board's top row
