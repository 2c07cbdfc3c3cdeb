"""Issue 33, item 3: a highlight (the legal squares, the shown move in the replay, a hovered
log line) outlines squares; it never changes the colour a carpet is drawn in."""

from __future__ import annotations

import random

import pygame

from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.layout import BoardLayout
from marrakech.ui.renderer import BoardView, draw_board
from marrakech.ui.session import MarrakechSession
from tests.helpers import roll_if_waiting


def a_game_with_carpets(moves: int = 40) -> GameRecord:
    rng = random.Random(33)
    record = GameRecord(GAME, MarrakechSetup(players=3), seed=33)
    roll_if_waiting(record)
    for _ in range(moves):
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
    return record


def test_a_highlight_leaves_every_carpets_colour_as_it_is(app):
    record = a_game_with_carpets()
    state = record.state
    lay = BoardLayout((1280, 800), 3)
    colours = MarrakechSession.from_record(record).display_colours()
    plain, lit = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    draw_board(plain, lay, state, BoardView(colours))
    every = set(range(49)) - {state.assam[1] * 7 + state.assam[0]}
    view = BoardView(colours, highlights=[(every, (250, 214, 120)), ({0, 1, 8}, (90, 170, 230))])
    draw_board(lit, lay, state, view)
    for sq in every:
        rect = lay.square_rect(sq)
        inner = rect.inflate(-rect.width // 3, -rect.height // 3)
        for x in range(inner.left, inner.right, 3):
            for y in range(inner.top, inner.bottom, 3):
                assert plain.get_at((x, y)) == lit.get_at((x, y)), (sq, x, y)
    ring = lay.square_rect(0)
    assert plain.get_at((ring.centerx, ring.top + 2)) != lit.get_at((ring.centerx, ring.top + 2))
