"""Where everything goes for a given window size: the market, its squares, the side panel."""

from __future__ import annotations

import math

import pygame

from common.ui.layout import stacked_rows
from marrakech.rules.board import SIZE, square
from marrakech.ui.art import MARGIN_CELLS

LOG_LINES = 6  # the game log's rows the panel keeps room for
LINE_SPACING = 1.17  # DejaVu Sans's line height, in text sizes


class BoardLayout:
    """Pixel geometry of the play screen, recomputed whenever the window changes size."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        w, h = size
        self.size = size
        gap = max(10, h // 40)
        panel_w = max(330, int(w * 0.34))
        self._place_market(pygame.Rect(gap, gap, w - panel_w - 3 * gap, h - 2 * gap))
        self.panel = pygame.Rect(w - panel_w - gap, gap, panel_w, h - 2 * gap)
        pad = max(10, self.panel.width // 24)
        self.pad = pad
        self.text = max(14, min(h // 44, self.panel.width // 24))
        row_h = min(int(self.panel.height * 0.11), int(self.text * 4.4))
        self._place_panel(players, row_h)
        # The log shows a whole turn (its heading and the five lines of a turn with a payment)
        # at every size: in a low window the players' rows give up their spare height for it.
        wanted = LOG_LINES * math.ceil(self.log_text * LINE_SPACING)
        lowest = int(self.text * 3.1)
        while self.log.height < wanted and row_h > lowest:
            row_h = max(lowest, row_h - math.ceil((wanted - self.log.height) / players))
            self._place_panel(players, row_h)

    @property
    def log_text(self) -> int:
        """The size of the log's words."""
        return int(self.text * 0.8)

    def _place_panel(self, players: int, row_h: int) -> None:
        """The side panel from top to bottom: the players' rows (`row_h` tall), the status
        line, the log, the tray with the die and the next carpet, the buttons."""
        pad = self.pad
        self.player_rows = stacked_rows(self.panel, pad, row_h, players)
        below = self.player_rows[-1].bottom + pad
        self.status = pygame.Rect(
            self.panel.left + pad, below, self.panel.width - 2 * pad, int(self.text * 2.6)
        )
        button_h = max(36, int(self.text * 2.4))
        button_w = (self.panel.width - 4 * pad) // 3
        self.menu_button = pygame.Rect(
            self.panel.left + pad, self.panel.bottom - pad - button_h, button_w, button_h
        )
        self.hint_button = self.menu_button.move(button_w + pad, 0)
        self.rotate_button = self.hint_button.move(button_w + pad, 0)
        half = (self.panel.width - 3 * pad) // 2
        self.undo_button = pygame.Rect(
            self.menu_button.left, self.menu_button.top - pad - button_h, half, button_h
        )
        self.redo_button = self.undo_button.move(half + pad, 0)
        label = int(self.text * 1.3)  # a caption under the die and under the carpet
        # The tray is as tall as the die and the carpet need; the game log takes the rest.
        tray_h = min(int(self.cell * 1.1) + label + 2 * pad, int(self.panel.height * 0.26))
        self.tray = pygame.Rect(
            self.panel.left + pad,
            self.undo_button.top - pad - tray_h,
            self.panel.width - 2 * pad,
            tray_h,
        )
        self.log = pygame.Rect(
            self.status.left,
            self.status.bottom,
            self.status.width,
            max(self.text * 2, self.tray.top - pad // 2 - self.status.bottom),
        )
        room = self.tray.height - 2 * pad - label
        die_side = max(16, min(int(self.cell * 1.1), room, self.tray.width // 4))
        self.die = pygame.Rect(0, 0, die_side, die_side)
        self.die.midleft = (self.tray.left + pad, self.tray.top + pad + room // 2)
        self.caption_y = self.die.bottom + label // 2 + 2
        # The carpet waits in the tray, right of the die, above its caption, smaller than on
        # the board if need be (it grows when picked up).
        self.carpet_area = pygame.Rect(
            self.die.right + pad,
            self.tray.top + pad,
            self.tray.right - pad - self.die.right - pad,
            self.caption_y - label // 2 - 2 - self.tray.top - pad,
        )
        self.carpet_home = (float(self.carpet_area.centerx), float(self.die.centery))
        # A person's die waits for the Roll button, where the next carpet waits later.
        self.roll_button = pygame.Rect(0, 0, min(self.carpet_area.width, button_w), button_h)
        self.roll_button.center = (round(self.carpet_home[0]), round(self.carpet_home[1]))
        self.tray_cell = self.tray_cell_for(vertical=False)

    def tray_cell_for(self, vertical: bool) -> int:
        """The side of a carpet's square in the tray, laid across or along: the largest that
        fits the tray's carpet area (never over the caption), at most a board square."""
        area = self.carpet_area
        centre_room = 2 * min(self.die.centery - area.top, area.bottom - self.die.centery)
        long_side, short_side = (centre_room, area.width) if vertical else (area.width, centre_room)
        return max(6, min(self.cell, long_side // 2, short_side))

    def _place_market(self, area: pygame.Rect, smallest_cell: int = 24) -> None:
        """The market, border arcs included, as large as fits in area, centred."""
        side = min(area.width, area.height)
        self.cell = max(smallest_cell, int(side / (SIZE + 2 * MARGIN_CELLS)))
        market_side = int(self.cell * (SIZE + 2 * MARGIN_CELLS))
        self.market = pygame.Rect(0, 0, market_side, market_side)
        self.market.center = area.center
        offset = int(self.cell * MARGIN_CELLS)
        self.board = pygame.Rect(
            self.market.left + offset, self.market.top + offset, self.cell * SIZE, self.cell * SIZE
        )

    @property
    def whole_log(self) -> pygame.Rect:
        """The game log at full height: over the players' rows, the status and the tray."""
        top = self.player_rows[0].top
        return pygame.Rect(self.status.left, top, self.status.width, self.tray.bottom - top)

    @classmethod
    def picture(cls, area: pygame.Rect) -> BoardLayout:
        """Just a market fitted into area (the rules pages draw positions with it)."""
        layout = cls.__new__(cls)
        layout.size = area.size
        layout._place_market(area, smallest_cell=8)
        return layout

    def square_rect(self, sq: int) -> pygame.Rect:
        x, y = sq % SIZE, sq // SIZE
        return pygame.Rect(
            self.board.left + x * self.cell, self.board.top + y * self.cell, self.cell, self.cell
        )

    def square_centre(self, sq: int) -> tuple[float, float]:
        x, y = sq % SIZE, sq // SIZE
        return (self.board.left + (x + 0.5) * self.cell, self.board.top + (y + 0.5) * self.cell)

    def square_at(self, pos: tuple[float, float]) -> int | None:
        x = int((pos[0] - self.board.left) // self.cell)
        y = int((pos[1] - self.board.top) // self.cell)
        if 0 <= x < SIZE and 0 <= y < SIZE:
            return square(x, y)
        return None

    def placement_centre(self, a: int, b: int) -> tuple[float, float]:
        ca, cb = self.square_centre(a), self.square_centre(b)
        return ((ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2)
