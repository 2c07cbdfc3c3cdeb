"""Drag and drop: pick the topmost sprite under the mouse, follow the cursor, and on release ask
the scene where it may go: snap there, or fly back home (animated) when the drop is refused."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from common.ui.tween import Animator, Tween, ease_out_back, ease_out_cubic, lerp_point

Point = tuple[float, float]


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
    """

    def __init__(
        self,
        animator: Animator,
        on_drop: Callable[[DragSprite, Point], Point | None],
        on_landed: Callable[[DragSprite, bool], None],
        on_pick: Callable[[DragSprite], None] | None = None,
        on_move: Callable[[DragSprite, Point], None] | None = None,
    ) -> None:
        self.animator = animator
        self.sprites: list[DragSprite] = []
        self.on_drop = on_drop
        self.on_landed = on_landed
        self.on_pick = on_pick
        self.on_move = on_move
        self.dragging: DragSprite | None = None
        self.grab: Point = (0.0, 0.0)
        self.flying: DragSprite | None = None

    def topmost(self, pos: Point) -> DragSprite | None:
        hits = [s for s in self.sprites if s.hit(pos)]
        return max(hits, key=lambda s: s.z) if hits else None

    def handle(self, event: pygame.event.Event) -> bool:
        if self.flying is not None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.dragging is None:
            sprite = self.topmost(event.pos)
            if sprite is None:
                return False
            self.dragging = sprite
            self.grab = (sprite.center[0] - event.pos[0], sprite.center[1] - event.pos[1])
            if self.on_pick is not None:
                self.on_pick(sprite)
            return True
        if self.dragging is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.dragging.center = (event.pos[0] + self.grab[0], event.pos[1] + self.grab[1])
            if self.on_move is not None:
                self.on_move(self.dragging, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            sprite, self.dragging = self.dragging, None
            target = self.on_drop(sprite, event.pos)
            self.fly(sprite, target if target is not None else sprite.home, target is not None)
            return True
        return False

    def cancel(self) -> None:
        """Send a dragged sprite home (Esc, or the turn ended)."""
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
