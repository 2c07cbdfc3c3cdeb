"""Pieces both tables' side panels draw alike: a seat's row (framed in gold for the player to
move) and its label (the name, and the level of a computer seat)."""

from __future__ import annotations

import pygame

from common.ui.computer import level_label
from common.ui.draw import panel
from common.ui.theme import CREAM, GOLD, SAND, shade


def seat_row(surface: pygame.Surface, row: pygame.Rect, to_move: bool, out: bool) -> None:
    """The card a seat's details sit on: greyed when out, framed in gold when to move."""
    fill = CREAM if not out else shade(SAND, 0.86)
    panel(surface, row, fill, GOLD if to_move else shade(SAND, 0.8), radius=10, shadow=to_move)
    if to_move:
        pygame.draw.rect(surface, GOLD, row, width=3, border_radius=10)


def seat_label(seat) -> str:
    """A seat's name, with its level for a computer: 'Ann', 'Computer 2  (Hard)'."""
    return seat.name + ("  " + level_label(seat.level) if seat.computer else "")
