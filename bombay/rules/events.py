"""What happened in one step of a game of Bombay Bazar, told by the rules.

    from bombay.rules.events import describe
    events = describe(before, action, after)   # after == before.apply_action(action)

`describe` returns a tuple of frozen dataclasses (common.core.events.Event), in the order they
happen on the table. Players are 0-based; a cell is (column, row) (bombay.rules.board); an edge
is 0 N clockwise to 5 NW. One action gives:

    start  FirstPlayerDrawn(seat)
    place  TilePlaced(seat, pattern, rotation, cell)
           TrunkGrew(seat, before, after, segments)   for every trunk the tile lengthened, the
                                                      mover's first; segments: (cell, entry edge,
                                                      exit edge) the trunk grew through
           [GameOver(...)]
    end    ForcedEndPiece(seat, cell, reason)         reason: the rules' Refusal (told in words
                                                      with reason.words(names))
           PlayerOut(seat, length)                    length as scored, the end piece's 1 included
           [GameOver(...)]

GameOver(scores, places, winners, solo): solo is the SoloScore breakdown (trunk, empty cells,
unused segments) in a one-player game, else None. Every figure comes from the rules (core,
validation and scoring); nothing here decides a rule again.
"""

from __future__ import annotations

from dataclasses import dataclass

from bombay.rules.actions import Action
from bombay.rules.board import Cell
from bombay.rules.scoring import SoloScore, game_scores, solo_score
from bombay.rules.state import BombayState
from common.core.events import Event, FirstPlayerDrawn
from common.core.refusal import Refusal

__all__ = [
    "FirstPlayerDrawn",
    "ForcedEndPiece",
    "GameOver",
    "PlayerOut",
    "TilePlaced",
    "TrunkGrew",
    "describe",
]


@dataclass(frozen=True)
class TilePlaced(Event):
    """The mover put tile `pattern` (its letter) turned `rotation` sixths clockwise on `cell`."""

    seat: int
    pattern: str
    rotation: int
    cell: Cell


@dataclass(frozen=True)
class TrunkGrew(Event):
    """A trunk grew from `before` to `after` segments through `segments`: (cell, entry edge,
    exit edge) each, in the order the trunk runs. More than one segment means automatic
    extension carried it on over tiles already on the board."""

    seat: int
    before: int
    after: int
    segments: tuple[tuple[Cell, int, int], ...]

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(cell for cell, _entry, _exit in self.segments)

    @property
    def ran_on(self) -> bool:
        """True when the trunk grew beyond the placed tile's own segment."""
        return self.after - self.before > 1


@dataclass(frozen=True)
class ForcedEndPiece(Event):
    """No tile could go on the mover's open end, so the rules put their end piece on `cell`.
    `reason` says why (a Refusal: str(reason) says "player 2", words(names) the
    players' names)."""

    seat: int
    cell: Cell
    reason: Refusal


@dataclass(frozen=True)
class PlayerOut(Event):
    """The seat's trunk is finished (its end piece is down); `length` is its final score."""

    seat: int
    length: int


@dataclass(frozen=True)
class GameOver(Event):
    """Every trunk is finished. scores and places per seat (equal scores share a place);
    solo: the one-player score's breakdown, None with more players."""

    scores: tuple[int, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]
    solo: SoloScore | None


def describe(before: BombayState, action: Action, after: BombayState) -> tuple[Event, ...]:
    """The events of `action` played in `before`, which led to `after`."""
    seat = before.current_player()
    if action.kind == "start":
        return (FirstPlayerDrawn(action.seat),)
    if action.kind == "end":
        cell, _edge = before.open_end(seat)
        reason = before.forced_reason()
        assert reason is not None  # the end piece is only ever forced
        events: list[Event] = [
            ForcedEndPiece(seat, cell, reason),
            PlayerOut(seat, after.length(seat)),
        ]
    else:
        orientation = action.orientation
        play_cell = before.play_cell()
        assert play_cell is not None  # a tile is placed on the mover's cell
        events = [TilePlaced(seat, orientation.pattern.name, orientation.rotation, play_cell)]
        players = before.num_players()
        for q in sorted(range(players), key=lambda q: q != seat):
            grown = _growth(before, after, q)
            if grown is not None:
                events.append(grown)
    if after.is_terminal():
        events.append(game_over(after))
    return tuple(events)


def trunk_growth(before: BombayState, action: Action) -> tuple[TrunkGrew, ...]:
    """How each trunk would grow if `action` were played in `before` (a preview: the same
    TrunkGrew events the move tells when it is played)."""
    after = before.apply_action(action)
    return tuple(e for e in describe(before, action, after) if isinstance(e, TrunkGrew))


def _growth(before: BombayState, after: BombayState, player: int) -> TrunkGrew | None:
    old = len(before.trunk(player))
    trunk = after.trunk(player)
    if len(trunk) == old:
        return None
    return TrunkGrew(player, old, len(trunk), tuple(trunk[old:]))


def game_over(state: BombayState) -> GameOver:
    """The scores and places of a finished game."""
    outcome = state.outcome()
    assert outcome is not None, "the game is not over"
    solo = solo_score(state.core()) if state.num_players() == 1 else None
    return GameOver(tuple(game_scores(state.core())), tuple(state.places()), outcome.winners, solo)
