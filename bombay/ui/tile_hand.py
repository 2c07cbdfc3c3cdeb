"""The tile in a person's hand: picked from a supply stack (dragged, or clicked and carried with
the common drag controller's click-to-carry), turned by 60° steps, and dropped on the cell the
trunk points at. Asks the record's state only what is legal; shows a ghost, the trunk it would
grow and the rules' verdict through the scene's BoardView."""

from __future__ import annotations

import math

import pygame

from bombay.rules.actions import Action, place
from bombay.rules.board import Cell, cell_name
from bombay.rules.events import trunk_growth
from bombay.rules.tiles import PATTERNS, orientation
from bombay.ui.confirm import PlaceTileDialog
from bombay.ui.renderer import BoardView, Preview, paint_ghost
from common.core.i18n import _
from common.ui.dragdrop import DragSprite
from common.ui.hand import Hand
from common.ui.tween import Tween, ease_out_cubic

TURN_SECONDS = 0.14
SNAP = 0.9  # hex sizes from the cell's centre within which a held tile snaps in


class TileHand(Hand):
    def __init__(self, scene, view: BoardView) -> None:
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

    def cancel(self) -> bool:
        held = self.drag.dragging is not None
        self.drag.cancel()
        self._clear_ghost()
        return held

    def clear(self) -> None:
        self.drag.cancel()
        self.drag.flying = None
        self._clear_ghost()
        self.held, self.dropped, self.pending = None, None, None
        self.turn = 0.0
        for sprite in self.stacks:
            sprite.center = sprite.home

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
                self.cancel()  # right click off the board: put the tile back
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
        else:
            self.rotation = self.rotations_offered(pattern)[0]
        self.turn = 0.0
        self._moved(sprite, sprite.center)

    def _target(self, centre: tuple[float, float]) -> Cell | None:
        """The cell to play if the held tile is close enough to snap in there."""
        cell = self.state.play_cell()
        if cell is not None and math.dist(centre, self.lay.centre(cell)) <= self.lay.hex * SNAP:
            return cell
        return None

    def _moved(self, sprite: DragSprite, pos) -> None:
        if self.held is None:
            return
        cell = self._target(sprite.center)
        self.snapped = cell is not None
        if cell is None:
            self._clear_ghost()
            return
        o = orientation(self.held, self.rotation)
        reason = self.reason_for(self.held, self.rotation)
        self.ghost_reason = reason
        self.view.ghost = (o, cell, reason is None)
        action = place(PATTERNS[self.held].name, self.rotation)
        self.view.previews = self.previews_for(action) if reason is None else []

    def _clear_ghost(self) -> None:
        self.view.ghost = None
        self.view.previews = []
        self.ghost_reason = None
        self.snapped = False

    def _on_drop(self, sprite: DragSprite, pos):
        cell = self._target(sprite.center)
        pattern = self.held
        self._clear_ghost()
        if pattern is None:
            return None
        if cell is None:
            if self.lay.cell_at(sprite.center) is not None:
                play = cell_name(self.state.play_cell())
                self.scene.say(
                    _(
                        "A tile can only go on {cell}, the glowing cell your trunk points at."
                    ).format(cell=play),
                    error=True,
                )
            return None
        reason = self.reason_for(pattern, self.rotation)
        if reason is not None:
            self.scene.say(reason, error=True)
            return None
        self.dropped = place(PATTERNS[pattern].name, self.rotation)
        return self.lay.centre(cell)

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
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
