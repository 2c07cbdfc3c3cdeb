"""The state API both games implement, in the style of OpenSpiel.

A state is immutable. `current_player()` is a seat (0-based), CHANCE or TERMINAL. At a chance
node `chance_outcomes()` lists (action, exact probability) pairs; the game record resolves them
from its seed. Decisions and chance outcomes are both actions, so the action list alone replays a
game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from common.core.errors import IllegalActionError
from common.core.refusal import Refusal, Told
from common.core.vocabulary import CHANCE_SHOWN

if TYPE_CHECKING:
    from typing_extensions import Self  # typing.Self is 3.11

CHANCE = -1
TERMINAL = -4


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: a score per seat (None for a seat that does not score),
    the winning seats (several share a tie) and why, told when shown
    (`reason.sentence(names)`)."""

    scores: tuple[int | None, ...]
    winners: tuple[int, ...]
    reason: Told


class GameState(ABC):
    """One position of a game. Subclasses never change after construction."""

    __slots__ = ()

    @classmethod
    def of(cls, state: GameState) -> Self:
        """`state` as this game's own state, for code that knows the game it shows
        (`MarrakechState.of(record.state).seat`); TypeError for another game's."""
        if not isinstance(state, cls):
            raise TypeError(f"a {type(state).__name__} is not a {cls.__name__}")
        return state

    @abstractmethod
    def current_player(self) -> int:
        """The seat to move, CHANCE, or TERMINAL."""

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """The legal actions (decisions or chance outcomes) in a fixed, deterministic order."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Any, Fraction]]:
        """At a chance node: (action, probability) pairs whose probabilities sum to exactly 1."""

    @abstractmethod
    def check_action(self, action: Any) -> Refusal | None:
        """None if `action` is legal here, else the reason it is not, in words for the player."""

    @abstractmethod
    def _apply_legal(self, action: Any) -> Self:
        """The state after `action`, which the caller has checked is legal."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def num_players(self) -> int: ...

    def apply_action(self, action: Any) -> Self:
        """The state after `action`; raises IllegalActionError (with the reason) if illegal."""
        reason = self.check_action(action)
        if reason is not None:
            raise IllegalActionError(action, reason)
        return self._apply_legal(action)

    def chance_commitment(self, outcome: Any) -> Refusal | None:
        """At a chance node, why `outcome`, once shown, stops an undo; None for an outcome that
        an undo cannot change (no decision since the one taken back alters what it is drawn
        from, and the record draws it again from the same place in the seed): it binds
        nothing, and an undo across it replays it as it was."""
        return CHANCE_SHOWN.tell()

    def roller(self) -> int | None:
        """At a chance node that a seat brings about by hand (a die it rolls), that seat; None
        where chance just happens (a shuffle, a draw). The game record waits for a roller's
        roll (GameRecord.roll), so nobody learns the outcome before its roller rolls."""
        return None

    def forced_action(self) -> Any | None:
        """The one action the rules leave the player to move when it is not theirs to choose
        (Bombay's end piece), else None. The game record plays it itself, as it resolves chance,
        so it is never a decision to wait for, undo or redo."""
        return None

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def returns(self) -> list[float]:
        """Per seat: 1 for a sole winner, 1/k for each of k tied winners, 0 otherwise."""
        outcome = self.outcome()
        result = [0.0] * self.num_players()
        if outcome is not None and outcome.winners:
            share = 1.0 / len(outcome.winners)
            for seat in outcome.winners:
                result[seat] = share
        return result


S = TypeVar("S", bound=GameState)


class Game(ABC, Generic[S]):
    """What a game record needs to know about a game: its name, setup and notation. S is the
    game's state class."""

    name: str

    @abstractmethod
    def initial_state(self, setup: Any) -> S: ...

    @abstractmethod
    def parse_action(self, text: str) -> Any: ...

    @abstractmethod
    def parse_state(self, text: str) -> S: ...

    @abstractmethod
    def setup_to_json(self, setup: Any) -> dict[str, Any]: ...

    @abstractmethod
    def setup_from_json(self, data: object) -> Any:
        """The setup from any JSON value; raises NotationError for one not a valid setup."""

    @abstractmethod
    def setups(self) -> list[Any]:
        """One setup of every kind of table the game plays (each table size, each variant):
        what the contract test over every registered game plays."""

    def describe(self, before: S, action: Any, after: S) -> tuple[Any, ...]:
        """What the action did, as the rules' events (common.core.events), in the order a
        player would see them; a game that tells nothing returns ()."""
        return ()


#: The Game of whichever game (a record, a save or the registry holds any of them).
AnyGame = Game[Any]


def check_probabilities(outcomes: Sequence[tuple[Any, Fraction]]) -> bool:
    """True if the outcome probabilities are positive and sum to exactly 1."""
    return all(p > 0 for _, p in outcomes) and sum(p for _, p in outcomes) == 1
