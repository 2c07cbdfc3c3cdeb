"""The coach of a guided first game, for either game's table: the bubble that says what to do
and why, the pointer at the place, the gate that lets only the lesson's move through (and says
why another is not it), Back (one coached step undone) and Skip (leave the lesson).

A game's guided table is its play scene with `GuidedTable` mixed in before it; the game names
the places the pointer can show (`coach_point`) and the part of the window the bubble may cover
(`coach_area`). The game itself comes from a script (common.core.guide_script): the computer's
moves are the script's, and the lesson's game is never saved (it is nobody's unfinished game).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from common.core.guide_script import ROLL, Lesson, Script, progress
from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.computer import ComputerMove
from common.ui.draw import panel, text, wrap
from common.ui.table_controller import TableController
from common.ui.theme import BAD, CREAM, GOLD, INK, font
from common.ui.widget_button import Button
from common.ui.widgets import WidgetGroup

if TYPE_CHECKING:  # mixed in before a game's play scene, so typed as the table it is
    from common.ui.table import TableScene as _TableScene
else:
    _TableScene = object

# What the pointer shows: a point (ringed) or a rect (framed).
Target = tuple[float, float] | pygame.Rect


class ScriptedComputer:
    """The computer of a guided game: it plays the script's reply, after the usual pause."""

    computer: ComputerMove | None = None  # nothing to think about: the script says it

    def __init__(self) -> None:
        self.script: Script | None = None  # given once the coach starts
        self.waited = 0.0

    def play_turn(self, record: GameRecord, dt: float, delay: float) -> None:
        self.waited += dt
        if self.script is None or self.waited < delay:
            return
        self.waited = 0.0
        self.script.play(record, self.script.moves[progress(record)])

    def stop(self) -> None:
        self.waited = 0.0


class ScriptedController(TableController):
    """The table of a guided game: the script's computer, and nothing kept on disk (a lesson
    is not a game to resume: the player's own unfinished game stays as it was)."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self.keeping = None
        self.computers = self.scripted = ScriptedComputer()


class Coach:
    """Which lesson is shown, and what the person's moves make of it."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.lessons = script.lessons
        self.at = 0  # the lesson shown
        self.refusal: str | None = None  # why the last move was not the lesson's

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.at]

    @property
    def last(self) -> bool:
        return self.at == len(self.lessons) - 1

    def number(self, lesson: Lesson) -> int:
        return self.script.move_number(lesson)

    def follow(self, done: int) -> bool:
        """The record has played `done` moves: a lesson whose move is made gives way to the
        next. True if the shown lesson changed."""
        moved = False
        while not self.last and self.lesson.move is not None and self.number(self.lesson) < done:
            self.at += 1
            self.refusal = None
            moved = True
        return moved

    def next(self) -> bool:
        """A lesson to read is read: the next one. False if this one waits for a move."""
        if self.lesson.move is not None or self.last:
            return False
        self.at += 1
        self.refusal = None
        return True

    def back(self) -> int | None:
        """The lesson before this one, and the number of moves its game had then (the
        record is taken back there), or None at the first lesson."""
        if self.at == 0:
            return None
        self.at -= 1
        self.refusal = None
        return self.number(self.lesson)

    def expected(self) -> str | None:
        """The person's move the shown lesson waits for (ROLL for the die), or None."""
        return self.lesson.move

    def judge(self, action: Any, rules_words: str | None, move_words: str) -> str | None:
        """None if `action` is the lesson's move; else why not, in the game's words: the
        rules' refusal (if they refuse it), then what the lesson asks for."""
        move = self.lesson.move
        if move is None:
            why = _("First read the coach's note, then press Next.")
        elif move == ROLL:
            why = _("Now roll the die: the Roll button, a click on the die, or Space.")
        elif action == self.script.game.parse_action(move):
            self.refusal = None
            return None
        elif rules_words is not None:
            why = rules_words + " " + _("This lesson's move: {move}.").format(move=move_words)
        else:
            why = _("That is allowed, but this lesson asks for {move}.").format(move=move_words)
        self.refusal = why
        return why


