"""A three-player toy game with chance, whose best moves are known, for the generic search.

Seat 0 picks "safe" (then chance: seat 0 wins 70%) or "risky" (seat 0 wins 50%). Otherwise
seat 1 decides who wins: "me" (seat 1) or "two" (seat 2). So seat 0 should play safe, seat 1
should pick itself.
"""

from __future__ import annotations

from fractions import Fraction

from common.core.api import CHANCE, TERMINAL, GameState, Outcome
from common.core.refusal import refuse

_ODDS = {"safe": Fraction(7, 10), "risky": Fraction(1, 2)}


class ToyState(GameState):
    __slots__ = ("history",)

    def __init__(self, history: tuple[str, ...] = ()) -> None:
        self.history = history

    def num_players(self) -> int:
        return 3

    def current_player(self) -> int:
        h = self.history
        if not h:
            return 0
        if len(h) == 1:
            return CHANCE
        if len(h) == 2 and h[1] == "lose":
            return 1
        return TERMINAL

    def legal_actions(self) -> list[str]:
        player = self.current_player()
        if player == 0:
            return ["risky", "safe"]
        if player == 1:
            return ["two", "me"]
        if player == CHANCE:
            return [a for a, _p in self.chance_outcomes()]
        return []

    def chance_outcomes(self) -> list[tuple[str, Fraction]]:
        if self.current_player() != CHANCE:
            return []
        p = _ODDS[self.history[0]]
        return [("win", p), ("lose", 1 - p)]

    def check_action(self, action: object) -> str | None:
        return None if action in self.legal_actions() else "not now"

    def _apply_legal(self, action: str) -> ToyState:
        return ToyState((*self.history, action))

    def outcome(self) -> Outcome | None:
        if self.current_player() != TERMINAL:
            return None
        last = self.history[-1]
        winner = {"win": 0, "me": 1, "two": 2}[last]
        scores = tuple(int(s == winner) for s in range(3))
        return Outcome(scores, (winner,), refuse("toy", "toy"))
