"""Which chance draws a game record uses where, once practice take-backs have been used.

A game's k-th chance event normally takes chance_uniform(seed, k): undoing and choosing again
meets the same die. Practice mode lets a player take back a move across a shown die; the next
decision that leaves that line starts an epoch with a salt never used before in the game, so
the outcomes the player has seen are never met again on another line, while redo of the very
same line replays them. The epochs are saved with the game, so it still replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeGuard

from common.core.errors import RecordError

MAX_EPOCHS = 100_000


@dataclass
class ChanceEpochs:
    """Epochs as (index of the decision that began it, salt), by index; salt 0 before the first."""

    starts: list[tuple[int, int]] = field(default_factory=list)
    salts_used: int = 0
    take_backs: int = 0  # practice undos that went back across a shown chance outcome

    @property
    def practised(self) -> bool:
        """The game used practice take-backs (its save, the load list and results say so)."""
        return self.take_backs > 0 or bool(self.starts)

    def salt_at(self, index: int) -> int:
        """The salt of the chance event that is action number `index`."""
        salt = 0
        for start, value in self.starts:
            if start > index:
                break
            salt = value
        return salt

    def branch(self, index: int, left_shown_chance: bool) -> None:
        """A new decision at `index` drops the line that followed it. If that line had shown
        chance outcomes, or an epoch began inside it, the new line draws afresh."""
        if left_shown_chance or any(start > index for start, _salt in self.starts):
            self.starts = [(start, salt) for start, salt in self.starts if start < index]
            self.salts_used += 1
            self.starts.append((index, self.salts_used))

    def to_json(self) -> dict[str, Any] | None:
        if not self.practised:
            return None
        return {
            "take_backs": self.take_backs,
            "salts_used": self.salts_used,
            "epochs": [list(pair) for pair in self.starts],
        }

    @classmethod
    def from_json(cls, data: Any, actions: int) -> ChanceEpochs:
        """RecordError unless `data` is what to_json writes for a game of `actions` actions."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RecordError("the save file's practice details are damaged")
        take_backs, salts_used, epochs = (
            data.get("take_backs"),
            data.get("salts_used"),
            data.get("epochs"),
        )
        if not (_count(take_backs) and _count(salts_used) and isinstance(epochs, list)):
            raise RecordError("the save file's practice details are damaged")
        if len(epochs) > MAX_EPOCHS:
            raise RecordError("the save file's practice details are damaged")
        starts: list[tuple[int, int]] = []
        for pair in epochs:
            fits = isinstance(pair, list) and len(pair) == 2 and all(_count(n) for n in pair)
            if not fits or not 0 <= pair[0] <= actions or not 0 < pair[1] <= salts_used:
                raise RecordError("the save file's practice details are damaged")
            if starts and pair[0] <= starts[-1][0]:
                raise RecordError("the save file's practice details are damaged")
            starts.append((pair[0], pair[1]))
        return cls(starts, salts_used, take_backs)


def _count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1 << 62
