"""The results of a game for 2-4 players: the places with each trunk's length, its medal and a
line of statistics, then the medal table in a tournament or how a trunk is counted."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from bombay.rules.state import BombayState
from bombay.rules.tournament import round_medals
from bombay.ui.elephant_art import elephant_surface
from bombay.ui.medals import draw_medal, draw_medal_table
from common.core.i18n import _
from common.core.save_meta import round_words
from common.ui.draw import ellipsize, text
from common.ui.results import draw_player_row
from common.ui.theme import INK, MUTED, font
from common.ui.widgets import fitting_size

if TYPE_CHECKING:
    from bombay.ui.results_scene import ResultsScene


def draw_round_results(card: ResultsScene, surface: pygame.Surface) -> None:
    state = BombayState.of(card.record.state)
    outcome = state.outcome()
    assert outcome is not None  # the results of a finished round
    size = card.unit
    names = card.names()
    winners = " & ".join(names[q] for q in outcome.winners)
    tournament = card.session.tournament
    headline = (
        _("{names} share the longest trunk!")
        if len(outcome.winners) > 1
        else _("{names} grows the longest trunk!")
    ).format(names=winners)
    if tournament is not None:
        label = round_words((len(tournament.results), tournament.rounds))
        if tournament.finished:
            champions = " & ".join(names[q] for q in tournament.winners())
            label = f"{label}. {headline}"
            headline = _("{names} wins the tournament!").format(names=champions)
        text(
            surface,
            label,
            int(size * 0.75),
            MUTED,
            bold=True,
            center=(card.box.centerx, card.box.top + int(size * 1.0)),
        )
    card.headline(surface, headline, card.box.top + int(size * 2.2))
    right = card.right
    places = state.places()
    lengths = state.lengths()
    medals = round_medals(lengths)
    order = sorted(range(len(lengths)), key=lambda q: (places[q], q))
    row_h = int(size * (2.0 if tournament is not None else 2.3))
    colours = card.session.colours()
    patterns = card.patterns()
    y = right.top
    for rank, q in enumerate(order):
        row = pygame.Rect(right.left, y + rank * row_h, right.width, row_h - 6)
        won = q in outcome.winners
        draw_player_row(surface, row, won, card.time)
        text(
            surface,
            _("{n}.").format(n=places[q]),
            size,
            INK,
            bold=True,
            midleft=(row.left + size * 0.5, row.centery),
        )
        icon = elephant_surface(
            colours[q], max(8, int(row.height * 0.45)), True, patterns[q] if patterns else None
        )
        surface.blit(icon, icon.get_rect(center=(row.left + size * 2.6, row.centery)))
        number_w = font(int(size * 1.2), True).size(str(lengths[q]))[0]
        room = int(row.right - size * 3.7 - number_w - (row.left + size * 3.9))
        # a long name ("Computer (Easy)") a little smaller, then cut, clear of the score
        name_size = fitting_size(names[q], size, room, bold=won, smallest=max(12, size * 3 // 4))
        text(
            surface,
            ellipsize(names[q], name_size, room, bold=won),
            name_size,
            INK,
            bold=won,
            midleft=(row.left + size * 3.9, row.centery - int(size * 0.3)),
        )
        line = card.stats_line(q)
        text(
            surface,
            line,
            fitting_size(line, int(size * 0.55), room),
            MUTED,
            midleft=(row.left + size * 3.9, row.centery + int(size * 0.5)),
        )
        text(
            surface,
            str(lengths[q]),
            int(size * 1.2),
            colours[q],
            bold=True,
            midright=(row.right - size * 3.2, row.centery),
        )
        medal = medals[q]
        if medal is not None:
            draw_medal(
                surface, medal, (row.right - size * 1.5, row.centery + size * 0.25), size * 0.55
            )
    y += len(order) * row_h
    if tournament is not None:
        area = pygame.Rect(right.left, y + size // 3, right.width, right.bottom - y - size // 3)
        draw_medal_table(surface, area, tournament, names, int(size * 0.8))
    else:
        notes = (
            _("trunk length = segments + 1 for the end piece"),
            _("a knot: a tile where a trunk crosses over itself or another trunk"),
        )
        for i, note in enumerate(notes):
            at = (right.centerx, y + size + int(size * 0.9) * i)
            fit = fitting_size(note, int(size * 0.7), right.width)
            text(surface, note, fit, MUTED, center=at)
