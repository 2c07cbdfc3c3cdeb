"""The game log at the Bombay Bazar table: in the supply's place when asked for (Tab, the Game
log button), so the board stays in view; grouped by turn under the mover's name, scrolled with
the wheel, and a hovered line lights on the floor the cells and trunk segments it names."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from bombay.ui import table_draw
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardView, Preview
from bombay.ui.story import LogEntry, bombay_log
from common.core.record import GameRecord
from common.ui.log_panel import LogPanel


class TableLog:
    def __init__(self) -> None:
        self.shown = False
        self.story = bombay_log()
        self.panel = LogPanel(lambda entry: entry.names_something, wrap_lines=True)

    def toggle(self) -> None:
        self.shown = not self.shown
        self.panel.hovered, self.panel.back = None, 0

    def entries(self, record: GameRecord, names: Sequence[str], upto: int) -> Sequence[LogEntry]:
        """The log of the first `upto` steps (each step worded once)."""
        return self.story.entries(record, names, upto)

    def handle(self, event: pygame.event.Event, lay: BombayLayout) -> tuple[bool, bool]:
        """(the event was the log's, the hovered line changed)."""
        if not self.shown:
            return False, False
        hovered = self.panel.hovered
        used = self.panel.handle(event, lay.log)
        return used, self.panel.hovered is not hovered

    def light(self, board: BoardView) -> None:
        """What the hovered line names, lit on the floor."""
        entry = self.panel.hovered if self.shown else None
        board.log_cells = entry.cells if entry is not None else frozenset()
        board.log_growth = [Preview(q, list(path)) for q, path in entry.segments] if entry else []

    def draw(
        self,
        surface: pygame.Surface,
        lay: BombayLayout,
        entries: Sequence[LogEntry],
        names: Sequence[str],
        colours,
    ) -> None:
        if self.shown:
            table_draw.draw_log_box(surface, lay)
            self.panel.draw(surface, lay.log, entries, names, colours, lay.log_text)
