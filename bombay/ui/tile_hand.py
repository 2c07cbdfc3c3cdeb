"""The tile in a person's hand: picked from a supply stack (dragged, or clicked and carried with
the common drag controller's click-to-carry), turned by 60° steps, and dropped on the cell the
trunk points at. Asks the record's state only what is legal; shows a ghost, the trunk it would
grow and the rules' verdict through the scene's BoardView."""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from bombay.rules.actions import Action, place
from bombay.rules.board import Cell, cell_name
from bombay.rules.events import trunk_growth
from bombay.rules.scoring import SoloScore, solo_score
from bombay.rules.tiles import PATTERNS, orientation
from bombay.ui.confirm import PlaceTileDialog
from bombay.ui.ghost_art import paint_ghost
from bombay.ui.layout import BombayLayout
from bombay.ui.renderer import BoardView, Preview
from bombay.ui.ways_round import best_rotation
from common.core.i18n import _
from common.ui.dragdrop import DragSprite
from common.ui.hand import Hand, HandTable
from common.ui.tween import Tween, ease_out_cubic
from common.ui.widgets import CheckBox

TURN_SECONDS = 0.14
SNAP = 0.9  # hex sizes from the cell's centre within which a held tile snaps in


class TileTable(HandTable, Protocol):
    """What the tile hand calls on the Bombay Bazar play scene: also the "only legal
    orientations" option and the hint on screen."""

    lay: BombayLayout
    legal_only: CheckBox

    def shown_hint(self) -> Action | None: ...


