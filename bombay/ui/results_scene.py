"""The end of a game of Bombay Bazar: trunk lengths and places; in a tournament the medals of
every round and the overall winner; in the solo game the score breakdown and the best scores."""

from __future__ import annotations

import math

import pygame

from bombay.rules.scoring import solo_score
from bombay.rules.tiles import PATTERNS, orientation
from bombay.rules.tournament import MEDALS, HighScores, round_medals
from bombay.ui.art import elephant_surface, tile_surface
from bombay.ui.session import BombaySession
from bombay.ui.story import pattern_counts_text, statistics
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.ui.draw import ellipsize, fitting_size, panel, text
from common.ui.results import ResultsCard
from common.ui.theme import (
    BAD,
    CREAM,
    GOLD,
    GOLD_LIGHT,
    GOOD,
    INK,
    MUTED,
    TERRACOTTA_DARK,
    Colour,
    font,
    shade,
)
from common.ui.widgets import Button, WidgetGroup

MEDAL_COLOURS: tuple[Colour, ...] = ((232, 186, 52), (192, 196, 204), (196, 124, 64))


def fitted(message: str, size: int, width: int, smallest: int = 10, bold: bool = False) -> int:
    """The largest text size up to `size` at which `message` fits `width` pixels (not below
    `smallest`)."""
    return fitting_size(message, size, width, bold, smallest)


def small_size(row: int) -> int:
    """The text size of the chart's numbers for rows `row` pixels high."""
    return max(10, int(row * 0.78))


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


