"""The results' chart of how many tiles of each pattern each player placed: the patterns' tiles
across the top, a row of counts per player (a dot for none), the total at the end. Laid out
once (PatternChart.fit), then drawn and asked for tooltips from the same layout."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from bombay.rules.tiles import PATTERNS, orientation
from bombay.ui.elephant_art import elephant_surface
from bombay.ui.story import Stats, pattern_counts_text
from bombay.ui.tile_art import tile_surface
from common.core.i18n import _
from common.ui.draw import text
from common.ui.theme import CREAM, INK, MUTED, TERRACOTTA_DARK, Colour, shade


def chart_height(row: int, players: int) -> int:
    """A caption, a row of tiles and a row per player, for rows `row` pixels high."""
    return int(row * 0.9) + int(row * 2.1) + row * players  # the patterns' letters, then tiles


@dataclass(frozen=True)
class PatternChart:
    """The chart's place: its area, row height and the width of one pattern's column."""

    area: pygame.Rect
    row: int

    @classmethod
    def fit(cls, left: int, top: int, width: int, row: int, players: int) -> PatternChart:
        return cls(pygame.Rect(left, top, width, chart_height(row, players)), row)

    @property
    def column(self) -> float:
        return (self.area.width - self.row * 3.0) / len(PATTERNS)

    @property
    def first(self) -> float:
        """Where the first pattern's column starts (room for each player's elephant)."""
        return self.area.left + self.row * 1.4

    @property
    def tiles_y(self) -> int:
        return self.area.top + int(self.row * 0.9) + int(self.row * 1.3)  # under the letters

    def row_y(self, player: int) -> int:
        return self.tiles_y + int(self.row * 0.8) + self.row * player + self.row // 2

    def draw(
        self,
        surface: pygame.Surface,
        stats: Stats,
        colours: list[Colour],
        patterns: list[int] | None,
    ) -> None:
        area, row, column = self.area, self.row, self.column
        total_x = round(area.right - row * 0.8)
        small = max(10, int(row * 0.78))
        text(
            surface,
            _("Tiles placed, by pattern"),
            max(10, int(row * 0.72)),
            MUTED,
            bold=True,
            midleft=(area.left + 4, area.top + int(row * 0.55)),
        )
        hex_size = max(5, min(int(column * 0.46), int(row * 0.66)))
        letter = max(11, int(row * 0.62))  # each pattern's letter, as the log and supply name it
        for k in range(len(PATTERNS)):
            cx = round(self.first + column * (k + 0.5))
            at = (cx, round(self.tiles_y - hex_size - letter * 0.6))
            text(surface, PATTERNS[k].name, letter, INK, bold=True, center=at)
            tile = tile_surface(orientation(k, 0).index, hex_size)
            surface.blit(tile, tile.get_rect(center=(cx, self.tiles_y)))
        text(surface, "Σ", small, MUTED, bold=True, center=(total_x, self.tiles_y))
        for q, counts in enumerate(stats.patterns):
            cy = self.row_y(q)
            if q % 2 == 0:
                band = pygame.Rect(area.left, cy - row // 2, area.width, row)
                pygame.draw.rect(surface, shade(CREAM, 0.95), band, border_radius=row // 3)
            icon = elephant_surface(
                colours[q], max(6, int(row * 0.42)), True, patterns[q] if patterns else None
            )
            surface.blit(icon, icon.get_rect(center=(area.left + row * 0.7, cy)))
            for k, n in enumerate(counts):
                cx = round(self.first + column * (k + 0.5))
                if n:
                    text(surface, str(n), small, INK, bold=True, center=(cx, cy))
                else:
                    pygame.draw.circle(surface, shade(CREAM, 0.78), (cx, cy), max(1.5, row * 0.08))
            total = str(stats.tiles(q))
            text(surface, total, small, TERRACOTTA_DARK, bold=True, center=(total_x, cy))

    def tooltip_at(self, pos, stats: Stats, names: list[str]) -> str | None:
        """A player's counts in words, or a pattern's name and segments."""
        if not self.area.collidepoint(pos):
            return None
        for q, name in enumerate(names):
            if abs(pos[1] - self.row_y(q)) <= self.row // 2:
                counts = pattern_counts_text(stats, q)
                return _("{name}: {counts}").format(name=name, counts=counts or "–")
        k = int((pos[0] - self.first) // self.column)
        if 0 <= k < len(PATTERNS) and abs(pos[1] - self.tiles_y) <= self.row:
            return _("Tile {name} ({segments})").format(
                name=PATTERNS[k].name, segments=PATTERNS[k].text
            )
        return None
