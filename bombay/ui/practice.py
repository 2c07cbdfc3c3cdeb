"""A Bombay Bazar practice position on the real table (common.ui.practice_table): the answer is a
tile laid as in a game; once it is right (or the best is asked for) the best tile is the green
ghost on the open end, and the why is said in trunks (how long the mover's grows, how long the
others' can still run)."""

from __future__ import annotations

from typing import Any

import pygame

from bombay.rules.actions import Action
from bombay.rules.state import BombayState
from bombay.ui import table_words
from bombay.ui.play_scene import PlayScene
from bombay.ui.session import BombaySession
from common.core.i18n import _
from common.core.practice import Position
from common.core.record import GameRecord
from common.ui.coach import Target
from common.ui.practice_table import RIGHT, SHOWN, Drill, PracticeTable, in_place_of_top


def trunks_after(state: BombayState, action: Action, seat: int) -> tuple[int, int]:
    """The mover's trunk after the tile, and the longest of the others' (0 in solo)."""
    lengths = state.apply_action(action).lengths()
    others = [n for q, n in enumerate(lengths) if q != seat]
    return lengths[seat], max(others, default=0)


def why_words(position: Position) -> str:
    """One line of why, in trunks."""
    state = position.state()
    assert isinstance(state, BombayState)
    seat = position.seat
    mine, theirs = trunks_after(state, position.played(), seat)
    best, best_theirs = trunks_after(state, position.best(), seat)
    if len(state.lengths()) == 1:
        return _(
            "After the tile played your trunk was {mine} long; after the better tile, {best}, "
            "with more room left to grow."
        ).format(mine=mine, best=best)
    return _(
        "After the tile played your trunk was {mine} long and the longest other {theirs}; "
        "after the better tile, {best} and {best_theirs}."
    ).format(mine=mine, theirs=theirs, best=best, best_theirs=best_theirs)


class PracticePlayScene(PracticeTable, PlayScene):
    """The Bombay Bazar table with a practice position on it."""

    def move_words(self, action: Any) -> str:
        return table_words.tile_words(action)

    def why_words(self, position: Position) -> str:
        return why_words(position)

    def practice_area(self) -> pygame.Rect:
        return self.lay.floor

    def practice_mark(self, action: Any) -> Target | None:
        return None  # the best tile is the green ghost on the open end

    def shown_hint(self) -> Action | None:
        if self.stage in (RIGHT, SHOWN):
            return self.drill.position.best()
        return None

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        hint = self.shown_hint()
        if hint is not None and not self.hint_previews:
            self.hint_previews = self.hand.previews_for(hint)
        return busy


def open_practice(app: Any, drill: Drill) -> None:
    """The drill's position on the table, everyone at it a person (nobody else moves)."""
    position = drill.position
    record = GameRecord.from_json(dict(position.record.to_json(), cursor=position.index))
    session = BombaySession.from_record(record)
    for seat in session.seats:
        seat.level = None
    scene = PracticePlayScene(app, session, lambda _record, _session: None, record)
    scene.start_practice(drill)
    in_place_of_top(app, scene)
