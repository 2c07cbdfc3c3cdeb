"""Errors the game API raises, each saying what is wrong in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from common.core.refusal import Refusal


class IllegalActionError(ValueError):
    """An action that the rules do not allow in this state; `reason` (a Refusal) says why,
    worded when told."""

    def __init__(self, action: object, reason: Refusal) -> None:
        super().__init__(f"illegal action {action}: {reason}")
        self.action = action
        self.reason = reason


class NotationError(ValueError):
    """Text that is not valid notation for an action, a state or a setup."""


class RecordError(ValueError):
    """A saved game that cannot be loaded: corrupt, truncated, foreign or from a newer version."""


class UndoRefusedError(IndexError):
    """Undo cannot go back: nothing to take back, or a revealed chance outcome stands in the
    way; `reason` says which (a Refusal, worded when told)."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(reason.words())
        self.reason = reason
