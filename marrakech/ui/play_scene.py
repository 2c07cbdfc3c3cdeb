"""The Marrakech table: the market, the side panel, and every animation of a turn.

The scene submits actions to the game record and never changes a state itself. The screen shows
`self.shown`, which follows the record one action at a time: each action becomes a short
animation (a beat), and when it ends the shown state moves on.
"""

from __future__ import annotations

import contextlib
import math

import pygame

from common.core import saves
from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.core.registry import HINT_LEVEL
from common.ui.computer import ComputerMove, level_label
from common.ui.dialogs import Dialog
from common.ui.dragdrop import DragController, DragSprite
from common.ui.draw import fitting_size, panel, text, text_block
from common.ui.table import MESSAGE_SECONDS, TableScene
from common.ui.theme import (
    BAD,
    CREAM,
    GOLD,
    GOLD_LIGHT,
    GOOD,
    INDIGO,
    INK,
    MUTED,
    SAND,
    font,
    shade,
)
from common.ui.tween import Animator, Tween, arc_point, ease_out_cubic, lerp, linear
from common.ui.widgets import Button, WidgetGroup
from marrakech.rules.actions import TURN_ACTIONS, Action, place_action
from marrakech.rules.board import NEIGHBOURS, PLACEMENTS, SIZE, square
from marrakech.rules.game import GAME
from marrakech.rules.state import MarrakechState
from marrakech.ui.art import coin_surface, die_surface, rug_surface
from marrakech.ui.layout import BoardLayout
from marrakech.ui.renderer import BoardView, draw_board, draw_rug, draw_turn_arrows, turn_arrows
from marrakech.ui.session import MarrakechSession
from marrakech.ui.story import log_lines, square_label
from marrakech.ui.walk import point_along, walk_segments

COMPUTER_DELAY = 0.7
LEGAL_GLOW = (250, 214, 120, 70)
FIRST_GLOW = (120, 200, 120, 110)
REGION_GLOW = (255, 226, 120, 85)


