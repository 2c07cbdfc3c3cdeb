"""What the screenshots showed (issue 13): shadows that fade out instead of ending in an edge,
and the title's lanterns hanging clear of its letters."""

from __future__ import annotations

import itertools

import pygame

from common.ui import title
from common.ui.draw import soft_shadow
from common.ui.theme import GOLD_LIGHT


def test_a_dialog_shadow_fades_out_instead_of_ending_in_an_edge():
    surface = pygame.Surface((400, 300))
    surface.fill((255, 255, 255))
    rect = pygame.Rect(100, 80, 200, 120)
    offset = 8
    soft_shadow(surface, rect, 18, offset=offset)
    y = rect.centery + offset
    outer = rect.right + 3 * offset - 1  # the last pixel of the shadow's layer
    inside = rect.right + 1
    assert surface.get_at((outer, y))[0] >= 250  # all but gone at its edge
    assert surface.get_at((inside, y))[0] <= 215  # dark next to the dialog
    # and no step: neighbouring pixels differ little all the way out
    shades = [surface.get_at((x, y))[0] for x in range(inside, outer + 2)]
    assert max(abs(a - b) for a, b in itertools.pairwise(shades)) <= 8


def test_the_lanterns_hang_clear_of_the_titles_letters(app):
    for size in ((1024, 640), (1280, 800), (1600, 1000)):
        letters = title._title_rect(size)
        backdrop, bare = pygame.Surface(size), pygame.Surface(size)
        title.draw_market(backdrop, letters)
        title.draw_market(bare)
        inside = letters.inflate(0, -letters.height // 3)  # the glyphs' band
        lamps = [
            (x, y)
            for x in range(inside.left, inside.right, 2)
            for y in range(inside.top, inside.bottom, 2)
            if backdrop.get_at((x, y))[:3] == GOLD_LIGHT
        ]
        assert not lamps, size
        assert any(
            bare.get_at((x, y))[:3] == GOLD_LIGHT
            for x in range(inside.left, inside.right)
            for y in range(inside.top, inside.bottom, 2)
        ), "the test would see a lantern there"


def test_language_names_in_the_settings_stand_at_full_size_side_by_side(app):
    from common.ui.settings import LANGUAGES
    from common.ui.settings_scene import SettingsScene
    from common.ui.theme import font

    for size in ((1024, 640), (1600, 1000)):
        dialog = SettingsScene(app)
        dialog.layout(size)
        choice = dialog.language
        full = choice.text_size()
        for i, (_code, name) in enumerate(LANGUAGES):
            assert choice.segment(i).width - 10 >= font(full, True).size(name)[0], name
        segments = [choice.segment(i) for i in range(len(LANGUAGES))]
        assert segments[0].left == choice.rect.left and segments[-1].right == choice.rect.right
        assert all(a.right == b.left for a, b in itertools.pairwise(segments))