class GuidedTable(_TableScene):
    """Mixed in before a game's play scene: the coach on its table. The game's class gives
    `coach_point(name)` (a screen point for a lesson's `point`, or None) and `coach_area()`
    (the rect the bubble may cover), and `move_words(action)` (a move as the coach names it)."""

    reviewed_live = False  # a lesson is nobody's game to review
    controller_class: type[TableController] = ScriptedController
    coach: Coach

    def start_coach(self, script: Script, on_leave: Callable[[], None]) -> None:
        """Called once the table is built: the lesson's game from its first bubble."""
        self.coach = Coach(script)
        assert isinstance(self.table, ScriptedController)  # controller_class made it
        self.table.scripted.script = script
        self.table.on_finished = lambda: None  # the last bubble says what comes next
        self.on_leave = on_leave
        group = self.coach_buttons = WidgetGroup()
        self.back_button = group.add(
            Button(_("Back"), self.coach_back, tooltip=_("Undo one step of the lesson"))
        )
        self.skip_button = group.add(
            Button(_("Skip the lesson"), on_leave, tooltip=_("Leave the lesson for the setup"))
        )
        self.next_button = group.add(Button(_("Next"), self.coach_next, primary=True))
        self.bubble = pygame.Rect(0, 0, 0, 0)

    # --- the coach's seams on the table ------------------------------------------------------

    def submit(self, action: Any, by_hand: bool = False) -> bool:
        state = self.record.state
        reason = None if state.is_chance_node() else state.check_action(action)
        rules = self.reason_words(reason) if reason is not None else None
        why = self.coach.judge(action, rules, self.coach_move_words())
        if why is not None:
            self.say(why, error=True)
            self.dropped_everything()
            self.place_coach()
            return False
        return super().submit(action, by_hand)

    def coach_move_words(self) -> str:
        move = self.coach.expected()
        if move is None or move == ROLL:
            return ""
        return self.move_words(self.coach.script.game.parse_action(move))

    def move_words(self, action: Any) -> str:
        raise NotImplementedError

    def coach_point(self, name: str) -> Target | None:
        """Where the pointer shows the place a lesson names: a point (ringed) or a rect."""
        raise NotImplementedError

    def coach_area(self) -> pygame.Rect:
        raise NotImplementedError

    def coach_anchor(self) -> Target | None:
        """The place the bubble keeps clear of: where the pointer points."""
        return self.coach_point(self.coach.lesson.point) if self.coach.lesson.point else None

    def undo(self) -> None:
        """Undo, in a lesson, is the coach's Back."""
        self.coach_back()

    def ask_hint(self) -> None:
        """The coach is the hint: it says the lesson's move."""
        words = self.coach_move_words()
        if words:
            self.say(_("This lesson's move: {move}.").format(move=words))

    def coach_back(self) -> None:
        moves = self.coach.back()
        if moves is None:
            return
        if progress(self.record) > moves:
            self.table.record = self.coach.script.record_at(moves)
            self.table.jump_to_record()
            self.dropped_everything()
        self.place_coach()
        self.app.dirty = True

    def coach_next(self) -> None:
        if self.coach.next():
            self.coach.follow(progress(self.record))
        elif self.coach.last and self.record.state.is_terminal():
            self.on_leave()
            return
        self.place_coach()
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        self.place_coach()
        if self.coach_buttons.handle(event):
            return
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.coach.lesson.move is None:
            self.coach_next()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.bubble.collidepoint(event.pos):
            return  # the bubble is not the board under it
        super().handle(event)

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        # the next bubble once the screen has shown the move (a roll's walk, the tribute paid)
        if self.table.caught_up and self.coach.follow(progress(self.record)):
            self.place_coach()
            self.app.dirty = True
        self.hint_button.enabled = self.table.human_to_move()
        return busy

    def animation_rects(self) -> list[pygame.Rect] | None:
        return None  # the whole window: the bubble and its pointer lie over everything

    # --- drawing ------------------------------------------------------------------------------

    def place_coach(self) -> None:
        """Lay the bubble out (over the area, away from the place it points at) and its
        buttons along its foot."""
        area, target = self.coach_area(), self.coach_anchor()
        for size in range(self.bubble_text_size(), 11, -1):  # smaller if the place is hidden
            width = min(area.width - size, size * 34)
            lines = wrap(self.bubble_words(), size, width - size * 2)
            button_h = int(size * 2.1)
            height = size * 2 + int(size * 1.3) * len(lines) + button_h
            bubble = pygame.Rect(0, 0, width, height)
            bubble.midbottom = (area.centerx, area.bottom - size // 2)
            if target is None:
                break
            # the side away from the place, or else the other side, if it is clear there
            spot = target_rect(target, size)
            high = bubble.move(0, area.top + size // 2 - bubble.top)
            sides = [high, bubble] if centre_of(target)[1] > area.centery else [bubble, high]
            clear = [side for side in sides if not side.colliderect(spot)]
            bubble = (clear or sides)[0]
            if clear:
                break
        self.bubble, self.bubble_lines, self.bubble_size = bubble, lines, size
        buttons = [self.back_button, self.skip_button]
        self.next_button.visible = self.coach.lesson.move is None
        self.next_button.label = _("Finish") if self.coach.last else _("Next")
        if self.next_button.visible:
            buttons.append(self.next_button)
        self.back_button.enabled = self.coach.at > 0
        gap = size // 2
        widths = [max(size * 5, fitting_width(b.label, size)) for b in buttons]
        x = bubble.right - size - sum(widths) - gap * (len(buttons) - 1)
        for button, w in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, bubble.bottom - size // 2 - button_h, w, button_h)
            x += w + gap

    def bubble_text_size(self) -> int:
        return max(13, min(22, self.app.size[1] // 38))

    def bubble_words(self) -> str:
        words = _(self.coach.lesson.words)
        if self.coach.refusal:
            words += "\n" + self.coach.refusal
        return words

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.place_coach()
        lesson = self.coach.lesson
        target = self.coach_point(lesson.point) if lesson.point else None
        bubble, size = self.bubble, self.bubble_size
        if target is not None:
            draw_pointer(surface, bubble, target, max(10, size))
        panel(surface, bubble, CREAM, GOLD, radius=size)
        y = bubble.top + size // 2
        refusal_from = len(wrap(_(lesson.words), size, bubble.width - size * 2))
        step = _("Lesson {n} of {total}").format(n=self.coach.at + 1, total=len(self.coach.lessons))
        text(surface, step, max(11, size * 3 // 4), GOLD, midright=(bubble.right - size, y + 4))
        for i, line in enumerate(self.bubble_lines):
            colour = BAD if i >= refusal_from else INK
            text(surface, line, size, colour, topleft=(bubble.left + size, y + size // 2))
            y += int(size * 1.3)
        self.coach_buttons.draw(surface)


def fitting_width(label: str, size: int) -> int:
    """A button's width for its label at the bubble's text size."""
    return font(size).size(label)[0] + size * 2


def target_rect(target: Target, size: int) -> pygame.Rect:
    """What the pointer marks: the rect, or the ring round the point."""
    if isinstance(target, pygame.Rect):
        return target
    ring = pygame.Rect(0, 0, size * 4, size * 4)
    ring.center = (round(target[0]), round(target[1]))
    return ring


def centre_of(target: Target) -> tuple[float, float]:
    return target.center if isinstance(target, pygame.Rect) else target


def draw_pointer(surface: pygame.Surface, bubble: pygame.Rect, target: Target, size: int) -> None:
    """A gold line from the bubble to a ring around the place (a frame round a rect)."""
    if isinstance(target, pygame.Rect):
        frame = target.inflate(size // 2, size // 2)
        pygame.draw.rect(surface, INK, frame.inflate(4, 4), max(4, size // 4), size // 2)
        pygame.draw.rect(surface, GOLD, frame, max(3, size // 5), size // 2)
        tx, ty = frame.centerx, frame.top if frame.centery > bubble.centery else frame.bottom
        y = max(bubble.top, min(bubble.bottom, frame.centery))
        if frame.left > bubble.right:  # beside the bubble: from its side to the frame's
            start, (tx, ty) = (bubble.right, y), frame.midleft
        elif frame.right < bubble.left:
            start, (tx, ty) = (bubble.left, y), frame.midright
        else:
            start = (
                max(bubble.left, min(bubble.right, tx)),
                bubble.bottom if ty > bubble.bottom else bubble.top,
            )
        if not bubble.colliderect(frame):
            pygame.draw.line(surface, INK, start, (tx, ty), max(4, size // 4))
            pygame.draw.line(surface, GOLD, start, (tx, ty), max(2, size // 6))
        return
    tx, ty = round(target[0]), round(target[1])
    start = (
        max(bubble.left, min(bubble.right, tx)),
        bubble.bottom if ty > bubble.bottom else bubble.top,
    )
    if not bubble.collidepoint(tx, ty):
        pygame.draw.line(surface, INK, start, (tx, ty), max(4, size // 4))
        pygame.draw.line(surface, GOLD, start, (tx, ty), max(2, size // 6))
    radius = int(size * 1.6)
    pygame.draw.circle(surface, INK, (tx, ty), radius + 2, max(4, size // 4))
    pygame.draw.circle(surface, GOLD, (tx, ty), radius, max(3, size // 5))
    angle = math.atan2(ty - start[1], tx - start[0])
    tip = (tx - math.cos(angle) * radius, ty - math.sin(angle) * radius)
    wing = size * 0.9
    left = (tip[0] - wing * math.cos(angle - 0.5), tip[1] - wing * math.sin(angle - 0.5))
    right = (tip[0] - wing * math.cos(angle + 0.5), tip[1] - wing * math.sin(angle + 0.5))
    pygame.draw.polygon(surface, GOLD, [tip, left, right])
