"""What happened in one step of a game of Marrakech, told by the rules.

    from marrakech.rules.events import describe
    events = describe(before, action, after)   # after == before.apply_action(action)

`describe` returns a tuple of frozen dataclasses (common.core.events.Event), in the order they
happen on the table. Seats are 0-based; a square is an index 0..48 (marrakech.rules.board);
a facing is 0 N, 1 E, 2 S, 3 W. One action gives:

    start  FirstPlayerDrawn(seat)
    draw   CarpetColourDrawn(seat, colour)                      (2 players: the next carpet)
    turn   AssamTurned(seat, turn, from_facing, to_facing)      [GameOver, end-of-turn variant]
    roll   DieRolled(seat, face, steps)
           AssamWalked(seat, start_square, start_facing, path)  path: one AssamStep a square
           TributePaid(payer, payee, amount, due, square, region)
             or NoTribute(seat, square, why, owner)   why: NO_CARPET, OWN_CARPET or OWNER_OUT
           [PlayerOut(seat, due, paid)]               could not pay: paid all they had
           [GameOver(...)]
    place  CarpetLaid(seat, colour, squares, number, covered)  [GameOver(...)]

GameOver(scores, winners, tie_break, level): scores has a SeatScore(seat, dirhams, squares,
total, out) for every seat; tie_break is NO_TIE, ON_DIRHAMS, SHARED or LAST_STANDING; level is
the seats level on the best score. Every figure comes from the rules core (the same functions
the game is played with); nothing here decides a rule again.
"""

from __future__ import annotations

from dataclasses import dataclass

from common.core.events import Event, FirstPlayerDrawn
from common.core.i18n import N_, _
from marrakech.rules.actions import Action
from marrakech.rules.board import square, step
from marrakech.rules.core import NO_CARPET, OWN_CARPET, OWNER_OUT
from marrakech.rules.regions import region_squares
from marrakech.rules.state import MarrakechState

__all__ = [
    "LAST_STANDING",
    "NO_CARPET",
    "NO_TIE",
    "ON_DIRHAMS",
    "OWNER_OUT",
    "OWN_CARPET",
    "SHARED",
    "AssamStep",
    "AssamTurned",
    "AssamWalked",
    "CarpetColourDrawn",
    "CarpetLaid",
    "DieRolled",
    "FirstPlayerDrawn",
    "GameOver",
    "NoTribute",
    "PlayerOut",
    "SeatScore",
    "TributePaid",
    "describe",
]

FACING_NAMES = (N_("north"), N_("east"), N_("south"), N_("west"))
TURN_NAMES = {-1: N_("left"), 0: N_("straight on"), 1: N_("right")}

# How the winner was found (GameOver.tie_break).
NO_TIE = "no tie"  # one player had the best score
ON_DIRHAMS = "on dirhams"  # level on score; the most dirhams won
SHARED = "shared"  # level on score and on dirhams: they share the win
LAST_STANDING = "last standing"  # everyone else went out


@dataclass(frozen=True)
class CarpetColourDrawn(Event):
    """Two players: chance turned up the colour of the mover's next carpet."""

    seat: int
    colour: int


@dataclass(frozen=True)
class AssamTurned(Event):
    """The mover turned Assam: turn is -1 left, 0 straight on, +1 right."""

    seat: int
    turn: int
    from_facing: int
    to_facing: int

    @property
    def facing_words(self) -> str:
        """Which way he now faces, in the player's language ("north")."""
        return _(FACING_NAMES[self.to_facing])

    @property
    def turn_words(self) -> str:
        """How he was turned ("left", "straight on", "right")."""
        return _(TURN_NAMES[self.turn])


@dataclass(frozen=True)
class DieRolled(Event):
    """The die came up `face`; Assam walks `steps` squares (the same number in Marrakech)."""

    seat: int
    face: int
    steps: int


@dataclass(frozen=True)
class AssamStep(Event):
    """One square of Assam's walk: where he stands after the step and which way he faces.
    `arc` is True when the step took him off the market along a border arc and back in
    (a U-turn: he then faces back inward)."""

    square: int
    facing: int
    arc: bool


@dataclass(frozen=True)
class AssamWalked(Event):
    """Assam's walk after a roll, from (start_square, start_facing), one AssamStep a square."""

    seat: int
    start_square: int
    start_facing: int
    path: tuple[AssamStep, ...]

    @property
    def end(self) -> AssamStep:
        return self.path[-1]


@dataclass(frozen=True)
class TributePaid(Event):
    """The mover paid tribute for the region Assam stands in. `amount` is what changed hands:
    `due` (the region's size) or, from a player who could not pay it all, everything they had."""

    payer: int
    payee: int
    amount: int
    due: int
    square: int
    region: frozenset[int]


