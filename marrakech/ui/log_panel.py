"""The Marrakech game log at the table (common.ui.log_panel): a hovered line lights the squares
it names on the board; a new turn brings a log scrolled back to its newest lines; a turn's
heading is in its player's colour, darkened where that colour is too light to read on cream."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from common.ui.log_panel import LogPanel as CommonLogPanel
from common.ui.log_panel import log_rows
from common.ui.theme import Colour
from marrakech.ui.palette import readable

__all__ = ["LogPanel", "log_rows"]


class LogPanel(CommonLogPanel):
    def __init__(self) -> None:
        super().__init__(lambda entry: bool(entry.squares))
        self._turn = 0  # the newest turn drawn

    def lit_squares(self) -> frozenset[int]:
        return self.hovered.squares if self.hovered is not None else frozenset()

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        entries: Sequence[Any],
        names: Sequence[str],
        colours: Sequence[Colour],
        size: int,
    ) -> None:
        newest = entries[-1].turn if entries else 0
        if newest != self._turn:
            self._turn, self.back = newest, 0
        super().draw(surface, area, entries, names, [readable(c) for c in colours], size)
