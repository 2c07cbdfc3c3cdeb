"""The Bombay Bazar table: the floor with its elephants, the side panel with the open supply, and
every animation of a turn.

The scene submits actions to the game record and never changes a state itself. The screen shows
`self.shown`, which follows the record one action at a time: each action becomes a short
animation (a beat: a tile flies in, trunks grow segment by segment, an end piece drops), and when
it ends the shown state moves on.
"""

from __future__ import annotations

import contextlib
import math

import pygame

from bombay.rules.actions import END_ACTION, Action, place
from bombay.rules.board import Cell, cell_name
from bombay.rules.game import GAME
from bombay.rules.state import BombayState
from bombay.rules.tiles import PATTERNS, Orientation, orientation
from bombay.rules.validation import told
from bombay.ui.art import elephant_surface, tile_surface, turned
from bombay.ui.confirm import PlaceTileDialog
from bombay.ui.layout import BombayLayout
from bombay.ui.log_scene import GameLogScene
from bombay.ui.renderer import BoardPainter, BoardView, Preview, paint_ghost
from bombay.ui.session import BombaySession
from bombay.ui.story import log_entries
from bombay.ui.tiledrag import TileDrag
from common.core import saves
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.registry import HINT_LEVEL
from common.ui.computer import ComputerMove, level_label
from common.ui.dragdrop import DragSprite
from common.ui.draw import panel, text, text_block, wrap
from common.ui.table import TableScene
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
    TERRACOTTA_DARK,
    font,
    shade,
)
from common.ui.tween import Animator, Tween, ease_out_bounce, ease_out_cubic, linear
from common.ui.widgets import Button, CheckBox, WidgetGroup

COMPUTER_DELAY = 0.7
FORCED_DELAY = 1.6
SEGMENT_SECONDS = 0.11
MAX_GROWTH_SECONDS = 2.2
TURN_SECONDS = 0.14
GROW_SOUND_EVERY = 4  # segments of a long extension between two "grow" notes
SNAP = 0.9  # hex sizes from the cell's centre within which a held tile snaps in


def player_words(message: str, names: list[str]) -> str:
    """A rules reason (already in the player's language) told with the players' names in its
    placeholders, as a sentence: a capital and a stop."""
    message = told(message, names)
    message = message[:1].upper() + message[1:]
    return message if message.endswith((".", "!", "?")) else message + "."


