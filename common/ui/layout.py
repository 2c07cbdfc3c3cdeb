"""Layout helpers the screens share: a card centred in the window, rows stacked down a panel."""

from __future__ import annotations

import pygame


def stacked_rows(panel: pygame.Rect, pad: int, row_h: int, count: int) -> list[pygame.Rect]:
    """`count` rows `row_h` high down `panel`, inset by `pad`, half a pad apart: the players'
    rows at the top of a table's side panel."""
    return [
        pygame.Rect(
            panel.left + pad, panel.top + pad + i * (row_h + pad // 2), panel.width - 2 * pad, row_h
        )
        for i in range(count)
    ]


def centred_card(size: tuple[int, int], largest: tuple[int, int], margin: tuple[int, int]):
    """A card as large as `largest` at most, leaving `margin` (width, height) round it, centred
    in a window of `size`."""
    card = pygame.Rect(
        0, 0, min(size[0] - margin[0], largest[0]), min(size[1] - margin[1], largest[1])
    )
    card.center = (size[0] // 2, size[1] // 2)
    return card
