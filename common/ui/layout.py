"""Layout helpers both games' screens use: rows stacked down a panel."""

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
