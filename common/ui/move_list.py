"""The replay's game record, for both games: every move of the game numbered by its turn beside
the board, the shown one lit, like the move list of a chess or Tantrix site. A click on a move
shows the table after it, the wheel scrolls, and the list keeps the shown move in view.

The moves are the game's log told step by step (common.ui.game_log): a step the log words is a
move of the list (a placement, a roll, who goes first, an end piece, a player going out), one
the log says nothing of has no row; each game words its own steps and says what a hovered move
lights on its board."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.draw import ellipsize, text, wrap
from common.ui.game_log import GameLog
from common.ui.theme import GOLD, INK, MUTED, TERRACOTTA_DARK, Colour, font

LIT = (244, 212, 140)  # the shown move's band
HOVER = (250, 232, 186)
NO_ONES = (110, 96, 84)  # the words of a row that is no one's move: muted, read on LIT too


@dataclass(frozen=True)
class Move:
    """One row of the record: `index` the replay's position after it (its step's index + 1;
    0 is the table before the first move), the turn it belongs to, whose it is (-1: no one's)
    and its words; `entries` the log lines it gathers (what a hovered move lights)."""

    index: int
    turn: int
    seat: int
    words: str
    entries: tuple[Any, ...] = ()


def record_moves(
    log: GameLog[Any], record: GameRecord, names: Sequence[str], turns: Sequence[int]
) -> list[Move]:
    """The record's moves up to its cursor: a row for the table before the first move, then one
    per step the log words (`turns`: each step's turn, common.core.turns)."""
    moves = [Move(0, 0, -1, _("The table before the first move"))]
    entries = log.entries(record, names, record.cursor)
    told = 0
    for step in range(record.cursor):
        upto = log.count(record, names, step + 1)
        if upto > told:
            lines = tuple(entries[told:upto])
            words = " ".join(line.text for line in lines)
            moves.append(Move(step + 1, turns[step], lines[0].seat, words, lines))
        told = upto
    return moves


def shown_move(moves: Sequence[Move], index: int) -> int:
    """The row of the move whose position is shown at replay position `index`."""
    row = 0
    for i, move in enumerate(moves):
        if move.index <= index:
            row = i
    return row


class MoveList:
    """The list's scroll and what is under the mouse; `draw` lays the rows out in `area`.
    `lines`: the most lines a move's words take (longer ones are cut, whole in a tooltip)."""

    def __init__(self, lines: int = 1) -> None:
        self.lines = lines
        self.top = 0  # the first row shown
        self.hovered: Move | None = None
        self._followed = -1  # the shown row the scroll last brought into view
        self._rows: list[tuple[pygame.Rect, Move, bool]] = []  # drawn: rect, move, cut short
        self._last_top = 0  # the furthest the list scrolls (worked out as it is drawn)
        self._told_key: tuple[int, ...] = ()
        self._told_rows: list[list[str]] = []

    def handle(self, event: pygame.event.Event, area: pygame.Rect) -> Move | None:
        """The wheel scrolls the list over `area`; a click on a row picks its move (returned).
        Motion notes the hovered move."""
        if event.type == pygame.MOUSEWHEEL and area.collidepoint(pygame.mouse.get_pos()):
            self.top = max(0, min(self._last_top, self.top - event.y * 3))
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self._at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._at(event.pos)
        return None

    def _at(self, pos: tuple[int, int]) -> Move | None:
        return next((move for rect, move, _cut in self._rows if rect.collidepoint(pos)), None)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """A move cut short on its row, whole."""
        return next(
            (move.words for rect, move, cut in self._rows if cut and rect.collidepoint(pos)),
            None,
        )

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        moves: Sequence[Move],
        index: int,
        colours: Sequence[Colour],
        size: int,
        marks: dict[int, str] | None = None,
    ) -> None:
        """The rows that fit in `area`, the one shown at position `index` lit and kept in
        view; the turn's number on its first row, a bar in the mover's colour, and where
        given a review's mark after the words (`marks`: by position)."""
        line = font(size).get_linesize()
        pad = line // 4
        number_w = font(size, True).size("000")[0]
        marks = marks or {}
        left = area.left + number_w + 10
        words_w = area.right - left - 22 - (font(size, True).size("??")[0] if marks else 0)
        key = (id(moves), len(moves), size, words_w)
        if self._told_key != key:  # worded again only when the list or its room changes
            self._told_key = key
            self._told_rows = [self._told(move.words, size, words_w) for move in moves]
        told = self._told_rows
        heights = [len(lines) * line + pad for lines in told]
        last_top, filled = len(moves), 0  # the first of the last rows that fill the area
        while last_top > 0 and filled + heights[last_top - 1] <= area.height:
            last_top -= 1
            filled += heights[last_top]
        self._last_top = last_top
        current = shown_move(moves, index)
        if current != self._followed:  # the shown move changed: bring it into view
            self._followed = current
            self.top = min(self.top, max(0, current - 1))
            while self.top < current and sum(heights[self.top : current + 2]) > area.height:
                self.top += 1
        self.top = max(0, min(self.top, last_top))
        self._rows = []
        y = area.top
        for row, move in enumerate(moves[self.top :], start=self.top):
            if y + heights[row] > area.bottom:
                break
            rect = pygame.Rect(area.left, y, area.width, heights[row])
            y += heights[row]
            if row == current:
                pygame.draw.rect(surface, LIT, rect, border_radius=5)
                pygame.draw.rect(surface, GOLD, rect, 1, border_radius=5)
            elif move is self.hovered:
                pygame.draw.rect(surface, HOVER, rect, border_radius=5)
            first_y = rect.top + pad // 2 + line // 2
            if move.turn and (row == 0 or moves[row - 1].turn != move.turn):
                at = (rect.left + 4 + number_w, first_y)
                text(surface, f"{move.turn}", size, MUTED, bold=True, midright=at)
            if 0 <= move.seat < len(colours):
                bar = pygame.Rect(left, rect.top + 3, 4, rect.height - 6)
                pygame.draw.rect(surface, colours[move.seat], bar)
            ink = INK if move.seat >= 0 else NO_ONES
            for k, words in enumerate(told[row]):
                text(surface, words, size, ink, midleft=(left + 10, first_y + k * line))
            mark = marks.get(move.index, "")
            if mark:
                at = (rect.right - 4, first_y)
                text(surface, mark, size, TERRACOTTA_DARK, bold=True, midright=at)
            cut = " ".join(told[row]) != " ".join(move.words.split())
            self._rows.append((rect, move, cut))

    def _told(self, words: str, size: int, width: int) -> list[str]:
        """A move's words on at most `lines` lines, the last cut with an ellipsis if need be."""
        lines = wrap(words, size, width) or [""]
        if len(lines) > self.lines:
            rest = " ".join(lines[self.lines - 1 :])
            lines = [*lines[: self.lines - 1], ellipsize(rest, size, width)]
        return lines
