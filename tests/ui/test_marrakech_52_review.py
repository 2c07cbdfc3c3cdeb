"""Issue 52, Marrakech item 7: the review explains more. The chart's tooltip tells the turn
(who moved, their roll, what the move cost), each mistake and blunder is marked on the chart, a
click on the chart opens the replay at that move, and a 2-player review shows both colours of
each player."""

from __future__ import annotations

import pygame
import pytest

from common.core.i18n import set_language
from common.ui.replay import ReplayScene
from common.ui.review_chart import on_line
from common.ui.review_job import KEPT
from common.ui.review_scene import ReviewScene
from common.ui.theme import BAD
from marrakech.ui import replay_scene
from marrakech.ui.replay_scene import PLAYED_GLOW
from marrakech.ui.session import MarrakechSession
from tests.helpers import made_up_review
from tests.ui.driver import click, finished_marrakech, key, resize, run_frames


def open_review(app, players: int = 2):
    record, results = finished_marrakech(app, players)
    review = made_up_review(record)
    record.meta[KEPT] = review.to_json()
    click(app, results.review_button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    run_frames(app)
    app.draw()
    assert scene.chart is not None
    return record, review, scene


def test_a_turns_tooltip_says_who_moved_their_roll_and_what_the_move_cost(app):
    _record, review, scene = open_review(app)
    mistake = review.mistakes()[0]
    x = scene.chart.point(mistake.index + 1, 0)[0]
    tip = scene.tooltip_at((x, scene.chart.plot.centery))
    name = scene.names[mistake.seat]
    assert f"Turn {mistake.turn}: " in tip
    assert f"{name} rolls" in tip  # the roll of that turn, as the log tells it
    assert f"{name}: mistake" in tip or f"{name}: blunder" in tip  # what it cost
    assert "dirhams lost" in tip and "replay" in tip


def test_mistakes_and_blunders_are_marked_on_the_movers_line(app):
    _record, review, scene = open_review(app)
    assert review.mistakes()
    for step in review.mistakes():
        x = scene.chart.point(step.index + 1, 0)[0]
        point = (x, on_line(scene.chart.series(step.seat), x))
        badge = pygame.Rect(0, 0, 9, 9)
        badge.center = point
        assert colour_in(app.screen, badge, BAD), step  # a red badge where it fell


def test_a_click_on_the_chart_opens_the_replay_at_that_moves_better_move(app):
    _record, review, scene = open_review(app)
    mistake = review.mistakes()[1]
    x = scene.chart.point(mistake.index + 1, 0)[0]
    click(app, (x, scene.chart.plot.centery))
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.index == mistake.index  # the position before the move, its ghost shown
    better = replay.better_move()
    assert better is not None and str(better[0]) == mistake.best
    assert replay.review is review or replay.review.to_json() == review.to_json()


def test_a_click_on_a_turn_that_cost_nothing_opens_the_replay_after_it(app):
    _record, review, scene = open_review(app)
    costly = {s.turn for s in review.steps if s.cost > 0}
    turn = next(s.turn for s in review.steps if s.turn > 3 and s.turn not in costly)
    last = max(s.index for s in review.steps if s.turn == turn)
    click(app, (scene.chart.point(last + 1, 0)[0], scene.chart.plot.centery))
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert f"turn {turn} of" in replay.status()  # the turn the tooltip named


def colour_in(surface: pygame.Surface, area: pygame.Rect, colour) -> bool:
    return any(
        tuple(surface.get_at((x, y)))[:3] == tuple(colour)
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
    )


def test_a_two_player_review_shows_both_colours_of_each_player(app):
    record, _review, scene = open_review(app, players=2)
    colours = MarrakechSession.from_record(record).display_colours()
    assert len(colours) == 4
    # beside the names: each player's two carpets' colours
    box = scene.box
    strip = pygame.Rect(box.left + 30, box.top, box.width // 12, scene.chart.rect.top - box.top)
    for colour in colours:
        assert colour_in(app.screen, strip, colour), colour


@pytest.mark.parametrize(("size", "language"), [((1024, 640), "ru"), ((1600, 1000), "en")])
def test_next_mistakes_plaque_stays_off_the_board_and_its_letters(app, monkeypatch, size, language):
    """The plaque that says what the ghost shows sits beside the board, over the game record,
    and the record's moves stay beneath it."""
    plaques = []

    def spy(surface, rect, words):
        drawn = real(surface, rect, words)
        plaques.append(drawn or rect)  # where it went (where it was asked to go)
        return drawn

    real = replay_scene.review_plaque
    monkeypatch.setattr(replay_scene, "review_plaque", spy)
    set_language(language)
    try:
        resize(app, size)
        _record, _review, scene = open_review(app)
        click(app, scene.replay.rect.center)
        replay = app.top
        key(app, pygame.K_n)
        app.draw()
        assert plaques and replay.review_note()
        lay = replay.lay
        plaque = plaques[-1]
        assert not plaque.colliderect(lay.market)  # the board, its letters and its arcs
        assert lay.panel.contains(plaque)
        assert replay.list_area.top >= plaque.bottom  # the moves beneath, not under it
    finally:
        set_language("en")


def test_a_worse_turn_of_assam_shows_where_each_way_leads(app, monkeypatch):
    """Before a turn of Assam that was not the best: the better way's landings with their
    chances (the forecast's badges), and the squares the way played could lead to outlined."""
    from marrakech.rules.forecast import forecast

    record, review, _scene = open_review(app)
    click(app, _scene.replay.rect.center)
    replay = app.top
    step = next(s for s in review.steps if s.best in ("L", "R", "S") and s.mark != "good")
    forecasts, boards = [], []
    real_forecast, real_board = replay_scene.draw_forecast, replay_scene.draw_board
    monkeypatch.setattr(
        replay_scene,
        "draw_forecast",
        lambda *a: forecasts.append(a[3]) or real_forecast(*a),
    )
    monkeypatch.setattr(
        replay_scene, "draw_board", lambda *a: boards.append(a[3]) or real_board(*a)
    )
    replay.show(step.index)
    app.draw()
    better = record.game.parse_action(step.best)
    assert forecasts == [better.value]  # the better way's landings, with chances
    played = record.steps[step.index].action.value
    landings = forecast(record.state_at(step.index))[played]
    outlined = [squares for squares, colour in boards[-1].highlights if colour == PLAYED_GLOW]
    assert outlined == [{x.square for x in landings}]
