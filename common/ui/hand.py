"""What a person holds at the table (a carpet, a tile): the part both games' hands share. Its
pieces move with the common drag controller; it asks the record's state only what is legal."""

from __future__ import annotations

from typing import Any, Protocol

from common.core.record import GameRecord
from common.core.refusal import Refusal
from common.ui.dragdrop import DragController, DragSprite, Point
from common.ui.scene import Scene
from common.ui.settings import Settings
from common.ui.tween import Animator


class HandApp(Protocol):
    """What a hand calls on the app (a common.ui.app.App): a dialog to ask, a redraw."""

    dirty: bool
    settings: Settings

    def push(self, scene: Scene) -> None: ...


class HandTable(Protocol):
    """What a hand calls on its table scene (a common.ui.table.TableScene); a game's hand
    that calls more says so in a protocol of its own that extends this one."""

    @property
    def app(self) -> HandApp: ...  # read only, so a scene's App fits

    animator: Animator  # what is in the hand
    lay: Any  # the game's layout

    @property
    def record(self) -> GameRecord: ...

    def say(self, message: str, error: bool = False) -> None: ...

    def submit(self, action: Any, by_hand: bool = False) -> bool:
        """Play the person's action; False (and the reason said) if the rules refuse it."""

    def reason_words(self, reason: Refusal) -> str: ...


class Hand:
    """A game's hand subclasses this and answers the drag controller's four calls."""

    def __init__(self, scene: HandTable, sprites: list[DragSprite], carry: bool = False) -> None:
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

    def put_down(self) -> bool:
        """Esc: what is held goes back; True if something was held."""
        raise NotImplementedError

    def clear(self) -> None:
        """The screen jumped to the record (undo, redo): everything back in its place."""
        raise NotImplementedError

    def _on_pick(self, sprite: DragSprite) -> None:
        raise NotImplementedError

    def _moved(self, sprite: DragSprite, pos: Point) -> None:
        raise NotImplementedError

    def _on_drop(self, sprite: DragSprite, pos: Point) -> Point | None:
        raise NotImplementedError

    def _on_landed(self, sprite: DragSprite, accepted: bool) -> None:
        raise NotImplementedError
