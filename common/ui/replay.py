"""The replay of a finished game, move by move, forwards and backwards: the buttons (first,
back, forward, last, close), the keys (←/→ a step, ↑/↓ a move of the list, Home/End, Esc) and
the game record beside the board (common.ui.move_list) both games share. A game subclasses
ReplayScene with its game log (`make_log`), says its table's layout (`make_layout`, whose
`log` holds the moves) and where the buttons go (`button_bar`), and draws the shown position
in `draw_position`, calling `draw_moves` there. The replay only reads the record's states: it
never plays, undoes or saves anything."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from common.core.errors import NotationError
from common.core.i18n import _, language, n_
from common.core.record import GameRecord
from common.core.review import GameReview, StepReview
from common.core.turns import turn_numbers
from common.ui import review_words
from common.ui.draw import fitting_size, panel, text, wrap
from common.ui.game_log import GameLog
from common.ui.interfaces import TableSession
from common.ui.move_list import Move, MoveList, record_moves, shown_move
from common.ui.scene import Scene
from common.ui.theme import GOLD, GOLD_LIGHT, Colour, font
from common.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from common.ui.app import App


class ReplayScene(Scene):
    """`index` is the number of actions shown (0: the table before the first move); it runs
    up to the record's cursor, the game's end. `move_lines`: the most lines a move of the game
    record takes."""

    move_lines = 1

    def __init__(
        self,
        app: App,
        record: GameRecord,
        session: TableSession,
        on_close: Callable[[], object],
        review: GameReview | None = None,
    ) -> None:
        """`session`: the game's table (its seats' names, its setup's players)."""
        self.session = session
        self.record = record
        self.log = self.make_log()
        self.move_list = MoveList(self.move_lines)
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self._moves: tuple[str, list[Move]] = ("", [])
        self.review = review  # with a review: each decision's mark, the better moves as ghosts
        # the turn of each step (common.core.turns): the counter counts turns, as Load does
        self.turns = turn_numbers(record.steps[: record.cursor])
        self.names = [seat.name for seat in session.seats]
        self.end = record.cursor
        self.index = 0
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.widgets = WidgetGroup()
        self.first = self.widgets.add(
            Button(
                _("« Start"),
                lambda: self.show(0),
                tooltip=_("The table before the first move (Home)"),
            )
        )
        self.back = self.widgets.add(
            Button(_("‹ Back"), lambda: self.show(self.index - 1), tooltip=_("One move back (←)"))
        )
        self.forward = self.widgets.add(
            Button(
                _("Next ›"),
                lambda: self.show(self.index + 1),
                primary=True,
                tooltip=_("One move on (→)"),
            )
        )
        self.last = self.widgets.add(
            Button(_("End »"), lambda: self.show(self.end), tooltip=_("The final position (End)"))
        )
        self.close = self.widgets.add(Button(_("Close replay"), on_close, tooltip=_("Esc")))
        self.next_mistake = self.widgets.add(
            Button(
                _("Next mistake"),
                self.show_next_mistake,
                tooltip=_("The position before the next mistake, with the better move (N)"),
            )
        )
        self.next_mistake.visible = bool(review and review.mistakes())
        super().__init__(app)
        self.show(0)

    def show(self, index: int) -> None:
        """Show the position after `index` actions (kept within the game)."""
        self.index = max(0, min(self.end, index))
        self.first.enabled = self.back.enabled = self.index > 0
        self.forward.enabled = self.last.enabled = self.index < self.end
        self.app.dirty = True

    def moves(self) -> list[Move]:
        """The game's moves, numbered by turn (told again when the language changes)."""
        if self._moves[0] != language():
            moves = record_moves(self.log, self.record, self.names, self.turns)
            self._moves = (language(), moves)
        return self._moves[1]

    def show_move(self, step: int) -> None:
        """The move of the list before (-1) or after (1) the one shown."""
        moves = self.moves()
        row = shown_move(moves, self.index)
        if step < 0 and moves[row].index < self.index:
            row += 1  # between two moves of the list: back to the one shown
        self.show(moves[max(0, min(len(moves) - 1, row + step))].index)

    def draw_moves(self, surface: pygame.Surface, colours: Sequence[Colour], size: int) -> None:
        """The game record in `list_area`, with the review's marks where there is one."""
        marks = {}
        if self.review is not None:
            glyphs = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
            for step in self.review.steps:
                if step.mark in glyphs:
                    marks[step.index + 1] = glyphs[step.mark]
        self.move_list.draw(surface, self.list_area, self.moves(), self.index, colours, size, marks)

    def show_next_mistake(self) -> None:
        """The position before the next decision marked a mistake or a blunder (round to the
        first after the last)."""
        mistakes = self.review.mistakes() if self.review else []
        later = [step.index for step in mistakes if step.index > self.index]
        if mistakes:
            self.show(later[0] if later else mistakes[0].index)

    def better_move(self) -> tuple[Any, StepReview] | None:
        """At a position where the move played next was not the best (an inaccuracy or
        worse): the review's better move, for the game to show as a ghost, and its review."""
        if self.review is None or self.index >= len(self.review.steps):
            return None
        step = self.review.steps[self.index]
        if step.best is None or step.mark in ("", "good"):
            return None
        try:
            return self.record.game.parse_action(step.best), step
        except NotationError:
            return None

    def review_note(self) -> str | None:
        """Where the move played next was not the best: what the ghost shows (the games draw
        it on a plaque over their board, review_plaque)."""
        better = self.better_move()
        if better is None or self.review is None or better[1].seat >= len(self.names):
            return None
        step = better[1]
        return _("{name}'s next move: {mark}; the ghost shows one worth {n} more").format(
            name=self.names[step.seat],
            mark=review_words.mark_name(step.mark),
            n=review_words.amount(self.review, step.cost),
        )

    def status(self) -> str:
        """Where the replay stands, in words; with a review, the shown move's mark."""
        if self.index == 0:
            where = n_(
                "Replay: the table before the first turn ({total} turn).",
                "Replay: the table before the first turn ({total} turns).",
                self.turns[-1] if self.turns else 0,
            ).format(total=self.turns[-1] if self.turns else 0)
        else:
            where = _("Replay: turn {n} of {total}.").format(
                n=self.turns[self.index - 1], total=self.turns[-1]
            )
        review = self.review
        if review is None:
            return where
        parts = [where]
        shown = review.steps[self.index - 1] if 0 < self.index <= len(review.steps) else None
        if shown is not None and shown.is_decision and shown.seat < len(self.names):
            parts.append(review_words.step_words(review, shown, self.names) + ".")
        return " ".join(parts)

    @classmethod
    def open_over(
        cls,
        app: App,
        record: GameRecord,
        session: TableSession,
        review: GameReview | None = None,
        at: int = 0,
    ) -> None:
        """The replay over the screen beneath (its results), at step `at`; Close goes back."""
        replay = cls(app, record, session, app.pop, review)
        replay.show(at)
        app.push(replay)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = self.make_layout(size)
        self.bar = self.button_bar()
        self.list_area = self.lay.log
        self.place_buttons()

    def make_log(self) -> GameLog[Any]:
        """The game's log, which words each step of the record."""
        raise NotImplementedError

    def make_layout(self, size: tuple[int, int]) -> Any:
        """The game's table layout for a window of this size (its `log` holds the record)."""
        raise NotImplementedError

    def button_bar(self) -> pygame.Rect:
        """Where the replay's buttons go: the table's own buttons' place."""
        raise NotImplementedError

    def place_buttons(self) -> None:
        """The four steps on one row across `bar`'s top half, Close on the row below."""
        gap = max(6, self.bar.width // 60)
        row_h = (self.bar.height - gap) // 2
        step_w = (self.bar.width - 3 * gap) // 4
        for i, button in enumerate((self.first, self.back, self.forward, self.last)):
            button.rect = pygame.Rect(
                self.bar.left + i * (step_w + gap), self.bar.top, step_w, row_h
            )
        self.close.rect = pygame.Rect(self.bar.left, self.bar.bottom - row_h, self.bar.width, row_h)
        if self.next_mistake.visible:  # Close and Next mistake share the second row
            half = (self.bar.width - gap) // 2
            self.next_mistake.rect = pygame.Rect(self.bar.left, self.close.rect.top, half, row_h)
            self.close.rect.width = half
            self.close.rect.right = self.bar.right

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_LEFT: self.index - 1,
                pygame.K_RIGHT: self.index + 1,
                pygame.K_HOME: 0,
                pygame.K_END: self.end,
            }
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.show_move(-1 if event.key == pygame.K_UP else 1)
                return
            if event.key == pygame.K_n and self.next_mistake.visible:
                self.show_next_mistake()
                return
            if event.key in steps:
                self.show(steps[event.key])
                return
            if event.key == pygame.K_ESCAPE:
                self.close.on_click()
                return
        picked = self.move_list.handle(event, self.list_area)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            self.app.dirty = True
        if picked is not None:
            self.show(picked.index)
            return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_position(surface, self.record.state_at(self.index))
        self.widgets.draw(surface)

    def draw_position(self, surface: pygame.Surface, state) -> None:
        """Draw the shown position and what the game tells of it (a game's own)."""
        raise NotImplementedError

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.move_list.tooltip_at(pos) or self.widgets.tooltip_at(pos)


def review_plaque(surface: pygame.Surface, rect: pygame.Rect, words: str) -> pygame.Rect:
    """The review's note on a dark plaque in `rect`, on more lines, taller, where one would be
    too small to read; returns where the plaque went."""
    height = rect.height
    smallest = max(12, height // 2)  # wrapped rather than tiny in a wide window
    size = fitting_size(words, int(height * 0.6), rect.width - height, bold=True, smallest=smallest)
    lines = wrap(words, size, rect.width - height, bold=True)
    plaque = rect.copy()
    plaque.height = max(height, len(lines) * font(size, True).get_linesize() + height // 2)
    panel(surface, plaque, (40, 28, 24), GOLD, radius=height // 3)
    line_h = font(size, True).get_linesize()
    top = plaque.centery - line_h * len(lines) // 2
    for i, line in enumerate(lines):
        centre = (plaque.centerx, top + line_h * i + line_h // 2)
        text(surface, line, size, GOLD_LIGHT, bold=True, center=centre)
    return plaque
