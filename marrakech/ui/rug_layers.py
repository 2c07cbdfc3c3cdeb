"""The carpets on the market drawn as layers: a half-covered carpet runs on under the carpet
that covers it, and every carpet casts a shadow on what lies below, so the history of the
market can be read. The layer is one surface per shown board, cached; frames only blit it.

Where the game's history is at hand (the table, the replay, the results) the layers follow it
exactly: `CarpetHistory` reads the carpets laid from the record's steps (each step once), in
the order they went down. A lone position (a rules page) has no history: a hidden half is then
put under a neighbouring carpet."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from common.core.record import GameRecord
from common.core.step import Step, StepFold
from common.ui.theme import Colour
from marrakech.rules.board import SIZE, SQUARES, coords, square
from marrakech.rules.events import CarpetLaid
from marrakech.rules.state import MarrakechState
from marrakech.ui.art import rug_surface

Carpet = tuple[int, int]  # (colour, carpet number)
Board = tuple[Carpet | None, ...]
Laid = tuple[
    tuple[Carpet, tuple[int, int]], ...
]  # every carpet laid so far and its squares, in order


def _carpet_laid(step: Step, earlier: Sequence) -> list[tuple[Carpet, tuple[int, int]]]:
    laid = step.event(CarpetLaid)
    return [] if laid is None else [((laid.colour, laid.number), laid.squares)]


class CarpetHistory:
    """The carpets laid by the first steps of a record, in the order they went down, each with
    its two squares; kept as the record moves (each step read once)."""

    def __init__(self) -> None:
        self._fold: StepFold[tuple[Carpet, tuple[int, int]]] = StepFold(_carpet_laid)
        self._laid: Laid = ()

    def upto(self, record: GameRecord, upto: int) -> Laid:
        laid = self._fold.items(record.steps, upto)
        if len(laid) != len(self._laid) or (laid and laid[-1] is not self._laid[-1]):
            self._laid = tuple(laid)  # the same tuple while nothing changes: a cache key
        return self._laid


def laid_carpets(record: GameRecord, upto: int) -> Laid:
    """The carpets laid by the first `upto` steps (see CarpetHistory)."""
    return CarpetHistory().upto(record, upto)


def shown_board(state: MarrakechState) -> Board:
    """The visible carpet on every square (the key the layer is cached by)."""
    return tuple(state.carpet_at(sq) for sq in range(SQUARES))


def _neighbours(sq: int) -> list[int]:
    x, y = coords(sq)
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    return [square(x + dx, y + dy) for dx, dy in steps if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE]


def layers(board: Board, laid: Laid = ()) -> list[tuple[Carpet, list[int], int | None]]:
    """Each visible carpet bottom first: (carpet, its visible squares, the square its hidden
    half runs under or None). With the history (`laid`), in the order the carpets went down
    and under the square each really covered; without it a hidden half is put under a
    neighbouring carpet, a whole one first, and a carpet goes before every carpet its hidden
    half runs under."""
    shown: dict[Carpet, list[int]] = {}
    for sq, carpet in enumerate(board):
        if carpet is not None:
            shown.setdefault(carpet, []).append(sq)
    if laid:
        return [
            (carpet, shown[carpet], _hidden_half(squares, shown[carpet]))
            for carpet, squares in laid
            if carpet in shown
        ]
    hidden: dict[Carpet, int | None] = {}
    for carpet, squares in shown.items():
        under = None
        if len(squares) == 1:
            covered = [n for n in _neighbours(squares[0]) if board[n] not in (None, carpet)]
            covered.sort(key=lambda n: len(shown[board[n] or carpet]) != 2)  # whole carpets first
            under = covered[0] if covered else None
        hidden[carpet] = under
    above = {c: board[u] for c, u in hidden.items() if u is not None}
    order: list[Carpet] = []
    waiting = sorted(shown, key=lambda c: (len(shown[c]), c))
    while waiting:  # a carpet may go down once nothing it covers is still waiting
        ready = [c for c in waiting if not any(above.get(w) == c for w in waiting if w != c)]
        pick = ready[0] if ready else waiting[0]  # a guessed cycle: any order is honest
        order.append(pick)
        waiting.remove(pick)
    return [(c, shown[c], hidden[c]) for c in order]


def _hidden_half(squares: tuple[int, int], visible: list[int]) -> int | None:
    return next((sq for sq in squares if sq not in visible), None) if len(visible) == 1 else None


@lru_cache(maxsize=6)
def rug_layer(
    board: Board, cell: int, colours: tuple[Colour, ...], patterned: bool, laid: Laid = ()
) -> pygame.Surface:
    """All the carpets of `board` on a transparent 7x7-square surface, bottom first (in the
    order of `laid` when the history is known)."""
    side = cell * SIZE
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    lift = max(2, cell // 14)
    shadow_alpha = 95
    for (colour, _number), squares, under in layers(board, laid):
        drawn = sorted([*squares, under]) if under is not None else squares
        rect = _rect(drawn, cell)
        clip = _rect(squares, cell)
        if under is not None:  # it runs on a little way under its neighbour, then stops
            ux, uy = coords(under)
            vx, vy = coords(squares[0])
            clip = clip.union(clip.move((ux - vx) * cell * 45 // 100, (uy - vy) * cell * 45 // 100))
        vertical = len(drawn) == 2 and coords(drawn[0])[0] == coords(drawn[1])[0]
        rug = rug_surface(colours[colour], len(drawn), cell, vertical, patterned)
        at = rug.get_rect(center=rect.center)
        shadow = pygame.Surface(at.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (40, 22, 10, shadow_alpha), shadow.get_rect(), border_radius=lift)
        surface.set_clip(clip.move(lift, lift).union(clip))
        surface.blit(shadow, at.move(lift, lift))
        surface.set_clip(clip)
        surface.blit(rug, at)
        surface.set_clip(None)
    return surface


def _rect(squares: list[int], cell: int) -> pygame.Rect:
    rects = []
    for sq in squares:
        x, y = coords(sq)
        rects.append(pygame.Rect(x * cell, y * cell, cell, cell))
    return rects[0].unionall(rects[1:])
