"""The Practice screen (issue 53) through the real scenes: from the title, a reviewed game's
mistakes on the real table, the move played refused and the best accepted (then shown side by
side with the why), a solved position gone from the list and counted; from a finished game's
review, Practise these N mistakes."""

from __future__ import annotations

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup as BombaySetup
from common.core import practice
from common.core.record import GameRecord
from common.ui.coach import target_rect
from common.ui.practice_scene import PracticeScene, progress_words
from common.ui.practice_table import RIGHT, SHOWN, WRONG, PracticeTable
from common.ui.review_job import KEPT
from common.ui.review_scene import ReviewScene
from marrakech.ui.practice import PracticePlayScene as MarrakechPractice
from tests.helpers import made_up_review, play_moves
from tests.ui.driver import click, finished_marrakech, key, run_frames, wait_for


def keep_bombay() -> GameRecord:
    record = GameRecord(BOMBAY, BombaySetup(2), 5, {"players": ["Amira", "Karim"]})
    play_moves(record, 10_000, rng_seed=5)
    practice.keep_game(record, made_up_review(record, 5), [0])
    return record


def answered(app, scene: PracticeTable, action) -> str:
    scene.submit(action)
    wait_for(app, lambda: scene.stage in (RIGHT, WRONG))
    return scene.stage


def test_practice_from_the_title_refuses_the_move_played_and_takes_the_best(app) -> None:
    keep_bombay()
    app.nav.title()
    run_frames(app)
    click(app, app.top.practice_button.rect.center)
    listed = app.top
    assert isinstance(listed, PracticeScene)
    before = listed.book
    assert before.positions and before.solved == 0
    click(app, listed.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, PracticeTable)
    position = scene.drill.position
    assert scene.record.state == position.state()  # the position before the move
    assert answered(app, scene, position.played()) == WRONG
    assert scene.record.cursor == position.index  # the answer is never played
    assert any("Not good enough" in line for line, _colour in scene.note_lines)
    assert answered(app, scene, position.best()) == RIGHT
    assert scene.shown_hint() == position.best()  # the best tile as the green ghost
    scene.draw(app.screen)
    lines = " ".join(line for line, _colour in scene.note_lines)
    assert "Right:" in lines and "trunk was" in lines  # the why, in trunks
    click(app, scene.back_to_list.rect.center)
    again = app.top
    assert isinstance(again, PracticeScene)
    assert len(again.book.positions) == len(before.positions) - 1 and again.book.solved == 1
    key(app, 27)  # Esc: back to the title
    assert app.top.practice_button is not None


def test_practise_these_mistakes_from_a_finished_games_review(app) -> None:
    record, results = finished_marrakech(app)
    review = made_up_review(record)
    record.meta[KEPT] = review.to_json()
    practice.keep_game(record, review, [0, 1])
    click(app, results.review_button.rect.center)
    shown = app.top
    assert isinstance(shown, ReviewScene)
    run_frames(app)
    count = len(review.mistakes())
    assert shown.practise.visible and str(count) in shown.practise.label
    click(app, shown.practise.rect.center)
    listed = app.top
    assert isinstance(listed, PracticeScene) and len(listed.book.positions) == count
    click(app, listed.rows[0].center)
    scene = app.top
    assert isinstance(scene, MarrakechPractice)
    click(app, scene.show_best.rect.center)
    assert scene.stage == SHOWN
    scene.draw(app.screen)
    lines = " ".join(line for line, _colour in scene.note_lines)
    assert "dirhams" in lines or "region" in lines  # the why, in tribute or in regions
    best = scene.practice_mark(scene.drill.position.best())
    assert best is not None and not scene.note.colliderect(target_rect(best, scene.note_size))
    click(app, scene.next_position.rect.center)  # shown, not solved: it stays on the list
    for _position in range(4):
        table = app.top
        assert isinstance(table, MarrakechPractice) and table is not scene
        assert answered(app, table, table.drill.position.best()) == RIGHT
        click(app, table.next_position.rect.center)
    click(app, app.top.back_to_list.rect.center)
    assert isinstance(app.top, PracticeScene) and len(app.top.book.positions) == count - 4
    key(app, 27)
    assert app.top is shown and str(count - 4) in shown.practise.label  # solved: not offered


def test_practice_from_the_results_and_back(app) -> None:
    _record, results = finished_marrakech(app)
    click(app, results.practice_button.rect.center)
    listed = app.top
    assert isinstance(listed, PracticeScene) and listed.book.total == 0  # nothing reviewed yet
    assert "No positions yet" in progress_words(listed.book)  # and what brings some
    key(app, 27)
    assert app.top is results