class ResultsScene(ResultsCard):
    card_size = (960, 700)

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
        table_problem: str | None = None,
    ):
        self.record = record
        self.session = session
        self.high_scores = high_scores
        self.rank = rank
        self.saved = saved
        self.table_problem = table_problem  # the earlier table could not be read: why
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
        leave_tip = _("Esc")
        if tournament is not None and not tournament.finished:
            leave_tip = _("The tournament is kept: resume it from the title (Esc)")
        self.title = self.widgets.add(Button(_("Back to title"), on_title, tooltip=leave_tip))
        self.time = 0.0
        self.cheered = False
        self.stats = statistics(record)
        self.background: pygame.Surface | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    def patterns(self) -> list[int] | None:
        return self.session.patterns(self.app.settings.colour_blind)

    def on_enter(self) -> None:
        """A fanfare once, when the results first show (not again when a dialog closes)."""
        if not self.cheered:
            self.cheered = True
            self.app.sounds.play("win")

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
        self.draw_practice_mark(surface)
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

    @property
    def _chart_under_picture(self) -> bool:
        """The chart goes under the board when the right column is full (a tournament's medal
        table, the solo high scores); else in the room under the scores."""
        return self.session.solo or self.session.tournament is not None

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The final board on the left, the scores on the right."""
        size = self.unit
        top = self.box.top + int(size * 3.3)
        bottom = self.again.rect.top - size // 2
        width = int(self.box.width * 0.42)
        below = self._chart_height(self._chart_row()) if self._chart_under_picture else 0
        side = min(bottom - top - below, width)
        block = side + below
        picture = pygame.Rect(self.box.left + 30, top + (bottom - top - block) // 2, side, side)
        picture.centerx = self.box.left + 30 + width // 2
        right = pygame.Rect(
            self.box.left + 60 + width, top, self.box.width - 90 - width, bottom - top
        )
        return picture, right

    # --- statistics -------------------------------------------------------------------------

    def _chart_row(self) -> int:
        return max(15, int(self.unit * 0.8))

    def _chart_height(self, row: int) -> int:
        """The tiles-per-pattern chart: a caption, a row of tiles and a row per player."""
        return int(row * 0.9) + int(row * 1.5) + row * len(self.session.seats)

    def _chart_layout(self) -> tuple[pygame.Rect, int, float]:
        """The chart's area, its row height and the width of one pattern's column."""
        picture, right = self._columns()
        if self._chart_under_picture:
            row = self._chart_row()
            area = pygame.Rect(0, picture.bottom, int(self.box.width * 0.42), 0)
            area.centerx = picture.centerx
        else:  # under the rows of scores and the note below them
            top = right.top + int(self.unit * 2.3) * len(self.session.seats) + self.unit * 2
            room = right.bottom - top
            row = max(12, min(int(self.unit * 0.95), int(room / (2.4 + len(self.session.seats)))))
            area = pygame.Rect(right.left, top, right.width, 0)
        area.height = self._chart_height(row)
        return area, row, (area.width - row * 3.0) / len(PATTERNS)

    def _chart_tiles_y(self, area: pygame.Rect, row: int) -> int:
        return area.top + int(row * 0.9) + int(row * 0.7)

    def _chart_row_y(self, area: pygame.Rect, row: int, player: int) -> int:
        return self._chart_tiles_y(area, row) + int(row * 0.8) + row * player + row // 2

    def _draw_pattern_chart(self, surface: pygame.Surface) -> None:
        """How many tiles of each pattern each player placed: the patterns' tiles across the
        top, a row of counts per player (a dot for none)."""
        area, row, column = self._chart_layout()
        first = area.left + row * 1.4  # room for each player's elephant; the total at the end
        total_x = round(area.right - row * 0.8)
        text(
            surface,
            _("Tiles placed, by pattern"),
            max(10, int(row * 0.72)),
            MUTED,
            bold=True,
            midleft=(area.left + 4, area.top + int(row * 0.55)),
        )
        tiles_y = self._chart_tiles_y(area, row)
        hex_size = max(5, min(int(column * 0.46), int(row * 0.66)))
        for k in range(len(PATTERNS)):
            cx = round(first + column * (k + 0.5))
            tile = tile_surface(orientation(k, 0).index, hex_size)
            surface.blit(tile, tile.get_rect(center=(cx, tiles_y)))
        text(surface, "Σ", small_size(row), MUTED, bold=True, center=(total_x, tiles_y))
        colours = self.session.colours()
        patterns = self.patterns()
        small = small_size(row)
        for q, counts in enumerate(self.stats.patterns):
            cy = self._chart_row_y(area, row, q)
            if q % 2 == 0:
                band = pygame.Rect(area.left, cy - row // 2, area.width, row)
                pygame.draw.rect(surface, shade(CREAM, 0.95), band, border_radius=row // 3)
            icon = elephant_surface(
                colours[q], max(6, int(row * 0.42)), True, patterns[q] if patterns else None
            )
            surface.blit(icon, icon.get_rect(center=(area.left + row * 0.7, cy)))
            for k, n in enumerate(counts):
                cx = round(first + column * (k + 0.5))
                if n:
                    text(surface, str(n), small, INK, bold=True, center=(cx, cy))
                else:
                    pygame.draw.circle(surface, shade(CREAM, 0.78), (cx, cy), max(1.5, row * 0.08))
            total = str(self.stats.tiles(q))
            text(surface, total, small, TERRACOTTA_DARK, bold=True, center=(total_x, cy))

    def stats_line(self, player: int, tiles: bool = False) -> str:
        """Longest single extension and knots (and tiles placed), in a few words. The tiles
        each player placed are counted in the chart."""
        stats = self.stats
        knots, placed = stats.knots[player], stats.tiles(player)
        parts = [
            _("longest extension {n}").format(n=stats.longest[player]),
            n_("{n} knot", "{n} knots", knots).format(n=knots),
        ]
        if tiles:
            parts.append(n_("{n} tile", "{n} tiles", placed).format(n=placed))
        return " · ".join(parts)

    def _draw_picture(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        key = (rect.size, id(self.record.state), self.app.settings.colour_blind)
        if getattr(self, "_picture_key", None) != key:
            from bombay.ui.renderer import board_picture

            self._picture = board_picture(
                self.record.state, self.session.colours(), rect.height, self.patterns()
            )
            self._picture_key = key
        surface.blit(self._picture, self._picture.get_rect(center=rect.center))

    # --- a game for 2-4 -------------------------------------------------------------------

    def _draw_round(self, surface: pygame.Surface) -> None:
        state = self.record.state
        outcome = state.outcome()
        size = self.unit
        names = [seat.name for seat in self.session.seats]
        winners = " & ".join(names[q] for q in outcome.winners)
        tournament = self.session.tournament
        headline = (
            _("{names} share the longest trunk!")
            if len(outcome.winners) > 1
            else _("{names} grows the longest trunk!")
        ).format(names=winners)
        if tournament is not None:
            label = _("Tournament: round {n} of {total}").format(
                n=len(tournament.results), total=tournament.rounds
            )
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
                center=(self.box.centerx, self.box.top + int(size * 1.0)),
            )
        self._headline(surface, headline, self.box.top + int(size * 2.2))
        picture, right = self._columns()
        self._draw_picture(surface, picture)
        self._draw_pattern_chart(surface)
        places = state.places()
        lengths = state.lengths()
        medals = round_medals(lengths)
        order = sorted(range(len(lengths)), key=lambda q: (places[q], q))
        row_h = int(size * (2.0 if tournament is not None else 2.3))
        colours = self.session.colours()
        y = right.top
        for rank, q in enumerate(order):
            row = pygame.Rect(right.left, y + rank * row_h, right.width, row_h - 6)
            won = q in outcome.winners
            if won:
                glow = 0.5 + 0.5 * math.sin(min(self.time, 3.0) * 4)
                pygame.draw.rect(
                    surface, GOLD_LIGHT, row.inflate(int(6 * glow), int(6 * glow)), border_radius=12
                )
            pygame.draw.rect(surface, (250, 240, 220), row, border_radius=10)
            text(
                surface,
                _("{n}.").format(n=places[q]),
                size,
                INK,
                bold=True,
                midleft=(row.left + size * 0.5, row.centery),
            )
            patterns = self.patterns()
            icon = elephant_surface(
                colours[q], max(8, int(row.height * 0.45)), True, patterns[q] if patterns else None
            )
            surface.blit(icon, icon.get_rect(center=(row.left + size * 2.6, row.centery)))
            text(
                surface,
                names[q],
                size,
                INK,
                bold=won,
                midleft=(row.left + size * 3.9, row.centery - int(size * 0.3)),
            )
            number_w = font(int(size * 1.2), True).size(str(lengths[q]))[0]
            room = int(row.right - size * 3.7 - number_w - (row.left + size * 3.9))
            line = self.stats_line(q)
            text(
                surface,
                line,
                fitted(line, int(size * 0.55), room),
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
            if medals[q] is not None:
                draw_medal(
                    surface,
                    medals[q],
                    (row.right - size * 1.5, row.centery + size * 0.25),
                    size * 0.55,
                )
        y += len(order) * row_h
        if tournament is not None:
            self._draw_medal_table(
                surface,
                pygame.Rect(right.left, y + size // 3, right.width, right.bottom - y - size // 3),
            )
        else:
            text(
                surface,
                _("trunk length = segments + 1 for the end piece"),
                int(size * 0.7),
                MUTED,
                center=(right.centerx, y + size),
            )

    def _draw_medal_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        tournament = self.session.tournament
        size = int(self.unit * 0.8)
        names = [seat.name for seat in self.session.seats]
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
                fitted(message, int(size * 0.9), area.width - size, bold=True),
                TERRACOTTA_DARK,
                bold=True,
                center=(area.centerx, area.bottom - footer // 2),
            )
        else:
            rule = _("Most golds wins; then silvers, then bronzes.")
            text(
                surface,
                rule,
                fitted(rule, int(size * 0.85), area.width - size),
                MUTED,
                center=(area.centerx, area.bottom - footer // 2),
            )

    # --- solo -----------------------------------------------------------------------------

    def _draw_solo(self, surface: pygame.Surface) -> None:
        state = self.record.state
        score = solo_score(state.core())
        size = self.unit
        best = self.rank == 1
        self._headline(
            surface,
            _("A new best score: {n}!").format(n=score.score)
            if best
            else _("Solo score: {n}").format(n=score.score),
            self.box.top + int(size * 1.8),
        )
        picture, right = self._columns()
        self._draw_picture(surface, picture)
        self._draw_pattern_chart(surface)
        y = right.top + size // 2
        lines = [
            (_("Trunk length, with its end piece"), f"{score.length}", INK),
            (_("Empty cells"), f"− {score.empty_cells}", BAD),
            (_("Unused segments on placed tiles"), f"− {score.unused_segments}", BAD),
        ]
        small = int(size * 0.8)
        for label, value, colour in lines:
            room = right.width - size * 1.5 - font(size, True).size(value)[0]
            fit = fitted(label, small, room)
            text(surface, label, fit, INK, midleft=(right.left + size // 2, y))
            text(surface, value, size, colour, bold=True, midright=(right.right - size // 2, y))
            y += int(size * 1.4)
        pygame.draw.line(
            surface, GOLD, (right.left, y - size * 0.6), (right.right, y - size * 0.6), 2
        )
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
        line = self.stats_line(0, tiles=True)
        text(
            surface,
            line,
            fitted(line, int(size * 0.65), right.width - size),
            MUTED,
            midleft=(right.left + size // 2, y + int(size * 1.35)),
        )
        y += int(size * 0.9)
        # the high-score table
        table = self.high_scores or HighScores()
        area = pygame.Rect(
            right.left, y + int(size * 1.4), right.width, right.bottom - y - int(size * 1.4)
        )
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
        yy = area.top + int(size * 1.6) + row_h // 2
        half = (rows + 1) // 2 if row_h < size else rows
        col_w = area.width // (2 if half < rows else 1)
        for i, value in enumerate(table.scores):
            col, r = divmod(i, half)
            left = area.left + col * col_w
            cy = yy + r * row_h
            mine = self.rank == i + 1
            if mine:
                band = pygame.Rect(left + 8, cy - row_h // 2 + 1, col_w - 16, row_h - 2)
                pygame.draw.rect(surface, GOLD_LIGHT, band, border_radius=6)
                text(
                    surface,
                    _("this game"),
                    int(size * 0.65),
                    GOOD,
                    bold=True,
                    center=(left + col_w // 2, cy),
                )
            text(surface, f"{i + 1}.", int(size * 0.75), MUTED, midleft=(left + size, cy))
            text(
                surface,
                str(value),
                int(size * 0.8),
                INK,
                bold=mine,
                midright=(left + col_w - size, cy),
            )
        note = None
        if self.table_problem:
            note = self.table_problem
        elif not self.saved:
            note = _("The table could not be saved on this computer.")
        elif self.rank is None:
            note = _("Not in the best {n} this time.").format(n=table.size)
        if note:
            text(
                surface,
                ellipsize(note, int(size * 0.65), area.width - size),
                int(size * 0.65),
                MUTED,
                center=(area.centerx, area.bottom - int(size * 0.6)),
            )

    def tooltip_at(self, pos) -> str | None:
        tip = super().tooltip_at(pos)  # the buttons and the practice badge
        if tip:
            return tip
        area, row, column = self._chart_layout()
        if not area.collidepoint(pos):
            return None
        for q in range(len(self.session.seats)):
            if abs(pos[1] - self._chart_row_y(area, row, q)) <= row // 2:
                counts = pattern_counts_text(self.stats, q)
                return _("{name}: {counts}").format(
                    name=self.session.seats[q].name, counts=counts or "–"
                )
        k = int((pos[0] - area.left - row * 1.4) // column)
        if 0 <= k < len(PATTERNS) and abs(pos[1] - self._chart_tiles_y(area, row)) <= row:
            return _("Tile {name} ({segments})").format(
                name=PATTERNS[k].name, segments=PATTERNS[k].text
            )
        return None


__all__ = ["MEDALS", "ResultsScene", "draw_medal", "medal_name"]
