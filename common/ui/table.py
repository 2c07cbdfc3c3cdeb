"""What every game's table scene shares: the table controller (record, beats, computer players,
hints, undo and redo, autosave), the keys every table knows, the status message, the buttons,
sounds, the banner over the board, the pause menu and leaving.

A game's play scene subclasses TableScene: it says how to lay out its window (`make_layout`,
`place_widgets`), how an action is shown (`plan_beat`), and draws from its view model.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from common.ai.worker import BotWorker
from common.core.api import Game
from common.core.errors import RecordError
from common.core.i18n import N_, _
from common.core.record import GameRecord
from common.core.refusal import Refusal
from common.core.step import Step
from common.ui.beats import Beat
from common.ui.draw import fitting_size, panel, text
from common.ui.hand import Hand
from common.ui.interfaces import TableLayout, TableSession
from common.ui.keeping_note import problem_words
from common.ui.savegames import game_menu
from common.ui.scene import Scene
from common.ui.table_controller import TableController
from common.ui.theme import GOLD, GOLD_LIGHT
from common.ui.tween import Animator
from common.ui.widget_button import Button
from common.ui.widgets import WidgetGroup

if TYPE_CHECKING:
    from common.ui.app import App


class TableScene(Scene):
    tells_keeping = True  # a save that failed is told in the table's message line
    # Who keeps the record and runs the seats: the local table, or an online game's follower
    # (common.ui.online_table) that sends a person's moves and shows the server's steps.
    controller_class: type[TableController] = TableController
    hand: Hand  # what the person holds (a carpet, a tile): the game's scene makes it
    # what Undo takes back, and until when (a game with dice says the die stops it)
    undo_tip = N_("Take back your last move (Ctrl+Z)")
    # moves_since(record, shown_index, is_human): a game's marks of the moves since the
    # person's last turn (see marks())
    moves_since: Callable[[GameRecord, int, Callable[[int], bool]], list[Any]]
    _marks: tuple[Step | None, list[Any]] | None = None  # (the latest step shown, its marks)
    reviewed_live = True  # the game's review is followed as it is played (app.reviews)

    def __init__(
        self,
        app: App,
        game: Game,
        session: TableSession,
        on_finished: Callable[[GameRecord, TableSession], None],
        record: GameRecord | None,
        plan_beat: Callable[..., Beat],
        finish_delay: float = 0.8,
    ) -> None:
        """Sit down at a new game (record None: its start is shown) or at `record` where it
        stood (see `resumed_at`)."""
        self.session = session
        self.on_finished = on_finished
        if record is None:
            record, shown = GameRecord(game, session.setup, session.seed, session.to_meta()), 0
        else:
            record.meta.update(session.to_meta())
            shown = self.resumed_at(record)
        speed = app.animation_speed
        self.table = self.controller_class(
            record,
            shown,
            session.seats,
            session.seed,
            plan_beat,
            speed,
            finish_delay=finish_delay,
            runner=app.runner or BotWorker,
            keeper=app.keeper,
        )
        self.table.on_sound = self.sound
        self.table.on_hint = self.show_hint
        self.table.on_finished = lambda: self.on_finished(self.table.record, self.session)
        self.table.on_saved = self.saved
        self.animator = Animator(speed)  # what is in the hand, never the game
        self.message: str | None = None
        self.message_error = False
        self.clock_time = 0.0
        self.widgets = WidgetGroup()
        self._add_table_buttons()
        self.lay = self.make_layout(app.size)
        super().__init__(app)
        self.table.autosave()  # a new game is kept from its first moment
        if app.reviews is not None and self.reviewed_live:
            people = [q for q, seat in enumerate(session.seats) if not seat.computer]
            app.reviews.watch(self.table.record, people)

    def resumed_at(self, record: GameRecord) -> int:
        """Where a reopened game's screen starts: where it stood."""
        return record.cursor

    def make_layout(self, size: tuple[int, int]) -> TableLayout:
        """The game's geometry for a window of this size (with the table buttons' rects)."""
        raise NotImplementedError

    def place_widgets(self) -> None:
        """Put the game's own widgets and held pieces where `self.lay` says."""

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = self.make_layout(size)
        self._place_table_buttons(self.lay)
        self.place_widgets()

    # --- the table's record: what the game menu, the online table and the tests read ------

    @property
    def record(self) -> GameRecord:
        """The game being played (the controller's; the shown position and the computers are
        the controller's too: `table`)."""
        return self.table.record

    def shown_hint(self) -> Any | None:
        return self.table.shown_hint()

    def marks(self) -> list[Any]:
        """The moves since the person's last turn (the game's `moves_since`), as far as the
        screen has shown them; none once a person's own move is being shown (it starts a new
        round of them). Worked out once per step shown."""
        beat = self.table.beat
        if beat is not None and beat.step.is_decision and self.table.is_human(beat.step.seat):
            return []
        index = self.table.shown_index
        latest = self.record.steps[index - 1] if index else None
        if self._marks is None or self._marks[0] is not latest:
            self._marks = (latest, self.moves_since(self.record, index, self.table.is_human))
        return self._marks[1]

    def with_notes(self, entries: Sequence[Any]) -> Sequence[Any]:
        """The log's entries with the table's own notes among them (none here: an online
        table notes a take-back everyone agreed to)."""
        return entries

    def seat_is_computer(self, seat: int) -> bool:
        return self.table.is_computer(seat)

    def name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def say(self, message: str, error: bool = False) -> None:
        """A hint, a refusal or a notice: it stays until the player acts (a key, a click)."""
        self.message = message
        self.message_error = error
        self.app.dirty = True

    def status_text(self) -> str:
        """What the status line says when nothing else is said (the game's scene words it)."""
        raise NotImplementedError

    def thinking_dots(self) -> str:
        return "." * (1 + int(self.clock_time * 3) % 3)

    # --- input every table knows ------------------------------------------------------------

    def handle_table_keys(self, event: pygame.event.Event) -> bool:
        """Esc (put down, else the menu), Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo. Any key or
        click first clears the message the player has now read."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.message is not None:
            self.message = None
            self.app.dirty = True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            if not self.put_down():
                self.open_menu()
            return True
        if event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z and not event.mod & pygame.KMOD_SHIFT:
                self.undo()
                return True
            if event.key in (pygame.K_y, pygame.K_z):
                self.redo()
                return True
        return False

    def submit(self, action: Any, by_hand: bool = False) -> bool:
        """Play an action for the person to move; show the reason if the rules refuse it."""
        self.message = None  # what the move brings (a failed save) is said from here on
        reason = self.table.submit(action, by_hand)
        if reason is not None:
            self.say(self.reason_words(reason), error=True)
            return False
        return True

    def reason_words(self, reason: Refusal) -> str:
        """A refusal of the rules as the player reads it: a sentence, with the players' names."""
        return reason.sentence(self.names())

    def undo(self) -> None:
        reason = self.table.undo(self.app.settings.practice)
        if reason is not None:
            self.say(reason.words(self.names()), error=True)
            return
        self.dropped_everything()
        self.say(_("Move taken back."))

    def redo(self) -> None:
        if self.table.redo():
            self.dropped_everything()

    def ask_hint(self) -> None:
        if self.table.ask_hint():
            self.say(_("Thinking of a good move…"))
            self.app.dirty = True

    def show_hint(self, action: Any) -> None:
        """A hint is ready: say it (each game words it)."""

    def dropped_everything(self) -> None:
        """The screen jumped to the record (undo, redo): drop what was in hand."""
        self.hand.clear()
        self.animator.tweens = []
        self.app.dirty = True

    # --- the clock ------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """One frame: the pieces in hand move, the controller walks the shown position on;
        True while anything moves."""
        self.clock_time += dt
        held = self.animator.update(dt)
        busy = self.table.update(dt)
        self.enable_buttons()
        return busy or held or self.hand.busy()

    def saved(self, problem: OSError | RecordError | None) -> None:
        """The autosave failed (it is tried again), or worked again after failing."""
        if problem is None:
            self.say(_("The game is saved again."))
            return
        why = problem_words(problem)
        self.say(_("The game could not be saved: {why}. Trying again…").format(why=why), True)

    def enable_buttons(self) -> None:
        """After this frame's moves, so a button never lags behind whose turn it is."""
        self.hint_button.enabled = self.table.human_to_move()
        reason = self.table.undo_refusal(self.app.settings.practice)
        self.undo_button.enabled = reason is None
        words = reason.words(self.names()) if reason is not None else None
        self.undo_button.tooltip = words or _(self.undo_tip)
        self.redo_button.enabled = self.record.can_redo()

    def on_exit(self) -> None:
        """Leaving the table (or closing the window) stops any bot that is thinking, and tries
        once more to save a game whose last save failed."""
        self.table.stop_thinking()
        self.table.flush()

    # --- time and sound -------------------------------------------------------------------

    def sound(self, name: str) -> None:
        """Play an effect, unless animations are instant (then there is nothing to follow)."""
        if self.table.speed > 0:
            self.app.sounds.play(name)

    # --- drawing shared by both tables ----------------------------------------------------

    def draw_banner(self, surface: pygame.Surface, message: str, area: pygame.Rect) -> None:
        """A dark plaque across the middle of `area` (the board) with a sentence in gold."""
        size = max(18, area.width // 20)
        rect = pygame.Rect(0, 0, int(area.width * 0.9), int(size * 2.6))
        size = fitting_size(message, size, rect.width - size * 2, bold=True, smallest=12)
        rect.center = area.center
        panel(surface, rect, (40, 28, 24), GOLD, radius=14)
        text(surface, message, size, GOLD_LIGHT, bold=True, center=rect.center)

    # --- the buttons, the pause menu and leaving --------------------------------------------

    def _place_table_buttons(self, layout: TableLayout) -> None:
        """Put Menu, Undo, Redo and Hint where the game's layout has rects of those names."""
        self.menu_button.rect, self.undo_button.rect = layout.menu_button, layout.undo_button
        self.redo_button.rect, self.hint_button.rect = layout.redo_button, layout.hint_button

    def _add_table_buttons(self) -> None:
        """Menu, Undo, Redo and Hint, added to self.widgets (each game places them)."""
        add = self.add_button
        self.menu_button = add(_("Menu"), self.open_menu, _("Pause, start again or leave (Esc)"))
        self.undo_button = add(_("Undo"), self.undo, _(self.undo_tip))
        self.redo_button = add(_("Redo"), self.redo, _("Play again what was taken back (Ctrl+Y)"))
        hint_tip = _("Ask the Hard computer player for a move (it is shown, not played)")
        self.hint_button = add(_("Hint"), self.ask_hint, hint_tip)

    def add_button(
        self, label: str, action: Callable[[], None], tooltip: str, primary: bool = False
    ) -> Button:
        """A button of the table, among its widgets (the game's layout places it)."""
        return self.widgets.add(Button(label, action, primary=primary, tooltip=tooltip))

    def put_down(self) -> bool:
        """Drop whatever the player holds (a carpet, a tile); True if something was held."""
        return self.hand.put_down()

    def open_menu(self) -> None:
        self.put_down()
        self.app.push(game_menu(self.app, self.record, self.leave))

    def leave(self) -> None:
        """Back to the title; the game stays autosaved, to resume from there."""
        self.app.nav.title()
