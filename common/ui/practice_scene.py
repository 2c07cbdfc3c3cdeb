"""The Practice screen (issue 53): the positions of the player's own reviewed games where their
move was a mistake or a blunder, newest first across both games, with how many are solved.
Start (or a click on a row) sits the player at each in turn on the real table (the game's
`<game>.ui.practice.open_practice`); a solved one leaves the list. What could not be read is
said on the card and the rest of the list is there. From a finished game's review, only that
game's positions (`only`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pygame

from common.core.i18n import _, n_
from common.core.practice import Book, Position, read_book
from common.core.review import BLUNDER
from common.core.save_meta import game_title, when
from common.ui.draw import ellipsize, panel, text, text_block, vertical_gradient
from common.ui.layout import centred_card
from common.ui.practice_table import Drill, in_place_of_top
from common.ui.review_words import figure, figure_in
from common.ui.scene import Scene
from common.ui.theme import BAD, CREAM, GOLD, INDIGO_DARK, INK, MUTED, SAND, TERRACOTTA_DARK
from common.ui.widgets import Button, WidgetGroup

ROW_FILL = (250, 240, 220)


def row_words(position: Position) -> str:
    """A position as its row tells it: when, which game, the turn, what the move cost."""
    step = position.step
    mark = _("a blunder") if step.mark == BLUNDER else _("a mistake")
    return _("{when} · {game} · turn {turn}: {mark} ({lost})").format(
        when=when(position.when),
        game=game_title(position.game),
        turn=step.turn,
        mark=mark,
        lost=figure_in(position.unit, figure(-step.cost, signed=True)),
    )


def progress_words(book: Book) -> str:
    if not book.total:
        return _(
            "No positions yet. The mistakes and blunders of your reviewed games come here: "
            "a game's review is worked out while you play it."
        )
    left = n_("{n} position to practise", "{n} positions to practise", len(book.positions))
    return (
        left.format(n=len(book.positions))
        + " · "
        + _("solved {done} of {total}").format(done=book.solved, total=book.total)
    )


class PracticeScene(Scene):
    """`back` leaves the screen (the one beneath comes back); `only`: the keys of the
    positions to show (one game's), None for all."""

    def __init__(self, app, back: Callable[[], None], only: set[str] | None = None) -> None:
        self.back = back
        self.only = only
        self.book = self._read()
        self.widgets = WidgetGroup()
        self.back_button = self.widgets.add(Button(_("Back"), back, tooltip=_("Esc")))
        self.start_button = self.widgets.add(
            Button(
                _("Start"),
                lambda: self.start(0),
                primary=True,
                tooltip=_("Each position in turn, newest first"),
            )
        )
        self.rows: list[pygame.Rect] = []
        self.first = 0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.background: pygame.Surface | None = None
        super().__init__(app)

    def _read(self) -> Book:
        book = read_book()
        if self.only is not None:
            shown = [p for p in book.positions if p.key in self.only]
            solved = len(self.only) - len(shown)
            book = Book(shown, solved, book.problems)
        return book

    def start(self, at: int) -> None:
        """Sit down at the positions from row `at` on."""
        if not self.book.positions:
            return
        drill = Drill(
            self.book.positions[at:],
            self.book.solved,
            self.book.total,
            leave=self.come_back,
            show=self.show,
        )
        self.show(drill)

    def show(self, drill: Drill) -> None:
        module = importlib.import_module(f"{drill.position.game}.ui.practice")
        module.open_practice(self.app, drill)

    def come_back(self) -> None:
        """From a position's table to the list, read again (solved ones gone)."""
        in_place_of_top(self.app, PracticeScene(self.app, self.back, self.only))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.background = vertical_gradient(size, INDIGO_DARK, TERRACOTTA_DARK)
        self.box = centred_card(size, (980, 760), (40, 40))
        row_h = max(34, size[1] // 18)
        button_h = max(38, size[1] // 17)
        top = self.box.top + row_h * 3 + len(self.book.problems[:3]) * row_h * 2 // 3
        room = self.box.bottom - 30 - button_h - top
        count = max(1, room // row_h)
        self.rows = [
            pygame.Rect(self.box.left + 30, top + i * row_h, self.box.width - 60, row_h - 6)
            for i in range(count)
        ]
        third = (self.box.width - 100) // 3
        self.back_button.rect = pygame.Rect(
            self.box.left + 30, self.box.bottom - 20 - button_h, third, button_h
        )
        self.start_button.rect = pygame.Rect(0, self.back_button.rect.top, third, button_h)
        self.start_button.rect.right = self.box.right - 30
        self.start_button.visible = bool(self.book.positions)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.MOUSEWHEEL:
            most = max(0, len(self.book.positions) - len(self.rows))
            self.first = max(0, min(most, self.first - event.y))
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, row in enumerate(self.rows):
                if row.collidepoint(event.pos) and self.first + i < len(self.book.positions):
                    self.start(self.first + i)
                    return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.background is not None:
            surface.blit(self.background, (0, 0))
        box = self.box
        panel(surface, box, CREAM, GOLD, radius=20)
        row_h = self.rows[0].height + 6 if self.rows else 34
        size = max(14, row_h * 2 // 5)
        title = _("Practice from your mistakes")
        text(
            surface,
            title,
            int(size * 1.5),
            TERRACOTTA_DARK,
            bold=True,
            center=(box.centerx, box.top + row_h),
        )
        told = pygame.Rect(box.left + 40, box.top + row_h * 3 // 2, box.width - 80, row_h * 3 // 2)
        text_block(surface, progress_words(self.book), size, told, INK, align="center")
        y = told.bottom
        for problem in self.book.problems[:3]:
            area = pygame.Rect(box.left + 40, y, box.width - 80, row_h * 2 // 3)
            text_block(surface, problem, max(12, size * 3 // 4), area, BAD, align="center")
            y += row_h * 2 // 3
        shown = self.book.positions[self.first : self.first + len(self.rows)]
        for row, position in zip(self.rows, shown, strict=False):
            pygame.draw.rect(surface, ROW_FILL, row, border_radius=10)
            words = ellipsize(row_words(position), size, row.width - size * 2)
            colour = BAD if position.step.mark == BLUNDER else INK
            text(surface, words, size, colour, midleft=(row.left + size, row.centery))
        if not self.book.positions and self.rows:
            pygame.draw.rect(surface, SAND, self.rows[0], border_radius=10)
            note = _("Nothing to practise here.")
            text(surface, note, size, MUTED, center=self.rows[0].center)
        self.widgets.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for i, row in enumerate(self.rows):
            if row.collidepoint(pos) and self.first + i < len(self.book.positions):
                return _("Click to practise this position")
        return self.widgets.tooltip_at(pos)


def open_practice_list(app, only: set[str] | None = None) -> None:
    """The Practice screen over whatever is on screen; Back comes back to it."""
    app.push(PracticeScene(app, app.pop, only))
