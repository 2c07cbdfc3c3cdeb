"""The end of a game of Marrakech: scores with their breakdown, the winner, what next."""

from __future__ import annotations

import math
import random

import pygame

from common.core.api import Outcome
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.review import GameReview
from common.ui.draw import ellipsize, panel, text, text_block
from common.ui.results import ResultsCard, draw_player_row, place_buttons, the_person
from common.ui.review_scene import ReviewScene
from common.ui.review_words import DICE, DICE_AND_DRAWS
from common.ui.theme import BAD, CREAM, GOLD, GOLD_LIGHT, INK, MUTED, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup, fitting_size
from marrakech.rules.events import LAST_STANDING, ON_DIRHAMS, SHARED, game_over
from marrakech.rules.state import MarrakechState
from marrakech.ui.art import coin_surface, rug_surface
from marrakech.ui.layout import BoardLayout
from marrakech.ui.renderer import BoardView, draw_board
from marrakech.ui.rug_layers import laid_carpets
from marrakech.ui.session import MarrakechSession
from marrakech.ui.story import marrakech_log, statistics

CELEBRATION_SECONDS = 4.0


def tie_break_note(record: GameRecord, session: MarrakechSession) -> str:
    """How the winner was found, as the rules tell it, when it was not by score alone."""
    over = game_over(MarrakechState.of(record.state))
    names = [session.seats[s].name for s in over.winners]
    if over.tie_break == LAST_STANDING:
        return _("Everyone else ran out of dirhams: {name} is the last merchant standing.").format(
            name=names[0]
        )
    if over.tie_break == ON_DIRHAMS:
        return _("Scores were level at {score}; {name} wins on dirhams.").format(
            score=over.best, name=names[0]
        )
    if over.tie_break == SHARED:
        return _("Level on score and on dirhams: {names} share the win.").format(
            names=", ".join(names)
        )
    return ""


CARD_MIN_WIDTH = 800  # the scores' rows still stand at a readable size
MARKET_MIN_SIDE = 300


def finishing_places(
    order: list[int], scores: tuple[int | None, ...], dirhams: tuple[int, ...]
) -> dict[int, str]:
    """Each seat's place as the results say it ("1.", "2.", "3=" for a full tie with another
    seat on score and dirhams); a player out has none."""
    key = {s: (scores[s], dirhams[s]) for s in order}
    places: dict[int, str] = {}
    for rank, seat in enumerate(order):
        if scores[seat] is None:
            places[seat] = "–"
            continue
        first = next(r for r, other in enumerate(order) if key[other] == key[seat])
        shared = sum(key[other] == key[seat] for other in order) > 1
        places[seat] = f"{first + 1}=" if shared else f"{rank + 1}."
    return places


def split_by_dirhams(scores: tuple[int | None, ...]) -> bool:
    """Two players have the same score (their order then comes from their dirhams)."""
    known = [s for s in scores if s is not None]
    return len(known) != len(set(known))


