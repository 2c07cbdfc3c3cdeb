"""Assam's forecast: for each way the mover may turn him, where the die can send him, with
what chance, and what is then due (told by the rules' own events, so nothing is decided twice).

Chance steps between the turn and the roll (the variant with two players: the next player's
carpet is drawn first) are played through with their chances, so the forecast is the die's.

    forecast(state)  # state: a turn decision
    -> {turn: (Landing(square, chance, events), ...)}   turn: -1 left, 0 straight on, +1 right
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeGuard

from common.core.events import Event
from marrakech.rules.actions import Action
from marrakech.rules.events import NoTribute, TributePaid, describe
from marrakech.rules.state import MarrakechState


@dataclass(frozen=True)
class Landing:
    """One square Assam can end on: the chance of it, and what the roll would then bring
    (a TributePaid or a NoTribute event of the rules; from the first die face that lands here)."""

    square: int
    chance: Fraction
    outcome: TributePaid | NoTribute

    @property
    def tribute(self) -> int:
        """What the mover would pay (0 when nothing is due)."""
        return self.outcome.amount if isinstance(self.outcome, TributePaid) else 0


def forecast(state: MarrakechState) -> dict[int, tuple[Landing, ...]]:
    """Every legal turn of the position (a turn decision) with its landings, likeliest first."""
    result: dict[int, tuple[Landing, ...]] = {}
    for turn in state.legal_actions():
        turned = state.apply_action(turn)
        landings: dict[int, Landing] = {}
        for before_roll, roll, chance in _rolls(turned, Fraction(1)):
            events = describe(before_roll, roll, before_roll.apply_action(roll))
            outcome = next(e for e in events if _is_outcome(e))
            known = landings.get(outcome.square)
            total = chance + (known.chance if known else 0)
            landings[outcome.square] = Landing(
                outcome.square, total, known.outcome if known else outcome
            )
        result[turn.value] = tuple(sorted(landings.values(), key=lambda x: -x.chance))
    return result


def _rolls(
    state: MarrakechState, chance: Fraction
) -> Iterator[tuple[MarrakechState, Action, Fraction]]:
    """Each die roll that can follow `state` (a chance node), with the position it is rolled
    in and its chance; other chance steps on the way are played through."""
    for action, p in state.chance_outcomes():
        if action.kind == "roll":
            yield state, action, chance * p
        else:
            yield from _rolls(state.apply_action(action), chance * p)


def _is_outcome(event: Event) -> TypeGuard[TributePaid | NoTribute]:
    return isinstance(event, (TributePaid, NoTribute))
