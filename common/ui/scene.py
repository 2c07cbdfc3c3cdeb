"""Scenes on a stack: the top scene gets the input; a modal scene draws over the one below."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from common.ui.app import App


class Scene:
    """One screen (title, setup, game, results) or a dialog on top of one (modal = True)."""

    modal = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.size = app.size

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute positions for a window of this size (called on entry and on resize)."""
        self.size = size

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; True while the scene wants smooth frames."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def animation_rects(self) -> list[pygame.Rect] | None:
        """While animating: the parts of the window that change (None: all of it). Showing
        only those is cheaper than a full flip on software displays."""
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The help text for what is under the mouse, if any."""
        return None

    def tooltip_beside(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """Where the tooltip at `pos` should sit beside, clear of it (None: the hovered control,
        else the mouse): a group of things to compare, say, that it should not cover."""
        return None

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack (the game may stop background work here)."""

    def on_kept(self) -> None:
        """A game whose save had failed is kept at last (common.core.keeping): a scene that
        shows the saved games shows them again."""
