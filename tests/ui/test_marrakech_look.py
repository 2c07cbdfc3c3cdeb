"""The market as drawn (issue 12, Look): carpets lie in layers, the one below still showing its
own colour where it is not covered; Assam is drawn facing the way the state says; the active
player's card is lit. Checked in the pixels drawn from a shown state."""

from __future__ import annotations

import random

import pygame

from common.core.record import GameRecord
from marrakech.rules.actions import TURN_ACTIONS
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.layout import BoardLayout
from marrakech.ui.palette import CARPET_COLOURS
from marrakech.ui.renderer import BoardView, draw_assam, draw_board
from marrakech.ui.rug_layers import laid_carpets, layers, shown_board
from tests.helpers import roll_if_waiting
from tests.ui.driver import start_marrakech

COLOURS = list(CARPET_COLOURS[:4])


def _state_with_a_half_covered_carpet():
    """A position from a seeded game where some carpet shows one square only."""
    record = GameRecord(GAME, MarrakechSetup(4), 5, {})
    roll_if_waiting(record)
    rng = random.Random(5)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
        board = shown_board(record.state)
        x, y, _facing = record.state.assam
        halves = [
            c for c in set(board) if c is not None and board.count(c) == 1 and board[y * 7 + x] != c
        ]
        if halves and record.state.phase == "turn":
            return record.state, halves[0]
    raise AssertionError("no half-covered carpet in a whole game")


def _mean_colour(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    pixels = [
        surface.get_at((x, y))
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
    ]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def _nearest(colour, palette) -> int:
    return min(
        range(len(palette)),
        key=lambda i: sum((a - b) ** 2 for a, b in zip(colour, palette[i], strict=True)),
    )


def test_a_half_covered_carpet_keeps_its_colour_and_runs_on_under_the_carpet_above(app):
    state, (colour, number) = _state_with_a_half_covered_carpet()
    order = layers(shown_board(state))
    index = next(i for i, (carpet, _sq, _under) in enumerate(order) if carpet == (colour, number))
    (_carpet, (visible,), under) = order[index]
    assert under is not None and state.carpet_at(under) not in (None, (colour, number))
    above = state.carpet_at(under)
    assert index < next(i for i, (carpet, _sq, _u) in enumerate(order) if carpet == above)

    layout = BoardLayout((1280, 800), 4)
    surface = pygame.Surface((1280, 800))
    draw_board(surface, layout, state, BoardView(COLOURS, patterned=False))
    square = layout.square_rect(visible).inflate(-layout.cell // 3, -layout.cell // 3)
    assert _nearest(_mean_colour(surface, square), COLOURS) == colour


def test_assam_is_drawn_facing_the_way_the_state_says(app):
    record = GameRecord(GAME, MarrakechSetup(2), 1, {})
    roll_if_waiting(record)
    while record.state.phase != "turn":
        record.play(record.state.legal_actions()[0])
        roll_if_waiting(record)
    layout = BoardLayout((1280, 800), 2)
    pictures = {}
    for delta in (0, 1):
        state = record.state.apply_action(TURN_ACTIONS[delta]) if delta else record.state
        surface = pygame.Surface((1280, 800))
        draw_assam(surface, layout, state, BoardView(COLOURS))
        x, y, facing = state.assam
        centre = layout.square_centre(y * 7 + x)
        reach = layout.cell * 0.4  # the gold arrowhead ahead of him
        ahead = [(0, -reach), (reach, 0), (0, reach), (-reach, 0)]
        pictures[facing] = {
            side: surface.get_at((round(centre[0] + dx), round(centre[1] + dy)))[:3]
            for side, (dx, dy) in enumerate(ahead)
        }
    first, turned = sorted(pictures)
    assert turned == (first + 1) % 4
    for facing, seen in pictures.items():
        lit = [side for side, rgb in seen.items() if rgb != (0, 0, 0)]
        assert lit == [facing], f"drawn facing {lit}, state says {facing}"


def test_the_active_players_card_is_lit_with_a_band_of_their_colour(app):
    scene = start_marrakech(app, players=4)
    state = scene.table.shown
    surface = pygame.display.get_surface()
    assert state.seat >= 0
    band = max(4, scene.lay.text // 2 - 2)  # as marrakech.ui.table_draw lays it
    for seat, row in enumerate(scene.lay.player_rows[:4]):
        seen = surface.get_at((row.left + max(3, row.height // 18) + band // 2, row.centery))[:3]
        if seat == state.seat:
            assert seen == tuple(scene.colours[seat])
        else:
            assert seen != tuple(scene.colours[seat])


def test_with_the_history_each_carpet_lies_where_and_when_it_was_laid():
    """From the record the layers are exact: a half-covered carpet runs under the square it
    really covered, and carpets go down in the order they were laid."""
    record = GameRecord(GAME, MarrakechSetup(3), 11, {})
    roll_if_waiting(record)
    rng = random.Random(11)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
    laid = laid_carpets(record, record.cursor)
    footprint = dict(laid)
    order = layers(shown_board(record.state), laid)
    assert [carpet for carpet, _sq, _under in order] == [
        carpet for carpet, _squares in laid if carpet in {c for c, _s, _u in order}
    ]
    halves = [(carpet, under) for carpet, squares, under in order if len(squares) == 1]
    assert halves, "a whole game leaves some carpet half covered"
    for carpet, under in halves:
        assert under in footprint[carpet]  # the square it was laid on, now covered
        assert record.state.carpet_at(under) != carpet
