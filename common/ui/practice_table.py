"""A practice position on the real table (issue 53): the position before a mistake of the
player's own, read-only but for the answer. The answer is judged by the review's engine
(common.ai.practice_judge) on a worker thread; then the move played in the game and the best
are shown side by side with one line of why in the game's own terms, and a solved position
leaves the practice list.

A game's practice table is its play scene with `PracticeTable` mixed in before it (as the
guided game's coach is); the game gives `move_words(action)`, `why_words(position)`,
`practice_area()` (the part of the window the note may cover) and `practice_mark(action)`
(where the best move is on the board, or None where the table shows it itself).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from common.ai.practice_judge import Verdict
from common.core import practice
from common.core.i18n import _
from common.core.practice import Position
from common.core.record import GameRecord
from common.core.review import BLUNDER
from common.core.save_meta import when
from common.ui.coach import Target, draw_pointer, target_rect
from common.ui.draw import panel, text, wrap
from common.ui.interfaces import TableSession
from common.ui.review_words import figure, figure_in
from common.ui.scene import Scene
from common.ui.table_controller import TableController
from common.ui.theme import BAD, CREAM, GOLD, GOOD, INK, MUTED, font
from common.ui.widget_button import Button
from common.ui.widgets import WidgetGroup

if TYPE_CHECKING:  # mixed in before a game's play scene, so typed as the table it is
    from common.ui.app import App
    from common.ui.table import TableScene as _TableScene
else:
    _TableScene = object

ASK, JUDGING, RIGHT, WRONG, SHOWN = "ask", "judging", "right", "wrong", "shown"


def in_place_of_top(app: App, scene: Scene) -> None:
    """`scene` takes the top screen's place (the screens beneath stay, for Back)."""
    app.pop()
    app.push(scene)


def sit_down(
    app: App, drill: Drill, scene_class: Any, session_of: Callable[[GameRecord], TableSession]
) -> None:
    """The drill's position on the game's practice table (`scene_class`), everyone at it a
    person (nobody else moves); `session_of(record)` is the game's table of a saved game."""
    position = drill.position
    record = GameRecord.from_json(dict(position.record.to_json(), cursor=position.index))
    session = session_of(record)
    for seat in session.seats:
        seat.level = None
    scene = scene_class(app, session, lambda _record, _session: None, record)
    scene.start_practice(drill)
    in_place_of_top(app, scene)


class PracticeController(TableController):
    """The table of a practice position: nothing is kept on disk and nobody else moves."""

    def autosave(self) -> None:
        """A practice position is nobody's game: the unfinished one stays as it was."""

    def _computer_turn(self, dt: float, state: Any, seat: int) -> None:
        """Nobody moves but the one practising."""


@dataclass
class Drill:
    """A practice session: the positions to go through in order, the one shown, what was
    solved this session, and where to go when it is left (`leave`) or a position is done
    (`show(drill)`: the position `drill.at` on its table)."""

    positions: list[Position]
    solved_before: int
    total: int
    leave: Callable[[], None]
    show: Callable[[Drill], None]
    at: int = 0
    solved: set[str] = field(default_factory=set)

    @property
    def position(self) -> Position:
        return self.positions[self.at]

    def progress_words(self) -> str:
        done = self.solved_before + len(self.solved)
        return _("Position {n} of {count} · solved {done} of {total}").format(
            n=self.at + 1, count=len(self.positions), done=done, total=self.total
        )


