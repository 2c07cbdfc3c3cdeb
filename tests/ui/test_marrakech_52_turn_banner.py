"""Issue 52, Marrakech smaller: the turn banner hid the column letters B-F. It lies on the
market's rim above the carved frame now: no square, no letter under it, and inside the market
(whose redraw takes it away) at every size."""

from __future__ import annotations

import pygame
import pytest

from marrakech.ui.layout import BoardLayout
from marrakech.ui.market_art import frame_band
from marrakech.ui.table_draw import turn_banner_rect

SIZES = ((1024, 640), (1280, 800), (1600, 1000), (1920, 1080))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_turn_banner_hides_no_column_letter(size, players):
    lay = BoardLayout(size, players)
    band = frame_band(lay.cell)
    letters = pygame.Rect(lay.board.left, lay.board.top - band, lay.board.width, band)
    banner = turn_banner_rect(lay)
    assert not banner.colliderect(letters) and not banner.colliderect(lay.board)
    assert lay.market.contains(banner)
    assert banner.height >= 18  # words of a readable size fit
