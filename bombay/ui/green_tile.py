"""A Bombay Bazar table that shows a move of its own choosing as the green tile (the hint's
ghost and the trunk it grows): the guided game's lesson move, practice's best move."""

from __future__ import annotations

from typing import Any


class ShowsItsOwnTile:
    """Mixed in before the play scene, whose `shown_hint()` the scene overrides: the green
    tile's previews (the trunk it grows) are worked out once it is shown."""

    hint_previews: list[Any]
    hand: Any

    def update(self, dt: float) -> bool:
        busy = super().update(dt)  # type: ignore[misc]
        hint = self.shown_hint()  # type: ignore[attr-defined]
        if hint is not None and not self.hint_previews:
            self.hint_previews = self.hand.previews_for(hint)
        return busy
