"""What a person holds at the table (a carpet, a tile): the part both games' hands share. Its
pieces move with the common drag controller; it asks the record's state only what is legal."""

from __future__ import annotations

from typing import Any

from common.ui.dragdrop import DragController, DragSprite, Point


class Hand:
    """A game's hand subclasses this and answers the drag controller's four calls."""

    def __init__(self, scene, sprites: list[DragSprite], carry: bool = False) -> None:
        self.scene = scene
        self.drag = DragController(
            scene.animator, self._on_drop, self._on_landed, self._on_pick, self._moved, carry
        )
        self.drag.sprites.extend(sprites)

    @property
    def lay(self) -> Any:
        return self.scene.lay

    @property
    def state(self) -> Any:
        """The record's state: asked only what is legal, never drawn."""
        return self.scene.record.state

    def busy(self) -> bool:
        """A piece is in the hand or on its way somewhere."""
        return self.drag.dragging is not None or self.drag.flying is not None

    def _on_pick(self, sprite: DragSprite) -> None:
        raise NotImplementedError

    def _moved(self, sprite: DragSprite, pos: Point) -> None:
        raise NotImplementedError

    def _on_drop(self, sprite: DragSprite, pos: Point) -> Point | None:
        raise NotImplementedError

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
        raise NotImplementedError
