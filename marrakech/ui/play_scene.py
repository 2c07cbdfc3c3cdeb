"""The Marrakech table: turning Assam and laying carpets with the mouse or the keyboard, drawn
from the view model of the shown position (marrakech.ui.table_view).

The table controller (common.ui.table_controller) owns the record and walks the shown position
towards it one beat per action; this scene turns input into actions and the view model into
pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from common.core.i18n import N_, _
from common.core.record import GameRecord
from common.ui.interfaces import TableSession
from common.ui.table import TableScene
from marrakech.rules.actions import TURN_ACTIONS, Action
from marrakech.rules.board import SIZE
from marrakech.rules.game import GAME
from marrakech.rules.state import MarrakechState
from marrakech.ui import table_draw, table_words
from marrakech.ui.beats import plan_beat
from marrakech.ui.carpet_hand import CarpetHand
from marrakech.ui.forecast_view import Forecast, draw_forecast
from marrakech.ui.layout import BoardLayout
from marrakech.ui.log_panel import LogPanel
from marrakech.ui.renderer import BoardView, draw_board, draw_turn_arrows, turn_arrows, turn_at
from marrakech.ui.rug_layers import CarpetHistory
from marrakech.ui.session import MarrakechSession
from marrakech.ui.since import mark_words, moves_since
from marrakech.ui.story import LogEntry, marrakech_log
from marrakech.ui.table_view import TableView, build_view, latest_roll
from marrakech.ui.turn_input import handle_turn, take_hint

LEGAL_GLOW = (250, 214, 120)
FIRST_GLOW = (120, 200, 120)
REGION_GLOW = (255, 226, 120)
LOG_GLOW = (90, 170, 230)  # the squares a hovered log line names
LEAVING_GLOW = (230, 80, 60)  # the carpets of a player who cannot pay and leaves

if TYPE_CHECKING:
    from common.ui.app import App


class PlayScene(TableScene):
    moves_since = staticmethod(moves_since)
    undo_tip = N_(
        "Take back your last carpet or turn of Assam, until the next die is rolled (Ctrl+Z)"
    )

    hand: CarpetHand  # the person's hand (common.ui.hand): this game's
    session: MarrakechSession  # the table's (common.ui.interfaces.TableSession): this game's
    lay: BoardLayout  # the table's geometry (common.ui.interfaces.TableLayout): this game's

    def __init__(
        self,
        app: App,
        session: MarrakechSession,
        on_finished: Callable[[GameRecord, TableSession], None],
        record: GameRecord | None = None,
    ) -> None:
        super().__init__(app, GAME, session, on_finished, record, plan_beat)
        self.colours = session.display_colours()
        self.hand = CarpetHand(self)
        self.show_log = True
        self.log_full = False  # the log over the whole side panel (a click on it)
        self.hovered_turn: int | None = None  # the arrow under the mouse (its forecast shows)
        self.mouse: tuple[int, int] | None = None  # where the mouse last moved
        self._hover_base: MarrakechState | None = None  # the position hovered_turn is about
        self.forecast = Forecast()
        self.game_log = marrakech_log()
        self.carpets = CarpetHistory()
        self.log_panel = LogPanel()
        self._die: tuple[int, int] = (-1, 0)
        self._said_in: tuple[int, int] | None = None  # the turn the message is about
        turn_tip = _("Lay the carpet across or along (R, right click or mouse wheel)")
        self.rotate_button = self.add_button(_("Turn carpet"), self.toggle_orientation, turn_tip)
        roll_tip = _("Roll the die (Space, or click the die)")
        self.roll_button = self.add_button(_("Roll"), self.roll, roll_tip, primary=True)

    def make_layout(self, size: tuple[int, int]) -> BoardLayout:
        return BoardLayout(size, self.session.setup.players)

    def place_widgets(self) -> None:
        self.rotate_button.rect = self.lay.rotate_button
        self.roll_button.rect = self.lay.roll_button
        self.hand.reset()

    # --- what may be done ---------------------------------------------------------------

    def human_to(self, phase: str) -> bool:
        return self.table.human_to_move() and self.table.shown.phase == phase

    def turn_arrows(self) -> dict[int, tuple[tuple[float, float], float]]:
        """The three on-board arrows around Assam: left, straight on, right."""
        return turn_arrows(self.lay, self.turn_base() or self.table.shown)

    def turn_at(self, pos) -> int | None:
        """The turn a click at pos asks for: on an arrow, or on the square he would face."""
        return turn_at(self.lay, self.turn_base() or self.table.shown, pos)

    def rolling(self) -> bool:
        """A person's die waits to be rolled."""
        return self.table.roll_waiting() is not None

    def turn_base(self) -> MarrakechState | None:
        """The position a person chooses Assam's facing in: the shown one at their turn, or,
        while their die waits, the one before the turn they made (it may still change)."""
        if self.human_to("turn"):
            return MarrakechState.of(self.table.shown)
        index = self.table.unrolled_decision()
        step = self.record.steps[index] if index is not None else None
        if step is None or step.action.kind != "turn":
            return None
        return MarrakechState.of(step.before)

    def chosen_turn(self) -> int | None:
        """The turn made before a die that waits (it is ringed on the board), or None."""
        index = self.table.unrolled_decision()
        return self.record.steps[index].action.value if index is not None else None

    def choose_turn(self, delta: int) -> None:
        """Turn Assam; while the die waits, another way replaces the turn made."""
        if delta == self.chosen_turn():
            return
        if self.table.unrolled_decision() is not None:
            self.hovered_turn = None
        self.submit(TURN_ACTIONS[delta])

    def roll(self) -> None:
        if self.table.roll():
            self.message = None
            self.app.dirty = True

    def toggle_orientation(self) -> None:
        if self.human_to("place"):
            self.hand.toggle()

    # --- input --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.handle_table_keys(event):
            return
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if take_hint(self, event, enter):
            return
        if enter and self.human_to("place") and self.hand.key_ghost() is not None:
            self.hand.handle(event)  # the carpet the arrows showed, even with a button focused
            return
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not event.mod:
            self.show_log = not self.show_log
            return
        hovered = self.log_panel.hovered
        if self.show_log and self.log_panel.handle(event, self.log_area()):
            self.app.dirty = True
            return
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and self.show_log and self.log_area().collidepoint(event.pos):
            self.log_full = not self.log_full  # the whole log, or the players back
            self.app.dirty = True
            return
        if self.log_panel.hovered is not hovered:
            self.app.dirty = True  # a hovered log line lights its squares
        if self.widgets.handle(event):
            return
        base = self.turn_base()
        if base is not None and handle_turn(self, event, base):
            return
        if self.rolling():
            space = event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
            on_die = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
            if space or (on_die and self.lay.die.collidepoint(event.pos)):
                self.roll()
        elif self.human_to("place"):
            self.hand.handle(event)

    def hover_turn(self, base: MarrakechState | None) -> None:
        """The arrow under the mouse, for the position the turn is chosen in: worked out
        again when that position changes, so a new turn's forecast is never the last one's."""
        self._hover_base = base
        hovered = None
        if base is not None and self.mouse is not None:
            hovered = turn_at(self.lay, base, self.mouse)
        if hovered != self.hovered_turn:
            self.hovered_turn = hovered
            self.app.dirty = True

    def say(self, message: str, error: bool = False) -> None:
        """A message in place of the prompt, until the player acts or the turn passes."""
        super().say(message, error)
        self._said_in = self._turn_key()

    def _turn_key(self) -> tuple[int, int]:
        """Whose turn is shown: the mover, and how many carpets are left (a new turn of the
        same player, with two players, is still a new turn)."""
        state = self.table.shown
        return state.seat, sum(state.carpets_left_by_colour)

    def _expire_message(self) -> None:
        """A refusal or a hint is about one turn: the next turn's prompt replaces it."""
        if self.message is not None and self._said_in != self._turn_key():
            self.message = None
            self.app.dirty = True

    def show_hint(self, action: Action) -> None:
        self.say(table_words.hint_words(action, MarrakechState.of(self.record.state).assam[2]))

    # --- the clock ------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        self._expire_message()
        self.rotate_button.enabled = self.human_to("place")
        self.roll_button.visible = self.rolling()
        base = self.turn_base()
        if base is not self._hover_base:
            self.hover_turn(base)
        return busy

    # --- the view model and drawing -------------------------------------------------------

    def view_model(self) -> TableView:
        table = self.table
        index = table.shown_index
        if self._die[0] != index:
            self._die = (index, latest_roll(self.record, index))
        placing = self.human_to("place")
        view = build_view(
            self.lay,
            table.shown,
            table.beat,
            self._die[1],
            self.hand.pose(),
            placing,
            self.hand.vertical,
        )
        if self.rolling():  # the Roll button stands where the carpet waits
            view.tray, view.roll_ready = None, True
        return view

    def board_view(self, view: TableView) -> BoardView:
        laid = self.carpets.upto(self.record, self.table.shown_index)
        board = BoardView(self.colours, view.assam_centre, view.assam_angle, laid=laid)
        state = view.state
        if view.region:
            board.highlights = [(set(view.region), REGION_GLOW)]
        if view.out is not None:  # the carpets of the player leaving the market glow
            board.highlights.append((self.carpets_of(state, view.out[0]), LEAVING_GLOW))
        lit = self.log_panel.lit_squares() if self.show_log else frozenset()
        if lit:
            board.highlights.append((set(lit), LOG_GLOW))
        if not self.human_to("place"):
            return board
        legal = {sq for a in state.legal_actions() for sq in a.squares}
        board.highlights = [(legal, LEGAL_GLOW)] + board.highlights[-1:] * bool(lit)
        first = self.hand.first_square
        if first is not None:
            partners = {sq for a in state.placements_covering(first) for sq in a.squares}
            board.highlights += [(partners - {first}, FIRST_GLOW), ({first}, (90, 200, 110))]
        colour = self.colours[state.colour_to_place]
        hint = self.shown_hint()
        keyed = self.hand.key_ghost()
        if self.hand.asking is not None:
            board.ghost = (*self.hand.asking.squares, colour, True)
        elif self.hand.ghost is not None and self.hand.drag.dragging is not None:
            a, b, legal_here = self.hand.ghost
            board.ghost = (a, b, colour, legal_here)
        elif keyed is not None:
            board.ghost = (*keyed, colour, True)
        elif hint is not None and hint.kind == "place" and not self.hand.busy():
            board.ghost = (*hint.squares, colour, True)  # not while a carpet lands elsewhere
        return board

    @staticmethod
    def carpets_of(state: MarrakechState, seat: int) -> set[int]:
        """The squares where a carpet of one of `seat`'s colours shows."""
        owned = {c for c in range(state.setup.colours) if state.setup.owner(c) == seat}
        shown = (state.carpet_at(sq) for sq in range(SIZE * SIZE))
        return {sq for sq, carpet in enumerate(shown) if carpet and carpet[0] in owned}

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        view = self.view_model()
        patterned = True  # every colour has its own woven motif
        table_draw.draw_table(surface, lay)
        draw_board(surface, lay, view.state, self.board_view(view))
        marks = self.marks()
        laid = [(m.number, m.laid.colour, *m.laid.squares) for m in marks]
        table_draw.draw_marks(surface, lay, laid, self.colours)
        base = self.turn_base()
        if base is not None and view.banner is None:
            hint = self.shown_hint()
            marked = hint.value if hint is not None and hint.kind == "turn" else None
            marked = self.chosen_turn() if marked is None else marked
            if self.app.settings.forecast:
                landings = self.forecast.landings(base)
                shown = self.hovered_turn if self.hovered_turn is not None else marked
                draw_forecast(surface, lay, landings, shown, base.seat)
            draw_turn_arrows(surface, lay, base, marked, self.hovered_turn)
        told = self.told_view(view)
        said = {m.seat: mark_words(m, self.name) for m in marks}
        table_draw.draw_panel(surface, lay, told, self.session.seats, self.colours, patterned, said)
        if view.out is not None:  # on the leaving player's card, not over the board
            seat, t = view.out
            words = table_words.banner_words(("out", seat), self.names(), self.table.is_human)
            table_draw.draw_leaving(surface, lay, seat, t, words)
        table_draw.draw_status(
            surface,
            lay,
            self.message or self.status_text(),
            bool(self.message and self.message_error),
        )
        table_draw.draw_tray(surface, lay, view, self.colours, patterned)
        if self.show_log:
            size = lay.log_text
            colours = self.colours[: self.session.setup.players]  # colour s is seat s's
            entries = self.with_notes(self.log(self.table.shown_index + (told is not view)))
            if self.log_full:
                table_draw.draw_whole_log_backing(surface, lay)
            area = self.log_area()
            self.log_panel.draw(surface, area, entries, self.names(), colours, size)
        else:
            table_draw.draw_log(surface, lay, None)
        if view.moving is not None:
            table_draw.draw_carpet(surface, lay, view.moving, self.colours, patterned)
        table_draw.draw_payments(surface, lay, view, self.names())
        if view.banner is not None:
            words = table_words.banner_words(view.banner, self.names(), self.table.is_human)
            if view.banner[0] == "next":
                table_draw.draw_turn_banner(surface, lay, words)
            else:
                self.draw_banner(surface, words, lay.board)
        self.widgets.draw(surface)

    def told_view(self, view: TableView) -> TableView:
        """What the players' rows and the log tell: once a laid carpet hands the turn on (its
        banner shows), the position after it, so the numbers are never a turn behind."""
        beat = self.table.beat
        if view.banner is None or view.banner[0] != "next" or beat is None:
            return view
        return replace(view, state=beat.after)

    def log(self, upto: int | None = None) -> Sequence[LogEntry]:
        """The game log as far as the screen has shown it (each step worded once)."""
        upto = self.table.shown_index if upto is None else upto
        return self.game_log.entries(self.record, self.names(), upto)

    def status_text(self) -> str:
        roller = self.table.roll_waiting()
        return table_words.status_words(
            self.table.shown,
            self.name(roller) if roller is not None else None,
            self.table.caught_up,
            self.name,
            self.seat_is_computer,
            self.thinking_dots(),
            self.turn_base() is not None,
        )

    def animation_rects(self) -> list[pygame.Rect] | None:
        lay = self.lay
        beat = self.table.beat
        if self.hand.busy():
            return [lay.market, lay.panel]
        if beat is None:
            thinking = self.table.computer is not None or self.table.hint_pending
            return [lay.status] if thinking and not self.message else None
        if beat.action.kind == "place" and not beat.by_hand:
            return [lay.market, lay.panel]  # the carpet flies from the tray to the market
        paying = beat.action.kind == "roll" and "coins_from" in beat.plan
        if paying and beat.elapsed >= beat.plan["walk_end"]:
            return [lay.market, lay.panel]  # the coins fly between the players' rows
        return [lay.market, lay.tray]

    def log_area(self) -> pygame.Rect:
        """Where the log is drawn: its place under the status line, or (clicked) the whole
        side panel down to the tray, under one line of status."""
        if not self.log_full:
            return self.lay.log
        whole = self.lay.whole_log
        return whole.inflate(-self.lay.pad, -self.lay.pad)

    def tooltip_at(self, pos) -> str | None:
        tip = self.widgets.tooltip_at(pos)
        if not tip and self.show_log and self.log_area().collidepoint(pos):
            if self.log_full:
                return _("Click to see the players again")
            return _("Click to see the whole game log")
        if not tip and self.lay.die.collidepoint(pos):
            return _("The die has the faces 1, 2, 2, 3, 3 and 4.")
        return tip or None
