"""Errors the game API raises, each saying what is wrong in words."""


class IllegalActionError(ValueError):
    """An action that the rules do not allow in this state; `reason` is for the player."""

    def __init__(self, action: object, reason: object) -> None:
        super().__init__(f"illegal action {action}: {reason}")
        self.action = action
        self.reason = reason


class NotationError(ValueError):
    """Text that is not valid notation for an action, a state or a setup."""


class RecordError(ValueError):
    """A saved game that cannot be loaded: corrupt, truncated, foreign or from a newer version."""


class UndoRefusedError(IndexError):
    """Undo cannot go back: nothing to take back, or a revealed chance outcome stands in the
    way; `reason` is for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
