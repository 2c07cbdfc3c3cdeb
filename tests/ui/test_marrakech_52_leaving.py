"""Issue 52 (both, Marrakech's part): a player who cannot pay leaves the market as a moment on
the table (their carpets glow on the board, their card rings and says it), not as a banner
over the board."""

from __future__ import annotations

import random

import pygame
import pytest

from common.core.i18n import set_language
from common.core.record import GameRecord
from marrakech.rules.events import PlayerOut
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui import beats, table_draw, table_words
from marrakech.ui.layout import BoardLayout
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.table_view import build_view


def leaving_step():
    """The roll of a seeded 3-player game on which a player cannot pay and is out."""
    record = GameRecord(GAME, MarrakechSetup(3), 7)
    rng = random.Random(7)
    while not record.state.is_terminal():
        if record.waiting_roll is not None:
            record.roll()
            continue
        record.play(rng.choice(record.state.legal_actions()))
    return next(step for step in record.steps if step.event(PlayerOut))


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_leaving_the_market_is_a_moment_on_the_table_not_a_banner(size):
    pygame.init()
    step = leaving_step()
    out = step.event(PlayerOut)
    lay = BoardLayout(size, 3)
    beat = beats.plan_beat(step, False)
    beat.elapsed = beat.plan["pay_end"] + beats.OUT_MOMENT / 2
    view = build_view(lay, step.before, beat, 0, None, False)
    assert view.banner is None and view.out == (out.seat, pytest.approx(0.5))
    carpets = PlayScene.carpets_of(view.state, out.seat)
    assert carpets  # a player who pays has carpets on the board: they glow
    names = ["Amira", "Karim", "Leila"]
    try:
        for language in ("en", "ru"):
            set_language(language)
            words = table_words.banner_words(("out", out.seat), names, lambda seat: True)
            surface = pygame.Surface(size, pygame.SRCALPHA)
            table_draw.draw_leaving(surface, lay, out.seat, 0.5, words)
            drawn = surface.get_bounding_rect()
            row = lay.player_rows[out.seat].inflate(lay.text, lay.text)
            assert drawn.width and row.contains(drawn)  # on the card, never over the board
            assert not drawn.colliderect(lay.board)
    finally:
        set_language("en")
