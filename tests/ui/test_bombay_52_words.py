"""Issue 52's smaller Bombay Bazar words: a solo ghost says "1 unused segment", not "1 unused
segments"; a tile of two alike segments is "two wide curves", not "a wide curve and a wide
curve"."""

from __future__ import annotations

from bombay.rules.scoring import SoloScore
from bombay.rules.tiles import PATTERNS
from bombay.ui.fit_words import fits_words
from bombay.ui.table_words import pattern_words


def test_the_solo_ghost_counts_in_the_singular_where_there_is_one():
    words = fits_words(2, (SoloScore(5, 40, 3), SoloScore(7, 39, 1)))
    assert "score -38 → -33" in words
    assert "(39 empty cells, 1 unused segment left)" in words


def test_a_tile_of_alike_segments_says_how_many():
    said = {p.name: pattern_words(i) for i, p in enumerate(PATTERNS)}
    assert said["K"] == "two wide curves"
    assert said["M"] == "three sharp curves"
    assert said["Q"] == "three straights, crossing"
    assert said["N"] == "a sharp curve and two wide curves, crossing"
