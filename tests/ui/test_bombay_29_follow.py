"""Issue 29, following what the others did at the Bombay table: every move since the person's
own last turn numbered on the floor and told on its mover's card, the log as a panel beside the
board (a hovered line lights what it names), and the end of a trunk told beside the cards."""

from __future__ import annotations

import pygame
import pytest

from bombay.rules.events import GameOver
from bombay.ui import table_draw, table_words
from bombay.ui.since import moves_since
from bombay.ui.story import LogEntry
from common.core.i18n import set_language
from common.ui.settings import LANGUAGES
from tests.ui.driver import (
    click,
    key,
    play_tiles,
    post,
    run_frames,
    start_bombay,
    wait_for_human,
)


def test_every_move_since_the_persons_turn_is_numbered_on_the_floor_and_its_card(app):
    scene = start_bombay(app, players=4, computers=(1, 2, 3))
    play_tiles(app, scene, 1)
    assert wait_for_human(app, scene)
    marks = scene.marks()
    mine = max(s.index for s in scene.record.steps if s.is_decision and s.seat == 0)
    after = [s for s in scene.record.steps[mine + 1 :]]
    assert [m.seat for m in marks] == [s.seat for s in after]
    assert [m.number for m in marks] == list(range(1, len(after) + 1))
    assert len(marks) == 3 and {m.seat for m in marks} == {1, 2, 3}
    scene.draw(app.screen)
    assert [(seat, number) for _cell, seat, number in scene.view.marks] == [
        (m.seat, m.number) for m in marks
    ]
    notes = scene.notes(scene.view_model(), marks)
    assert [(seat, number) for seat, number, _words in notes.marks] == [
        (m.seat, m.number) for m in marks
    ]
    assert all(" on " in words for _s, _n, words in notes.marks)
    # once the person moves, the marks go: nothing since their own move
    person = scene.record.state.legal_actions()[0]
    scene.submit(person, by_hand=True)
    assert moves_since(scene.record, scene.record.cursor, scene.table.is_human) == []


def test_the_log_is_a_panel_beside_the_board_grouped_by_turn(app):
    scene = start_bombay(app, players=2, computers=(1,))
    play_tiles(app, scene, 3)
    assert wait_for_human(app, scene)
    key(app, pygame.K_TAB)
    assert app.top is scene and scene.log.shown  # no window over the board
    assert not any(sprite.enabled for sprite in scene.hand.stacks)
    entries = scene.log_entries()
    turns = [e.turn for e in entries if e.turn]
    assert turns == sorted(turns) and len(set(turns)) >= 6
    scene.draw(app.screen)
    line = next(
        (rect, e) for rect, e in scene.log.panel._shown if isinstance(e, LogEntry) and e.cells
    )
    post(pygame.MOUSEMOTION, pos=line[0].center, rel=(0, 0), buttons=(0, 0, 0))
    run_frames(app)
    scene.draw(app.screen)
    assert scene.view.log_cells == line[1].cells
    assert [p.player for p in scene.view.log_growth] == [q for q, _s in line[1].segments]
    click(app, scene.log_button.rect.center)  # the supply comes back
    assert not scene.log.shown and all(sprite.enabled for sprite in scene.hand.stacks)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_every_banner_fits_in_every_language(app, size):
    """The end-of-trunk notices (why the end piece goes on, who is out, the trunk finished)
    wrap inside their plaque beside the cards; who goes first fits across the floor."""
    from bombay.ui.layout import BombayLayout
    from common.core.refusal import refuse
    from common.ui.theme import font

    names = ["Chandrashekhar", "Arjun", "Meera", "Ravi"]
    # the two reasons the rules give for an end piece (bombay.rules.validation)
    refusals = [
        refuse(
            "end-at-end-piece",
            "{player}'s trunk points into a cell holding an end piece",
            {"player": 0},
        ),
        refuse(
            "end-nothing-fits", "no tile left in the supply fits {player}'s open end", {"player": 0}
        ),
    ]
    try:
        for language, _label in LANGUAGES:
            set_language(language)
            words = [r.sentence(names) for r in refusals]
            words.append(table_words.final_words(GameOver((12, 9), (1, 2), (0,), None), names))
            words.append(_out_words(names))
            for players in (1, 2, 4):
                lay = BombayLayout(size, players)
                for sentence in words:
                    lines, text_size, box = table_draw.notice_lines(sentence, lay)
                    assert text_size >= table_draw.READABLE
                    step = font(text_size, True).get_linesize()
                    assert len(lines) * step <= box.height, (language, sentence)
                    assert all(font(text_size, True).size(line)[0] <= box.width for line in lines)
                first = table_words.banner_words("first", _Seat(0), names)
                assert font(12, True).size(first)[0] <= lay.floor.width * 0.9 - 24
    finally:
        set_language("en")


class _Seat:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.length = 17


def _out_words(names: list[str]) -> str:
    return table_words.banner_words("out", _Seat(0), names)
