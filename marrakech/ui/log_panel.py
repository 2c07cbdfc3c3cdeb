"""The game log at the table: grouped by turn under the player's name in their colour,
scrolled with the mouse wheel (it follows the newest line unless the player scrolled back),
and a hovered line lights the squares it names on the board."""

from __future__ import annotations

import pygame

from common.core.i18n import _
from common.ui.draw import text
from common.ui.theme import INK, MUTED, Colour, font, shade
from marrakech.ui.story import LogEntry

Row = tuple[str, int, LogEntry | None]  # words, seat (-1: none), the entry (None: a heading)


def log_rows(entries: list[LogEntry]) -> list[Row]:
    """The log's rows: a heading "Turn 3 · Leila" before each turn's lines."""
    rows: list[Row] = []
    turn = None
    for entry in entries:
        if entry.turn != turn and entry.turn > 0:
            turn = entry.turn
            heading = _("Turn {n}").format(n=entry.turn)
            rows.append((heading, entry.seat, None))
        rows.append((entry.text, -1, entry))
    return rows


class LogPanel:
    def __init__(self) -> None:
        self.back = 0  # rows scrolled back from the newest
        self.hovered: LogEntry | None = None
        self.marked: list[LogEntry] = []  # lines shown on a pale band (the replay's move)
        self._rows: list[Row] = []
        self._shown: list[tuple[pygame.Rect, LogEntry | None]] = []

    def handle(self, event: pygame.event.Event, area: pygame.Rect) -> bool:
        """The wheel scrolls the log while the mouse is over it; True if the event was its."""
        mouse = pygame.mouse.get_pos()
        if event.type == pygame.MOUSEWHEEL and area.collidepoint(mouse):
            self.back = max(0, min(len(self._rows) - 1, self.back + event.y))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next(
                (entry for rect, entry in self._shown if rect.collidepoint(event.pos)), None
            )
        return False

    def lit_squares(self) -> frozenset[int]:
        return self.hovered.squares if self.hovered is not None else frozenset()

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        entries: list[LogEntry],
        names: list[str],
        colours: list[Colour],
        size: int,
    ) -> None:
        """The newest rows that fit (or older ones, scrolled back), headings in seat colours."""
        self._rows = log_rows(entries)
        line = font(size).get_linesize()
        room = max(1, area.height // line)
        end = max(0, len(self._rows) - self.back)
        shown = self._rows[max(0, end - room) : end]
        self._shown = []
        y = area.top
        for words, seat, entry in shown:
            rect = pygame.Rect(area.left, y, area.width, line)
            if entry is None:
                heading = f"{words} · {names[seat]}"
                pygame.draw.rect(surface, colours[seat], (area.left, y + 3, 4, line - 6))
                text(
                    surface,
                    heading,
                    size,
                    shade(colours[seat], 0.8),
                    bold=True,
                    midleft=(area.left + 10, rect.centery),
                )
            else:
                if entry is self.hovered and entry.squares:
                    pygame.draw.rect(surface, (250, 226, 150), rect, border_radius=4)
                elif any(entry is m for m in self.marked):
                    pygame.draw.rect(surface, (240, 214, 150), rect, border_radius=4)
                text(surface, words, size, INK, midleft=(area.left + 10, rect.centery))
            self._shown.append((rect, entry))
            y += line
        if self.back:
            more = _("↓ newer lines (mouse wheel)")
            text(
                surface,
                more,
                int(size * 0.85),
                MUTED,
                midright=(area.right, area.bottom - line // 2),
            )
