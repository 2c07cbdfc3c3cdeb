"""The window's icon is read uncompressed (bazaar.bmp: no PNG to decode at start) and is the
same picture as the PNG the packages and the other icons are made from, see-through corners
and all."""

from __future__ import annotations

import pygame

from common.core.resources import asset_path


def test_the_window_icon_holds_the_png_icon_s_pixels():
    window_icon = pygame.image.load(str(asset_path("icons", "bazaar.bmp")))
    png = pygame.image.load(str(asset_path("icons", "bazaar.png")))
    assert window_icon.get_size() == png.get_size() == (256, 256)
    assert window_icon.get_at((0, 0)).a == 0  # the rounded tile's corner lets the desktop show
    assert pygame.image.tobytes(window_icon, "RGBA") == pygame.image.tobytes(png, "RGBA")
