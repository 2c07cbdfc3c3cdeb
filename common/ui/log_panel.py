"""The game log at the table, for both games: grouped by turn under the player's name in their
colour, scrolled with the mouse wheel (it follows the newest line unless the player scrolled
back), and a hovered line lights on the board what it names (each game says what a line names:
squares, cells, a trunk).

An entry is anything with `turn` (0: before the first turn), `seat` and `text`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from common.core.i18n import _, language
from common.ui.draw import text, wrap
from common.ui.theme import INK, MUTED, Colour, font, shade

Row = tuple[str, int, Any]  # words, seat (-1: none), the entry (None: a heading)
HOVER = (250, 226, 150)
MARKED = (240, 214, 150)


def log_rows(entries: Sequence[Any]) -> list[Row]:
    """The log's rows: a heading "Turn 3" (drawn with the player's name) before each turn."""
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
    """`names_something(entry)`: whether a line lights anything (it is then hovered on a band);
    `wrap_lines`: long lines wrap onto more rows instead of running past the panel."""

    def __init__(
        self, names_something: Callable[[Any], bool] = bool, wrap_lines: bool = False
    ) -> None:
        self.back = 0  # rows scrolled back from the newest
        self.hovered: Any | None = None
        self.marked: list[Any] = []  # lines shown on a pale band (the replay's move)
        self.names_something = names_something
        self.wrap_lines = wrap_lines
        self._rows: list[Row] = []
        self._shown: list[tuple[pygame.Rect, Any | None]] = []
        self._laid_out: tuple[tuple[Any, ...], list[tuple[str, int, Any, bool]]] = ((), [])

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

    def _lines(self, rows: list[Row], size: int, width: int) -> list[tuple[str, int, Any, bool]]:
        """Each row as drawn lines (words, seat, entry, first line of its row)."""
        lines = []
        for words, seat, entry in rows:
            parts = wrap(words, size, width) if self.wrap_lines and entry is not None else [words]
            for k, part in enumerate(parts or [""]):
                lines.append((part, seat, entry, k == 0))
        return lines

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        entries: Sequence[Any],
        names: Sequence[str],
        colours: Sequence[Colour],
        size: int,
    ) -> None:
        """The newest rows that fit (or older ones, scrolled back), headings in seat colours."""
        line = font(size).get_linesize()
        room = max(1, area.height // line - bool(self.back))  # a row for "newer lines"
        # Laid out again only when the log, its scroll or its room changes, not every frame.
        last = entries[-1] if entries else None
        key = (len(entries), id(last), last, size, area.width, self.back, language())
        if key != self._laid_out[0]:
            self._rows = log_rows(entries)
            end = max(0, len(self._rows) - self.back)
            self._laid_out = (key, self._lines(self._rows[:end], size, area.width - 14))
        lines = self._laid_out[1]
        shown = lines[max(0, len(lines) - room) :]
        self._shown = []
        y = area.top
        for words, seat, entry, first in shown:
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
                if entry is self.hovered and self.names_something(entry):
                    pygame.draw.rect(surface, HOVER, rect, border_radius=4)
                elif any(entry is m for m in self.marked):
                    pygame.draw.rect(surface, MARKED, rect, border_radius=4)
                indent = 10 if first else 22
                text(surface, words, size, INK, midleft=(area.left + indent, rect.centery))
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
