"""Issue 52: the replay is a game record in both games. Beside the board every move is listed,
numbered by its turn; the shown one is lit; a click on a move shows the table after it, ↑ and
↓ go from move to move; every step the game tells is a move of the list, Bombay Bazar's end
pieces and players going out included; the solo card shows the score played for."""

from __future__ import annotations

import random

import pygame

from bombay.rules.game import GAME as BOMBAY
from bombay.rules.setup import Setup
from bombay.ui import table_draw
from bombay.ui.replay_scene import BombayReplay
from bombay.ui.session import BombaySession
from common.core.i18n import set_language
from common.core.record import GameRecord
from common.ui.move_list import shown_move
from marrakech.rules.game import GAME as MARRAKECH
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.replay_scene import MarrakechReplay
from marrakech.ui.session import MarrakechSession
from tests.ui.driver import click, key, post, run_frames


def _finished(game, setup, seed: int = 5) -> GameRecord:
    record = GameRecord(game, setup, seed)
    rng = random.Random(seed)
    while not record.state.is_terminal():
        if record.waiting_roll is not None:  # everyone rolls at once
            record.roll()
            continue
        record.play(rng.choice(record.state.legal_actions()))
    return record


def _bombay_replay(app, players: int = 3) -> BombayReplay:
    record = _finished(BOMBAY, Setup(players))
    replay = BombayReplay(app, record, BombaySession.from_record(record), app.pop)
    app.push(replay)
    run_frames(app)
    return replay


def _row_of(replay, index: int):
    """Scroll the list until the move at `index` is drawn; its rect."""
    replay.show(index)
    run_frames(app=replay.app)
    replay.app.dirty = True
    replay.draw(replay.app.screen)
    return next(rect for rect, move, _cut in replay.move_list._rows if move.index == index)


def test_every_told_step_of_bombay_is_a_move_of_the_list_end_pieces_included(app):
    replay = _bombay_replay(app)
    record = replay.record
    moves = replay.moves()
    assert moves[0].index == 0  # the table before the first move
    assert [m.index for m in moves[1:]] == list(range(1, record.cursor + 1))
    forced = [s.index + 1 for s in record.steps if s.kind == "forced"]
    assert forced  # the players' end pieces
    for index in forced:
        words = next(m.words for m in moves if m.index == index)
        assert "end piece" in words
    assert [m.turn for m in moves[1:]] == replay.turns


def test_a_click_on_a_move_shows_the_table_after_it_and_lights_it(app):
    replay = _bombay_replay(app)
    end_piece = next(s.index + 1 for s in replay.record.steps if s.kind == "forced")
    rect = _row_of(replay, end_piece)
    replay.show(end_piece - 1)  # the move before: the end piece's row stays where it was
    run_frames(app)
    click(app, rect.center)
    assert replay.index == end_piece
    lit = shown_move(replay.moves(), replay.index)
    assert replay.moves()[lit].index == end_piece
    key(app, pygame.K_DOWN)
    assert replay.index == end_piece + 1
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert replay.index == end_piece - 1


def test_the_list_keeps_the_shown_move_in_view(app):
    replay = _bombay_replay(app)
    key(app, pygame.K_END)
    app.dirty = True
    run_frames(app)
    drawn = [move.index for _rect, move, _cut in replay.move_list._rows]
    assert replay.end in drawn and 0 not in drawn


def test_marrakech_lists_its_moves_and_a_click_goes_there(app):
    record = _finished(MARRAKECH, MarrakechSetup(3))
    replay = MarrakechReplay(app, record, MarrakechSession.from_record(record), app.pop)
    app.push(replay)
    run_frames(app)
    moves = replay.moves()
    assert len(moves) > 40 and moves[-1].index == record.cursor
    target = moves[5]
    rect = _row_of(replay, target.index)
    replay.show(moves[4].index)
    run_frames(app)
    click(app, rect.center)
    assert replay.index == target.index


def test_the_solo_replay_shows_the_score_on_the_card(app, monkeypatch):
    replay = _bombay_replay(app, players=1)
    shown = []
    real = table_draw.draw_panel
    monkeypatch.setattr(
        table_draw, "draw_panel", lambda *args: shown.append(args[-1]) or real(*args)
    )
    key(app, pygame.K_END)
    app.dirty = True
    run_frames(app)
    notes = shown[-1]
    assert notes.caption == "score" and notes.figures
    from bombay.rules.scoring import solo_score

    assert notes.figures[0] == str(solo_score(replay.record.state.core()).score)


def test_the_last_move_comes_into_view_where_moves_take_two_lines(app):
    set_language("ru")  # longer words: the moves wrap onto two lines
    try:
        replay = _bombay_replay(app, players=2)
        key(app, pygame.K_END)
        app.dirty = True
        run_frames(app)
        drawn = [move.index for _rect, move, _cut in replay.move_list._rows]
        assert replay.end in drawn
        pygame.mouse.set_pos(replay.list_area.center)
        for _ in range(10):  # the wheel goes back to the start and on to the end again
            post(pygame.MOUSEWHEEL, x=0, y=1)
        run_frames(app)
        replay.draw(app.screen)
        assert replay.move_list._rows[0][1].index == 0
        for _ in range(40):
            post(pygame.MOUSEWHEEL, x=0, y=-1)
        run_frames(app)
        replay.draw(app.screen)
        assert replay.end in [move.index for _rect, move, _cut in replay.move_list._rows]
    finally:
        set_language("en")


def test_marrakechs_moves_are_whole_in_russian_in_the_smallest_window(app):
    """Issue 52 left: at 1024x640 in Russian a roll's row ("Игрок 2 выбрасывает 3. Платы нет:
    пустая клетка.") was cut with an ellipsis; it wraps onto a second line, as Bombay's do."""
    set_language("ru")
    try:
        record = _finished(MARRAKECH, MarrakechSetup(3))
        replay = MarrakechReplay(app, record, MarrakechSession.from_record(record), app.pop)
        app.push(replay)
        run_frames(app)
        seen = set()
        for index in range(0, replay.end + 1, 4):
            replay.show(index)
            app.dirty = True
            replay.draw(app.screen)
            rows = replay.move_list._rows
            assert all(not cut for _rect, _move, cut in rows)
            seen.update(move.index for _rect, move, _cut in rows)
        assert len(seen) > replay.end // 2  # most of the game's moves were drawn and checked
    finally:
        set_language("en")
