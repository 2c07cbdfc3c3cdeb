"""The review of a finished game, over its results: while it is worked out a progress bar and
a Cancel (the window keeps drawing); then what decided the game in one line (about the person
who asked, where the table knows who that is), each player's figures that add up (expected at
the start + luck + decisions = the result; no luck column in a game where chance decided
nothing), their marks and costliest decision, and the chart of their expected result over the
game (a turn's tooltip tells its moves, what they cost and the luck; a click opens the replay
there); Replay with marks opens the replay with each decision's mark and the better moves."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from common.core.errors import RecordError
from common.core.finished import keep_finished
from common.core.i18n import _, language, n_
from common.core.practice import position_key, read_book
from common.core.record import GameRecord
from common.core.review import GameReview, StepReview
from common.core.turns import turn_numbers
from common.ui import review_words as words
from common.ui.draw import ellipsize, fitting_size, panel, text, text_block, veil
from common.ui.game_log import GameLog
from common.ui.layout import centred_card
from common.ui.move_list import Move, record_moves
from common.ui.results import draw_player_row
from common.ui.review_chart import StandingChart
from common.ui.review_job import KEPT, ReviewJob, keep_practice
from common.ui.scene import Scene
from common.ui.theme import BAD, CREAM, GOLD, GOOD, INK, MUTED, TERRACOTTA_DARK, Colour
from common.ui.widgets import Button, WidgetGroup


class ReviewScene(Scene):
    """`names` are the seats', `colours` each seat's colours (its first the main one);
    `chance` says what chance is in the game (review_words.DICE, DICE_AND_DRAWS, LUCK or
    FIRST); `on_replay(review, at)` opens the replay with the review's marks at position `at`;
    `log` tells the moves in the chart's tooltip; `person`: the seat of the one who asked
    (the headline is about them), None where the table cannot tell."""

    modal = True

    def __init__(
        self,
        app,
        record: GameRecord,
        names: Sequence[str],
        colours: Sequence[Sequence[Colour]],
        chance: str,
        on_replay: Callable[[GameReview, int], None],
        log: GameLog[Any],
        person: int | None = None,
    ) -> None:
        self.record = record
        self.person = person
        self.names = list(names)
        self.colours = [list(seat) for seat in colours]
        self.log = log
        self.on_replay = on_replay
        self._moves: tuple[str, list[Move]] = ("", [])
        self.chance = chance
        self.job = ReviewJob(record, app.reviews.of(record) if app.reviews else None)
        self.kept = self.job.review is not None  # a review kept with the game: nothing to save
        self.widgets = WidgetGroup()
        self.back = self.widgets.add(Button(_("Back"), self.leave, tooltip=_("Esc")))
        self.cancel = self.widgets.add(
            Button(_("Cancel"), self.leave, tooltip=_("Stop the review (Esc)"))
        )
        self.replay = self.widgets.add(
            Button(
                _("Replay with marks"),
                self._replay_marked,
                primary=True,
                tooltip=_("Step through the game with each decision's mark and better moves"),
            )
        )
        self.practise = self.widgets.add(
            Button("", self.open_practice, tooltip=_("Find a better move where each went wrong"))
        )
        self.practice_keys: set[str] = set()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.chart: StandingChart | None = None
        super().__init__(app)
        self._show_buttons()

    @property
    def review(self) -> GameReview | None:
        return self.job.review

    def _replay_marked(self) -> None:
        """Replay with marks: the replay from the start, with the review's marks."""
        if self.review is not None:
            self.on_replay(self.review, 0)

    def leave(self) -> None:
        self.job.cancel()
        self.app.pop()

    def on_exit(self) -> None:
        self.job.cancel()

    def on_enter(self) -> None:
        """Back from practice: the positions solved there are no longer offered."""
        if self.job.done:
            self._show_buttons()

    def _show_buttons(self) -> None:
        done = self.job.done
        self.cancel.visible = not done
        self.back.visible = done
        self.replay.visible = self.review is not None
        self.practice_keys = self._practice_keys() if self.review is not None else set()
        count = len(self.practice_keys)
        self.practise.label = n_(
            "Practise {n} mistake", "Practise these {n} mistakes", count
        ).format(n=count)
        self.practise.visible = count > 0

    def _practice_keys(self) -> set[str]:
        """This game's positions still on the practice list (its people's mistakes)."""
        assert self.review is not None
        mine = {position_key(self.record, s.index) for s in self.review.mistakes()}
        return mine & {p.key for p in read_book().positions}

    def open_practice(self) -> None:
        from common.ui.practice_scene import open_practice_list

        open_practice_list(self.app, self.practice_keys)

    def update(self, dt: float) -> bool:
        if self.job.done and self.cancel.visible:
            self._keep()
            self._show_buttons()
            self.layout(self.size)
            self.app.dirty = True
        self.app.dirty = self.app.dirty or not self.job.done
        return not self.job.done

    def _keep(self) -> None:
        """The review goes into the game's file, so the next look is instant (a game that
        cannot be written keeps it for as long as the window is open)."""
        if self.review is None or self.kept:
            return
        self.record.meta[KEPT] = self.review.to_json()
        self.kept = True
        with contextlib.suppress(OSError, RecordError):
            keep_finished(self.record)
        if self.person is not None:
            keep_practice(self.record, self.review, [self.person])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        # a small card while the review is worked out, the whole of the window's room after
        largest = (1240, 900) if self.review is not None else (820, 380)
        self.box = centred_card(size, largest, (50, 40))
        h = max(38, size[1] // 17)
        third = (self.box.width - 100) // 3
        bottom = self.box.bottom - 20
        self.back.rect = pygame.Rect(self.box.left + 30, bottom - h, third, h)
        self.cancel.rect = pygame.Rect(0, bottom - h, third, h)
        self.cancel.rect.centerx = self.box.centerx
        self.practise.rect = self.cancel.rect.copy()
        self.replay.rect = pygame.Rect(0, bottom - h, third, h)
        self.replay.rect.right = self.box.right - 30
        self.chart = None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if event.type == pygame.MOUSEMOTION and self.chart is not None:
            self.app.dirty = True
        step = self._step_at(event.pos) if event.type == pygame.MOUSEBUTTONDOWN else None
        if step is not None and event.button == 1 and self.review is not None:
            self.on_replay(self.review, self.replay_at(step.turn))
            return
        self.widgets.handle(event)

    def _step_at(self, pos: tuple[int, int]) -> StepReview | None:
        return self.chart.step_at(pos) if self.chart is not None and self.review else None

    def replay_at(self, turn: int) -> int:
        """Where the replay opens for a turn of the chart: before its costliest decision, with
        the better move shown, where one cost anything; else after the turn's last move."""
        steps = [s for s in self.review.steps if s.turn == turn] if self.review else []
        costly = max(steps, key=lambda s: s.cost, default=None)
        if costly is not None and costly.cost > 0 and costly.is_decision:
            return costly.index
        return steps[-1].index + 1 if steps else 0

    def told(self, turn: int) -> list[str]:
        """The turn's moves as the game's log tells them (told again when the language
        changes)."""
        if self._moves[0] != language():
            turns = turn_numbers(self.record.steps[: self.record.cursor])
            self._moves = (language(), record_moves(self.log, self.record, self.names, turns))
        return [move.words for move in self._moves[1] if move.turn == turn and move.index]

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface)
        panel(surface, self.box, CREAM, GOLD, radius=20)
        size = max(14, min(self.box.height // 30, self.box.width // 52))
        title = _("Review of the game")
        text(
            surface,
            title,
            fitting_size(title, int(size * 1.5), self.box.width - 60, bold=True),
            TERRACOTTA_DARK,
            bold=True,
            center=(self.box.centerx, self.box.top + int(size * 1.6)),
        )
        if self.review is None:
            self._draw_progress(surface, size)
        else:
            self._draw_review(surface, self.review, size)
        self.widgets.draw(surface)

    def _draw_progress(self, surface: pygame.Surface, size: int) -> None:
        box = self.box
        message = (
            _("The review could not be worked out: {why}").format(why=self.job.error)
            if self.job.error
            else words.progress_words(self.chance)
        )
        area = pygame.Rect(box.left + 40, box.top + size * 3, box.width - 80, size * 3)
        text_block(surface, message, size, area, BAD if self.job.error else INK, align="center")
        if self.job.error:
            return
        bar = pygame.Rect(box.left + 60, area.bottom + size, box.width - 120, size * 2)
        pygame.draw.rect(surface, (236, 224, 200), bar, border_radius=bar.height // 2)
        done = bar.copy()
        done.width = max(bar.height, round(bar.width * self.job.fraction))
        pygame.draw.rect(surface, GOLD, done, border_radius=bar.height // 2)
        pygame.draw.rect(surface, MUTED, bar, 2, border_radius=bar.height // 2)
        percent = f"{round(self.job.fraction * 100)} %"
        text(surface, percent, size, INK, bold=True, center=bar.center)

    def _draw_review(self, surface: pygame.Surface, review: GameReview, size: int) -> None:
        box = self.box
        y = box.top + int(size * 3)
        line = words.verdict(review, self.names, self.chance, self.person)
        y += text_block(
            surface,
            line,
            size,
            pygame.Rect(box.left + 40, y, box.width - 80, size * 4),
            INK,
            align="center",
        )
        y += size // 2
        y = self._draw_rows(surface, review, size, y)
        note = words.thresholds_words(review)
        note_size = max(12, size * 3 // 4)
        note_rect = pygame.Rect(box.left + 40, 0, box.width - 80, note_size * 3)
        note_rect.bottom = self.back.rect.top - size // 2
        text_block(surface, note, note_size, note_rect, MUTED, align="center")
        chart_rect = pygame.Rect(box.left + 30, y + size // 2, box.width - 60, 0)
        chart_rect.height = note_rect.top - chart_rect.top - size // 2
        if chart_rect.height > size * 6:
            if self.chart is None or self.chart.rect != chart_rect:
                chart_size = max(12, size * 4 // 5)
                self.chart = StandingChart(review, chart_rect, chart_size, self.chance)
            self.chart.draw(surface, self.colours)

    def _draw_rows(self, surface: pygame.Surface, review: GameReview, size: int, y: int) -> int:
        """One band a player: name, luck, what their decisions lost, their marks."""
        box = self.box
        row_h = int(size * 2.6)
        small = max(12, size * 3 // 4)
        # a game where chance decided nothing has no luck column
        chance = any(abs(luck) >= words.SHOWN_ZERO / 5 for s in review.steps for luck in s.luck)
        titles = [_("expected at the start"), _("decisions"), _("result"), _("worst")]
        if chance:
            titles.insert(1, words.chance_title(self.chance))
        columns = [0.9 - 0.13 * (len(titles) - 1 - i) for i in range(len(titles))]
        for title, fx in zip(titles, columns, strict=True):
            shown = fitting_size(title, small, int(box.width * 0.125), bold=True)
            text(surface, title, shown, MUTED, bold=True, center=(box.left + box.width * fx, y))
        y += small
        for seat in range(review.seats):
            row = pygame.Rect(box.left + 30, y, box.width - 60, row_h - 6)
            draw_player_row(surface, row, False, 0.0)
            wide = size * (1 + len(self.colours[seat])) // 2  # wider for two colours
            swatch = pygame.Rect(row.left + 10, row.top + 8, wide, row.height - 16)
            self._draw_swatch(surface, swatch, self.colours[seat])
            name_x = swatch.right + size // 2
            room = int(box.left + box.width * (columns[0] - 0.08)) - name_x
            name = ellipsize(self.names[seat], size, room, bold=True)
            text(surface, name, size, INK, bold=True, midleft=(name_x, row.centery - size // 2))
            marks = ellipsize(words.marks_line(review, seat), small, room)
            text(surface, marks, small, MUTED, midleft=(name_x, row.centery + size // 2))
            start, luck, decided, final = words.balance(review, seat)
            worst = review.worst(seat)
            cells = [
                (start, INK),
                (decided, BAD if decided.startswith("-") else GOOD),
                (final, INK),
                (
                    _("turn {n} ({lost})").format(
                        n=worst.turn, lost=words.figure(-worst.cost, signed=True)
                    )
                    if worst and worst.cost >= words.SHOWN_ZERO
                    else "—",
                    MUTED,
                ),
            ]
            if chance:
                cells.insert(1, (luck, BAD if luck.startswith("-") else GOOD))
            for (words_shown, colour), fx in zip(cells, columns, strict=True):
                x = box.left + box.width * fx
                fitted = fitting_size(words_shown, size, int(box.width * 0.125))
                text(surface, words_shown, fitted, colour, bold=True, center=(x, row.centery))
            y += row_h
        return y

    @staticmethod
    def _draw_swatch(surface: pygame.Surface, swatch: pygame.Rect, colours: list[Colour]) -> None:
        """A seat's colours side by side (two for a player of two colours)."""
        part = swatch.width // len(colours)
        for i, colour in enumerate(colours):
            piece = pygame.Rect(swatch.left + i * part, swatch.top, part, swatch.height)
            if i == len(colours) - 1:
                piece.width = swatch.right - piece.left
            pygame.draw.rect(surface, colour, piece, border_radius=4)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        step = self._step_at(pos)
        if step is not None and self.review is not None:
            about = words.turn_words(self.review, step.turn, self.names, self.told(step.turn))
            return about + "\n" + _("Click to open the replay here.")
        return self.widgets.tooltip_at(pos)
