"""Picking up a tile: drag it, or click it and carry it. The shell's DragController drops on
release; a tile may also be clicked (press and release without moving) and then carried under
the cursor until the next click, which drops it. Either way the tile's centre is the cursor."""

from __future__ import annotations

import math

import pygame

from common.ui.dragdrop import DragController, DragSprite

CLICK_SLOP = 6  # pixels the mouse may move between press and release and still count as a click


class TileDrag(DragController):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.carrying = False
        self.press: tuple[float, float] = (0.0, 0.0)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.flying is not None:
            return False
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if down and self.dragging is None:
            sprite = self.topmost(event.pos)
            if sprite is None:
                return False
            self.dragging, self.carrying = sprite, False
            self.press = event.pos
            self.grab = (0.0, 0.0)
            sprite.center = (float(event.pos[0]), float(event.pos[1]))
            if self.on_pick is not None:
                self.on_pick(sprite)
            return True
        if self.dragging is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.dragging.center = (float(event.pos[0]), float(event.pos[1]))
            if self.on_move is not None:
                self.on_move(self.dragging, event.pos)
            return True
        if up and not self.carrying:
            if math.dist(self.press, event.pos) <= CLICK_SLOP:
                self.carrying = True  # a click: carry the tile until the next click
                return True
            self._drop(event.pos)
            return True
        if down and self.carrying:
            self._drop(event.pos)
            return True
        return up  # the release of the click that dropped a carried tile

    def _drop(self, pos) -> None:
        sprite, self.dragging, self.carrying = self.dragging, None, False
        sprite.center = (float(pos[0]), float(pos[1]))
        target = self.on_drop(sprite, pos)
        self.fly(sprite, target if target is not None else sprite.home, target is not None)

    def cancel(self) -> None:
        self.carrying = False
        super().cancel()


__all__ = ["DragSprite", "TileDrag"]