class ResultsScene(ResultsCard):
    def __init__(self, app, record: GameRecord, session: MarrakechSession, on_again, on_title):
        self.record = record
        self.session = session
        self.stats = statistics(record)
        self.widgets = WidgetGroup()
        self.again = self.widgets.add(
            Button(
                _("Play again"),
                on_again,
                primary=True,
                tooltip=_("The same table, a new game"),
            )
        )
        self.title = self.widgets.add(Button(_("Back to title"), on_title, tooltip=_("Esc")))
        self.add_replay_and_review(
            _("Was it the dice or the decisions? Every move looked at again")
        )
        self.time = 0.0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.market_rect = pygame.Rect(0, 0, 0, 0)  # the final market, click to enlarge
        self.beside = False
        self.enlarged = False
        super().__init__(app)

    def open_replay(self, review: GameReview | None = None, at: int = 0) -> None:
        from marrakech.ui.replay_scene import MarrakechReplay

        MarrakechReplay.open_over(self.app, self.record, self.session, review, at)

    def open_review(self) -> None:
        players = self.session.setup.players
        chance = DICE_AND_DRAWS if players == 2 else DICE
        names = [seat.name for seat in self.session.seats]
        shown = self.session.display_colours()
        colours = [[shown[c] for c in self.session.setup.colours_of(s)] for s in range(players)]
        person = the_person(self.session.seats)
        scene = ReviewScene(
            self.app,
            self.record,
            names,
            colours,
            chance,
            self.open_replay,
            marrakech_log(),
            person,
        )
        self.app.push(scene)

    def on_enter(self) -> None:
        if self.time == 0:
            self.app.sounds.play("win")

    def update(self, dt: float) -> bool:
        self.time += dt
        return self.time < CELEBRATION_SECONDS  # then the screen rests

    def outcome(self) -> Outcome:
        """The finished game's outcome (the results show only a finished game)."""
        outcome = MarrakechState.of(self.record.state).outcome()
        assert outcome is not None
        return outcome

    def human_won(self) -> bool:
        """Confetti is for a person who won, not for the computer beating them."""
        winners = self.outcome().winners
        return any(not self.session.seats[s].computer for s in winners)

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        """Rug-coloured confetti for a winning person, falling behind the card at first."""
        if self.time >= CELEBRATION_SECONDS or not self.human_won():
            return
        w, h = self.size
        colours = self.session.display_colours()
        winner_colours = [
            colours[c]
            for c in range(len(colours))
            if MarrakechState.of(self.record.state).setup.owner(c) in self.outcome().winners
        ]
        rng = random.Random(7)
        size = max(4, h // 120)
        for i in range(90):
            x0, speed, sway = rng.random() * w, 0.25 + rng.random() * 0.35, rng.random() * 6
            y = (rng.random() * -0.6 + self.time * speed) * h
            if not 0 <= y <= h:
                continue
            x = x0 + math.sin(self.time * 3 + sway) * size * 4
            piece = pygame.Rect(0, 0, size * 2, size)
            piece.center = (int(x), int(y))
            colour = winner_colours[i % len(winner_colours)] if i % 3 else GOLD_LIGHT
            pygame.draw.rect(surface, colour, piece)

    def layout(self, size: tuple[int, int]) -> None:
        """The card, and the final market beside it where the window has room (else in the
        card, under the scores)."""
        super().layout(size)
        w = size[0]
        self.unit = max(18, self.box.height // 22)  # the card's type size
        side = self.box.height
        if w - self.box.width - 90 < side * 0.8:
            # Make room for a market worth looking at beside the card: the card gives up width
            # its rows do not need (down to CARD_MIN_WIDTH); else the market goes into it.
            side = min(self.box.height - 40, 440, w - CARD_MIN_WIDTH - 90)
            if side >= MARKET_MIN_SIDE:
                self.box.width = min(self.box.width, w - side - 90)
                self.box.centerx = w // 2
        buttons = (self.title, self.replay, self.review_button, self.practice_button, self.again)
        place_buttons(self.box, buttons, self.title.rect.top, self.title.rect.height)
        self.beside = w - self.box.width - 90 >= max(side * 0.8, MARKET_MIN_SIDE)
        if self.beside:
            side = min(side, w - self.box.width - 90)
            shift = (side + 30) // 2
            for rect in (self.box, *(button.rect for button in buttons)):
                rect.move_ip(-shift, 0)
            self._fit_height(side, buttons)
            self.market_rect = pygame.Rect(self.box.right + 30, 0, side, side)
            self.market_rect.centery = self.box.centery

    def _fit_height(self, side: int, buttons) -> None:
        """A card beside the market is no taller than its rows need (two players' rows left
        half of it empty), and no shorter than the market beside it."""
        unit, players = self.unit, self.session.setup.players
        note = unit * 3 if tie_break_note(self.record, self.session) else 0
        rows = int(unit * 2.3) * players
        needed = int(unit * 7.2) + note + rows + self.title.rect.height + 22
        height = min(self.box.height, max(needed, side + 40))
        self.box.height, self.box.centery = height, self.size[1] // 2
        for button in buttons:
            button.rect.bottom = self.box.bottom - 22

    def handle(self, event: pygame.event.Event) -> None:
        """A click on the final market enlarges it; any click or key puts it back."""
        if self.enlarged:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.enlarged = False
                self.app.dirty = True
            return
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if click and self.market_rect.collidepoint(event.pos):
            self.enlarged = True
            self.app.dirty = True
            return
        super().handle(event)

    def _draw_market(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        layout = BoardLayout.picture(area)
        laid = laid_carpets(self.record, self.record.cursor)
        board = BoardView(self.session.display_colours(), laid=laid)
        draw_board(surface, layout, MarrakechState.of(self.record.state), board)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        self._draw_confetti(surface)
        if self.beside and not self.enlarged:  # enlarged, it is the only market shown
            self._draw_market(surface, self.market_rect)
        panel(surface, self.box, CREAM, GOLD, radius=20)
        state, outcome = MarrakechState.of(self.record.state), self.outcome()
        size = self.unit
        winners = ", ".join(self.session.seats[s].name for s in outcome.winners)
        headline = (_("{names} win!") if len(outcome.winners) > 1 else _("{names} wins!")).format(
            names=winners
        )
        text(
            surface,
            headline,
            int(size * 1.6),
            TERRACOTTA_DARK,
            bold=True,
            center=(self.box.centerx, self.box.top + size * 2),
        )
        note = tie_break_note(self.record, self.session)
        y = self.box.top + int(size * 3.6)
        if note:
            y += text_block(
                surface,
                note,
                int(size * 0.8),
                pygame.Rect(self.box.left + 40, y, self.box.width - 80, size * 3),
                INK,
                align="center",
            )
        y += size // 2
        order = sorted(
            range(len(outcome.scores)),
            key=lambda s: (outcome.scores[s] is None, -(outcome.scores[s] or 0), -state.dirhams[s]),
        )
        note_y = self.again.rect.top - size
        # Rows fill the card down to the note (two players' rows left a third of it empty),
        # up to half again their height.
        room_below = note_y - size - (y + size)
        row_h = max(int(size * 2.3), min(int(size * 3.4), room_below // len(order)))
        if self.beside:  # what room is left, above and below the rows alike
            y += max(0, room_below - row_h * len(order)) // 3
        rows = pygame.Rect(self.box.left + 30, y, self.box.width - 60, row_h * len(order) + size)
        if not self.beside:  # the final market in the card, beside the scores
            side = min(note_y - size // 2 - y, int(self.box.width * 0.36))
            self.market_rect = pygame.Rect(0, y, side, side)
            self.market_rect.right = rows.right
            rows.width -= side + 20
            if not self.enlarged:
                self._draw_market(surface, self.market_rect)
        self._draw_rows(surface, rows, order, size, row_h)
        text(
            surface,
            _("score = dirhams + visible squares; level scores are split by dirhams")
            if split_by_dirhams(outcome.scores)
            else _("score = dirhams + visible squares"),
            int(size * 0.7),
            MUTED,
            center=(self.box.centerx, note_y),
        )
        self.draw_practice_mark(surface)
        self.widgets.draw(surface)
        if self.enlarged:
            w, h = self.size
            dim = pygame.Surface((w, h), pygame.SRCALPHA)
            dim.fill((0, 0, 0, 150))
            surface.blit(dim, (0, 0))
            side = int(min(w, h) * 0.86)  # the stalls and arcs round it stay in the window
            self._draw_market(surface, pygame.Rect((w - side) // 2, (h - side) // 2, side, side))

    def _draw_rows(
        self, surface: pygame.Surface, rows: pygame.Rect, order: list[int], size: int, row_h: int
    ) -> None:
        """The column titles and one band a player, best first, across `rows`."""
        state, outcome = MarrakechState.of(self.record.state), self.outcome()
        y = rows.top
        size = min(size, rows.width // 26)  # a narrow card (the market beside) sets it smaller
        # The figures' columns from the right edge: score (a star after it), squares, dirhams.
        column = int(size * 3.6)
        score_x = rows.right - int(size * 1.8) - column // 2
        columns = (score_x - 2 * column, score_x - column, score_x)
        for title, x in zip((_("dirhams"), _("squares"), _("score")), columns, strict=True):
            small = fitting_size(title, int(size * 0.7), column - 4, bold=True)
            text(surface, title, small, MUTED, bold=True, center=(x, y))
        y += size
        colours = self.session.display_colours()
        # Every row's line of figures has one size: the largest that fits the longest line.
        name_x = rows.left + (2 if state.setup.players == 2 else 1) * (row_h - 8) + 8
        coin_right = columns[0] - column // 2 + size // 4
        # the coin beside the dirhams where the name has room for it
        lines = [self.stats_line(s) for s in order]
        places = finishing_places(order, outcome.scores, state.dirhams)
        names = [places[s] + " " + self.session.seats[s].name for s in order]
        with_coin = coin_right - int(size * 1.2) - name_x
        coined = all(fitting_size(name, size, with_coin, bold=True) >= size for name in names)
        room = with_coin if coined else coin_right - size // 2 - name_x
        # Every name at one size: the largest at which the longest fits (down to a point).
        smallest = int(size * 0.75)
        name_size = min(fitting_size(n, size, room, bold=True, smallest=smallest) for n in names)
        # The line of figures under the name and the figures: the row's whole width.
        line_room = rows.right - int(size * 1.6) - name_x
        line_size = min(fitting_size(line, int(size * 0.6), line_room) for line in lines)
        for rank, seat in enumerate(order):
            row = pygame.Rect(rows.left, y + rank * row_h, rows.width, row_h - 8)
            won = seat in outcome.winners
            draw_player_row(surface, row, won, self.time)
            for i, c in enumerate(
                c for c in range(state.setup.colours) if state.setup.owner(c) == seat
            ):
                rug = rug_surface(colours[c], 1, row.height - 12)
                surface.blit(rug, (row.left + 8 + i * (row.height - 8), row.top + 6))
            name = ellipsize(names[rank], name_size, room, bold=won)
            top_line = row.top + int(row.height * 0.38)  # the name and the figures
            text(surface, name, name_size, INK, bold=won, midleft=(name_x, top_line))
            text(
                surface,
                self.stats_line(seat),
                line_size,
                MUTED,
                midleft=(name_x, row.top + int(row.height * 0.76)),
            )
            score = outcome.scores[seat]
            if score is None:  # said across the empty figures, in the row's own size
                turn = self.stats.eliminations[seat]
                words = _("out on turn {n}").format(n=turn) if turn else _("out")
                middle = (columns[0] + columns[2]) // 2
                text(surface, words, name_size, BAD, bold=True, center=(middle, top_line))
                continue
            cells = (state.dirhams[seat], state.visible_squares(seat), score)
            for value, x in zip(cells, columns, strict=True):
                bold = x == score_x
                text(surface, str(value), size, INK, bold=bold, center=(x, top_line))
            if coined:
                coin = coin_surface(int(size * 0.9))
                surface.blit(coin, coin.get_rect(midright=(coin_right, top_line)))
            if won:
                text(surface, "★", size, GOLD, bold=True, midright=(row.right - 12, top_line))

    def stats_line(self, seat: int) -> str:
        """Tribute paid and received and the largest region (when a player went out is said
        in the row's figures, so every row's line is as long and as large)."""
        stats = self.stats
        parts = [
            _("paid {n}").format(n=stats.paid[seat]),
            _("received {n}").format(n=stats.received[seat]),
            _("largest region {n}").format(n=stats.largest_region[seat]),
        ]
        return " · ".join(parts)
