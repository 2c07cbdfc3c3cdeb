"""What both tables share about their seats: who sits there (SeatBase), the side panel with a
card per seat (framed in gold for the player to move) and a seat's label (the name, and the
level of a computer seat)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

from common.ui.computer import level_label
from common.ui.draw import panel
from common.ui.theme import CREAM, GOLD, SAND, shade


@dataclass
class SeatBase:
    """A seat at either table: who sits there; each game's Seat adds its colours."""

    name: str
    level: str | None = None  # None for a person; else a computer level: easy, medium, hard

    @property
    def computer(self) -> bool:
        return self.level is not None


def seat_rows(
    surface: pygame.Surface, lay, to_move: int, out: Sequence[bool]
) -> Iterator[tuple[int, pygame.Rect, bool]]:
    """The side panel (`lay.panel`) and one card per seat (`lay.player_rows`); yields (seat,
    its row, whether it is out) for the game to fill in."""
    panel(surface, lay.panel, shade(SAND, 1.05), GOLD, radius=16)
    for seat, row in enumerate(lay.player_rows[: len(out)]):
        seat_row(surface, row, seat == to_move, out[seat])
        yield seat, row, out[seat]


def seat_row(surface: pygame.Surface, row: pygame.Rect, to_move: bool, out: bool) -> None:
    """The card a seat's details sit on: greyed when out, framed in gold when to move."""
    fill = CREAM if not out else shade(SAND, 0.86)
    panel(surface, row, fill, GOLD if to_move else shade(SAND, 0.8), radius=10, shadow=to_move)
    if to_move:
        pygame.draw.rect(surface, GOLD, row, width=3, border_radius=10)


# The longest seat name a saved game keeps: a person types 16 characters at most, but a name
# Bazaar gives (an online computer seat, "Computer (Medium)", "Компьютер (Средний)") is longer.
SEAT_NAME_KEPT = 24


def seat_label(seat) -> str:
    """A seat's name, with its level for a computer: 'Ann', 'Computer 2 (Hard)'."""
    return seat.name + (" " + level_label(seat.level) if seat.computer else "")
