"""Issue 52 (both, Bombay's part): the tile's path travels along the trunk it grows (a bead at the
growing front, as Tsuro's stone travels its path), and a player going out is a moment on the
table (a light down their trunk, their end piece ringed, the words beside it), not a banner."""

from __future__ import annotations

import random

import pygame
import pytest

from bombay.rules.events import PlayerOut, TrunkGrew
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.ui import beats, moments
from bombay.ui.layout import BombayLayout
from bombay.ui.palette import ELEPHANT_COLOURS
from bombay.ui.renderer import BoardPainter, BoardView
from bombay.ui.table_view import build_view
from common.core.i18n import set_language
from common.core.record import GameRecord
from common.ui.beats import Beat
from common.ui.theme import shade

SIZE = (1280, 800)


def played(seed: int) -> GameRecord:
    """A random 3-player game played to its end."""
    record = GameRecord(GAME, Setup(3), seed)
    rng = random.Random(seed)
    while not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
    return record


def beat_of(step, at: float) -> Beat:
    beat = beats.plan_beat(step, False)
    beat.elapsed = at
    return beat


def test_a_bead_travels_the_path_the_tile_grows():
    pygame.init()
    record = played(3)
    step = next(
        s
        for s in record.steps
        if s.action.kind == "place"
        and any(isinstance(e, TrunkGrew) and e.after - e.before >= 2 for e in s.events)
    )
    lay = BombayLayout(SIZE, 3)
    grew = next(e for e in step.events if isinstance(e, TrunkGrew) and e.after - e.before >= 2)
    fronts = []
    for part in (0.25, 0.75):
        beat = beat_of(
            step, beat_of(step, 0).plan["flight"] + part * beat_of(step, 0).plan["growth"]
        )
        view = build_view(lay, step.before, beat)
        board = BoardView(list(ELEPHANT_COLOURS[:3]))
        board.limits, board.base_limits = view.limits, view.base_limits
        surface = pygame.Surface(SIZE)
        BoardPainter().draw(surface, lay, view.state, board)
        front = moments.growth_front(lay, view.state, grew.seat, view.limits[grew.seat])
        x, y = round(front[0]), round(front[1])
        bead = shade(ELEPHANT_COLOURS[grew.seat], 1.15)
        assert surface.get_at((x + 1, y + 1))[:3] == bead  # the bead at the growing front
        fronts.append(front)
    assert fronts[0] != fronts[1]  # it travels


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_going_out_is_a_moment_on_the_floor_not_a_banner(size):
    pygame.init()
    record = played(5)
    step = next(s for s in record.steps if s.action.kind == "end")
    out = step.event(PlayerOut)
    lay = BombayLayout(size, 3)
    for part in (0.2, 0.8):
        beat = beat_of(step, beats.FORCED + beats.DROP + part * beats.OUT_MOMENT)
        view = build_view(lay, step.before, beat)
        assert view.banner is None and view.out is not None
        assert view.out[0] == out and view.out[1] == pytest.approx(part)
    cell = moments.end_cell(step.after, out.seat)
    assert cell is not None
    surface = pygame.Surface(size)
    board = BoardView(list(ELEPHANT_COLOURS[:3]))
    board.out = (out.seat, 0.8)
    BoardPainter().draw(surface, lay, step.after, board)
    rim = pygame.Surface(size)
    BoardPainter().draw(rim, lay, step.after, BoardView(list(ELEPHANT_COLOURS[:3])))
    x, y = lay.centre(cell)
    around = [(round(x + dx), round(y)) for dx in range(-int(lay.hex * 1.5), int(lay.hex * 1.5))]
    assert any(surface.get_at(p) != rim.get_at(p) for p in around)  # the end piece rings
    try:
        for language in ("en", "ru"):
            set_language(language)
            shown = pygame.Surface(size, pygame.SRCALPHA)  # clear: what is drawn shows
            moments.paint_out_words(shown, lay, step.after, out.seat, "Karim is out: 14 long.")
            drawn = shown.get_bounding_rect()
            assert drawn.width and lay.floor.contains(drawn)  # on the floor, beside the piece
    finally:
        set_language("en")
