"""The end of a game of Bombay Bazar: the card, the final board and the tiles-per-pattern chart,
laid out once; what fills the right column is a leaf module's (round_results for 2-4 players,
with the medal table in a tournament; solo_results for the solo game)."""

from __future__ import annotations

import pygame

from bombay.rules.state import BombayState
from bombay.rules.tournament import HighScores
from bombay.ui.pattern_chart import PatternChart, chart_height
from bombay.ui.round_results import draw_round_results
from bombay.ui.session import BombaySession
from bombay.ui.solo_results import draw_solo_results
from bombay.ui.story import bombay_log, statistics
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.core.review import GameReview
from common.ui.draw import fitting_size, panel, text
from common.ui.results import ResultsCard, place_buttons, the_person
from common.ui.review_scene import ReviewScene
from common.ui.review_words import FIRST, LUCK
from common.ui.theme import CREAM, GOLD, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup


class ResultsScene(ResultsCard):
    card_size = (1240, 860)  # the board and the scores grow with a large window

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
        self.new_best = rank == 1  # a game opened again from Load is no new best, even if best
        self.saved = saved
        self.table_problem = table_problem  # the earlier table could not be read: why
        self.widgets = WidgetGroup()
        tournament = session.tournament
        if tournament is not None and not tournament.finished:
            label, tip = (
                _("Next round"),
                _("Round {n} of {total}").format(
                    n=len(tournament.results) + 1, total=tournament.rounds
                ),
            )
        elif tournament is not None:
            label, tip = _("New tournament"), _("The same table, medals from zero")
        else:
            label, tip = _("Play again"), _("The same table, a new game")
        self.again = self.widgets.add(Button(label, on_again, primary=True, tooltip=tip))
        leave_tip = _("Esc")
        if tournament is not None and not tournament.finished:
            leave_tip = _("The tournament is kept: resume it from the title (Esc)")
        self.title = self.widgets.add(Button(_("Back to title"), on_title, tooltip=leave_tip))
        self.add_replay_and_review(_("Was it luck or the decisions? Every move looked at again"))
        self.time = 0.0
        self.cheered = False
        self.stats = statistics(record)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.picture = self.right = pygame.Rect(0, 0, 0, 0)
        self.chart = PatternChart(pygame.Rect(0, 0, 0, 0), 1)
        super().__init__(app)

    def open_replay(self, review: GameReview | None = None, at: int = 0) -> None:
        from bombay.ui.replay_scene import BombayReplay

        BombayReplay.open_over(self.app, self.record, self.session, review, at)

    def open_review(self) -> None:
        colours = [[colour] for colour in self.session.colours()]
        chance = LUCK if self.session.solo else FIRST  # the draw for who goes first
        person = the_person(self.session.seats)
        review = ReviewScene(
            self.app,
            self.record,
            self.names(),
            colours,
            chance,
            self.open_replay,
            bombay_log(),
            person,
        )
        self.app.push(review)

    def patterns(self) -> list[int] | None:
        return self.session.patterns(self.app.settings.colour_blind)

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

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

    def layout(self, size: tuple[int, int]) -> None:
        """The final board on the left, the scores on the right, and the chart: under the board
        when the right column is full (a tournament's medal table, the solo high scores), else
        in the room under the scores."""
        super().layout(size)
        buttons = (self.title, self.replay, self.review_button, self.practice_button, self.again)
        place_buttons(self.box, buttons, self.title.rect.top, self.title.rect.height)
        unit, players = self.unit, len(self.session.seats)
        top = self.box.top + int(unit * 3.3)
        bottom = self.again.rect.top - unit // 2
        width = int(self.box.width * 0.42)
        under_picture = self.session.solo or self.session.tournament is not None
        row = max(15, int(unit * 0.8))
        below = chart_height(row, players) if under_picture else 0
        side = min(bottom - top - below, width)
        self.picture = pygame.Rect(
            self.box.left + 30, top + (bottom - top - side - below) // 2, side, side
        )
        self.picture.centerx = self.box.left + 30 + width // 2
        self.right = pygame.Rect(
            self.box.left + 60 + width, top, self.box.width - 90 - width, bottom - top
        )
        if under_picture:
            left = self.picture.centerx - width // 2
            self.chart = PatternChart.fit(left, self.picture.bottom, width, row, players)
        else:
            # under the scores and the two notes (trunk length, knots)
            chart_top = self.right.top + int(unit * 2.3) * players + unit * 3
            room = self.right.bottom - chart_top
            row = max(12, min(int(unit * 0.95), int(room / (2.4 + players))))
            self.chart = PatternChart.fit(
                self.right.left, chart_top, self.right.width, row, players
            )

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        panel(surface, self.box, CREAM, GOLD, radius=20)
        self._draw_picture(surface)
        self.chart.draw(surface, self.stats, self.session.colours(), self.patterns())
        if self.session.solo:
            draw_solo_results(self, surface)
        else:
            draw_round_results(self, surface)
        self.draw_practice_mark(surface)
        self.widgets.draw(surface)

    def headline(self, surface: pygame.Surface, message: str, y: int) -> None:
        """The card's headline, smaller where a long name would run past the card."""
        size = fitting_size(message, int(self.unit * 1.5), self.box.width - 60, bold=True)
        text(surface, message, size, TERRACOTTA_DARK, bold=True, center=(self.box.centerx, y))

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

    def _draw_picture(self, surface: pygame.Surface) -> None:
        rect = self.picture
        key = (rect.size, id(self.record.state), self.app.settings.colour_blind)
        if getattr(self, "_picture_key", None) != key:
            from bombay.ui.renderer import board_picture

            state = BombayState.of(self.record.state)
            self._picture = board_picture(
                state, self.session.colours(), rect.height, self.patterns()
            )
            self._picture_key = key
        self.picture_rect = self._picture.get_rect(center=rect.center)
        surface.blit(self._picture, self.picture_rect)

    def handle(self, event: pygame.event.Event) -> None:
        """A click on the final board enlarges it; the rest as on every results card."""
        picture = getattr(self, "picture_rect", None)
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and picture is not None and picture.collidepoint(event.pos):
            from bombay.ui.board_zoom import BoardZoom

            state = BombayState.of(self.record.state)
            self.app.push(BoardZoom(self.app, state, self.session.colours(), self.patterns()))
            return
        super().handle(event)

    def tooltip_at(self, pos) -> str | None:
        # the buttons and the practice badge, the board, then the chart
        tip = super().tooltip_at(pos)
        picture = getattr(self, "picture_rect", None)
        if not tip and picture is not None and picture.collidepoint(pos):
            tip = _("Click to see the board larger")
        return tip or self.chart.tooltip_at(pos, self.stats, self.names())
