"""The results of a solo game: the score's breakdown (trunk, empty cells, unused segments) and
the best scores on this computer, this game's marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from bombay.rules.scoring import solo_score
from bombay.rules.state import BombayState
from bombay.rules.tournament import HighScores
from common.core.i18n import _
from common.core.save_meta import when
from common.ui.draw import ellipsize, text
from common.ui.theme import (
    BAD,
    CREAM,
    GOLD,
    GOLD_LIGHT,
    GOOD,
    INK,
    MUTED,
    TERRACOTTA_DARK,
    font,
    shade,
)
from common.ui.widgets import fitting_size

if TYPE_CHECKING:
    from bombay.ui.results_scene import ResultsScene


def draw_solo_results(card: ResultsScene, surface: pygame.Surface) -> None:
    score = solo_score(BombayState.of(card.record.state).core())
    size = card.unit
    card.headline(
        surface,
        _("A new best score: {n}!").format(n=score.score)
        if card.new_best
        else _("Solo score: {n}").format(n=score.score),
        card.box.top + int(size * 1.8),
    )
    right = card.right
    y = right.top + size // 2
    lines = [
        (_("Trunk length, with its end piece"), f"{score.length}", INK),
        (_("Empty cells"), f"− {score.empty_cells}", BAD),
        (_("Unused segments on placed tiles"), f"− {score.unused_segments}", BAD),
    ]
    room = right.width - size * 1.5 - font(size, True).size("− 000")[0]
    fit = min(fitting_size(label, int(size * 0.8), room) for label, _v, _c in lines)  # one size
    for label, value, colour in lines:
        text(surface, label, fit, INK, midleft=(right.left + size // 2, y))
        text(surface, value, size, colour, bold=True, midright=(right.right - size // 2, y))
        y += int(size * 1.4)
    pygame.draw.line(surface, GOLD, (right.left, y - size * 0.6), (right.right, y - size * 0.6), 2)
    text(
        surface,
        _("Score"),
        size,
        TERRACOTTA_DARK,
        bold=True,
        midleft=(right.left + size // 2, y + size * 0.2),
    )
    text(
        surface,
        str(score.score),
        int(size * 1.5),
        TERRACOTTA_DARK,
        bold=True,
        midright=(right.right - size // 2, y + size * 0.2),
    )
    line = card.stats_line(0, tiles=True)
    text(
        surface,
        line,
        fitting_size(line, int(size * 0.65), right.width - size),
        MUTED,
        midleft=(right.left + size // 2, y + int(size * 1.35)),
    )
    knot = _("a knot: a tile where a trunk crosses over itself or another trunk")
    at = (right.left + size // 2, y + int(size * 2.0))
    text(surface, knot, fitting_size(knot, int(size * 0.6), right.width - size), MUTED, midleft=at)
    y += int(size * 1.55)
    area = pygame.Rect(
        right.left, y + int(size * 1.4), right.width, right.bottom - y - int(size * 1.4)
    )
    _draw_high_scores(surface, area, card.high_scores or HighScores(), card.rank, size)
    note = None
    if card.table_problem:
        note = card.table_problem
    elif not card.saved:
        note = _("The table could not be saved on this computer.")
    elif card.rank is None:
        note = _("Not in the best {n} this time.").format(n=(card.high_scores or HighScores()).size)
    if note:
        text(
            surface,
            ellipsize(note, int(size * 0.65), area.width - size),
            int(size * 0.65),
            MUTED,
            center=(area.centerx, area.bottom - int(size * 0.6)),
        )


def _draw_high_scores(
    surface: pygame.Surface, area: pygame.Rect, table: HighScores, rank: int | None, size: int
) -> None:
    """The best scores, in one column or two, this game's (at `rank`) marked."""
    pygame.draw.rect(surface, shade(CREAM, 0.94), area, border_radius=12)
    text(
        surface,
        _("Best scores on this computer"),
        int(size * 0.85),
        INK,
        bold=True,
        center=(area.centerx, area.top + int(size * 0.8)),
    )
    rows = max(1, len(table.scores))
    row_h = min(int(size * 1.2), (area.height - int(size * 2.6)) // rows)
    top = area.top + int(size * 1.6) + row_h // 2
    half = (rows + 1) // 2 if row_h < size else rows
    col_w = area.width // (2 if half < rows else 1)
    for i, (value, (played, name)) in enumerate(
        zip(table.scores, table.played_list(), strict=True)
    ):
        col, r = divmod(i, half)
        left = area.left + col * col_w
        cy = top + r * row_h
        mine = rank == i + 1
        small = int(size * 0.65)
        if mine:
            band = pygame.Rect(left + 8, cy - row_h // 2 + 1, col_w - 16, row_h - 2)
            pygame.draw.rect(surface, GOLD_LIGHT, band, border_radius=6)
        # when and by whom (a table kept before they were noted: none), this game's said so
        parts = (when(played) if played else "", name, _("this game") if mine else "")
        words = " · ".join(part for part in parts if part)
        if words:
            text(
                surface,
                ellipsize(words, small, col_w - size * 6),
                small,
                GOOD if mine else MUTED,
                bold=mine,
                midleft=(left + size * 2.6, cy),
            )
        text(surface, f"{i + 1}.", int(size * 0.75), MUTED, midleft=(left + size, cy))
        text(
            surface, str(value), int(size * 0.8), INK, bold=mine, midright=(left + col_w - size, cy)
        )
