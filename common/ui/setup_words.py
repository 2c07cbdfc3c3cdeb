"""The words a setup card shows besides its controls (common.ui.new_game): the game's rules in a
few sentences, in a box of their own, and a short note (a name field that is full)."""

from __future__ import annotations

import pygame

from common.ui.draw import text_block, wrap
from common.ui.theme import CREAM, INK, TERRACOTTA, TERRACOTTA_DARK, font, shade


def size_to_fit(message: str, size: int, rect: pygame.Rect, smallest: int = 12) -> int:
    """The largest text size up to `size` (not below `smallest`) at which `message`, wrapped,
    fits in `rect`: a long translation shrinks rather than runs out of its box."""
    while size > smallest and len(wrap(message, size, rect.width)) * font(size).get_linesize() > (
        rect.height
    ):
        size -= 1
    return size


def draw_summary(
    surface: pygame.Surface, box: pygame.Rect, inside: pygame.Rect, words: str, size: int
) -> None:
    """The rules summary: a pale box, the words wrapped in its `inside`."""
    pygame.draw.rect(surface, shade(CREAM, 0.93), box, border_radius=12)
    text_block(surface, words, size, inside, INK)


def draw_note(
    surface: pygame.Surface, field: pygame.Rect, room: pygame.Rect, note: str, size: int
) -> None:
    """What is wrong with a field: its frame in terracotta, and a short note centred in `room`
    (on two lines if one is too narrow)."""
    radius = max(4, field.height // 5)
    pygame.draw.rect(surface, TERRACOTTA, field, width=3, border_radius=radius)
    size = size_to_fit(note, size, room)
    high = len(wrap(note, size, room.width)) * font(size).get_linesize()
    words = pygame.Rect(room.left, room.centery - high // 2, room.width, high)
    text_block(surface, note, size, words, TERRACOTTA_DARK, align="center")
