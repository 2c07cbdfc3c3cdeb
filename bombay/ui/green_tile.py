"""A Bombay Bazar table that shows a move of its own choosing as the green tile (the hint's
ghost and the trunk it grows): the guided game's lesson move, practice's best move."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mixed in before it, so typed as one
    from bombay.ui.play_scene import PlayScene as _PlayScene
else:
    _PlayScene = object


class ShowsItsOwnTile(_PlayScene):
    """Mixed in before the play scene, whose `shown_hint()` the scene overrides: the green
    tile's previews (the trunk it grows) are worked out once it is shown."""

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        hint = self.shown_hint()
        if hint is not None and not self.hint_previews:
            self.hint_previews = self.hand.previews_for(hint)
        return busy
