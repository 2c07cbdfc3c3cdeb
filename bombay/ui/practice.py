"""A Bombay Bazar practice position on the real table (common.ui.practice_table): the answer is a
tile laid as in a game; once it is right (or the best is asked for) the best tile is the green
ghost on the open end, and the why is said in trunks (how long the mover's is after each, and
how long the review expects it to end)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from bombay.rules.actions import Action
from bombay.rules.state import BombayState
from bombay.ui import table_words
from bombay.ui.green_tile import ShowsItsOwnTile
from bombay.ui.play_scene import PlayScene
from bombay.ui.session import BombaySession
from common.core.i18n import _
from common.core.practice import Position
from common.ui.coach import Target
from common.ui.practice_table import RIGHT, SHOWN, Drill, PracticeTable, sit_down
from common.ui.review_words import figure

if TYPE_CHECKING:
    from common.ui.app import App


def why_words(position: Position) -> str:
    """One line of why, in trunks: as long now, and as long as the review expects it to end."""
    state = position.state()
    assert isinstance(state, BombayState)
    seat, step = position.seat, position.step
    mine = state.apply_action(position.played()).lengths()[seat]
    best = state.apply_action(position.best()).lengths()[seat]
    mine_end = step.standing[seat]
    best_end = mine_end if step.best_standing is None else step.best_standing
    if len(state.lengths()) == 1:  # solo: the score, not the trunk, is what ends the game
        return _(
            "After the game's tile your trunk was {mine} long and your score expected to end "
            "at {mine_end}; after the better tile, {best} long and {best_end}."
        ).format(mine=mine, best=best, mine_end=figure(mine_end), best_end=figure(best_end))
    return _(
        "After the game's tile your trunk was {mine} long, expected to end {mine_end} long; "
        "after the better tile, {best} long, expected to end {best_end} long."
    ).format(mine=mine, best=best, mine_end=figure(mine_end), best_end=figure(best_end))


class PracticePlayScene(PracticeTable, ShowsItsOwnTile, PlayScene):
    """The Bombay Bazar table with a practice position on it."""

    def move_words(self, action: Any) -> str:
        return table_words.tile_words(action)

    def why_words(self, position: Position) -> str:
        return why_words(position)

    def practice_area(self) -> pygame.Rect:
        return self.lay.floor

    def practice_mark(self, action: Any) -> Target | None:
        return None  # the best tile is the green ghost on the open end

    def practice_anchor(self) -> tuple[float, float] | None:
        cell = self.table.shown.play_cell()
        return None if cell is None else self.lay.centre(cell)

    def hint_words(self, action: Action) -> str:
        return _("The better move is the green tile: {move}.").format(
            move=table_words.tile_words(action)
        )

    def shown_hint(self) -> Action | None:
        if self.stage in (RIGHT, SHOWN):
            return self.drill.position.best()
        return None


def open_practice(app: App, drill: Drill) -> None:
    """The drill's position on the Bombay Bazar table."""
    sit_down(app, drill, PracticePlayScene, BombaySession.from_record)
