"""Issue 52 (audit, both games' replay): the game record's row that is no one's move ('The table
before the first move', lit when the replay opens) is read on its lit band; its words were
drawn in ink faded nearly to the band's own colour."""

from __future__ import annotations

import pygame

from common.ui.move_list import LIT, Move, MoveList


def luminance(colour) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_lit_row_before_the_first_move_is_readable(app):
    surface = pygame.Surface((360, 200))
    surface.fill((236, 226, 204))
    moves = [
        Move(0, 0, -1, "The table before the first move"),
        Move(1, 1, 0, "Priya lays tile A on b1: trunk +1."),
    ]
    listing = MoveList()
    listing.draw(surface, surface.get_rect(), moves, 0, [(200, 40, 40)], 16)
    row = next(rect for rect, move, _cut in listing._rows if move.index == 0)
    words = row.inflate(-24, -6)  # inside the band's gold edge
    darkest = min(
        (
            surface.get_at((x, y))
            for x in range(words.left, words.right)
            for y in range(words.top, words.bottom)
        ),
        key=luminance,
    )
    assert contrast(darkest, LIT) >= 3.0
