"""Drag and drop: pick the topmost sprite under the mouse, follow the cursor, and on release (or,
with click-to-carry, on the next click) ask the scene where it may go: snap there, or fly back
home (animated) when the drop is refused."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from common.ui.tween import Animator, Tween, ease_out_back, ease_out_cubic, lerp_point

Point = tuple[float, float]
CLICK_SLOP = 6  # pixels the mouse may move between press and release and still count as a click


class DragSprite:
    """Something the player can pick up. `center` is in window pixels (floats, no truncation)."""

    def __init__(self, center: Point, size: Point, z: int = 0) -> None:
        self.center = center
        self.home = center
        self.size = size
        self.z = z
        self.enabled = True

    @property
    def frect(self) -> pygame.FRect:
        rect = pygame.FRect(0, 0, *self.size)
        rect.center = self.center
        return rect

    def hit(self, pos: Point) -> bool:
        return self.enabled and self.frect.collidepoint(pos)


class DragController:
    """Routes mouse events to the sprites. The scene decides what a drop means:

    on_drop(sprite, pos) returns the centre to snap to (accepted) or None (refused, fly home);
    on_landed(sprite, accepted) runs when the snap animation ends.

    With `carry` on, a sprite may also be clicked (press and release without moving) and then
    carried under the cursor until the next click, which drops it; its centre is then the
    cursor, not where it was grabbed.
    """

    def __init__(
        self,
        animator: Animator,
        on_drop: Callable[[DragSprite, Point], Point | None],
        on_landed: Callable[[DragSprite, bool], None],
        on_pick: Callable[[DragSprite], None] | None = None,
        on_move: Callable[[DragSprite, Point], None] | None = None,
        carry: bool = False,
    ) -> None:
        self.animator = animator
        self.sprites: list[DragSprite] = []
        self.on_drop = on_drop
        self.on_landed = on_landed
        self.on_pick = on_pick
        self.on_move = on_move
        self.carry = carry
        self.carrying = False  # picked by a click, waiting for the click that drops it
        self.press: Point = (0.0, 0.0)
        self.dragging: DragSprite | None = None
        self.grab: Point = (0.0, 0.0)
        self.flying: DragSprite | None = None

    def topmost(self, pos: Point) -> DragSprite | None:
        hits = [s for s in self.sprites if s.hit(pos)]
        return max(hits, key=lambda s: s.z) if hits else None

    def handle(self, event: pygame.event.Event) -> bool:
        if self.flying is not None:
            return False
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if down and self.dragging is None:
            return self._pick(event.pos)
        if self.dragging is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            pos = event.pos
            self.dragging.center = (pos[0] + self.grab[0], pos[1] + self.grab[1])
            if self.on_move is not None:
                self.on_move(self.dragging, pos)
            return True
        if up and not self.carrying:
            if self.carry and math.dist(self.press, event.pos) <= CLICK_SLOP:
                self.carrying = True  # a click: carry the sprite until the next click
            else:
                self._drop(event.pos)
            return True
        if down and self.carrying:
            self._drop(event.pos)
            return True
        return up  # the release of the click that dropped a carried sprite

    def _pick(self, pos: Point) -> bool:
        sprite = self.topmost(pos)
        if sprite is None:
            return False
        self.dragging, self.carrying, self.press = sprite, False, pos
        if self.carry:  # the centre follows the cursor itself
            self.grab = (0.0, 0.0)
            sprite.center = (float(pos[0]), float(pos[1]))
        else:
            self.grab = (sprite.center[0] - pos[0], sprite.center[1] - pos[1])
        if self.on_pick is not None:
            self.on_pick(sprite)
        return True

    def _drop(self, pos: Point) -> None:
        sprite, self.dragging, self.carrying = self.dragging, None, False
        assert sprite is not None  # a drop ends a drag
        sprite.center = (pos[0] + self.grab[0], pos[1] + self.grab[1])
        target = self.on_drop(sprite, pos)
        self.fly(sprite, target if target is not None else sprite.home, target is not None)

    def cancel(self) -> None:
        """Send a dragged sprite home (Esc, or the turn ended)."""
        self.carrying = False
        if self.dragging is not None:
            sprite, self.dragging = self.dragging, None
            self.fly(sprite, sprite.home, False)

    def fly(self, sprite: DragSprite, target: Point, accepted: bool) -> None:
        start = sprite.center
        self.flying = sprite

        def move(t: float) -> None:
            sprite.center = lerp_point(start, target, t)

        def landed() -> None:
            sprite.center = target
            self.flying = None
            self.on_landed(sprite, accepted)

        duration = 0.12 if accepted else 0.35
        easing = ease_out_cubic if accepted else ease_out_back
        self.animator.add(Tween(duration, move, easing, landed))
