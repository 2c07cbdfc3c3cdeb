"""What every game's table scene shares: who is at the table, autosaving after every action,
computer players and hints thinking in the background, sounds, the pause menu and leaving.

A game's play scene subclasses TableScene and keeps these attributes: `session` (with
`seats`, each with `name` and `computer`), `record` (the GameRecord), `animator`,
`shown_index` and `beat_running` (the animation queue), `computer` / `hint` (ComputerMove or
None), `hint_action`, `saved_mark`, `message` / `message_time`.
"""

from __future__ import annotations

from typing import Any

from common.core import saves
from common.core.i18n import _
from common.ui.computer import ComputerMove
from common.ui.savegames import game_menu
from common.ui.scene import Scene
from common.ui.widgets import Button

MESSAGE_SECONDS = 4.0


class TableScene(Scene):
    # --- who is at the table --------------------------------------------------------------

    @property
    def caught_up(self) -> bool:
        """The screen shows the record's latest position (no animation pending)."""
        return self.shown_index == self.record.cursor and not self.beat_running

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.session.seats) and not self.session.seats[seat].computer

    def seat_is_computer(self, seat: int) -> bool:
        return 0 <= seat < len(self.session.seats) and self.session.seats[seat].computer

    def name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def say(self, message: str, error: bool = False) -> None:
        self.message = message
        self.message_error = error
        self.message_time = MESSAGE_SECONDS if error else MESSAGE_SECONDS / 2

    # --- never lose a game ----------------------------------------------------------------

    def _autosave(self) -> None:
        """Keep the game on disk after every action, so a crash loses at most one."""
        mark = (len(self.record.actions), self.record.cursor)
        if mark == self.saved_mark or self.record.state.is_terminal():
            return
        self.saved_mark = mark
        try:
            saves.autosave(self.record)
        except OSError as error:
            self.say(_("The game could not be saved: {why}").format(why=error.strerror), True)

    # --- computer players and hints -------------------------------------------------------

    def _computer_turn(self, dt: float, state: Any, seat: int, delay: float) -> None:
        """A computer seat is to move: think in the background (started once per position),
        and play the move once it is ready and `delay` seconds (at the chosen animation
        speed) have passed."""
        if self.computer is None or self.computer.state is not state:
            self._stop_thinking()
            level = self.session.seats[seat].level
            seed = self.session.seed + self.record.cursor
            self.computer = ComputerMove(
                self.record.game.name, level, state, seed, self._real_time(delay)
            )
        action = self.computer.poll(dt)
        if action is not None:
            self.computer = None
            self.record.play(action)

    def _stop_thinking(self) -> None:
        for move in (self.computer, self.hint):
            if move is not None:
                move.cancel()
        self.computer = self.hint = None
        self.hint_action = None

    def on_exit(self) -> None:
        """Leaving the table (or closing the window) stops any bot that is thinking."""
        self._stop_thinking()

    def shown_hint(self) -> Any | None:
        """The hint for the position on screen, if one is ready."""
        if self.hint is not None and self.hint.state is self.record.state and self.caught_up:
            return self.hint_action
        return None

    # --- time and sound -------------------------------------------------------------------

    def sound(self, name: str) -> None:
        """Play an effect, unless animations are instant (then there is nothing to follow)."""
        if self.animator.speed > 0:
            self.app.sounds.play(name)

    def _real_time(self, seconds: float) -> float:
        """A pause at the animation speed the player chose (0: no pause at all)."""
        speed = self.animator.speed
        return seconds / speed if speed > 0 else 0.0

    # --- the pause menu and leaving -------------------------------------------------------

    def _place_table_buttons(self, layout: Any) -> None:
        """Put Menu, Undo, Redo and Hint where the game's layout has rects of those names."""
        for name in ("menu_button", "undo_button", "redo_button", "hint_button"):
            getattr(self, name).rect = getattr(layout, name)

    def _add_table_buttons(self) -> None:
        """Menu, Undo, Redo and Hint, added to self.widgets (each game places them)."""
        add = self.widgets.add
        self.menu_button = add(
            Button(_("Menu"), self.open_menu, tooltip=_("Pause, start again or leave (Esc)"))
        )
        self.undo_button = add(
            Button(_("Undo"), self.undo, tooltip=_("Take back your last move (Ctrl+Z)"))
        )
        self.redo_button = add(
            Button(_("Redo"), self.redo, tooltip=_("Play again what was taken back (Ctrl+Y)"))
        )
        self.hint_button = add(
            Button(
                _("Hint"),
                self.ask_hint,
                tooltip=_("Ask the Hard computer player for a move (it is shown, not played)"),
            )
        )

    def put_down(self) -> None:
        """Drop whatever the player holds before a menu opens (a carpet, a tile)."""

    def open_menu(self) -> None:
        self.put_down()
        self.app.push(game_menu(self.app, self.record, self.leave))

    def leave(self) -> None:
        """Back to the title; the game stays autosaved, to resume from there."""
        self.app.nav.title()
