"""The Marrakech table: turning Assam and laying carpets with the mouse or the keyboard, drawn
from the view model of the shown position (marrakech.ui.table_view).

The table controller (common.ui.table_controller) owns the record and walks the shown position
towards it one beat per action; this scene turns input into actions and the view model into
pixels.
"""

from __future__ import annotations

import math

import pygame

from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.table import TableScene
from common.ui.theme import SAND, shade
from common.ui.widgets import Button
from marrakech.rules.actions import TURN_ACTIONS, Action
from marrakech.rules.game import GAME
from marrakech.ui import table_draw
from marrakech.ui.beats import plan_beat
from marrakech.ui.carpet_hand import CarpetHand
from marrakech.ui.layout import BoardLayout
from marrakech.ui.renderer import BoardView, draw_board, draw_turn_arrows, turn_arrows
from marrakech.ui.session import MarrakechSession
from marrakech.ui.story import log_lines
from marrakech.ui.table_view import TableView, build_view, latest_roll

LEGAL_GLOW = (250, 214, 120, 70)
FIRST_GLOW = (120, 200, 120, 110)
REGION_GLOW = (255, 226, 120, 85)


class PlayScene(TableScene):
    def __init__(
        self, app, session: MarrakechSession, on_finished, record: GameRecord | None = None
    ) -> None:
        super().__init__(app, GAME, session, on_finished, record, plan_beat)
        self.colours = session.display_colours()
        self.hand = CarpetHand(self)
        self.show_log = True
        self._log: tuple[int, list[str]] = (-1, [])
        self._die: tuple[int, int] = (-1, 0)
        self.rotate_button = self.widgets.add(
            Button(
                _("Turn carpet"),
                self.toggle_orientation,
                tooltip=_("Lay the carpet across or along (R, right click or mouse wheel)"),
            )
        )

    def make_layout(self, size: tuple[int, int]) -> BoardLayout:
        return BoardLayout(size, self.session.setup.players)

    def place_widgets(self) -> None:
        self.rotate_button.rect = self.lay.rotate_button
        self.hand.reset()

    # --- what may be done ---------------------------------------------------------------

    def human_to(self, phase: str) -> bool:
        return self.table.human_to_move() and self.table.shown.phase == phase

    carpet = property(lambda self: self.hand.sprite)
    vertical = property(lambda self: self.hand.vertical)

    def turn_arrows(self) -> dict[int, tuple[tuple[float, float], float]]:
        """The three on-board arrows around Assam: left, straight on, right."""
        return turn_arrows(self.lay, self.table.shown)

    def toggle_orientation(self) -> None:
        if self.human_to("place"):
            self.hand.toggle()

    def put_down(self) -> bool:
        return self.hand.put_down()

    def dropped_everything(self) -> None:
        self.hand.clear()
        self.animator.tweens = []
        super().dropped_everything()

    # --- input --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_table_keys(event) or self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not event.mod:
            self.show_log = not self.show_log
            return
        if self.widgets.handle(event):
            return
        if self.human_to("turn"):
            self._handle_turn(event)
        elif self.human_to("place"):
            self.hand.handle(event)

    def _handle_turn(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: -1, pygame.K_UP: 0, pygame.K_RIGHT: 1}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.submit(TURN_ACTIONS[keys[event.key]])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for delta, (centre, radius) in self.turn_arrows().items():
                if math.dist(centre, event.pos) <= radius * 1.3:
                    self.submit(TURN_ACTIONS[delta])
                    return

    def show_hint(self, action: Action) -> None:
        if action.kind == "turn":
            words = {
                -1: _("turn Assam left"),
                0: _("keep Assam going straight"),
                1: _("turn Assam right"),
            }[action.value]
        else:
            words = _("lay the carpet where the green outline shows")
        self.say(_("Hint: {advice}.").format(advice=words))

    # --- the clock ------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        held = self.animator.update(dt)
        busy = super().update(dt)
        self.rotate_button.enabled = self.human_to("place")
        return busy or held or self.hand.busy()

    # --- the view model and drawing -------------------------------------------------------

    def view_model(self) -> TableView:
        table = self.table
        index = table.shown_index
        if self._die[0] != index:
            self._die = (index, latest_roll(self.record, index))
        placing = self.human_to("place")
        return build_view(
            self.lay,
            table.shown,
            table.beat,
            self._die[1],
            self.hand.pose(),
            placing,
            self.hand.vertical,
        )

    def board_view(self, view: TableView) -> BoardView:
        board = BoardView(
            self.colours,
            view.assam_centre,
            view.assam_angle,
            patterned=self.app.settings.colour_blind,
        )
        state = view.state
        if view.region:
            board.highlights = [(set(view.region), REGION_GLOW)]
        if not self.human_to("place"):
            return board
        legal = {sq for a in state.legal_actions() for sq in a.squares}
        board.highlights = [(legal, LEGAL_GLOW)]
        first = self.hand.first_square
        if first is not None:
            partners = {sq for a in state.placements_covering(first) for sq in a.squares}
            board.highlights += [(partners - {first}, FIRST_GLOW), ({first}, (90, 200, 110, 170))]
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
        elif hint is not None and hint.kind == "place" and self.hand.drag.dragging is None:
            board.ghost = (*hint.squares, colour, True)
        return board

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        view = self.view_model()
        patterned = self.app.settings.colour_blind
        surface.fill(shade(SAND, 0.55))
        draw_board(surface, lay, view.state, self.board_view(view))
        if self.human_to("turn"):
            hint = self.shown_hint()
            marked = hint.value if hint is not None and hint.kind == "turn" else None
            draw_turn_arrows(surface, lay, view.state, marked)
        table_draw.draw_panel(surface, lay, view, self.session.seats, self.colours, patterned)
        table_draw.draw_status(
            surface, lay, self.message or self.status_text(), bool(self.message_error)
        )
        table_draw.draw_log(surface, lay, self.log() if self.show_log else None)
        table_draw.draw_tray(surface, lay, view, self.colours, patterned)
        if view.moving is not None:
            table_draw.draw_carpet(surface, lay, view.moving, self.colours, patterned)
        table_draw.draw_payments(surface, lay, view)
        if view.banner is not None:
            self.draw_banner(surface, self.banner_words(view.banner), lay.board)
        self.widgets.draw(surface)

    def banner_words(self, banner: tuple[str, int]) -> str:
        what, seat = banner
        if what == "first":
            return _("{name} goes first.").format(name=self.name(seat))
        return _("{name} cannot pay and leaves the market.").format(name=self.name(seat))

    def log(self) -> list[str]:
        """The game log as far as the screen has shown it (told again only when it moves on)."""
        index = self.table.shown_index
        if self._log[0] != index:
            self._log = (index, log_lines(self.record, self.names(), index))
        return self._log[1]

    def status_text(self) -> str:
        if not self.caught_up:
            return ""
        state = self.table.shown
        if state.is_terminal():
            return _("The game is over.")
        name = self.name(state.current_player())
        if self.seat_is_computer(state.current_player()):
            return _("{name} is thinking").format(name=name) + self.thinking_dots()
        if state.phase == "turn":
            return _("{name}: turn Assam (the arrows, or ← ↑ →).").format(name=name)
        return _("{name}: drag your carpet next to Assam, or click two squares.").format(name=name)

    def animation_rects(self) -> list[pygame.Rect] | None:
        lay = self.lay
        beat = self.table.beat
        if self.hand.busy():
            return [lay.market, lay.panel]
        if beat is None:
            thinking = self.computer is not None or self.hint_pending
            return [lay.status] if thinking and not self.message else None
        if beat.action.kind == "place" and not beat.by_hand:
            return [lay.market, lay.panel]  # the carpet flies from the tray to the market
        paying = "coins_from" in beat.plan and beat.elapsed >= beat.plan["walk_end"]
        if beat.action.kind == "roll" and paying:
            return [lay.market, lay.panel]  # the coins fly between the players' rows
        return [lay.market, lay.tray]

    def tooltip_at(self, pos) -> str | None:
        tip = self.widgets.tooltip_at(pos)
        if tip:
            return tip
        if self.lay.die.collidepoint(pos):
            return _("The die has the faces 1, 2, 2, 3, 3 and 4.")
        return None