class PlayScene(TableScene):
    def __init__(
        self, app, session: MarrakechSession, on_finished, record: GameRecord | None = None
    ) -> None:
        self.session = session
        self.on_finished = on_finished
        if record is None:  # a new game: its start is animated
            self.record = GameRecord(GAME, session.setup, session.seed, session.to_meta())
            self.shown_index = 0
        else:  # a resumed game opens where it stood
            self.record = record
            record.meta.update(session.to_meta())
            self.shown_index = record.cursor
        self.shown: MarrakechState = self.record.state_at(self.shown_index)
        self.saved_mark: tuple[int, int] | None = None
        self.animator = Animator(app.animation_speed)
        self.view = BoardView(session.display_colours())
        self.beat_running = False
        self.banner: str | None = None
        self.message: str | None = None
        self.message_time = 0.0
        self.die_face = 1
        self.die_spin = 0.0
        self.coins: list[tuple[float, float]] = []
        self.payment_labels: list[tuple[int, str, tuple[int, int, int]]] = []
        self.vertical = False
        self.first_square: int | None = None
        self.computer: ComputerMove | None = None
        self.hint: ComputerMove | None = None
        self.hint_action: Action | None = None
        self.finish_wait = 0.0
        self.clock_time = 0.0
        self.show_log = True
        self.key_choice: int | None = None  # keyboard placing: the legal place shown
        self.log_cache: tuple[tuple[int, int] | None, list[str]] = (None, [])
        self.dropped: tuple[int, int] | None = None
        self.carpet = DragSprite((0, 0), (2, 1), z=1)
        self.drag = DragController(
            self.animator,
            self._on_drop,
            self._on_landed,
            on_pick=self._on_pick,
            on_move=self._on_drag_move,
        )
        self.drag.sprites.append(self.carpet)
        self.widgets = WidgetGroup()
        self._add_table_buttons()
        self.rotate_button = self.widgets.add(
            Button(
                _("Turn carpet"),
                self.toggle_orientation,
                tooltip=_("Lay the carpet across or along (R, right click or mouse wheel)"),
            )
        )
        self.layout_ = BoardLayout(app.size, session.setup.players)
        super().__init__(app)

    # --- geometry -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.layout_ = BoardLayout(size, self.session.setup.players)
        self._place_table_buttons(self.layout_)
        self.rotate_button.rect = self.layout_.rotate_button
        self._reset_carpet()

    def _reset_carpet(self) -> None:
        held = self.drag.dragging is self.carpet or self.drag.flying is self.carpet
        self._size_carpet(self.layout_.cell if held else self.layout_.tray_cell)
        self.carpet.home = self.layout_.carpet_home
        if not held:
            self.carpet.center = self.carpet.home

    def _size_carpet(self, cell: int) -> None:
        self.carpet.size = (cell, 2 * cell) if self.vertical else (2 * cell, cell)

    def _on_pick(self, sprite: DragSprite) -> None:
        self._size_carpet(self.layout_.cell)  # on the board it is full size

    # --- whose turn, and what may be done -------------------------------------------------

    def human_to(self, phase: str) -> bool:
        state = self.record.state
        return (
            self.caught_up
            and state.phase == phase
            and not self.seat_is_computer(state.current_player())
        )

    def submit(self, action: Action) -> bool:
        """Play an action for the human to move; show the reason if the rules refuse it."""
        self.key_choice = None
        reason = self.record.state.check_action(action)
        if reason is not None:
            self.say(reason, error=True)
            return False
        self.record.play(action)
        self.first_square = None
        self.message = None
        return True

    # --- input ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.drag.dragging is not None:
                self.drag.cancel()
            elif self.first_square is not None:
                self.first_square = None
            else:
                self.open_menu()
            return
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z and not event.mod & pygame.KMOD_SHIFT:
                self.undo()
                return
            if event.key in (pygame.K_y, pygame.K_z):
                self.redo()
                return
        if self.widgets.handle_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not event.mod:
            self.show_log = not self.show_log
            return
        if self.widgets.handle(event):
            return
        if self.human_to("turn"):
            self._handle_turn(event)
        elif self.human_to("place"):
            self._handle_place(event)

    def _handle_turn(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: -1, pygame.K_UP: 0, pygame.K_RIGHT: 1}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.submit(TURN_ACTIONS[keys[event.key]])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for delta, (centre, radius) in self.turn_arrows().items():
                if math.dist(centre, event.pos) <= radius * 1.3:
                    self.submit(TURN_ACTIONS[delta])
                    return

    def _handle_place(self, event: pygame.event.Event) -> None:
        rotate = (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_r)
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3)
            or event.type == pygame.MOUSEWHEEL
        )
        if rotate:
            self.toggle_orientation()
            return
        if self.drag.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sq = self.layout_.square_at(event.pos)
            if sq is not None:
                self._click_square(sq)
        elif event.type == pygame.KEYDOWN:
            self._place_by_keys(event.key)

    def _place_by_keys(self, key: int) -> None:
        """Without a mouse: the arrows step through the legal places (shown as a ghost),
        Enter or Space lays the carpet there."""
        options = self.record.state.legal_actions()
        if key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
            step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
            start = -1 if step > 0 else 0
            current = self.key_choice if self.key_choice is not None else start
            self.key_choice = (current + step) % len(options)
            a, b = PLACEMENTS[options[self.key_choice].value]
            self.say(
                _("Enter lays the carpet on {a} and {b}; the arrows show other places.").format(
                    a=square_label(a), b=square_label(b)
                )
            )
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and (
            self.key_choice is not None and self.key_choice < len(options)
        ):
            choice, self.key_choice = options[self.key_choice], None
            self.place(choice)

    def _click_square(self, sq: int) -> None:
        """The click-click way to lay a carpet: first square, then the second."""
        state = self.record.state
        first = self.first_square
        if first is not None and sq in NEIGHBOURS[first]:
            self.place(place_action(first, sq))
            return
        if first == sq:
            self.first_square = None
        elif state.placements_covering(sq):
            self.first_square = sq
            self.say(_("Now click the carpet's second square."))
        else:
            reason = self._reason_for_square(sq)
            self.say(reason, error=True)

    def _reason_for_square(self, sq: int) -> str:
        x, y, _f = self.record.state.assam
        if sq == square(x, y):
            return _("A carpet cannot lie under Assam.")
        return _("A carpet must touch Assam's square along an edge.")

    def toggle_orientation(self) -> None:
        if not self.human_to("place"):
            return
        self.vertical = not self.vertical
        self._reset_carpet()
        if self.drag.dragging is self.carpet:
            self._on_drag_move(self.carpet, pygame.mouse.get_pos())

    # --- drag and drop --------------------------------------------------------------------

    def _squares_under(self, centre: tuple[float, float]) -> tuple[int, int] | None:
        cell, board = self.layout_.cell, self.layout_.board
        if self.vertical:
            x = math.floor((centre[0] - board.left) / cell)
            y = math.floor((centre[1] - cell / 2 - board.top) / cell)
            if 0 <= x < SIZE and 0 <= y < SIZE - 1:
                return square(x, y), square(x, y + 1)
        else:
            x = math.floor((centre[0] - cell / 2 - board.left) / cell)
            y = math.floor((centre[1] - board.top) / cell)
            if 0 <= x < SIZE - 1 and 0 <= y < SIZE:
                return square(x, y), square(x + 1, y)
        return None

    def _snap_target(self, centre: tuple[float, float]) -> tuple[int, int] | None:
        """The legal placement the carpet would snap to: the one under it, or the nearest legal
        one of the same orientation within most of a square."""
        state = self.record.state
        under = self._squares_under(centre)
        if under is not None and state.check_action(place_action(*under)) is None:
            return under
        best, best_distance = None, self.layout_.cell * 0.75
        for action in state.legal_actions():
            a, b = PLACEMENTS[action.value]
            if (b - a == SIZE) != self.vertical:
                continue
            distance = math.dist(centre, self.layout_.placement_centre(a, b))
            if distance < best_distance:
                best, best_distance = (a, b), distance
        return best

    def _on_drag_move(self, sprite: DragSprite, pos) -> None:
        target = self._snap_target(sprite.center)
        colour = self.view.colours[self.record.state.colour_to_place]
        if target is not None:
            self.view.ghost = (*target, colour, True)
        else:
            under = self._squares_under(sprite.center)
            self.view.ghost = (*under, colour, False) if under is not None else None

    def _on_drop(self, sprite: DragSprite, pos):
        self.view.ghost = None
        target = self._snap_target(sprite.center)
        if target is None:
            under = self._squares_under(sprite.center)
            if under is None:
                self.say(_("Drop the carpet on the market, next to Assam."), error=True)
            else:
                reason = self.record.state.check_action(place_action(*under))
                self.say(reason or _("That carpet cannot go there."), error=True)
            return None
        self.dropped = target
        return self.layout_.placement_centre(*target)

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
        if accepted and self.dropped is not None:
            target, self.dropped = self.dropped, None
            self.place(place_action(*target))
            return
        self._reset_carpet()

    def place(self, action: Action) -> None:
        """Lay the carpet; with "ask before placing" on, only after the player confirms."""
        reason = self.record.state.check_action(action)
        if reason is not None or not self.app.settings.confirm_placing:
            self.submit(action)
            self._reset_carpet()
            return
        a, b = PLACEMENTS[action.value]
        self.view.ghost = (a, b, self.view.colours[self.record.state.colour_to_place], True)

        def take_back() -> None:
            self.view.ghost = None
            self._reset_carpet()

        self.app.push(
            Dialog(
                self.app,
                _("Place the carpet here?"),
                "",
                [
                    (_("Place it"), lambda: (self.submit(action), self._reset_carpet())),
                    (_("Take it back"), take_back),
                ],
            )
        )

    # --- the clock ------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        self.clock_time += dt
        self._autosave()
        if self.message is not None:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = None
                self.app.dirty = True
        animating = self.animator.update(dt)
        if not self.beat_running and self.shown_index < self.record.cursor:
            self._start_beat(self.shown_index)
            animating = True
        elif self.caught_up:
            animating = self._idle_turn(dt) or animating
        self._enable_buttons()
        return animating or self.drag.dragging is not None or self.message is not None

    def _enable_buttons(self) -> None:
        """After this frame's moves, so a button never lags behind whose turn it is."""
        self.rotate_button.enabled = self.human_to("place")
        self.hint_button.enabled = self.human_to("place") or self.human_to("turn")
        self.undo_button.enabled = self.record.can_undo(by=self.is_human)
        self.redo_button.enabled = self.record.can_redo()

    def _idle_turn(self, dt: float) -> bool:
        state = self.record.state
        if state.is_terminal():
            self.finish_wait += dt
            if self.finish_wait >= self._real_time(0.8):
                with contextlib.suppress(OSError):
                    saves.discard_autosave()
                self.on_finished(self.record, self.session)
            return True
        seat = state.current_player()
        if self.seat_is_computer(seat):
            self._computer_turn(dt, state, seat, COMPUTER_DELAY)
            return True
        if self.hint is not None and self.hint.state is state and self.hint_action is None:
            self.hint_action = self.hint.poll(dt)
            if self.hint_action is None:
                return True
            self._show_hint(self.hint_action)
        return False

    def put_down(self) -> None:
        self.drag.cancel()

    def undo(self) -> None:
        """Back to before the latest decision of a person at the table: one's own last move in
        pass-and-play, and past the computer's moves against the computer. The die rolled after
        it is fixed by the game's seed, so it will show the same again."""
        if not self.record.can_undo(by=self.is_human):
            return
        self.record.undo(by=self.is_human)
        self._jump_to_record()
        self.say(_("Move taken back."))

    def redo(self) -> None:
        if not self.record.can_redo():
            return
        self.record.redo(until=self.is_human)
        self._jump_to_record()

    def _jump_to_record(self) -> None:
        """Show the record's position at once, dropping animations in flight."""
        self._stop_thinking()
        self.drag.cancel()
        self.animator.tweens = []
        self.drag.flying = None
        self.beat_running = False
        self.shown = self.record.state
        self.shown_index = self.record.cursor
        self.view.assam_centre = self.view.assam_angle = None
        self.view.highlights, self.view.hidden_squares, self.view.ghost = [], set(), None
        self.banner, self.coins, self.payment_labels = None, [], []
        self.first_square = None
        self.vertical = False
        self._reset_carpet()

    def ask_hint(self) -> None:
        """The Hard computer player's suggestion for the human to move, shown on the board."""
        state = self.record.state
        if not (self.human_to("turn") or self.human_to("place")):
            return
        if self.hint is not None and self.hint.state is state:
            return
        self._stop_thinking()
        seed = self.session.seed ^ self.record.cursor
        self.hint = ComputerMove("marrakech", HINT_LEVEL, state, seed)
        self.say(_("Thinking of a good move…"))

    def _show_hint(self, action: Action) -> None:
        if action.kind == "turn":
            words = {
                -1: _("turn Assam left"),
                0: _("keep Assam going straight"),
                1: _("turn Assam right"),
            }[action.value]
        else:
            words = _("lay the carpet where the green outline shows")
        self.say(_("Hint: {advice}.").format(advice=words))

    # --- beats: one animation per action ----------------------------------------------------

    def _start_beat(self, index: int) -> None:
        before = self.record.state_at(index)
        after = self.record.state_at(index + 1)
        action = self.record.actions[index]
        self.beat_running = True

        def done() -> None:
            self.shown = after
            self.shown_index = index + 1
            self.beat_running = False
            self.view.assam_centre = None
            self.view.assam_angle = None
            self.view.highlights = []
            self.view.hidden_squares = set()
            self.banner = None
            self.coins = []
            self.payment_labels = []

        kind = action.kind
        if kind == "start":
            self.banner = _("{name} goes first.").format(name=self.name(action.value))
            self.animator.add(Tween(1.1, None, linear, done))
        elif kind == "draw":
            self.animator.add(Tween(0.3, None, linear, done))
        elif kind == "turn":
            start = before.assam[2] * 90
            self.animator.add(
                Tween(
                    0.28,
                    lambda t: setattr(self.view, "assam_angle", start + 90 * action.value * t),
                    ease_out_cubic,
                    done,
                )
            )
        elif kind == "roll":
            self._roll_beat(before, action.value, after, done)
        else:
            self._place_beat(before, action, done)

    def _roll_beat(self, before: MarrakechState, steps: int, after: MarrakechState, done) -> None:
        tumble = 0.75
        faces = [1, 2, 2, 3, 3, 4]

        def spin(t: float) -> None:
            self.die_face = faces[int(t * 11) % 6] if t < 1 else steps
            self.die_spin = (1 - t) * 720

        self.sound("die")
        self.animator.add(Tween(tumble, spin, ease_out_cubic))
        x, y, facing = before.assam
        segments = walk_segments(self.layout_, x, y, facing, steps)
        step_time = 0.26

        def walker(polyline):
            def move(t: float) -> None:
                self.view.assam_centre, self.view.assam_angle = point_along(polyline, t)

            return move

        for i, polyline in enumerate(segments):
            self.animator.add(
                Tween(step_time, walker(polyline), linear, delay=tumble + i * step_time)
            )
            self.animator.add(
                Tween(
                    0,
                    None,
                    linear,
                    lambda: self.sound("step"),
                    delay=tumble + (i + 0.5) * step_time,
                )
            )
        walk_end = tumble + len(segments) * step_time
        paid = [after.dirhams[s] - before.dirhams[s] for s in range(len(after.dirhams))]
        if not any(paid):
            self.animator.add(Tween(0.05, None, linear, done, delay=walk_end))
            return
        ax, ay, _f = after.assam
        region = before.region_at(square(ax, ay))
        payer = before.seat
        payee = max(range(len(paid)), key=lambda s: paid[s])
        amount = paid[payee]

        def show_region() -> None:
            self.view.highlights = [(region, REGION_GLOW)]
            self.payment_labels = [(payer, f"−{amount}", BAD), (payee, f"+{amount}", GOOD)]

        self.animator.add(Tween(0.0, None, linear, show_region, delay=walk_end))
        coin_count = max(1, min(amount, 10))
        start = self.layout_.player_rows[payer].center
        end = self.layout_.player_rows[payee].center
        flight = 0.55
        self.coins = []
        self.animator.add(
            Tween(0, None, linear, lambda: self.sound("coins"), delay=walk_end + 0.35)
        )
        for i in range(coin_count):
            self.coins.append(start)
            self.animator.add(
                Tween(
                    flight,
                    self._coin_mover(i, start, end),
                    ease_out_cubic,
                    delay=walk_end + 0.35 + i * 0.06,
                )
            )
        pay_end = walk_end + 0.35 + coin_count * 0.06 + flight
        if after.out[payer] and not before.out[payer]:
            self.animator.add(
                Tween(
                    0.0,
                    None,
                    linear,
                    lambda: setattr(
                        self,
                        "banner",
                        _("{name} cannot pay and leaves the market.").format(name=self.name(payer)),
                    ),
                    delay=pay_end,
                )
            )
            pay_end += 1.6
        self.animator.add(Tween(0.1, None, linear, done, delay=pay_end))

    def _coin_mover(self, i: int, start, end):
        lift = self.layout_.cell * 0.8

        def move(t: float) -> None:
            if i < len(self.coins):
                self.coins[i] = arc_point(start, end, t, lift)

        return move

    def _place_beat(self, before: MarrakechState, action: Action, done) -> None:
        a, b = PLACEMENTS[action.value]
        target = self.layout_.placement_centre(a, b)
        if self.seat_is_computer(before.current_player()):
            self.vertical = b - a == SIZE
            self._reset_carpet()
            self._size_carpet(self.layout_.cell)  # it grows to board size on its way
            start = self.carpet.home
            self.view.hidden_squares = {a, b}

            def fly(t: float) -> None:
                self.carpet.center = (lerp(start[0], target[0], t), lerp(start[1], target[1], t))

            def landed() -> None:
                self.vertical = False
                self._reset_carpet()
                self.sound("carpet")
                done()

            self.animator.add(Tween(0.5, fly, ease_out_cubic, landed))
        else:
            self.vertical = False
            self.sound("carpet")
            self.animator.add(Tween(0.12, None, linear, lambda: (done(), self._reset_carpet())))

    # --- drawing --------------------------------------------------------------------------

    def turn_arrows(self) -> dict[int, tuple[tuple[float, float], float]]:
        """The three on-board arrows around Assam: left, straight on, right."""
        return turn_arrows(self.layout_, self.record.state)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        self.view.patterned = self.app.settings.colour_blind
        surface.fill(shade(SAND, 0.55))
        view = self.view
        state = self.shown
        if self.caught_up and self.human_to("place"):
            legal = {sq for a in state.legal_actions() for sq in PLACEMENTS[a.value]}
            view.highlights = [(legal, LEGAL_GLOW)]
            if self.first_square is not None:
                partners = {
                    sq
                    for a in state.placements_covering(self.first_square)
                    for sq in PLACEMENTS[a.value]
                } - {self.first_square}
                view.highlights = [
                    (legal, LEGAL_GLOW),
                    (partners, FIRST_GLOW),
                    ({self.first_square}, (90, 200, 110, 170)),
                ]
        elif self.caught_up:
            view.highlights = []
        hint = self.shown_hint()
        dragging = self.drag.dragging is not None
        keyed = self.key_choice if self.human_to("place") else None
        if keyed is not None and keyed < len(options := state.legal_actions()):
            colour = self.view.colours[state.colour_to_place]
            view.ghost = (*PLACEMENTS[options[keyed].value], colour, True)
        elif hint is not None and hint.kind == "place" and not dragging:
            colour = self.view.colours[state.colour_to_place]
            view.ghost = (*PLACEMENTS[hint.value], colour, True)
        elif not dragging:
            view.ghost = None
        draw_board(surface, lay, state, view)
        if self.caught_up and self.human_to("turn"):
            self._draw_turn_arrows(surface)
        self._draw_panel(surface)
        self._draw_tray(surface)
        for seat, label, colour in self.payment_labels:
            row = lay.player_rows[seat]
            text(
                surface,
                label,
                int(lay.text * 1.4),
                colour,
                bold=True,
                midright=(row.right - lay.pad, row.top + int(lay.text * 1.2)),
                shadow=True,
            )
        for pos in self.coins:
            coin = coin_surface(max(16, int(lay.cell * 0.42)))
            surface.blit(coin, coin.get_rect(center=(round(pos[0]), round(pos[1]))))
        if self.banner:
            self._draw_banner(surface, self.banner)
        self.widgets.draw(surface)

    def _draw_turn_arrows(self, surface: pygame.Surface) -> None:
        hint = self.shown_hint()
        marked = hint.value if hint is not None and hint.kind == "turn" else None
        draw_turn_arrows(surface, self.layout_, self.record.state, marked)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        panel(surface, lay.panel, shade(SAND, 1.05), GOLD, radius=16)
        state = self.shown
        size = lay.text
        for seat, row in enumerate(lay.player_rows):
            to_move = state.seat == seat and not state.is_terminal()
            out = state.out[seat]
            fill = CREAM if not out else shade(SAND, 0.85)
            panel(
                surface, row, fill, GOLD if to_move else shade(SAND, 0.8), radius=10, shadow=to_move
            )
            if to_move:
                pygame.draw.rect(surface, GOLD, row, width=3, border_radius=10)
            colours = [c for c in range(state.setup.colours) if state.setup.owner(c) == seat]
            swatch = max(14, row.height // 3)
            for i, colour in enumerate(colours):
                rug = rug_surface(
                    self.view.colours[colour], 1, swatch, patterned=self.view.patterned
                )
                surface.blit(rug, (row.left + size // 2 + i * (swatch + 2), row.top + size // 2))
            name_x = row.left + size // 2 + len(colours) * (swatch + 2) + size // 2
            ink = MUTED if out else INK
            label = self.name(seat)
            if self.seat_is_computer(seat):
                label += "  " + level_label(self.session.seats[seat].level)
            text(
                surface,
                label,
                size,
                ink,
                bold=True,
                midleft=(name_x, row.top + size // 2 + swatch // 2),
            )
            if out:
                status = _("out of the game")
                text(
                    surface,
                    status,
                    int(size * 0.9),
                    BAD,
                    bold=True,
                    midleft=(row.left + size // 2, row.bottom - size),
                )
                continue
            details = "   ".join(
                [
                    n_("{n} dirham", "{n} dirhams", state.dirhams[seat]).format(
                        n=state.dirhams[seat]
                    ),
                    n_("{n} carpet", "{n} carpets", state.carpets_left(seat)).format(
                        n=state.carpets_left(seat)
                    ),
                    n_("{n} square", "{n} squares", state.visible_squares(seat)).format(
                        n=state.visible_squares(seat)
                    ),
                ]
            )
            coin = coin_surface(int(size * 1.1))
            surface.blit(coin, coin.get_rect(midleft=(row.left + size // 2, row.bottom - size)))
            text(
                surface,
                details,
                int(size * 0.9),
                ink,
                midleft=(row.left + size * 2, row.bottom - size),
            )
        status = self.message or self.status_text()
        colour = BAD if self.message and self.message_time > MESSAGE_SECONDS / 2 else INDIGO
        text_block(surface, status, size, lay.status, colour)
        self._draw_log(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The latest events, as far as the screen has shown them (L hides and shows it)."""
        lay = self.layout_
        size = int(lay.text * 0.75)
        if not self.show_log:
            text(surface, _("Game log hidden (L shows it)"), size, MUTED, topleft=lay.log.topleft)
            return
        key = (self.shown_index, len(self.record.actions))
        if self.log_cache[0] != key:  # told again only when the game moves on
            names = [seat.name for seat in self.session.seats]
            self.log_cache = (key, log_lines(self.record, names, self.shown_index))
        line_height = font(size).get_linesize()
        room = max(1, lay.log.height // line_height)
        for i, line in enumerate(self.log_cache[1][-room:]):
            text(surface, line, size, MUTED, topleft=(lay.log.left, lay.log.top + i * line_height))

    def status_text(self) -> str:
        if not self.caught_up:
            return ""
        state = self.record.state
        if state.is_terminal():
            return _("The game is over.")
        name = self.name(state.current_player())
        if self.seat_is_computer(state.current_player()):
            dots = "." * (1 + int(self.clock_time * 3) % 3)
            return _("{name} is thinking").format(name=name) + dots
        if state.phase == "turn":
            return _("{name}: turn Assam (the arrows, or ← ↑ →).").format(name=name)
        return _("{name}: drag your carpet next to Assam, or click two squares.").format(name=name)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        lay = self.layout_
        tray = lay.tray
        pygame.draw.rect(surface, shade(SAND, 0.92), tray, border_radius=12)
        die = die_surface(self.die_face, lay.die.width)
        if self.die_spin:
            die = pygame.transform.rotozoom(die, self.die_spin, 1.0)
        surface.blit(die, die.get_rect(center=lay.die.center))
        text(
            surface,
            _("die: 1 2 2 3 3 4"),
            int(lay.text * 0.75),
            MUTED,
            midleft=(lay.die.left, lay.caption_y),
        )
        state = self.record.state
        colour = state.colour_to_place
        if colour < 0 or state.is_terminal():
            return
        placing = self.human_to("place")
        flying = self.drag.dragging is self.carpet or self.drag.flying is self.carpet
        if placing or flying or self.view.hidden_squares:
            cell = int(min(self.carpet.size))
            rug = rug_surface(
                self.view.colours[colour], 2, cell, self.vertical, self.view.patterned
            )
            centre = (round(self.carpet.center[0]), round(self.carpet.center[1]))
            if self.drag.dragging is self.carpet:  # lifted: a shadow under it
                shadow = pygame.Surface(rug.get_size(), pygame.SRCALPHA)
                shadow.fill((0, 0, 0, 70))
                lift = max(4, lay.cell // 10)
                surface.blit(shadow, shadow.get_rect(center=(centre[0] + lift, centre[1] + lift)))
            surface.blit(rug, rug.get_rect(center=centre))
        else:
            home = lay.carpet_home
            rug = rug_surface(
                self.view.colours[colour], 2, lay.tray_cell, patterned=self.view.patterned
            )
            faded = rug.copy()
            faded.set_alpha(150)
            surface.blit(faded, faded.get_rect(center=home))
        text(
            surface,
            _("next carpet"),
            int(lay.text * 0.75),
            MUTED,
            center=(lay.carpet_home[0], lay.caption_y),
        )

    def _draw_banner(self, surface: pygame.Surface, message: str) -> None:
        lay = self.layout_
        size = max(20, lay.cell // 3)
        rect = pygame.Rect(0, 0, lay.board.width, int(size * 2.6))
        size = fitting_size(message, size, rect.width - size * 2, bold=True, smallest=12)
        rect.center = lay.board.center
        panel(surface, rect, (40, 28, 24), GOLD, radius=14)
        text(surface, message, size, GOLD_LIGHT, bold=True, center=rect.center)

    def animation_rects(self) -> list[pygame.Rect] | None:
        lay = self.layout_
        if self.drag.dragging is not None or self.drag.flying is not None:
            return [lay.market, lay.panel]
        if not self.beat_running:
            thinking = self.computer is not None or (self.hint and self.hint_action is None)
            return [lay.status] if thinking and not self.message else None
        rects = [lay.market, lay.tray]
        if self.coins or self.payment_labels:
            rects.append(lay.panel)
        return rects

    def tooltip_at(self, pos) -> str | None:
        tip = self.widgets.tooltip_at(pos)
        if tip:
            return tip
        if self.layout_.die.collidepoint(pos):
            return _("The die has the faces 1, 2, 2, 3, 3 and 4.")
        return None

    # --- menu -----------------------------------------------------------------------------

    def draw_rug_at(self, surface, squares, colour) -> None:
        draw_rug(surface, self.layout_, squares, colour)
