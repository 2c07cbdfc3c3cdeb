"""A Marrakech practice position on the real table (common.ui.practice_table): the answer is a
turn of Assam or a carpet, as in a game; the why is said in tribute (what a turn of Assam costs
on average over the die) or in regions (the one the carpet joins, the others' squares it
covers)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from common.core.i18n import _
from common.core.practice import Position
from common.ui.coach import Target
from common.ui.practice_table import Drill, PracticeTable, sit_down
from common.ui.review_words import figure
from marrakech.ai.heuristic import board_terms
from marrakech.rules.board import SIZE
from marrakech.rules.state import MarrakechState
from marrakech.ui.guide import move_words
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.session import MarrakechSession

if TYPE_CHECKING:
    from common.ui.app import App


def tribute_ahead(state: MarrakechState, seat: int) -> float:
    """What `seat` pays on average from `state` until the next decision (the die's walk)."""
    if not state.is_chance_node():
        return 0.0
    before = state.core().dirhams[seat]
    total = 0.0
    for outcome, p in state.chance_outcomes():
        after = state.apply_action(outcome)
        paid = before - after.core().dirhams[seat]
        total += float(p) * (paid + tribute_ahead(after, seat) if after.is_chance_node() else paid)
    return total


def carpet_terms(state: MarrakechState, action: Any) -> tuple[int, int]:
    """The size of the region the carpet joins, and the others' squares it covers."""
    core = state.core()
    mover = core.seat
    covered = sum(1 for sq in action.squares if core.owner_of[core.board[sq]] not in (-1, mover))
    after = state.apply_action(action).core()
    _visible, _squares, size_at = board_terms(after)
    return max(size_at[sq] for sq in action.squares), covered


def why_words(position: Position) -> str:
    """One line of why, in tribute or in regions."""
    state = position.state()
    assert isinstance(state, MarrakechState)
    played, best = position.played(), position.best()
    if played.kind == "turn":
        seat = position.seat
        mine = tribute_ahead(state.apply_action(played), seat)
        better = tribute_ahead(state.apply_action(best), seat)
        return _(
            "Turned as in the game, Assam's walk cost you {mine} dirhams of tribute on "
            "average; turned the better way, {better}."
        ).format(mine=figure(mine), better=figure(better))
    region, covered = carpet_terms(state, played)
    best_region, best_covered = carpet_terms(state, best)
    return _(
        "The carpet played joined a region of {region} squares and covered {covered} of the "
        "others' squares; the better carpet joins a region of {best_region} and covers "
        "{best_covered}."
    ).format(region=region, covered=covered, best_region=best_region, best_covered=best_covered)


class PracticePlayScene(PracticeTable, PlayScene):
    """The Marrakech table with a practice position on it."""

    def move_words(self, action: Any) -> str:
        return move_words(action)

    def why_words(self, position: Position) -> str:
        return why_words(position)

    def practice_area(self) -> pygame.Rect:
        return self.lay.board

    def practice_anchor(self) -> tuple[float, float] | None:
        x, y, _facing = self.table.shown.assam
        return self.lay.square_centre(y * SIZE + x)

    def practice_mark(self, action: Any) -> Target | None:
        if action.kind == "turn":
            arrow = self.turn_arrows().get(action.value)
            return arrow[0] if arrow is not None else None
        a, b = (self.lay.square_rect(sq) for sq in action.squares)
        return a.union(b)


def open_practice(app: App, drill: Drill) -> None:
    """The drill's position on the Marrakech table."""
    sit_down(app, drill, PracticePlayScene, MarrakechSession.from_record)