class PlayScene(TableScene):
    def __init__(
        self, app, session: BombaySession, on_finished, record: GameRecord | None = None
    ) -> None:
        self.session = session
        self.on_finished = on_finished
        if record is None:  # a new game: who goes first is announced
            self.record = GameRecord(GAME, session.setup, session.seed, session.to_meta())
            self.shown_index = 0
        else:  # a resumed game opens where it stood (a round not yet begun, at its start)
            self.record = record
            record.meta.update(session.to_meta())
            begun = saves.decisions_made(record) > 0 or record.can_redo()
            self.shown_index = record.cursor if begun else 0
        self.shown: BombayState = self.record.state_at(self.shown_index)
        self.saved_mark: tuple[int, int] | None = None
        self.animator = Animator(app.animation_speed)
        self.view = BoardView(session.colours())
        self.painter = BoardPainter()
        self.beat_running = False
        self.banner: str | None = None
        self.message: str | None = None
        self.message_error = False
        self.message_time = 0.0
        self.forced_wait = 0.0
        self.finish_wait = 0.0
        self.clock_time = 0.0
        # computer players thinking on a background thread, and the Hard player's hint
        self.computer: ComputerMove | None = None
        self.hint: ComputerMove | None = None
        self.hint_action: Action | None = None
        self.hint_previews: list[Preview] = []
        # the tile in hand
        self.held: int | None = None  # pattern index
        self.rotation = 0  # distinct rotation of the held pattern
        self.turn = 0.0  # extra degrees still shown while a turn animates (goes to 0)
        self.snapped = False
        self.ghost_reason: str | None = None
        self.dropped: Action | None = None
        self.placed_by_hand: Cell | None = None
        # a dropped tile waiting for "Place it" (ask before placing): the move, its cell and
        # the trunk it would grow
        self.pending: tuple[Action, Cell, list[Preview]] | None = None
        # a tile flying in (computer moves) and an end piece dropping
        self.flying: tuple[Orientation, tuple[float, float], float] | None = None
        self.dropping: tuple[Cell, float, float] | None = None  # cell, scale, alpha
        self.stacks = [DragSprite((0, 0), (1, 1), z=1) for _p in PATTERNS]
        self.drag = TileDrag(
            self.animator,
            self._on_drop,
            self._on_landed,
            on_pick=self._on_pick,
            on_move=self._on_move,
        )
        self.drag.sprites.extend(self.stacks)
        self.widgets = WidgetGroup()
        self._add_table_buttons()
        self.log_button = self.widgets.add(
            Button(_("Game log"), self.open_log, tooltip=_("Who did what, move by move (L)"))
        )
        self.help_button = self.widgets.add(
            Button(_("How to play"), self.open_help, tooltip=_("The rules and the controls"))
        )
        self.legal_only = self.widgets.add(
            CheckBox(
                _("Show only legal orientations"),
                True,
                tooltip=_("Turning a tile skips the ways round that cannot be placed"),
            )
        )
        self.lay = BombayLayout(app.size, session.setup.players)
        self._panel_cache: pygame.Surface | None = None
        self._panel_key: tuple | None = None
        super().__init__(app)

    # --- geometry -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = BombayLayout(size, self.session.setup.players)
        self._place_table_buttons(self.lay)
        self.help_button.rect = self.lay.help_button
        self.log_button.rect = self.lay.log_button
        self.legal_only.rect = self.lay.option
        side = self.lay.stack_hex * 2
        for sprite, home in zip(self.stacks, self.lay.stacks, strict=True):
            sprite.home = home
            sprite.size = (side, side * 0.87)
            if sprite is not self.drag.dragging and sprite is not self.drag.flying:
                sprite.center = home

    # --- whose turn, and what may be done -------------------------------------------------

    @property
    def human_to_place(self) -> bool:
        state = self.record.state
        p = state.current_player()
        return self.caught_up and p >= 0 and not self.seat_is_computer(p) and not state.forced_end

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def submit(self, action: Action) -> bool:
        """Play an action for the human to move; show the reason if the rules refuse it."""
        reason = self.record.state.check_action(action)
        if reason is not None:
            self.say(player_words(reason, self.names()), error=True)
            return False
        self.record.play(action)
        self._stop_thinking()  # a hint for the old position is of no use any more
        self.message = None
        return True

    def reason_for(self, pattern: int, rotation: int) -> str | None:
        """None if the held tile may go on the cell to play this way round, else why not."""
        reason = self.record.state.check_action(place(PATTERNS[pattern].name, rotation))
        return None if reason is None else player_words(reason, self.names())

    def previews_for(self, action: Action) -> list[Preview]:
        """Where each trunk would grow if `action` were played (read from the next state)."""
        after = self.record.state.apply_action(action)
        return [Preview(q, after.trunk(q)[before:grown]) for q, before, grown in after.growth]

    # --- input ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.drag.dragging is not None:
                self.cancel_held()
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
        holding = self.drag.dragging is not None
        plain = event.type == pygame.KEYDOWN and not event.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT
        )
        if plain and event.key == pygame.K_l and not holding:
            self.open_log()
            return
        if not holding and self.widgets.handle(event):
            return
        if not self.human_to_place:
            return
        if holding and self._handle_turning(event):
            return
        if self.drag.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.lay.cell_at(event.pos)
            if cell is not None and cell == self.record.state.play_cell():
                self.say(_("First pick a tile from the supply, then drop it here."))

    def _handle_turning(self, event: pygame.event.Event) -> bool:
        keys = {
            pygame.K_e: 1,
            pygame.K_RIGHT: 1,
            pygame.K_UP: 1,
            pygame.K_q: -1,
            pygame.K_LEFT: -1,
            pygame.K_DOWN: -1,
        }
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.rotate(keys[event.key])
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.rotate(1 if event.y < 0 else -1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.lay.cell_at(event.pos) is None:
                self.cancel_held()  # right click off the board: put the tile back
            else:
                self.rotate(1)
            return True
        return False

    def cancel_held(self) -> None:
        self.drag.cancel()
        self._clear_ghost()

    def rotations_offered(self, pattern: int) -> list[int]:
        """The distinct rotations a turn cycles through (only the legal ones if asked)."""
        distinct = list(range(PATTERNS[pattern].orientations))
        if self.legal_only.checked:
            legal = self.record.state.legal_rotations(PATTERNS[pattern])
            if legal:
                return sorted(legal)
        return distinct

    def rotate(self, direction: int) -> None:
        """Turn the held tile by 60° steps to the next orientation offered, animated."""
        if self.held is None:
            return
        pattern = PATTERNS[self.held]
        offered = self.rotations_offered(self.held)
        n = pattern.orientations
        if n == 1:
            self.say(_("This tile looks the same every way round."))
            return
        if len(offered) == 1 and offered[0] == self.rotation:
            self.say(_("Only this way round fits here."))
            return
        options = sorted(offered, key=lambda r: ((r - self.rotation) * direction) % n)
        target = next(r for r in options if r != self.rotation)
        steps = ((target - self.rotation) * direction) % n
        self.rotation = target
        start = self.turn - direction * steps * 60  # the new face, still shown the old way

        def step(t: float) -> None:
            self.turn = start * (1 - t)

        self.turn = start
        self.animator.add(Tween(TURN_SECONDS, step, ease_out_cubic))
        if self.drag.dragging is not None:
            self._on_move(self.drag.dragging, self.drag.dragging.center)

    # --- drag and drop --------------------------------------------------------------------

    def _on_pick(self, sprite: DragSprite) -> None:
        pattern = self.stacks.index(sprite)
        if not self.record.state.supply()[PATTERNS[pattern]]:
            self.drag.dragging = None
            sprite.center = sprite.home
            self.say(_("No tile of this pattern is left."), error=True)
            return
        self.held = pattern
        offered = self.rotations_offered(pattern)
        self.rotation = offered[0]
        self.turn = 0.0
        self._on_move(sprite, sprite.center)

    def _target(self, centre: tuple[float, float]) -> Cell | None:
        """The cell to play if the held tile is close enough to snap in there."""
        cell = self.record.state.play_cell()
        if cell is None:
            return None
        if math.dist(centre, self.lay.centre(cell)) <= self.lay.hex * SNAP:
            return cell
        return None

    def _on_move(self, sprite: DragSprite, pos) -> None:
        if self.held is None:
            return
        cell = self._target(sprite.center)
        self.snapped = cell is not None
        if cell is None:
            self._clear_ghost(keep_held=True)
            return
        o = orientation(self.held, self.rotation)
        reason = self.reason_for(self.held, self.rotation)
        self.ghost_reason = reason
        self.view.ghost = (o, cell, reason is None)
        self.view.previews = (
            self.previews_for(place(PATTERNS[self.held].name, self.rotation))
            if reason is None
            else []
        )

    def _clear_ghost(self, keep_held: bool = False) -> None:
        self.view.ghost = None
        self.view.previews = []
        self.ghost_reason = None
        self.snapped = False
        if not keep_held and self.drag.dragging is None:
            pass

    def _on_drop(self, sprite: DragSprite, pos):
        cell = self._target(sprite.center)
        pattern = self.held
        self._clear_ghost(keep_held=True)
        if pattern is None:
            return None
        if cell is None:
            if self.lay.cell_at(sprite.center) is not None:
                play = self.record.state.play_cell()
                self.say(
                    _(
                        "A tile can only go on {cell}, the glowing cell your trunk points at."
                    ).format(cell=cell_name(play)),
                    error=True,
                )
            return None
        reason = self.reason_for(pattern, self.rotation)
        if reason is not None:
            self.say(reason, error=True)
            return None
        self.dropped = place(PATTERNS[pattern].name, self.rotation)
        return self.lay.centre(cell)

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
        sprite.center = sprite.home
        action, self.dropped = self.dropped, None
        self.held = None
        self.turn = 0.0
        if accepted and action is not None:
            cell = self.record.state.play_cell()
            if self.app.settings.confirm_placing:
                self.ask_to_place(action, cell)
            elif self.submit(action):
                self.placed_by_hand = cell

    def ask_to_place(self, action: Action, cell: Cell) -> None:
        """With "ask before placing" on: show the tile on its cell and wait for the answer."""
        previews = self.previews_for(action)
        self.pending = (action, cell, previews)
        mover = self.record.state.current_player()
        grows = sum(len(p.segments) for p in previews if p.player == mover)

        def place_it() -> None:
            self.pending = None
            if self.submit(action):
                self.placed_by_hand = cell

        def take_back() -> None:
            self.pending = None
            self.app.dirty = True

        def spotlight(surface: pygame.Surface) -> None:
            view = BoardView(self.view.colours, previews=previews)
            view.ghost = (action.orientation, cell, True)
            paint_ghost(surface, self.lay, view)

        def around_cell() -> pygame.Rect:
            box = pygame.Rect(0, 0, round(self.lay.hex * 2.2), round(self.lay.hex * 2.2))
            box.center = (round(self.lay.centre(cell)[0]), round(self.lay.centre(cell)[1]))
            return box

        self.app.push(
            PlaceTileDialog(
                self.app,
                _("Place the tile here?"),
                _("Tile {name} on {cell}: your trunk grows by {n}.").format(
                    name=action.orientation.pattern.name, cell=cell_name(cell), n=grows
                ),
                [(_("Place it"), place_it), (_("Take it back"), take_back)],
                avoid=around_cell,
                beside=lambda: self.lay.panel,
                spotlight=spotlight,
            )
        )

    # --- the clock ------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        self.clock_time += dt
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
        self.hint_button.enabled = self.human_to_place
        self.undo_button.enabled = self._undo_target() is not None
        self.redo_button.enabled = self.record.can_redo()
        self._autosave()
        busy = self.drag.dragging is not None or self.drag.flying is not None
        return animating or busy or self.message is not None

    def _idle_turn(self, dt: float) -> bool:
        state = self.record.state
        if state.is_terminal():
            self.finish_wait += dt
            if self.finish_wait >= self._real_time(1.0):
                with contextlib.suppress(OSError):
                    saves.discard_autosave()
                self.on_finished(self.record, self.session)
            return True
        p = state.current_player()
        if state.forced_end:
            if self.forced_wait == 0.0:
                self.banner = self.forced_text(state)
            self.forced_wait += dt
            if self.forced_wait >= self._real_time(FORCED_DELAY):
                self.forced_wait = 0.0
                self.record.play(END_ACTION)
            return True
        if self.seat_is_computer(p):
            self._computer_turn(dt, state, p, COMPUTER_DELAY)
            return True
        if self.hint is not None and self.hint.state is state and self.hint_action is None:
            action = self.hint.poll(dt)
            if action is None:
                return True
            self._show_hint(action)
        return False

    # --- undo, redo and the autosave ------------------------------------------------------

    def _undo_target(self) -> int | None:
        """Where Undo goes: just before the latest tile a person at the table chose. An end
        piece is never a choice (the rules put it on), so Undo goes past it to the tile before;
        against the computer it goes past the computer's tiles too."""
        record = self.record
        for index in range(record.cursor - 1, -1, -1):
            state = record.state_at(index)
            if state.is_chance_node() or state.forced_end:
                continue
            if self.is_human(state.current_player()):
                return index
        return None

    def undo(self) -> None:
        """Take back the latest tile a person placed (and what followed it)."""
        target = self._undo_target()
        if target is None:
            return
        while self.record.cursor > target:
            self.record.undo(by=self.is_human)
        self._jump_to_record()
        self.say(_("Move taken back."))

    def redo(self) -> None:
        """Play again what was taken back, up to the next tile a person chooses (an end piece
        the rules put on is played again with it)."""
        if not self.record.can_redo():
            return
        self.record.redo(until=self.is_human)
        while self.record.state.forced_end and self.record.can_redo():
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
        self.view.limits, self.view.base_limits = {}, {}
        self.view.hidden_cells = set()
        self.view.previews, self.view.ghost = [], None
        self.held, self.dropped, self.placed_by_hand = None, None, None
        self.pending = None
        self.turn, self.snapped, self.ghost_reason = 0.0, False, None
        self.flying = self.dropping = None
        self.banner = None
        self.forced_wait = self.finish_wait = 0.0
        for sprite in self.stacks:
            sprite.center = sprite.home
        self.app.dirty = True

    def _stop_thinking(self) -> None:
        super()._stop_thinking()
        self.hint_previews = []

    def put_down(self) -> None:
        self.cancel_held()

    # --- the hint -------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """The Hard computer player's tile for the person to move, shown on the board."""
        if not self.human_to_place:
            return
        state = self.record.state
        if self.hint is not None and self.hint.state is state:
            return
        self._stop_thinking()
        seed = self.session.seed ^ self.record.cursor
        self.hint = ComputerMove("bombay", HINT_LEVEL, state, seed)
        self.app.dirty = True

    @property
    def hint_pending(self) -> bool:
        """True while the Hard player thinks about a hint for the position on screen."""
        return (
            self.hint is not None
            and self.hint.state is self.record.state
            and self.hint_action is None
            and self.caught_up
        )

    def _show_hint(self, action: Action) -> None:
        self.hint_action = action
        self.hint_previews = self.previews_for(action)
        self.say(self.hint_words(action))

    def hint_words(self, action: Action) -> str:
        o = action.orientation
        mover = self.record.state.current_player()
        grows = sum(len(p.segments) for p in self.hint_previews if p.player == mover)
        cell = cell_name(self.record.state.play_cell())
        degrees = 60 * o.rotation
        if degrees == 0:
            turn = _("as it lies there")
        elif degrees < 180:
            turn = _("turned {degrees}° clockwise").format(degrees=degrees)
        elif degrees == 180:
            turn = _("turned half round")
        else:
            turn = _("turned {degrees}° anticlockwise").format(degrees=360 - degrees)
        advice = _("tile {name} (marked in green in the supply), {turn}, on {cell}").format(
            name=o.pattern.name, turn=turn, cell=cell
        )
        return _("Hint: {advice}. Your trunk grows by {n}.").format(advice=advice, n=grows)

    def forced_text(self, state: BombayState) -> str:
        p = state.current_player()
        cell, _edge = state.open_end(p)
        if cell in state.end_pieces():
            return _("{name}'s trunk points at an end piece: it ends here.").format(
                name=self.name(p)
            )
        return _("No tile left fits {name}'s trunk: the end piece goes on.").format(
            name=self.name(p)
        )

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
            self.view.limits = {}
            self.view.base_limits = {}
            self.view.hidden_cells = set()
            self.view.previews = []
            self.banner = None
            self.flying = None
            self.dropping = None
            self.app.dirty = True

        if action.kind == "start":
            self.banner = _("{name} goes first.").format(name=self.name(action.seat))
            self.animator.add(Tween(1.1, None, linear, done))
        elif action.kind == "end":
            self._end_beat(before, after, done)
        else:
            self._place_beat(before, after, action, done)

    def _place_beat(self, before: BombayState, after: BombayState, action: Action, done) -> None:
        cell = before.play_cell()
        o = action.orientation
        by_hand, self.placed_by_hand = self.placed_by_hand == cell, None
        flight = 0.0
        if not by_hand:
            start = self.lay.stacks[o.pattern.index]
            end = self.lay.centre(cell)
            spin = o.rotation * 60

            def fly(t: float) -> None:
                pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
                self.flying = (o, pos, -spin * (1 - t))

            flight = 0.5
            self.animator.add(Tween(flight, fly, ease_out_cubic))
        grown = [(q, b, a) for q, b, a in after.growth if a > b]
        longest = max((a - b for _q, b, a in grown), default=1)
        growth = min(MAX_GROWTH_SECONDS, SEGMENT_SECONDS * longest)

        def land() -> None:
            self.flying = None
            self.shown = after
            self.view.limits = {q: float(b) for q, b, _a in grown}
            self.view.base_limits = {q: b for q, b, _a in grown}
            self.view.previews = []
            self.sound("tile")

        def grow(t: float) -> None:
            self.view.limits = {q: b + (a - b) * t for q, b, a in grown}

        self.animator.add(Tween(0.0, None, linear, land, delay=flight))
        self.animator.add(Tween(growth, grow, linear, delay=flight))
        if grown:  # one rising note as the trunk starts to grow, another every few segments
            for k in range(0, longest, GROW_SOUND_EVERY):
                at = flight + 0.06 + growth * k / longest
                self.animator.add(Tween(0.0, None, linear, lambda: self.sound("grow"), delay=at))
        self.animator.add(Tween(0.25, None, linear, done, delay=flight + growth))
        gains = [_("{name} +{n}").format(name=self.name(q), n=a - b) for q, b, a in grown if a - b]
        if len(gains) > 1 or (gains and longest > 2):
            self.say("   ".join(gains))

    def _end_beat(self, before: BombayState, after: BombayState, done) -> None:
        p = before.current_player()
        cell, _edge = before.open_end(p)
        self.banner = None

        def drop(t: float) -> None:
            self.dropping = (cell, 2.2 - 1.2 * t, min(1.0, 0.3 + t))

        def landed() -> None:
            self.dropping = None
            self.shown = after
            self.sound("end")
            length = after.length(p)
            if after.num_players() == 1:
                self.banner = _("The trunk is finished: {n} long.").format(n=length)
            else:
                self.banner = _("{name} is out with a trunk of {n}.").format(
                    name=self.name(p), n=length
                )

        self.animator.add(Tween(0.55, drop, ease_out_bounce, landed))
        self.animator.add(Tween(1.3, None, linear, done, delay=0.55))

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        surface.fill(shade(SAND, 0.5))
        state = self.shown
        view = self.view
        live = self.caught_up and not state.is_terminal()
        view.play_cell = state.play_cell() if live else None
        view.patterns = self.session.patterns(self.app.settings.colour_blind)
        view.mover = state.current_player()
        if self.pending is not None:  # the tile waits on its cell for "Place it"
            action, cell, previews = self.pending
            view.ghost = (action.orientation, cell, True)
            view.previews = previews
        elif self.drag.dragging is None and self.drag.flying is None:
            hint = self.shown_hint()  # the drag's own ghost wins while a tile is in hand
            if hint is not None:
                view.ghost = (hint.orientation, self.record.state.play_cell(), True)
                view.previews = self.hint_previews
            else:
                view.ghost = None
                view.previews = []
        self.painter.draw(surface, lay, state, view)
        if self.dropping is not None:
            cell, scale, alpha = self.dropping
            from bombay.ui.art import end_piece_surface

            piece = end_piece_surface(max(6, round(lay.hex * 0.62 * scale)))
            piece = piece.copy()
            piece.set_alpha(int(255 * alpha))
            c = lay.centre(cell)
            surface.blit(piece, piece.get_rect(center=(round(c[0]), round(c[1]))))
        if self.flying is not None:
            o, pos, spin = self.flying
            self._draw_tile(surface, o, pos, spin, lifted=True)
        self._blit_panel(surface)
        self._draw_held(surface)
        if self.banner:
            self._draw_banner(surface, self.banner)
        self.widgets.draw(surface)

    def _draw_tile(self, surface, o: Orientation, pos, spin: float, lifted: bool) -> None:
        size = max(6, round(self.lay.hex))
        tile = turned(o, size, spin)
        if lifted:
            shadow = tile.copy()
            shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
            lift = max(4, size // 7)
            surface.blit(shadow, shadow.get_rect(center=(pos[0] + lift, pos[1] + lift)))
        surface.blit(tile, tile.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_held(self, surface: pygame.Surface) -> None:
        sprite = self.drag.dragging or self.drag.flying
        if self.held is None or sprite is None:
            return
        o = orientation(self.held, self.rotation)
        lay = self.lay
        if self.snapped and self.view.ghost is not None:
            _o, cell, legal = self.view.ghost
            c = lay.centre(cell)
            if abs(self.turn) > 0.5:  # the ghost turns in place
                self._draw_tile(surface, o, c, self.turn, lifted=False)
            self._draw_reason(surface, cell, legal)
            return
        self._draw_tile(surface, o, sprite.center, self.turn, lifted=True)

    def _draw_reason(self, surface: pygame.Surface, cell: Cell, legal: bool) -> None:
        """The rules' verdict in words, next to the ghost."""
        lay = self.lay
        size = max(12, int(lay.text * 0.9))
        if legal:
            total = sum(len(p.segments) for p in self.view.previews if p.player == self.view.mover)
            message = _("Fits: your trunk grows by {n}. Drop or click to place.").format(n=total)
            colour = GOOD
        else:
            message = self.ghost_reason or ""
            colour = BAD
        width = int(lay.hex * 5)
        lines = wrap(message, size, width - size)
        line_h = font(size).get_linesize()
        box = pygame.Rect(0, 0, width, line_h * len(lines) + size)
        cx, cy = lay.centre(cell)
        box.midtop = (round(cx), round(cy + lay.hex * 1.05))
        if box.bottom > lay.floor.bottom:
            box.midbottom = (round(cx), round(cy - lay.hex * 1.05))
        box.clamp_ip(lay.floor)
        panel(surface, box, (40, 28, 24), colour, radius=10)
        y = box.top + size // 2
        for line in lines:
            text(surface, line, size, CREAM, center=(box.centerx, y + line_h // 2))
            y += line_h

    def _blit_panel(self, surface: pygame.Surface) -> None:
        """The side panel, painted again only when what it shows changes."""
        holding = self.drag.dragging is not None or self.drag.flying is not None
        key = (
            id(self.shown),
            id(self.record.state),
            self.message or self.status_text(),
            self.message_error,
            self.shown_hint(),
            self.held if holding else None,
            holding,
            self.pending is not None,
            None if self.view.patterns is None else tuple(self.view.patterns),
            self.caught_up,
            surface.get_size(),
        )
        area = self.lay.panel.inflate(24, 24)
        if key != self._panel_key or self._panel_cache is None:
            if self._panel_cache is None or self._panel_cache.get_size() != surface.get_size():
                self._panel_cache = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._panel_cache.fill((0, 0, 0, 0), area)
            self._draw_panel(self._panel_cache)
            self._panel_key = key
            self._panel_states = (self.shown, self.record.state)  # keep the ids unique
        surface.blit(self._panel_cache, area.topleft, area=area)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.lay
        panel(surface, lay.panel, shade(SAND, 1.05), GOLD, radius=16)
        state = self.shown
        size = lay.text
        mover = state.current_player()
        for q, row in enumerate(lay.player_rows[: state.num_players()]):
            to_move = q == mover and not state.is_terminal()
            out = state.is_out(q)
            fill = CREAM if not out else shade(SAND, 0.88)
            panel(
                surface, row, fill, GOLD if to_move else shade(SAND, 0.8), radius=10, shadow=to_move
            )
            if to_move:
                pygame.draw.rect(surface, GOLD, row, width=3, border_radius=10)
            colour = self.view.colours[q]
            icon = elephant_surface(
                colour, max(8, int(row.height * 0.42)), not out, self.view.pattern(q)
            )
            surface.blit(icon, icon.get_rect(center=(row.left + row.height * 0.5, row.centery)))
            ink = MUTED if out else INK
            label = self.name(q)
            if self.seat_is_computer(q):
                label += "  " + level_label(self.session.seats[q].level)
            text(
                surface,
                label,
                size,
                ink,
                bold=True,
                midleft=(row.left + row.height, row.top + size),
            )
            if out:
                status, status_colour = _("out: trunk finished"), BAD
            elif to_move:
                status, status_colour = _("to move"), TERRACOTTA_DARK
            else:
                status, status_colour = _("in play"), MUTED
            text(
                surface,
                status,
                int(size * 0.85),
                status_colour,
                bold=to_move or out,
                midleft=(row.left + row.height, row.bottom - size),
            )
            length = state.length(q)
            text(
                surface,
                str(length),
                int(size * 1.7),
                colour if not out else MUTED,
                bold=True,
                midright=(row.right - size * 0.7, row.centery - size * 0.25),
            )
            text(
                surface,
                _("trunk"),
                int(size * 0.7),
                MUTED,
                midright=(row.right - size * 0.7, row.bottom - size * 0.62),
            )
        status = self.message or self.status_text()
        colour = BAD if self.message and self.message_error else INDIGO
        text_block(surface, status, size, lay.status, colour)
        self._draw_supply(surface)
        moves = self.moves_text()
        if moves:
            text(surface, moves, int(size * 0.85), MUTED, midleft=lay.moves_line.midleft)

    def moves_text(self) -> str:
        state = self.record.state
        if not self.human_to_place:
            return ""
        moves = state.legal_placements()
        tiles = len({o.pattern.index for o in moves})
        return _("Legal moves: {moves}, with {tiles} of the 17 tiles").format(
            moves=len(moves), tiles=tiles
        )

    def status_text(self) -> str:
        state = self.record.state
        if state.is_terminal():
            return _("The game is over.")
        if not self.caught_up:
            return ""
        p = state.current_player()
        if state.forced_end:
            return self.forced_text(state)
        name = self.name(p)
        dots = "." * (1 + int(self.clock_time * 3) % 3)
        if self.seat_is_computer(p):
            return _("{name} is thinking").format(name=name) + dots
        cell = cell_name(state.play_cell())
        if self.drag.dragging is not None:
            return _(
                "Turn the tile (wheel, right click, Q/E or arrows); drop it on {cell}."
            ).format(cell=cell)
        if self.hint_pending:
            return _("Thinking of a good move") + dots
        hint = self.shown_hint()
        if hint is not None:
            return self.hint_words(hint)
        return _("{name}: pick a tile and place it on {cell}, where your trunk points.").format(
            name=name, cell=cell
        )

    def stack_state(self, pattern: int) -> tuple[int, bool]:
        """(copies left, whether some orientation of it may be played now)."""
        state = self.record.state if self.caught_up else self.shown
        count = state.supply()[PATTERNS[pattern]]
        playable = state.current_player() >= 0 and bool(state.legal_rotations(PATTERNS[pattern]))
        return count, playable

    def _draw_supply(self, surface: pygame.Surface) -> None:
        lay = self.lay
        box = lay.supply
        pygame.draw.rect(surface, shade(SAND, 0.93), box, border_radius=12)
        size = lay.text
        left = sum(self.shown.supply().values())
        text(
            surface,
            _("Supply: {n} tiles").format(n=left),
            size,
            INK,
            bold=True,
            midleft=(box.left + size * 0.6, box.top + lay.supply_head * 0.55),
        )
        hex_size = max(6, round(lay.stack_hex))
        hint = self.shown_hint()
        for i, (cx, cy) in enumerate(lay.stacks):
            count, playable = self.stack_state(i)
            in_hand = self.held == i and (self.drag.dragging or self.drag.flying) is not None
            in_hand = in_hand or (
                self.pending is not None and self.pending[0].orientation.pattern.index == i
            )
            shown = count - 1 if in_hand else count
            if hint is not None and hint.orientation.pattern.index == i:
                self._draw_stack_halo(surface, (cx, cy), hex_size, shown)
            if shown <= 0:
                pts = [
                    (
                        cx + hex_size * math.cos(math.pi / 3 * k),
                        cy + hex_size * math.sin(math.pi / 3 * k),
                    )
                    for k in range(6)
                ]
                pygame.draw.polygon(surface, shade(SAND, 0.82), pts)
                pygame.draw.aalines(surface, shade(SAND, 0.65), True, pts)
            else:
                o = orientation(i, 0)
                dim = not playable or count == 0
                layers = min(shown, 4)
                for k in range(layers):
                    tile = tile_surface(o.index, hex_size, dim)
                    dy = (layers - 1 - k) * max(2, hex_size // 9)
                    surface.blit(tile, tile.get_rect(center=(round(cx), round(cy + dy))))
            badge = f"×{count}"
            colour = (MUTED if count else BAD) if not playable else TERRACOTTA_DARK
            badge_size = lay.badge
            at = (round(cx), round(cy + hex_size * 1.38))
            if hint is not None and hint.orientation.pattern.index == i:
                w, h = font(badge_size, True).size(badge)
                pill = pygame.Rect(0, 0, w + badge_size, h + 2)
                pill.center = at
                pygame.draw.rect(surface, GOOD, pill, border_radius=pill.height // 2)
                colour = CREAM
            text(surface, badge, badge_size, colour, bold=True, center=at)

    def _draw_stack_halo(self, surface, centre, hex_size: int, shown: int) -> None:
        """A green glow behind the stack the hint takes its tile from."""
        depth = (min(max(shown, 1), 4) - 1) * max(2, hex_size // 9)
        radius = hex_size * 1.22 + depth / 2
        side = math.ceil(radius * 2 + 4)
        glow = pygame.Surface((side, side), pygame.SRCALPHA)
        c = (side / 2, side / 2)
        pts = self.lay.hex_points(c, radius / self.lay.hex)
        pygame.draw.polygon(glow, (*GOOD, 80), pts)
        pygame.draw.polygon(glow, (*GOOD, 255), pts, max(2, hex_size // 12))
        at = (round(centre[0]), round(centre[1] + depth / 2))
        surface.blit(glow, glow.get_rect(center=at))

    def _draw_banner(self, surface: pygame.Surface, message: str) -> None:
        lay = self.lay
        size = max(18, int(lay.hex * 0.45))
        rect = pygame.Rect(0, 0, int(lay.floor.width * 0.86), int(size * 2.6))
        rect.center = lay.floor.center
        panel(surface, rect, (40, 28, 24), GOLD, radius=14)
        text(surface, message, size, GOLD_LIGHT, bold=True, center=rect.center)

    def animation_rects(self) -> list[pygame.Rect] | None:
        lay = self.lay
        thinking = self.computer is not None or self.hint_pending
        holding = self.drag.dragging is not None or self.drag.flying is not None
        if thinking and self.caught_up and not (holding or self.message or self.banner):
            return [lay.status]  # only the dots move
        return [lay.floor, lay.panel]

    def tooltip_at(self, pos) -> str | None:
        tip = self.widgets.tooltip_at(pos)
        if tip:
            return tip
        if self.drag.dragging is not None:
            return None
        for i, sprite in enumerate(self.stacks):
            home = pygame.FRect(0, 0, *sprite.size)
            home.center = sprite.home
            if home.collidepoint(pos):
                pattern = PATTERNS[i]
                count, playable = self.stack_state(i)
                fits = len(self.record.state.legal_rotations(pattern))
                lines = [
                    _("Tile {name} ({segments}): {n} left").format(
                        name=pattern.name, segments=pattern.text, n=count
                    )
                ]
                if count and self.human_to_place:
                    lines.append(
                        _("Orientations that fit your open end: {n}").format(n=fits)
                        if playable
                        else _("It fits your open end no way round")
                    )
                return "\n".join(lines)
        return None

    # --- menu -----------------------------------------------------------------------------

    def open_log(self) -> None:
        """The game so far, as far as the table has shown it, in a window over the table."""
        self.cancel_held()
        entries = log_entries(self.record, self.names(), self.shown_index)
        self.app.push(GameLogScene(self.app, entries, self.view.colours, self.view.pattern))

    def open_help(self) -> None:
        """The rules pages, with pictures, over the table."""
        self.cancel_held()
        self.app.nav.rules("bombay")
