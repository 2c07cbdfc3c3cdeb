"""A client's copy of a game the server holds: the played line, as actions and the states
between them, built from the steps the server sends. The client never knows the seed, so it
cannot play chance itself (GameRecord.play would): it applies what it is told, checking each
action against the rules, and refuses a step that does not fit."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from common.core.api import Game, GameState
from common.core.errors import IllegalActionError, NotationError
from common.core.i18n import _


class ReplicaError(ValueError):
    """A step from the server that does not fit the game as the client has it."""


class ReplicaRecord:
    """actions[i] led from states[i] to states[i + 1]; `state` is the latest position."""

    def __init__(self, game: Game, setup: Any) -> None:
        self.game = game
        self.setup = setup
        self.actions: list[Any] = []
        self.states: list[GameState] = [game.initial_state(setup)]

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def cursor(self) -> int:
        return len(self.actions)

    def apply(self, index: int, text: str) -> GameState:
        """Play action number `index` (written `text`); an index before the end first drops
        the actions from there on (the server took them back)."""
        if not 0 <= index <= self.cursor:
            raise ReplicaError(_("a step arrived out of order"))
        try:
            action = self.game.parse_action(text)
            state = self.states[index].apply_action(action)
        except (NotationError, IllegalActionError) as error:
            raise ReplicaError(_("the server sent a move the rules refuse")) from error
        self.take_back_to(index)
        self.actions.append(action)
        self.states.append(state)
        return state

    def take_back_to(self, cursor: int) -> None:
        """Keep only the first `cursor` actions (an undo the table agreed to)."""
        if not 0 <= cursor <= self.cursor:
            raise ReplicaError(_("the server took back moves that were never played"))
        del self.actions[cursor:]
        del self.states[cursor + 1 :]

    def replay(self, texts: Sequence[str]) -> None:
        """Rebuild the line from the start (a room joined or rejoined mid-game)."""
        self.take_back_to(0)
        for index, text in enumerate(texts):
            self.apply(index, text)

    def notation(self) -> list[str]:
        return [str(a) for a in self.actions]
