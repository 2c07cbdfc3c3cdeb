"""Where everything goes for a given window size: the bazaar floor with its hex cells, and the
side panel with the players, the status line, the open supply, the options and the buttons
(Undo, Redo and Game log above Menu, Hint and How to play)."""

from __future__ import annotations

import math

import pygame

from bombay.rules.board import CELLS, Cell, on_board
from bombay.rules.tiles import PATTERNS
from common.core.hexgrid import Layout, hex_to_oddq, oddq_to_hex
from common.ui.layout import stacked_rows

SQRT3 = math.sqrt(3.0)
MARGIN = 0.8  # floor border around the cells, in hex sizes (room for the elephants' heads)
SUPPLY_COLUMNS = 6


class BombayLayout:
    """Pixel geometry of the play screen, recomputed whenever the window changes size."""

    def __init__(self, size: tuple[int, int], players: int, board_only: bool = False) -> None:
        w, h = size
        self.size = size
        gap = max(10, h // 50)
        panel_w = max(360, min(int(w * 0.36), 540))
        if board_only:  # a picture of the board alone (the results screen)
            gap, panel_w = 0, 0
        area = pygame.Rect(gap, gap, w - panel_w - 3 * gap, h - 2 * gap)
        cells_w, cells_h = 14.0, 8 * SQRT3
        self.hex = max(
            14.0, min(area.width / (cells_w + 2 * MARGIN), area.height / (cells_h + 2 * MARGIN))
        )
        s = self.hex
        self.floor = pygame.Rect(
            0, 0, round((cells_w + 2 * MARGIN) * s), round((cells_h + 2 * MARGIN) * s)
        )
        self.floor.center = area.center
        origin = (self.floor.left + (MARGIN + 1) * s, self.floor.top + (MARGIN + SQRT3 / 2) * s)
        self.grid = Layout.flat(s, origin)
        self.panel = pygame.Rect(
            self.floor.right + gap, gap, w - self.floor.right - 2 * gap, h - 2 * gap
        )
        self.panel.width = min(self.panel.width, panel_w + area.width - self.floor.width)
        pad = max(10, min(self.panel.width // 28, 20))
        self.pad = pad
        self.text = max(13, min(h // 48, self.panel.width // 26))
        t = self.text
        row_h = int(t * 3.1)
        rows = max(players, 1)
        self.player_rows = stacked_rows(self.panel, pad, row_h, rows)
        top = self.player_rows[-1].bottom + pad // 2
        # one line saying what the last move did ("Arjun laid tile G on c3: trunk +2")
        self.last_line = pygame.Rect(self.panel.left + pad, top, self.panel.width - 2 * pad, t + 6)
        top = self.last_line.bottom + pad // 2
        self.status = pygame.Rect(
            self.panel.left + pad, top, self.panel.width - 2 * pad, int(t * 4)
        )
        button_h = max(34, int(t * 2.3))
        button_w = (self.panel.width - 4 * pad) // 3
        self.menu_button = pygame.Rect(
            self.panel.left + pad, self.panel.bottom - pad - button_h, button_w, button_h
        )
        self.hint_button = self.menu_button.move(button_w + pad, 0)
        self.help_button = self.hint_button.move(button_w + pad, 0)
        self.undo_button = pygame.Rect(
            self.menu_button.left, self.menu_button.top - pad // 2 - button_h, button_w, button_h
        )
        self.redo_button = self.undo_button.move(button_w + pad, 0)
        self.log_button = self.redo_button.move(button_w + pad, 0)
        self.option = pygame.Rect(
            self.panel.left + pad,
            self.undo_button.top - pad // 2 - int(t * 1.5),
            self.panel.width - 2 * pad,
            int(t * 1.5),
        )
        self.moves_line = pygame.Rect(
            self.panel.left + pad,
            self.option.top - int(t * 1.7),
            self.panel.width - 2 * pad,
            int(t * 1.5),
        )
        self.supply = pygame.Rect(
            self.panel.left + pad,
            self.status.bottom + pad // 2,
            self.panel.width - 2 * pad,
            self.moves_line.top - pad // 2 - self.status.bottom - pad // 2,
        )
        # the game log, when shown, takes the supply's place and the legal moves' line
        self.log_box = pygame.Rect(
            self.supply.left,
            self.supply.top,
            self.supply.width,
            self.moves_line.bottom - self.supply.top,
        )
        self.log = self.log_box.inflate(-pad, -pad)
        self.log_text = max(12, int(t * 0.9))
        supply_rows = math.ceil(len(PATTERNS) / SUPPLY_COLUMNS)
        head = int(t * 1.6)
        col_w = self.supply.width / SUPPLY_COLUMNS
        stack_row_h = (self.supply.height - head - pad // 2) / supply_rows
        # Each stack is a tile (0.87 hex sizes above its centre) with its count below it (centred
        # 1.38 hex sizes down): the two fit in a row with a little room to spare.
        self.badge = max(12, int(t * 0.8))
        badge_h = self.badge * 1.3
        fits = (stack_row_h - badge_h / 2 - 3) / (0.87 + 1.38)
        self.stack_hex = max(10.0, min(col_w * 0.43, stack_row_h * 0.40, fits))
        block = (0.87 + 1.38) * self.stack_hex + badge_h / 2
        above = max(0.0, (stack_row_h - block) / 2) + 0.87 * self.stack_hex
        self.supply_head = head
        self.stacks: list[tuple[float, float]] = []
        for i in range(len(PATTERNS)):
            r, c = divmod(i, SUPPLY_COLUMNS)
            self.stacks.append(
                (
                    self.supply.left + col_w * (c + 0.5),
                    self.supply.top + head + stack_row_h * r + above,
                )
            )

    # --- the cells ------------------------------------------------------------------------

    def centre(self, cell: Cell) -> tuple[float, float]:
        p = self.grid.hex_to_pixel(oddq_to_hex(*cell))
        return (p.x, p.y)

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        cell = hex_to_oddq(self.grid.pixel_to_hex(pos))
        return cell if on_board(cell) else None

    def edge_point(self, cell: Cell, edge: int) -> tuple[float, float]:
        cx, cy = self.centre(cell)
        angle = math.radians(-90 + 60 * edge)
        apothem = self.hex * SQRT3 / 2
        return (cx + apothem * math.cos(angle), cy + apothem * math.sin(angle))

    @property
    def all_cells(self) -> tuple[Cell, ...]:
        return CELLS
