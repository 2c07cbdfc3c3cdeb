"""The Bombay Bazar table: picking, turning and laying tiles with the mouse or the keyboard,
drawn from the view model of the shown position (bombay.ui.table_view).

The table controller (common.ui.table_controller) owns the record and walks the shown position
towards it one beat per action; this scene turns input into actions and the view model into
pixels.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from bombay.rules.actions import Action
from bombay.rules.events import GameOver
from bombay.rules.game import GAME
from bombay.rules.state import BombayState
from bombay.rules.tiles import PATTERNS, orientation
from bombay.ui import moments, table_draw, table_words
from bombay.ui.beats import plan_beat
from bombay.ui.board_marks import trunk_under
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardPainter, BoardView, Preview
from bombay.ui.session import BombaySession
from bombay.ui.since import Mark, moves_since
from bombay.ui.storage import best_score
from bombay.ui.story import LogEntry
from bombay.ui.table_draw import Stack
from bombay.ui.table_log import TableLog
from bombay.ui.table_tips import table_tip
from bombay.ui.table_view import LastMove, TableView, build_view, last_move
from bombay.ui.tile_hand import TileHand
from bombay.ui.ways_round import best_rotations
from common.core import saves
from common.core.i18n import _, language
from common.core.record import GameRecord
from common.core.step import Step
from common.ui.interfaces import TableSession
from common.ui.table import TableScene
from common.ui.theme import SAND, shade
from common.ui.widgets import CheckBox

FINAL_BOARD = 3.0  # seconds the final board stays, the winner's trunk lit, before the results

if TYPE_CHECKING:
    from common.ui.app import App


class PlayScene(TableScene):
    moves_since = staticmethod(moves_since)

    hand: TileHand  # the person's hand (common.ui.hand): this game's
    session: BombaySession  # the table's (common.ui.interfaces.TableSession): this game's
    lay: BombayLayout  # the table's geometry (common.ui.interfaces.TableLayout): this game's

    def __init__(
        self,
        app: App,
        session: BombaySession,
        on_finished: Callable[[GameRecord, TableSession], None],
        record: GameRecord | None = None,
    ) -> None:
        super().__init__(
            app, GAME, session, on_finished, record, plan_beat, finish_delay=FINAL_BOARD
        )
        self.view = BoardView(session.colours())  # the ghost and previews of the tile in hand
        self.painter = BoardPainter()
        self.panel_cache = table_draw.PanelCache()
        self.hint_previews: list[Preview] = []
        self.log = TableLog()
        self._clicked_at: tuple[int, int] | None = None  # no tooltip here until the mouse moves
        self._turns: tuple[object, dict[int, int]] = (None, {})  # state, stacks' ways round
        # (the latest step shown, the last move of that position)
        self._last: tuple[Step | None, LastMove | None] | None = None
        self.best = best_score() if session.solo else None  # solo's best score
        self.hand = TileHand(self, self.view)
        log_tip = _("Who did what, turn by turn, in the supply's place (Tab)")
        self.log_button = self.add_button(_("Game log"), self.open_log, log_tip)
        help_tip = _("The rules and the controls")
        self.help_button = self.add_button(_("How to play"), self.open_help, help_tip)
        self.legal_only = self.widgets.add(
            CheckBox(
                _("Show only legal orientations"),
                True,
                tooltip=_("Turning a tile skips the ways round that cannot be placed"),
            )
        )

    def resumed_at(self, record: GameRecord) -> int:
        """A round not yet begun opens at its start (who goes first is announced)."""
        begun = saves.decisions_made(record) > 0 or record.can_redo()
        return record.cursor if begun else 0

    def make_layout(self, size: tuple[int, int]) -> BombayLayout:
        return BombayLayout(size, self.session.setup.players)

    def place_widgets(self) -> None:
        self.help_button.rect = self.lay.help_button
        self.log_button.rect = self.lay.log_button
        self.log_button.label = _("Supply") if self.log.shown else _("Game log")
        self.legal_only.rect = self.lay.option
        self.hand.place_stacks()
        for sprite in self.hand.stacks:
            sprite.enabled = not self.log.shown

    # --- what may be done ---------------------------------------------------------------

    @property
    def human_to_place(self) -> bool:
        return self.table.human_to_move()

    def dropped_everything(self) -> None:
        self.hint_previews = []
        super().dropped_everything()

    # --- input --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._clicked_at = tuple(event.pos)
        if self.handle_table_keys(event):
            return
        holding = self.hand.drag.dragging is not None
        plain = event.type == pygame.KEYDOWN and not event.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT
        )
        if plain and event.key == pygame.K_TAB and not holding:
            self.open_log()
            return
        used, hovered = self.log.handle(event, self.lay)
        self.app.dirty |= hovered
        if used:
            return
        if not holding and self.widgets.handle(event):
            return
        if not self.human_to_place:
            return
        if plain and self.pick_by_letter(event, holding):
            return
        if holding and (self.hand.swap(event) or self.hand.handle_turning(event)):
            return
        enter = plain and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if holding and enter and self.hand.place_held():
            return
        if not holding and self.accept_hint(event):
            return
        if self.hand.drag.handle(event):
            return
        if event.type == pygame.MOUSEMOTION and not self.log.shown and self.hand.hover(event.pos):
            self.app.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.lay.cell_at(event.pos)
            if cell is not None and cell == BombayState.of(self.record.state).play_cell():
                self.say(_("First pick a tile from the supply, then drop it here."))

    def pick_by_letter(self, event: pygame.event.Event, holding: bool) -> bool:
        """A supply letter (A–Q) takes that tile, onto the open end; Q and E turn a held tile."""
        letter = (event.unicode or "").upper()
        if holding and event.key in (pygame.K_q, pygame.K_e):
            return False
        names = [p.name for p in PATTERNS]
        if letter not in names:
            return False
        self.log.shown = False
        self.place_widgets()
        self.hand.pick(names.index(letter))
        self.app.dirty = True
        return True

    def accept_hint(self, event: pygame.event.Event) -> bool:
        """Enter, or a click on the hint's ghost tile, plays the hinted move."""
        hint = self.shown_hint()
        if hint is None or self.hand.pending is not None:
            return False
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        on_ghost = (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.lay.cell_at(event.pos) == BombayState.of(self.record.state).play_cell()
        )
        if not (enter or on_ghost):
            return False
        self.hint_previews = []
        self.submit(hint)  # the tile flies from its stack as a computer's would
        return True

    def show_hint(self, action: Action) -> None:
        self.hint_previews = self.hand.previews_for(action)
        self.say(self.hint_words(action))

    def hint_words(self, action: Action) -> str:
        state = self.table.shown
        mover = state.current_player()
        grows = sum(len(p.segments) for p in self.hint_previews if p.player == mover)
        words = table_words.hint_words(action, state.play_cell(), grows)
        return words + " " + _("Enter or a click on the green tile plays it.")

    # --- the view model and drawing -------------------------------------------------------

    def view_model(self) -> TableView:
        index = self.table.shown_index
        latest = self.record.steps[index - 1] if index else None
        if self._last is None or self._last[0] is not latest:
            self._last = (latest, last_move(self.record, index))
        return build_view(self.lay, self.table.shown, self.table.beat, self._last[1], self.lit())

    def lit(self) -> int | None:
        """The player whose trunk the pointer is on: their row in the panel, or the trunk."""
        if self.hand.drag.dragging is not None or self.app.top is not self:
            return None
        over = self.game_over()
        if over is not None and self.table.caught_up:  # the final board: the winner's trunk lit
            return over.winners[0] if over.winners else None
        pos = self.app.mouse_pos
        shown = self.table.shown
        for q, row in enumerate(self.lay.player_rows[: shown.num_players()]):
            if row.collidepoint(pos):
                return q
        return trunk_under(shown, self.lay, pos) if self.lay.floor.collidepoint(pos) else None

    def draw(self, surface: pygame.Surface) -> None:
        lay, view, board = self.lay, self.view_model(), self.view
        surface.fill(shade(SAND, 0.5))
        state = view.state
        live = self.table.caught_up and not state.is_terminal()
        board.play_cell = state.play_cell() if live else None
        board.patterns = self.session.patterns(self.app.settings.colour_blind)
        board.mover = state.current_player()
        board.limits, board.base_limits = view.limits, view.base_limits
        last = view.last
        board.last_tile = (last.placed.cell, last.placed.seat) if last else None
        board.last_growth = [Preview(e.seat, list(e.segments)) for e in last.grown] if last else []
        board.lit = view.lit
        board.out = (view.out[0].seat, view.out[1]) if view.out is not None else None
        marks = self.marks()
        board.marks = [(m.cell, m.seat, m.number) for m in marks]
        board.marked_growth = [Preview(e.seat, list(e.segments)) for m in marks for e in m.grown]
        self.log.light(board)
        hint, drag = self.shown_hint(), self.hand.drag
        if self.hand.pending is not None:  # the tile waits on its cell for "Place it"
            action, cell, previews = self.hand.pending
            board.ghost, board.previews = (action.orientation, cell, True), previews
        elif drag.dragging is None and drag.flying is None and not self.previewing:
            at = state.play_cell()
            board.ghost = (hint.orientation, at, True) if hint and at is not None else None
            board.previews = self.hint_previews if hint else []
        self.painter.draw(surface, lay, state, board)
        if view.dropping is not None:
            table_draw.draw_end_piece(surface, lay, view.dropping)
        if view.flying is not None:
            o, pos, spin = view.flying
            table_draw.draw_tile(surface, lay, o, pos, spin, lifted=True)
        stacks = self.stacks_shown(view)
        status = (self.message or self.status_text(view), bool(self.message and self.message_error))
        notes = self.notes(view, marks)
        panel = (lay, view, board, self.session.seats, status, stacks, notes)
        patterns = tuple(board.patterns or ())
        key = (view.state, view.lit, status, tuple(stacks), notes, patterns, lay.size, language())
        self.panel_cache.draw(surface, lay, key, lambda layer: table_draw.draw_panel(layer, *panel))
        entries = self.with_notes(self.log_entries())
        self.log.draw(surface, lay, entries, self.names(), self.view.colours)
        self._draw_held(surface)
        if view.out is not None:  # who went out, beside their end piece
            out = view.out[0]
            what = "finished" if state.num_players() == 1 else "out"
            words = table_words.banner_words(what, out, self.names())
            moments.paint_out_words(surface, lay, state, out.seat, words)
        if view.banner is not None:
            words = table_words.banner_words(*view.banner, self.names())
            if view.banner[0] == "first":
                self.draw_banner(surface, words, lay.floor)
            else:  # end pieces land on the floor: it stays in view
                table_draw.draw_notice(surface, lay, words)
        self.widgets.draw(surface)

    @property
    def previewing(self) -> bool:
        """A supply stack under the pointer is shown on the open end."""
        return self.hand.hovered is not None and self.view.ghost is not None

    def notes(self, view: TableView, marks: list[Mark]) -> table_draw.Notes:
        best = self.best if self.session.solo else None
        words = table_words.panel_notes(view, marks, self.session, best, self.name)
        return dataclasses.replace(words, moves=self.moves_text())

    def _draw_held(self, surface: pygame.Surface) -> None:
        hand = self.hand
        sprite = self.hand.drag.dragging or self.hand.drag.flying
        if hand.held is None or sprite is None:
            return
        o = orientation(hand.held, hand.rotation)
        if hand.snapped and self.view.ghost is not None:
            cell = self.view.ghost[1]
            if abs(hand.turn) > 0.5:  # the ghost turns in place
                table_draw.draw_tile(surface, self.lay, o, self.lay.centre(cell), hand.turn, False)
            table_draw.draw_reason(surface, self.lay, self.view, hand.ghost_reason)
            return
        table_draw.draw_tile(surface, self.lay, o, sprite.center, hand.turn, lifted=True)

    def stacks_shown(self, view: TableView) -> list[Stack]:
        """Every pattern's pile in the supply as the shown position has it."""
        hint = self.shown_hint()
        hinted = hint.orientation.pattern.index if hint is not None else None
        return table_draw.stacks_of(view.state, hinted, self.hand.in_hand(), self.turns(view))

    def turns(self, view: TableView) -> dict[int, int]:
        """On the person's turn, each fitting tile's best way round (as a pick holds it)."""
        if self.human_to_place and self._turns[0] is not view.state:
            self._turns = (view.state, best_rotations(view.state))
        return self._turns[1] if self.human_to_place else {}

    def moves_text(self) -> str:
        if not self.human_to_place:
            return ""
        return table_words.moves_note(self.table.shown.legal_placements())

    def game_over(self) -> GameOver | None:
        """The rules' word on a finished game, once the screen shows its end."""
        index = self.table.shown_index
        if not index or not self.table.shown.is_terminal():
            return None
        return self.record.steps[index - 1].event(GameOver)

    def status_text(self, view: TableView | None = None) -> str:
        over = self.game_over()
        if over is not None:
            return table_words.final_words(over, self.names())
        hint = self.shown_hint()
        return table_words.status_words(
            view or self.view_model(),
            self.name,
            self.table.caught_up,
            self.seat_is_computer,
            self.hand.drag.dragging is not None,
            self.table.hint_pending,
            self.hint_words(hint) if hint is not None else None,
            self.thinking_dots(),
        )

    def animation_rects(self) -> list[pygame.Rect] | None:
        thinking = self.table.computer is not None or self.table.hint_pending
        if thinking and self.table.caught_up and not (self.hand.busy() or self.message):
            return [self.lay.status]  # only the dots move
        return [self.lay.floor, self.lay.panel]

    def tooltip_at(self, pos) -> str | None:
        """What is under the pointer, said once it rests there; none after a click until the
        pointer moves on (the button's words were read before the click)."""
        if self._clicked_at == tuple(pos):
            return None
        tip = self.widgets.tooltip_at(pos)
        if tip or self.hand.drag.dragging is not None:
            return tip
        return table_tip(self, pos)

    def tooltip_beside(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """A stack's words beside the whole supply, never over the stacks to compare."""
        return self.lay.supply if self.lay.supply.collidepoint(pos) else None

    # --- windows over the table -------------------------------------------------------------

    def open_log(self) -> None:
        """The game log in the supply's place, or the supply back (Tab, Game log): the board
        stays in view, and a hovered line lights the cells and trunks it names."""
        self.hand.put_down()
        self.log.toggle()
        self.place_widgets()
        self.app.dirty = True

    def log_entries(self) -> Sequence[LogEntry]:
        """The game log as far as the screen has shown it (each step worded once)."""
        return self.log.entries(self.record, self.names(), self.table.shown_index)

    def open_help(self) -> None:
        """The rules pages, with pictures, over the table."""
        self.hand.put_down()
        self.app.nav.rules("bombay")
