"""The Marrakech game log at the table (common.ui.log_panel): a hovered line lights the squares
it names on the board."""

from __future__ import annotations

from common.ui.log_panel import LogPanel as CommonLogPanel
from common.ui.log_panel import log_rows

__all__ = ["LogPanel", "log_rows"]


class LogPanel(CommonLogPanel):
    def __init__(self) -> None:
        super().__init__(lambda entry: bool(entry.squares))

    def lit_squares(self) -> frozenset[int]:
        return self.hovered.squares if self.hovered is not None else frozenset()