@dataclass(frozen=True)
class NoTribute(Event):
    """Assam stopped where nothing is due. why: NO_CARPET (an empty square), OWN_CARPET (one of
    the mover's colours), OWNER_OUT (the carpet's owner is out of the game, owner says who)."""

    seat: int
    square: int
    why: int
    owner: int | None


@dataclass(frozen=True)
class PlayerOut(Event):
    """The seat could not pay the `due` tribute, paid all it had (`paid`) and left the game."""

    seat: int
    due: int
    paid: int


@dataclass(frozen=True)
class CarpetLaid(Event):
    """The mover laid a carpet of `colour` on `squares`. `number` is which carpet of that colour
    it is (0 for the first, as MarrakechState.carpet_at numbers them); `covered` is what lay on
    each of the two squares before: (colour, number) or None for an empty square."""

    seat: int
    colour: int
    squares: tuple[int, int]
    number: int
    covered: tuple[tuple[int, int] | None, tuple[int, int] | None]


@dataclass(frozen=True)
class SeatScore(Event):
    """A seat's score at the end: dirhams + visible squares (total None for a player out)."""

    seat: int
    dirhams: int
    squares: int
    total: int | None
    out: bool


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended. `winners` share the win; `tie_break` says how they were found
    (NO_TIE, ON_DIRHAMS, SHARED, LAST_STANDING) and `level` lists the seats that had the best
    score before dirhams broke the tie."""

    scores: tuple[SeatScore, ...]
    winners: tuple[int, ...]
    tie_break: str
    level: tuple[int, ...]

    @property
    def best(self) -> int:
        return max(s.total for s in self.scores if s.total is not None)


def describe(before: MarrakechState, action: Action, after: MarrakechState) -> tuple[Event, ...]:
    """The events of `action` played in `before`, which led to `after`."""
    kind = action.kind
    seat = before.seat
    if kind == "start":
        events: list[Event] = [FirstPlayerDrawn(action.value)]
    elif kind == "draw":
        events = [CarpetColourDrawn(seat, action.value)]
    elif kind == "turn":
        events = [AssamTurned(seat, action.value, before.assam[2], after.assam[2])]
    elif kind == "roll":
        events = _roll(before, action.value, after)
    else:
        events = [_carpet_laid(before, action, after)]
    if after.is_terminal() and not before.is_terminal():
        events.append(game_over(after))
    return tuple(events)


def _roll(before: MarrakechState, steps: int, after: MarrakechState) -> list[Event]:
    seat = before.seat
    x, y, facing = before.assam
    path = []
    for _step in range(steps):
        nx, ny, nfacing = step(x, y, facing)
        path.append(AssamStep(square(nx, ny), nfacing, nfacing != facing))
        x, y, facing = nx, ny, nfacing
    events: list[Event] = [
        DieRolled(seat, steps, steps),
        AssamWalked(seat, square(*before.assam[:2]), before.assam[2], tuple(path)),
    ]
    where = path[-1].square
    core = before.core()
    payee, due = core.tribute(where)
    if payee < 0:
        carpet = before.carpet_at(where)
        owner = None if carpet is None else before.setup.owner(carpet[0])
        events.append(NoTribute(seat, where, payee, owner))
        return events
    paid = before.dirhams[seat] - after.dirhams[seat]
    region = frozenset(region_squares(core.board, where))
    events.append(TributePaid(seat, payee, paid, due, where, region))
    if after.out[seat] and not before.out[seat]:
        events.append(PlayerOut(seat, due, paid))
    return events


def _carpet_laid(before: MarrakechState, action: Action, after: MarrakechState) -> CarpetLaid:
    a, b = action.squares
    laid = after.carpet_at(a)
    assert laid is not None  # the carpet just laid shows on both its squares
    colour, number = laid
    return CarpetLaid(
        before.seat, colour, (a, b), number, (before.carpet_at(a), before.carpet_at(b))
    )


def game_over(state: MarrakechState) -> GameOver:
    """The scores and winners of a finished game, and how the winner was found."""
    outcome = state.outcome()
    assert outcome is not None, "the game is not over"
    players = state.setup.players
    scores = tuple(
        SeatScore(
            s,
            state.dirhams[s],
            state.visible_squares(s),
            outcome.scores[s],
            state.out[s],
        )
        for s in range(players)
    )
    best = max(s for s in outcome.scores if s is not None)
    level = tuple(s for s in range(players) if outcome.scores[s] == best)
    if players - sum(state.out) == 1:
        tie_break = LAST_STANDING
    elif len(level) == 1:
        tie_break = NO_TIE
    elif len(outcome.winners) == 1:
        tie_break = ON_DIRHAMS
    else:
        tie_break = SHARED
    return GameOver(scores, tuple(outcome.winners), tie_break, level)
