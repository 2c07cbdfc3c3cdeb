"""Issue 52: the empty Load dialog's message stays inside its panel in every language and size
(in Russian at 1600x1000 it ran past the panel's edges)."""

from __future__ import annotations

import pygame
import pytest

from common.core.i18n import set_language
from tests.ui.driver import open_load


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize("language", ["en", "ru", "bg", "pl", "hu"])
def test_the_empty_loads_message_stays_inside_its_panel(app, size, language):
    try:
        set_language(language)
        load = open_load(app)
        assert not load.entries
        load.layout(size)  # the window at this size
        surface = pygame.Surface(size)
        load.draw(surface)
        box = load.box
        # a row of the panel with nothing on it, its shadow beside it: the message's rows
        # look the same beside the panel
        bare = box.top + box.height // 4
        band = range(box.centery - box.height // 6, box.centery + box.height // 6)
        for y in band:
            for x in (*range(0, box.left + 4, 3), *range(box.right - 4, size[0], 3)):
                assert surface.get_at((x, y)) == surface.get_at((x, bare)), (x, y)
    finally:
        set_language("en")
