"""The end of a game of Bombay Bazar: trunk lengths and places; in a tournament the medals of
every round and the overall winner; in the solo game the score breakdown and the best scores."""

from __future__ import annotations

import math

import pygame

from bombay.rules.scoring import solo_score
from bombay.rules.tournament import MEDALS, HighScores, round_medals
from bombay.ui.art import elephant_surface
from bombay.ui.session import BombaySession
from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.draw import panel, text, vertical_gradient
from common.ui.scene import Scene
from common.ui.theme import (
    BAD,
    CREAM,
    GOLD,
    GOLD_LIGHT,
    GOOD,
    INDIGO_DARK,
    INK,
    MUTED,
    TERRACOTTA_DARK,
    Colour,
    shade,
)
from common.ui.widgets import Button, WidgetGroup

MEDAL_COLOURS: tuple[Colour, ...] = ((232, 186, 52), (192, 196, 204), (196, 124, 64))


def medal_name(medal: int) -> str:
    return (_("gold"), _("silver"), _("bronze"))[medal]


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


class ResultsScene(Scene):
    def __init__(
        self,
        app,
        record: GameRecord,
        session: BombaySession,
        on_again,
        on_title,
        high_scores: HighScores | None = None,
        rank: int | None = None,
        saved: bool = True,
    ):
        self.record = record
        self.session = session
        self.high_scores = high_scores
        self.rank = rank
        self.saved = saved
        self.widgets = WidgetGroup()
        tournament = session.tournament
        if tournament is not None and not tournament.finished:
            label, tip = (
                _("Next round"),
                _("Round {n} of {total} (Enter)").format(
                    n=len(tournament.results) + 1, total=tournament.rounds
                ),
            )
        elif tournament is not None:
            label, tip = _("New tournament"), _("The same table, medals from zero (Enter)")
        else:
            label, tip = _("Play again"), _("The same table, a new game (Enter)")
        self.again = self.widgets.add(Button(label, on_again, primary=True, tooltip=tip))
        self.title = self.widgets.add(Button(_("Back to title"), on_title, tooltip=_("Esc")))
        self.time = 0.0
        self.background: pygame.Surface | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = pygame.Rect(0, 0, min(w - 60, 960), min(h - 50, 700))
        self.box.center = (w // 2, h // 2)
        button_h = max(40, h // 16)
        self.again.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.again.rect.bottomright = (self.box.right - 30, self.box.bottom - 20)
        self.title.rect = pygame.Rect(0, 0, self.box.width // 3, button_h)
        self.title.rect.bottomleft = (self.box.left + 30, self.box.bottom - 20)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.again.on_click()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.title.on_click()
        else:
            self.widgets.handle(event)

    def update(self, dt: float) -> bool:
        self.time += dt
        return self.time < 3.0

    @property
    def unit(self) -> int:
        return max(16, self.box.height // 26)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=20)
        if self.session.solo:
            self._draw_solo(surface)
        else:
            self._draw_round(surface)
        self.widgets.draw(surface)

    def _headline(self, surface, message: str, y: int) -> None:
        text(
            surface,
            message,
            int(self.unit * 1.5),
            TERRACOTTA_DARK,
            bold=True,
            center=(self.box.centerx, y),
        )

    # --- a game for 2-4 -------------------------------------------------------------------

    def _draw_round(self, surface: pygame.Surface) -> None:
        state = self.record.state
        outcome = state.outcome()
        size = self.unit
        names = [seat.name for seat in self.session.seats]
        winners = ", ".join(names[q] for q in outcome.winners)
        tournament = self.session.tournament
        y = self.box.top + int(size * 1.8)
        if tournament is not None:
            played = len(tournament.results)
            text(
                surface,
                _("Tournament: round {n} of {total}").format(n=played, total=tournament.rounds),
                int(size * 0.8),
                MUTED,
                bold=True,
                center=(self.box.centerx, self.box.top + int(size * 0.9)),
            )
        headline = (
            _("{names} share the longest trunk!")
            if len(outcome.winners) > 1
            else _("{names} grows the longest trunk!")
        ).format(names=winners)
        self._headline(surface, headline, y)
        y += int(size * 1.7)
        places = state.places()
        lengths = state.lengths()
        medals = round_medals(lengths)
        order = sorted(range(len(lengths)), key=lambda q: (places[q], q))
        row_h = int(size * 2.0)
        compact = tournament is not None
        if compact:
            row_h = int(size * 1.6)
        colours = self.session.colours()
        for rank, q in enumerate(order):
            row = pygame.Rect(self.box.left + 40, y + rank * row_h, self.box.width - 80, row_h - 6)
            won = q in outcome.winners
            if won:
                glow = 0.5 + 0.5 * math.sin(min(self.time, 3.0) * 4)
                pygame.draw.rect(
                    surface, GOLD_LIGHT, row.inflate(int(6 * glow), int(6 * glow)), border_radius=12
                )
            pygame.draw.rect(surface, (250, 240, 220), row, border_radius=10)
            place = places[q]
            text(
                surface,
                _("{n}.").format(n=place),
                size,
                INK,
                bold=True,
                midleft=(row.left + size * 0.6, row.centery),
            )
            icon = elephant_surface(colours[q], max(8, int(row.height * 0.45)), True)
            surface.blit(icon, icon.get_rect(center=(row.left + size * 3, row.centery)))
            text(
                surface, names[q], size, INK, bold=won, midleft=(row.left + size * 4.5, row.centery)
            )
            text(
                surface,
                _("trunk {n}").format(n=lengths[q]),
                size,
                colours[q],
                bold=True,
                midright=(row.right - size * 4, row.centery),
            )
            if medals[q] is not None:
                draw_medal(
                    surface,
                    medals[q],
                    (row.right - size * 1.8, row.centery + size * 0.25),
                    size * 0.55,
                )
        y += len(order) * row_h + size // 2
        if tournament is not None:
            self._draw_medal_table(surface, y)

    def _draw_medal_table(self, surface: pygame.Surface, top: int) -> None:
        tournament = self.session.tournament
        size = int(self.unit * 0.85)
        names = [seat.name for seat in self.session.seats]
        area = pygame.Rect(
            self.box.left + 40, top, self.box.width - 80, self.again.rect.top - top - size
        )
        pygame.draw.rect(surface, shade(CREAM, 0.94), area, border_radius=12)
        standings = tournament.standings()
        tally = tournament.medals()
        places = tournament.places()
        rounds = tournament.rounds
        name_w = int(area.width * 0.26)
        total_w = int(area.width * 0.24)
        col_w = (area.width - name_w - total_w) / rounds
        y = area.top + int(size * 1.1)
        text(surface, _("Medals"), size, INK, bold=True, midleft=(area.left + size, y))
        for r in range(rounds):
            text(
                surface,
                _("R{n}").format(n=r + 1),
                int(size * 0.8),
                MUTED,
                bold=True,
                center=(round(area.left + name_w + col_w * (r + 0.5)), y),
            )
        for m in range(3):
            cx = area.right - total_w + total_w * (m + 0.5) / 3
            draw_medal(surface, m, (cx, y + size * 0.15), size * 0.42)
        row_h = int(size * 1.7)
        y += int(size * 1.3)
        results = tournament.results
        for i, q in enumerate(standings):
            cy = y + i * row_h + row_h // 2
            leader = places[q] == 1 and tournament.finished
            if leader:
                band = pygame.Rect(area.left + 6, cy - row_h // 2 + 2, area.width - 12, row_h - 4)
                pygame.draw.rect(surface, GOLD_LIGHT, band, border_radius=8)
            text(surface, names[q], size, INK, bold=leader, midleft=(area.left + size, cy))
            for r in range(rounds):
                cx = area.left + name_w + col_w * (r + 0.5)
                if r < len(results):
                    medal = round_medals(results[r])[q]
                    if medal is None:
                        text(surface, "–", size, MUTED, center=(round(cx), cy))
                    else:
                        draw_medal(surface, medal, (cx, cy + size * 0.2), size * 0.42)
                else:
                    pygame.draw.circle(surface, shade(CREAM, 0.8), (cx, cy), size * 0.3, 1)
            for m in range(3):
                cx = area.right - total_w + total_w * (m + 0.5) / 3
                text(surface, str(tally[q][m]), size, INK, bold=True, center=(round(cx), cy))
        if tournament.finished:
            winners = " & ".join(names[q] for q in tournament.winners())
            g, s, b = tally[tournament.winners()[0]]
            message = _("{names} win the tournament ({g} gold, {s} silver, {b} bronze)").format(
                names=winners, g=g, s=s, b=b
            )
            text(
                surface,
                message,
                int(size * 1.05),
                TERRACOTTA_DARK,
                bold=True,
                center=(area.centerx, area.bottom - size),
            )
        else:
            text(
                surface,
                _("Most golds wins; then silvers, then bronzes."),
                int(size * 0.8),
                MUTED,
                center=(area.centerx, area.bottom - int(size * 0.9)),
            )

    # --- solo -----------------------------------------------------------------------------

    def _draw_solo(self, surface: pygame.Surface) -> None:
        state = self.record.state
        score = solo_score(state.core())
        size = self.unit
        y = self.box.top + int(size * 2)
        best = self.rank == 1 and (
            self.high_scores is not None and len(self.high_scores.scores) > 0
        )
        self._headline(
            surface,
            _("A new best score!") if best else _("Solo score: {n}").format(n=score.score),
            y,
        )
        y += int(size * 2.2)
        left = self.box.left + 60
        right = self.box.centerx - 20
        lines = [
            (_("Trunk length (with its end piece)"), f"{score.length}", INK),
            (_("Empty cells"), f"− {score.empty_cells}", BAD),
            (_("Unused segments on placed tiles"), f"− {score.unused_segments}", BAD),
        ]
        for label, value, colour in lines:
            text(surface, label, int(size * 0.85), INK, midleft=(left, y))
            text(surface, value, size, colour, bold=True, midright=(right, y))
            y += int(size * 1.6)
        pygame.draw.line(surface, GOLD, (left, y - size * 0.6), (right, y - size * 0.6), 2)
        text(surface, _("Score"), size, TERRACOTTA_DARK, bold=True, midleft=(left, y + size * 0.2))
        text(
            surface,
            str(score.score),
            int(size * 1.6),
            TERRACOTTA_DARK,
            bold=True,
            midright=(right, y + size * 0.2),
        )
        # the high-score table
        table = self.high_scores or HighScores()
        area = pygame.Rect(
            self.box.centerx + 20,
            self.box.top + int(size * 3.6),
            self.box.width // 2 - 60,
            self.again.rect.top - self.box.top - size * 5,
        )
        pygame.draw.rect(surface, shade(CREAM, 0.94), area, border_radius=12)
        text(
            surface,
            _("Best scores"),
            size,
            INK,
            bold=True,
            center=(area.centerx, area.top + int(size * 1.0)),
        )
        row_h = max(int(size * 1.15), (area.height - size * 2) // max(1, table.size))
        yy = area.top + int(size * 2.1)
        for i, value in enumerate(table.scores):
            mine = self.rank == i + 1
            if mine:
                band = pygame.Rect(area.left + 8, yy - row_h // 2, area.width - 16, row_h)
                pygame.draw.rect(surface, GOLD_LIGHT, band, border_radius=6)
            text(surface, f"{i + 1}.", int(size * 0.85), MUTED, midleft=(area.left + size, yy))
            text(
                surface,
                str(value),
                int(size * 0.9),
                INK,
                bold=mine,
                midright=(area.right - size, yy),
            )
            if mine:
                text(
                    surface,
                    _("this game"),
                    int(size * 0.7),
                    GOOD,
                    bold=True,
                    center=(area.centerx, yy),
                )
            yy += row_h
        if not table.scores:
            text(surface, _("No scores yet"), int(size * 0.8), MUTED, center=area.center)
        note = None
        if not self.saved:
            note = _("The table could not be saved on this computer.")
        elif self.rank is None:
            note = _("Not in the best {n} this time.").format(n=table.size)
        if note:
            text(
                surface,
                note,
                int(size * 0.7),
                MUTED,
                center=(area.centerx, area.bottom + int(size * 0.7)),
            )

    def tooltip_at(self, pos) -> str | None:
        return self.widgets.tooltip_at(pos)


__all__ = ["MEDALS", "ResultsScene", "draw_medal", "medal_name"]
