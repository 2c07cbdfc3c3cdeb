"""Scores: trunk lengths and places with ties, and the solo score."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bombay.rules.core import Core


def places(scores: Sequence[int]) -> list[int]:
    """1-based place of each score, higher is better; equal scores share a place and the next
    place is skipped ("1, 1, 3") [decision: standard competition ranking, as medals are given
    in sport: two tied winners both take gold and the next player takes bronze]."""
    return [1 + sum(1 for other in scores if other > s) for s in scores]


@dataclass(frozen=True)
class SoloScore:
    """Solo: trunk length (with the end piece's 1) minus empty playable cells minus unused
    segments [decision: "unused continuations" read as segments no trunk runs through]."""

    length: int
    empty_cells: int
    unused_segments: int

    @property
    def score(self) -> int:
        return self.length - self.empty_cells - self.unused_segments

    def __str__(self) -> str:
        return (
            f"{self.length} trunk − {self.empty_cells} empty cells − "
            f"{self.unused_segments} unused segments = {self.score}"
        )


def solo_score(core: Core) -> SoloScore:
    return SoloScore(core.lengths()[0], core.empty_cells(), core.unused_segments())


def game_scores(core: Core) -> list[int]:
    """The score of each player: the trunk length, or the solo score in a 1-player game."""
    if core.n == 1:
        return [solo_score(core).score]
    return core.lengths()
