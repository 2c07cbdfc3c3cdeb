"""The value type both games' actions share: a kind, a number the game's core understands, and
the notation. Each game creates every action once (interned), so lookups and comparisons are
cheap; parse_action(str(a)) gives back a."""

from __future__ import annotations


class GameAction:
    __slots__ = ("_text", "kind", "value")

    def __init__(self, kind: str, value: int, text: str) -> None:
        self.kind = kind
        self.value = value
        self._text = text

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"parse_action({self._text!r})"

    def __eq__(self, other: object) -> bool:
        return self is other or (
            type(other) is type(self) and (self.kind, self.value) == (other.kind, other.value)
        )

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.kind, self.value))