class TileHand(Hand):
    scene: TileTable

    def __init__(self, scene: TileTable, view: BoardView) -> None:
        self.stacks = [DragSprite((0, 0), (1, 1), z=1) for _p in PATTERNS]
        super().__init__(scene, self.stacks, carry=True)
        self.animator = scene.animator
        self.view = view
        self.held: int | None = None  # pattern index
        self.rotation = 0  # distinct rotation of the held pattern
        self.turn = 0.0  # extra degrees still shown while a turn animates (goes to 0)
        self.snapped = False
        self.ghost_reason: str | None = None
        self.dropped: Action | None = None
        self.keep = False  # the drop was refused on the board: the tile stays in hand
        self.hovered: int | None = None  # a supply stack under the pointer, previewed
        # a dropped tile waiting for "Place it": the move, its cell and the trunk it would grow
        self.pending: tuple[Action, Cell, list[Preview]] | None = None

    def place_stacks(self) -> None:
        side = self.lay.stack_hex * 2
        for sprite, home in zip(self.stacks, self.lay.stacks, strict=True):
            sprite.home = home
            sprite.size = (side, side * 0.87)
            if sprite is not self.drag.dragging and sprite is not self.drag.flying:
                sprite.center = home

    def in_hand(self) -> int | None:
        """The pattern held, flying back or waiting for "Place it" (not in its stack)."""
        if self.pending is not None:
            return self.pending[0].orientation.pattern.index
        return self.held if self.busy() else None

    def put_down(self) -> bool:
        held = self.drag.dragging is not None
        self.drag.cancel()
        self._clear_ghost()
        return held

    def clear(self) -> None:
        self.drag.cancel()
        self.drag.flying = None
        self._clear_ghost()
        self.held, self.dropped, self.pending, self.keep = None, None, None, False
        self.turn = 0.0
        for sprite in self.stacks:
            sprite.center = sprite.home

    # --- picking in one step ------------------------------------------------------------

    def stack_at(self, pos) -> int | None:
        """The supply stack under `pos`, if any (where it lies, not where a held tile is)."""
        for i, sprite in enumerate(self.stacks):
            home = pygame.FRect(0, 0, *sprite.size)
            home.center = sprite.home
            if sprite.enabled and home.collidepoint(pos):
                return i
        return None

    def swap(self, event: pygame.event.Event) -> bool:
        """Holding a tile, a click on a stack puts it back and takes that one (its own stack:
        takes it up afresh, to drag or carry)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.stack_at(event.pos) is None:
            return False
        self._put_back()
        self.drag.handle(event)  # picks the new stack: carried after the click's release
        return True

    def pick(self, pattern: int) -> None:
        """A letter key: tile `pattern` goes into the hand, shown on the open end in its best
        way round; turn it there, then Enter (or a click) places it."""
        if self.held == pattern and self.drag.dragging is not None:
            return
        self._put_back()
        sprite = self.stacks[pattern]
        cell = self.state.play_cell()
        self.drag.dragging, self.drag.carrying = sprite, True
        self.drag.grab, self.drag.press = (0.0, 0.0), pygame.mouse.get_pos()
        sprite.center = self.lay.centre(cell) if cell is not None else sprite.home
        self._on_pick(sprite)

    def place_held(self) -> bool:
        """Enter with a tile in hand on the open end: drop it there."""
        sprite = self.drag.dragging
        if sprite is None or not self.snapped or self.view.ghost is None:
            return False
        if self._target(sprite.center) is None:
            return False
        at = (round(sprite.center[0]), round(sprite.center[1]))
        self.drag.carrying = True
        self.drag.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        return True

    def _put_back(self) -> None:
        sprite = self.drag.dragging
        if sprite is not None:
            self.drag.dragging, self.drag.carrying = None, False
            sprite.center = sprite.home
        self.held = None
        self._clear_ghost()

    def best_rotation(self, pattern: int) -> int | None:
        """The legal way round of `pattern` that grows the mover's trunk most (None: none)."""
        return best_rotation(self.state, pattern)

    def hover(self, pos) -> bool:
        """Not holding anything: the stack under the pointer is previewed on the open end (its
        best way round and the +N); True if what is previewed changed."""
        pattern = self.stack_at(pos) if self.drag.dragging is None else None
        if pattern == self.hovered:
            return False
        self.hovered = pattern
        self._clear_ghost()
        rotation = None if pattern is None else self.best_rotation(pattern)
        cell = self.state.play_cell()
        if pattern is not None and rotation is not None and cell is not None:
            action = place(PATTERNS[pattern].name, rotation)
            self.view.ghost = (orientation(pattern, rotation), cell, True)
            self.view.previews = self.previews_for(action)
        return True

    # --- turning ------------------------------------------------------------------------

    def handle_turning(self, event: pygame.event.Event) -> bool:
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
        elif event.type == pygame.MOUSEWHEEL:
            self.rotate(1 if event.y < 0 else -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.lay.cell_at(event.pos) is None:
                self.put_down()  # right click off the board: put the tile back
            else:
                self.rotate(1)
        else:
            return False
        return True

    def rotations_offered(self, pattern: int) -> list[int]:
        """The distinct rotations a turn cycles through (only the legal ones if asked)."""
        if self.scene.legal_only.checked:
            legal = self.state.legal_rotations(PATTERNS[pattern])
            if legal:
                return sorted(legal)
        return list(range(PATTERNS[pattern].orientations))

    def rotate(self, direction: int) -> None:
        """Turn the held tile by 60° steps to the next orientation offered, animated."""
        if self.held is None:
            return
        n = PATTERNS[self.held].orientations
        offered = self.rotations_offered(self.held)
        if n == 1:
            self.scene.say(_("This tile looks the same every way round."))
            return
        if len(offered) == 1 and offered[0] == self.rotation:
            self.scene.say(_("Only this way round fits here."))
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
            self._moved(self.drag.dragging, self.drag.dragging.center)

    # --- drag and drop --------------------------------------------------------------------

    def reason_for(self, pattern: int, rotation: int) -> str | None:
        """None if the held tile may go on the cell to play this way round, else why not."""
        reason = self.state.check_action(place(PATTERNS[pattern].name, rotation))
        return None if reason is None else self.scene.reason_words(reason)

    def previews_for(self, action: Action) -> list[Preview]:
        """Where each trunk would grow if `action` were played (the rules' TrunkGrew events)."""
        return [Preview(e.seat, list(e.segments)) for e in trunk_growth(self.state, action)]

    def _on_pick(self, sprite: DragSprite) -> None:
        pattern = self.stacks.index(sprite)
        if not self.state.supply()[PATTERNS[pattern]]:
            self.drag.dragging = None
            sprite.center = sprite.home
            self.scene.say(_("No tile of this pattern is left."), error=True)
            return
        if not self.state.legal_rotations(PATTERNS[pattern]):  # greyed: nothing to try
            self.drag.dragging = None
            sprite.center = sprite.home
            self.scene.say(
                _("Tile {name}: no way round fits here.").format(name=PATTERNS[pattern].name),
                error=True,
            )
            return
        self.held = pattern
        hint = self.scene.shown_hint()
        if hint is not None and hint.orientation.pattern.index == pattern:
            self.rotation = hint.orientation.rotation  # the hinted way round
        else:  # as the hover previewed it (with every way round offered: the first)
            best = self.best_rotation(pattern) if self.scene.legal_only.checked else None
            self.rotation = best if best is not None else self.rotations_offered(pattern)[0]
        self.hovered = None
        self.turn = 0.0
        self._moved(sprite, sprite.center)

    def _target(self, centre: tuple[float, float]) -> Cell | None:
        """The cell to play if the held tile is close enough to snap in there."""
        cell = self.state.play_cell()
        if cell is not None and math.dist(centre, self.lay.centre(cell)) <= self.lay.hex * SNAP:
            return cell
        return None

    def wrong_cell_words(self) -> str:
        play = cell_name(self.state.play_cell())
        return _("A tile can only go on {cell}, the glowing cell your trunk points at.").format(
            cell=play
        )

    def _moved(self, sprite: DragSprite, pos) -> None:
        if self.held is None:
            return
        cell = self._target(sprite.center)
        o = orientation(self.held, self.rotation)
        if cell is None:
            self._clear_ghost()
            other = self.lay.cell_at(sprite.center)
            if other is not None:  # a cell it cannot go on: red at once, and why
                self.snapped = True
                self.view.ghost = (o, other, False)
                self.ghost_reason = self.wrong_cell_words()
            return
        self.snapped = True
        reason = self.reason_for(self.held, self.rotation)
        self.ghost_reason = reason
        self.view.ghost = (o, cell, reason is None)
        action = place(PATTERNS[self.held].name, self.rotation)
        self.view.previews = self.previews_for(action) if reason is None else []
        self.view.score = self.score_change(action) if reason is None else None

    def score_change(self, action: Action) -> tuple[SoloScore, SoloScore] | None:
        """Solo: the score now and after `action` (None with more players)."""
        state = self.state
        if state.num_players() != 1:
            return None
        return solo_score(state.core()), solo_score(state.apply_action(action).core())

    def _clear_ghost(self) -> None:
        self.view.ghost = None
        self.view.previews = []
        self.view.score = None
        self.ghost_reason = None
        self.snapped = False

    def _on_drop(self, sprite: DragSprite, pos):
        """A drop where the tile may go places it; a drop on a cell where it may not (or this
        way round) keeps it in hand, with the reason, to turn or carry on."""
        cell = self._target(sprite.center)
        pattern = self.held
        self._clear_ghost()
        if pattern is None:
            return None
        if cell is None:
            if self.lay.cell_at(sprite.center) is None:
                return None  # off the board: back to its stack
            self.scene.say(self.wrong_cell_words(), error=True)
            self.keep = True
            return sprite.center
        reason = self.reason_for(pattern, self.rotation)
        if reason is not None:
            self.scene.say(reason, error=True)
            self.keep = True
            return sprite.center
        self.dropped = place(PATTERNS[pattern].name, self.rotation)
        return self.lay.centre(cell)

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
        if self.keep:  # refused on the board: still in hand, carried
            self.keep = False
            self.drag.dragging, self.drag.carrying = sprite, True
            self._moved(sprite, sprite.center)
            return
        sprite.center = sprite.home
        action, self.dropped = self.dropped, None
        self.held = None
        self.turn = 0.0
        if accepted and action is not None:
            if self.scene.app.settings.confirm_placing:
                self.ask_to_place(action, self.state.play_cell())
            else:
                self.scene.submit(action, by_hand=True)

    def ask_to_place(self, action: Action, cell: Cell) -> None:
        """With "ask before placing" on: show the tile on its cell and wait for the answer."""
        scene, lay = self.scene, self.lay
        previews = self.previews_for(action)
        self.pending = (action, cell, previews)
        mover = self.state.current_player()
        grows = sum(len(p.segments) for p in previews if p.player == mover)

        def place_it() -> None:
            self.pending = None
            scene.submit(action, by_hand=True)

        def take_back() -> None:
            self.pending = None
            scene.app.dirty = True

        def spotlight(surface: pygame.Surface) -> None:
            view = BoardView(self.view.colours, previews=previews)
            view.ghost = (action.orientation, cell, True)
            paint_ghost(surface, lay, view)

        def around_cell() -> pygame.Rect:
            box = pygame.Rect(0, 0, round(lay.hex * 2.2), round(lay.hex * 2.2))
            box.center = (round(lay.centre(cell)[0]), round(lay.centre(cell)[1]))
            return box

        scene.app.push(
            PlaceTileDialog(
                scene.app,
                spotlight,
                avoid=around_cell,
                beside=lambda: scene.lay.panel,
                title=_("Place the tile here?"),
                message=_("Tile {name} on {cell}: your trunk grows by {n}.").format(
                    name=action.orientation.pattern.name, cell=cell_name(cell), n=grows
                ),
                choices=[(_("Place it"), place_it), (_("Take it back"), take_back)],
            )
        )
