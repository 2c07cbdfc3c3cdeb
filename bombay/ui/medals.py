"""Tournament medals drawn in code, and the tournament's medal table (a row per player, a column
per round, the tally of golds, silvers and bronzes)."""

from __future__ import annotations

import pygame

from bombay.rules.tournament import Tournament, round_medals
from common.core.i18n import _
from common.ui.draw import text
from common.ui.theme import CREAM, GOLD_LIGHT, INK, MUTED, TERRACOTTA_DARK, Colour, shade
from common.ui.widgets import fitting_size

MEDAL_COLOURS: tuple[Colour, ...] = ((232, 186, 52), (192, 196, 204), (196, 124, 64))


def draw_medal(surface: pygame.Surface, medal: int, centre, radius: float) -> None:
    colour = MEDAL_COLOURS[medal]
    x, y = centre
    ribbon = [
        (x - radius * 0.6, y - radius * 1.9),
        (x - radius * 0.1, y - radius * 0.5),
        (x + radius * 0.1, y - radius * 0.5),
        (x + radius * 0.6, y - radius * 1.9),
    ]
    pygame.draw.polygon(surface, (170, 40, 40), ribbon)
    pygame.draw.circle(surface, shade(colour, 0.55), centre, radius)
    pygame.draw.circle(surface, colour, centre, radius * 0.84)
    pygame.draw.circle(
        surface, shade(colour, 1.3), (x - radius * 0.25, y - radius * 0.3), radius * 0.3
    )
    text(
        surface,
        str(medal + 1),
        max(8, int(radius * 1.0)),
        shade(colour, 0.4),
        bold=True,
        center=(round(x), round(y)),
    )


def draw_medal_table(
    surface: pygame.Surface,
    area: pygame.Rect,
    tournament: Tournament,
    names: list[str],
    size: int,
) -> None:
    """The medals of every round so far, and the tally, in `area` (as tall as it needs)."""
    standings = tournament.standings()
    needed = int(size * (2.2 + 2.0 * len(standings) + 2.0))
    area = pygame.Rect(area.left, area.top, area.width, min(area.height, needed))
    pygame.draw.rect(surface, shade(CREAM, 0.94), area, border_radius=12)
    tally = tournament.medals()
    places = tournament.places()
    rounds = tournament.rounds
    name_w = int(area.width * 0.3)
    total_w = int(area.width * 0.3)
    col_w = (area.width - name_w - total_w) / rounds
    y = area.top + int(size * 1.1)
    text(surface, _("Medals"), size, INK, bold=True, midleft=(area.left + size * 0.6, y))
    for r in range(rounds):
        text(
            surface,
            _("Round {n}").format(n=r + 1) if col_w > size * 4.5 else str(r + 1),
            int(size * 0.7),
            MUTED,
            bold=True,
            center=(round(area.left + name_w + col_w * (r + 0.5)), y),
        )
    for m in range(3):
        cx = area.right - total_w + total_w * (m + 0.5) / 3
        draw_medal(surface, m, (cx, y + size * 0.2), size * 0.45)
    footer = int(size * 1.8)
    row_h = min(int(size * 2.0), (area.bottom - footer - y - size) // max(1, len(standings)))
    y += int(size * 0.9)
    results = tournament.results
    for i, q in enumerate(standings):
        cy = y + i * row_h + row_h // 2
        leader = places[q] == 1 and tournament.finished
        if leader:
            band = pygame.Rect(area.left + 6, cy - row_h // 2 + 2, area.width - 12, row_h - 4)
            pygame.draw.rect(surface, GOLD_LIGHT, band, border_radius=8)
        text(surface, names[q], size, INK, bold=leader, midleft=(area.left + size * 0.6, cy))
        for r in range(rounds):
            cx = area.left + name_w + col_w * (r + 0.5)
            if r < len(results):
                medal = round_medals(results[r])[q]
                if medal is None:
                    text(surface, "–", size, MUTED, center=(round(cx), cy))
                else:
                    draw_medal(surface, medal, (cx, cy + size * 0.25), size * 0.5)
            else:
                pygame.draw.circle(surface, shade(CREAM, 0.75), (cx, cy), size * 0.35, 2)
        for m in range(3):
            cx = area.right - total_w + total_w * (m + 0.5) / 3
            text(surface, str(tally[q][m]), size, INK, bold=True, center=(round(cx), cy))
    if tournament.finished:
        winners = " & ".join(names[q] for q in tournament.winners())
        g, s, b = tally[tournament.winners()[0]]
        message = _("{names}: {g} gold, {s} silver, {b} bronze").format(
            names=winners, g=g, s=s, b=b
        )
        text(
            surface,
            message,
            fitting_size(message, int(size * 0.9), area.width - size, bold=True),
            TERRACOTTA_DARK,
            bold=True,
            center=(area.centerx, area.bottom - footer // 2),
        )
    else:
        rule = _("Most golds wins; then silvers, then bronzes.")
        text(
            surface,
            rule,
            fitting_size(rule, int(size * 0.85), area.width - size),
            MUTED,
            center=(area.centerx, area.bottom - footer // 2),
        )