class PracticeTable(_TableScene):
    """Mixed in before a game's play scene: the practice note on its table."""

    controller_class: type[TableController] = PracticeController
    reviewed_live = False  # a practice position is nobody's game to review

    def start_practice(self, drill: Drill, judge: Callable[..., Verdict] | None = None) -> None:
        """Called once the table is built. `judge(position, answer, cancel=...)` values an
        answer (common.ai.practice_judge.judge unless given)."""
        if judge is None:
            from common.ai.practice_judge import judge as engine

            judge = engine
        self.drill = drill
        self.judge = judge
        self.stage = ASK
        self.answer: Any = None
        self.verdict: Verdict | None = None
        self._found: Verdict | None = None
        self._cancel = threading.Event()
        group = self.practice_buttons = WidgetGroup()
        self.back_to_list = group.add(
            Button(_("Back to the list"), self.leave_practice, tooltip=_("Esc"))
        )
        self.show_best = group.add(
            Button(_("Show the best"), self.reveal, tooltip=_("The review's better move"))
        )
        self.next_position = group.add(Button(_("Next position"), self.next_one, primary=True))
        self.note = pygame.Rect(0, 0, 0, 0)
        self.note_lines: list[tuple[str, tuple[int, int, int]]] = []
        self.note_size = 14

    # --- the answer -----------------------------------------------------------------------

    def submit(self, action: Any, by_hand: bool = False) -> bool:
        """The answer: judged, never played."""
        if self.stage not in (ASK, WRONG):
            return False
        state = self.record.state
        reason = state.check_action(action)
        if reason is not None:
            self.say(self.reason_words(reason), error=True)
            return False
        self.answer, self.stage, self._found = action, JUDGING, None
        self.dropped_everything()
        position = self.drill.position

        def work() -> None:
            try:
                self._found = self.judge(position, action, cancel=self._cancel)
            except Exception:  # a judge that fails leaves the answer to try again
                self._found = Verdict(False, float("nan"))

        threading.Thread(target=work, name="practice-judge", daemon=True).start()
        self.app.dirty = True
        return False

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        if self.stage == JUDGING and self._found is not None:
            self.verdict = self._found
            self.stage = RIGHT if self.verdict.accepted else WRONG
            if self.verdict.accepted:
                self._solve()
            self.app.dirty = True
        return busy or self.stage == JUDGING

    def _solve(self) -> None:
        position = self.drill.position
        self.drill.solved.add(position.key)
        try:
            practice.solve(position)
        except OSError as error:
            why = _("The solved position could not be kept: {why}").format(why=error)
            self.say(why, error=True)

    def reveal(self) -> None:
        self.stage = SHOWN
        self.app.dirty = True

    def next_one(self) -> None:
        self._cancel.set()
        if self.drill.at + 1 >= len(self.drill.positions):
            self.drill.leave()
            return
        self.drill.at += 1
        self.drill.show(self.drill)

    def leave_practice(self) -> None:
        self._cancel.set()
        self.drill.leave()

    # --- the table's other controls are not for practice ------------------------------------

    def enable_buttons(self) -> None:
        super().enable_buttons()
        for button in (self.hint_button, self.undo_button, self.redo_button):
            button.enabled = False

    def undo(self) -> None:
        """Nothing to take back: the answer is never played."""

    def redo(self) -> None:
        """Nothing to play again."""

    def ask_hint(self) -> None:
        self.reveal()

    def open_menu(self) -> None:
        self.leave_practice()

    def handle(self, event: pygame.event.Event) -> None:
        self.place_note()
        if self.practice_buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.note.collidepoint(event.pos):
            return  # the note is not the board under it
        super().handle(event)

    def animation_rects(self) -> list[pygame.Rect] | None:
        return None  # the whole window: the note lies over the board

    # --- the game's part ------------------------------------------------------------------

    def move_words(self, action: Any) -> str:
        raise NotImplementedError

    def why_words(self, position: Position) -> str:
        raise NotImplementedError

    def practice_area(self) -> pygame.Rect:
        raise NotImplementedError

    def practice_mark(self, action: Any) -> Target | None:
        raise NotImplementedError

    def practice_anchor(self) -> tuple[float, float] | None:
        """Where the move is made (the note keeps to the other half of the area)."""
        raise NotImplementedError

    # --- the note -------------------------------------------------------------------------

    def note_words(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The note's paragraphs, each with its colour."""
        position = self.drill.position
        step = position.step
        mark = _("blunder") if step.mark == BLUNDER else _("mistake")
        ask = _(
            "{when}, turn {turn}. You played {move}: a {mark} ({lost}). Find a better move."
        ).format(
            when=when(position.when),
            turn=step.turn,
            move=self.move_words(position.played()),
            mark=mark,
            lost=figure_in(position.unit, figure(-step.cost, signed=True)),
        )
        lines = [] if self.stage in (RIGHT, SHOWN) else [(ask, INK)]  # then side by side
        if self.stage == JUDGING:
            lines.append((_("The review weighs your move…"), MUTED))
        elif self.stage == RIGHT:
            if self.answer == position.best():
                right = _("Right: {move} — the best move.")
            else:
                right = _("Right: {move} — as good as the best move.")
            lines.append((right.format(move=self.move_words(self.answer)), GOOD))
        elif self.stage == WRONG:
            verdict = self.verdict
            if verdict is not None and verdict.cost == verdict.cost:  # not NaN
                wrong = _(
                    "Not good enough: that move ({move}) loses {lost} against the best. Try again."
                )
                words = wrong.format(
                    move=self.move_words(self.answer),
                    lost=figure_in(position.unit, figure(verdict.cost)),
                )
            else:
                words = _("Your move could not be weighed. Try again.")
            lines.append((words, BAD))
        if self.stage in (RIGHT, SHOWN):
            lines.append((self.why_words(position), INK))
        return lines

    def place_note(self) -> None:
        """The note over the bottom of the practice area, its buttons along its foot."""
        area = self.practice_area()
        size = max(13, min(20, self.app.size[1] // 40))
        width = min(area.width - size, size * 40)
        paragraphs = self.note_words()
        sides = self.stage in (RIGHT, SHOWN)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for words, colour in paragraphs:
            lines += [(line, colour) for line in wrap(words, size, width - size * 2)]
        button_h = int(size * 2.1)
        columns = int(size * 1.3) * 4 + size // 2 if sides else 0
        height = size * 2 + int(size * 1.3) * (len(lines) + 1) + columns + button_h
        note = pygame.Rect(0, 0, width, height)
        note.midbottom = (area.centerx, area.bottom - size // 2)
        high = note.copy()
        high.top = area.top + size // 2
        keep_clear = []  # where the move is made, and the best move's mark once it is shown
        anchor = self.practice_anchor()
        if anchor is not None:
            keep_clear.append(
                pygame.Rect(round(anchor[0]) - size, round(anchor[1]) - size, 2 * size, 2 * size)
            )
        if self.stage in (RIGHT, SHOWN):
            mark = self.practice_mark(self.drill.position.best())
            if mark is not None:
                keep_clear.append(target_rect(mark, size))
        # the bottom or the top of the area, else just below or above a place to keep clear
        # (within the window)
        window = pygame.Rect((0, 0), self.app.size)
        places = [note, high]
        for clear in keep_clear:
            below, above = note.copy(), note.copy()
            below.top, above.bottom = clear.bottom + size // 2, clear.top - size // 2
            places += [spot for spot in (below, above) if window.contains(spot)]
        note = min(places, key=lambda spot: sum(spot.colliderect(r) for r in keep_clear))
        self.note, self.note_lines, self.note_size = note, lines, size
        self.show_best.visible = self.stage in (ASK, WRONG)
        self.next_position.visible = self.stage in (RIGHT, SHOWN)
        last = self.drill.at + 1 >= len(self.drill.positions)
        self.next_position.label = _("Finish") if last else _("Next position")
        buttons = [b for b in (self.back_to_list, self.show_best, self.next_position) if b.visible]
        gap = size // 2
        widths = [max(size * 6, font(size).size(b.label)[0] + size * 2) for b in buttons]
        x = note.right - size - sum(widths) - gap * (len(buttons) - 1)
        for button, w in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, note.bottom - size // 2 - button_h, w, button_h)
            x += w + gap

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.place_note()
        note, size = self.note, self.note_size
        position = self.drill.position
        if self.stage in (RIGHT, SHOWN):
            target = self.practice_mark(position.best())
            if target is not None:
                draw_pointer(surface, note, target, max(10, size))
        panel(surface, note, CREAM, GOLD, radius=size)
        small = max(11, size * 3 // 4)
        y = note.top + size // 2
        text(surface, self.drill.progress_words(), small, GOLD, midright=(note.right - size, y + 4))
        y += size
        for line, colour in self.note_lines:
            text(surface, line, size, colour, topleft=(note.left + size, y))
            y += int(size * 1.3)
        if self.stage in (RIGHT, SHOWN):
            sides = pygame.Rect(note.left + size, y, note.width - 2 * size, 0)
            self._draw_sides(surface, position, sides)
        self.practice_buttons.draw(surface)

    def _draw_sides(self, surface: pygame.Surface, position: Position, at: pygame.Rect) -> None:
        """The move played and the best, side by side."""
        size = self.note_size
        half = at.width // 2
        played = (
            _("Played in the game"),
            self.move_words(position.played()),
            figure_in(position.unit, figure(-position.step.cost, signed=True)),
            BAD,
        )
        best = (_("The best"), self.move_words(position.best()), "", GOOD)
        # both moves at one size: two lines each, or three at a smaller size
        room = half - size
        for shown in (size, size * 5 // 6, size * 3 // 4):
            if all(len(wrap(side[1], shown, room, bold=True)) <= 2 for side in (played, best)):
                break
        for k, (title, move, lost, colour) in enumerate((played, best)):
            x = at.left + k * half
            y = at.top + size // 4
            text(surface, title, max(11, size * 3 // 4), MUTED, bold=True, topleft=(x, y))
            y += int(size * 1.1)
            for line in wrap(move, shown, room, bold=True)[:3]:
                text(surface, line, shown, colour, bold=True, topleft=(x, y))
                y += int(shown * 1.3)
            if lost:
                text(surface, lost, max(11, size * 3 // 4), colour, topleft=(x, y))
