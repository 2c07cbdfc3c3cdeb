"""Seeded chance that never re-rolls: the n-th chance outcome of a game is a pure function of
(seed, n), so replaying, undoing and redoing a record always meets the same die. A salt (a
practice take-back's fresh draw, common.core.record) gives another, equally replayable sequence."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import lcm
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def chance_uniform(seed: int, index: int, salt: int = 0) -> float:
    """A uniform number in [0, 1) for the index-th chance event of the game with this seed
    (salt 0: the game's own draws; any other salt: a separate sequence for the same seed)."""
    if salt:
        seed ^= _splitmix64(_splitmix64(salt & _MASK) ^ 0x5A17)
    mixed = _splitmix64(_splitmix64(seed & _MASK) ^ (index & _MASK))
    return (mixed >> 11) / float(1 << 53)


def cumulative(probabilities: Sequence[Fraction]) -> list[float]:
    """Cumulative thresholds for pick_index from exact Fraction probabilities, each the exact
    sum rounded once to a float; the last one is 1.0. Sums are taken in integers over a common
    denominator, since Fraction additions cost ~20x more."""
    denominator = 1
    for p in probabilities:
        denominator = lcm(denominator, p.denominator)
    total = 0
    result = []
    for p in probabilities:
        total += p.numerator * (denominator // p.denominator)
        result.append(total / denominator)
    return result


def pick_index(thresholds: Sequence[float], u: float) -> int:
    """The index of the outcome that the uniform number u selects."""
    for i, threshold in enumerate(thresholds):
        if u < threshold:
            return i
    return len(thresholds) - 1


def pick_outcome(outcomes: Sequence[tuple[T, Fraction]], u: float) -> T:
    """The outcome of (outcome, probability) pairs that the uniform number u selects."""
    return outcomes[pick_index(cumulative([p for _, p in outcomes]), u)][0]
