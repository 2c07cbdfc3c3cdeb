"""The public, immutable Marrakech state: a thin layer over the fast core (core.py)."""

from __future__ import annotations

from fractions import Fraction

from common.core.api import CHANCE, TERMINAL, GameState, Outcome
from common.core.refusal import Refusal
from marrakech.rules import vocabulary as words
from marrakech.rules.actions import (
    DRAW_ACTIONS,
    PLACE_ACTIONS,
    ROLL_ACTIONS,
    START_ACTIONS,
    TURN_CHOICES,
    Action,
)
from marrakech.rules.board import NEIGHBOURS, PLACEMENTS, coords
from marrakech.rules.core import (
    CHANCE_PHASES,
    DIE_OUTCOMES,
    DRAW,
    OVER,
    PHASE_NAMES,
    PLACE,
    ROLL,
    START,
    TURN,
    Core,
)
from marrakech.rules.notation import format_core
from marrakech.rules.regions import region_squares
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.tables import CARPET_SHIFT

_DIE = tuple((ROLL_ACTIONS[n], p) for n, p in DIE_OUTCOMES)
_KIND_OF_PHASE = {START: "start", DRAW: "draw", TURN: "turn", ROLL: "roll", PLACE: "place"}


_WRONG_PHASE = {
    START: words.NOT_STARTED,
    DRAW: words.NOT_DRAWN,
    TURN: words.TURN_NOW,
    ROLL: words.ROLL_NOW,
    PLACE: words.PLACE_NOW,
    OVER: words.GAME_OVER,
}


def _placement_refusal(core: Core, index: int) -> Refusal | None:
    """Why the carpet position `index` is not allowed now, or None."""
    a, b = PLACEMENTS[index]
    assam = core.assam >> 2
    if assam in (a, b):
        return words.UNDER_ASSAM.tell()
    if a not in NEIGHBOURS[assam] and b not in NEIGHBOURS[assam]:
        return words.AWAY_FROM_ASSAM.tell()
    if core.whole >> index & 1:
        return words.COVERS_ONE_CARPET.tell()
    return None


class MarrakechState(GameState):
    """One position of a game of Marrakech. Never changes; apply_action returns a new one."""

    __slots__ = ("_core",)

    def __init__(self, core: Core) -> None:
        self._core = core

    @classmethod
    def initial(cls, setup: MarrakechSetup) -> MarrakechState:
        return cls(Core(setup))

    def core(self) -> Core:
        """A private copy of the fast core, for search code that plays on in place."""
        return self._core.copy()

    # --- the game API ---------------------------------------------------------------------

    def num_players(self) -> int:
        return self._core.setup.players

    def current_player(self) -> int:
        phase = self._core.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        return self._core.seat

    def legal_actions(self) -> list[Action]:
        core = self._core
        phase = core.phase
        if phase == PLACE:
            return [PLACE_ACTIONS[i] for i in core.legal_placements()]
        if phase == TURN:
            return list(TURN_CHOICES)
        if phase == OVER:
            return []
        return [action for action, _p in self.chance_outcomes()]

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        core = self._core
        phase = core.phase
        if phase == ROLL:
            return list(_DIE)
        if phase == DRAW:
            return [(DRAW_ACTIONS[c], p) for c, p in core.draw_outcomes()]
        if phase == START:
            return [(START_ACTIONS[s], p) for s, p in core.start_outcomes()]
        return []

    def roller(self) -> int | None:
        """The die is rolled by the seat whose turn it is (the variant's next player too)."""
        return self._core.seat if self._core.phase == ROLL else None

    def chance_commitment(self, outcome: object) -> Refusal | None:
        """Why a shown die or first player stops an undo. A carpet draw (2 players) binds
        nothing: it is the colour of the top carpet of the next mover's own pile, which no
        move of the player before changes, so an undo across it draws the same carpet again
        (the same place in the seed): a placement can be taken back until the next roll, as
        at three and four players."""
        phase = self._core.phase
        if phase == ROLL:
            return words.DIE_ROLLED.tell()
        if phase == DRAW:
            return None
        return words.FIRST_DRAWN.tell()

    def check_action(self, action: object) -> Refusal | None:
        if not isinstance(action, Action):
            return words.NOT_A_MOVE.tell()
        phase = self._core.phase
        if phase == OVER or _KIND_OF_PHASE[phase] != action.kind:
            return _WRONG_PHASE[phase].tell()
        if action.kind == "place":
            return _placement_refusal(self._core, action.value)
        if action.kind == "turn":
            if action.value == 2:
                return words.TURN_BACK.tell()
            return None
        if action.kind == "roll":
            return None
        if action not in self.legal_actions():
            return words.CANNOT_COME_UP.tell()
        return None

    def _apply_legal(self, action: Action) -> MarrakechState:
        core = self._core.copy()
        kind = action.kind
        if kind == "place":
            core.place(action.value)
        elif kind == "turn":
            core.turn(action.value)
        elif kind == "roll":
            core.roll(action.value)
        elif kind == "draw":
            core.draw(action.value)
        else:
            core.start(action.value)
        return MarrakechState(core)

    def outcome(self) -> Outcome | None:
        core = self._core
        if core.phase != OVER:
            return None
        scores = core.scores()
        winners = core.winners()
        in_game = [s for s in range(core.setup.players) if not core.out[s]]
        names = {"names": tuple(winners)}
        score = scores[winners[0]] or 0  # a winner is still in the game: it has a score
        if len(in_game) == 1:
            reason = words.LAST_MERCHANT.tell(names)
        elif len(winners) == 1:
            reason = words.WINS.tell(names, score=score, dirhams=core.dirhams[winners[0]])
        else:
            reason = words.SHARE_THE_WIN.tell(names, score=score)
        return Outcome(tuple(scores), tuple(winners), reason)

    # --- what the UI reads ----------------------------------------------------------------

    @property
    def setup(self) -> MarrakechSetup:
        return self._core.setup

    @property
    def phase(self) -> str:
        """'start', 'draw', 'turn', 'roll', 'place' or 'over'."""
        return PHASE_NAMES[self._core.phase]

    @property
    def seat(self) -> int:
        """The seat whose turn it is (also during its chance steps); -1 before the start."""
        return self._core.seat

    @property
    def colour_to_place(self) -> int:
        """The colour of the mover's next carpet, or -1 when not yet known (before the start,
        and while chance draws a two-colour player's next carpet: the core still holds the
        previous player's colour then)."""
        return -1 if self._core.phase in (START, DRAW) else self._core.colour

    @property
    def assam(self) -> tuple[int, int, int]:
        """(x, y, facing) with facing 0 N, 1 E, 2 S, 3 W."""
        x, y = coords(self._core.assam >> 2)
        return x, y, self._core.assam & 3

    @property
    def dirhams(self) -> tuple[int, ...]:
        return tuple(self._core.dirhams)

    @property
    def out(self) -> tuple[bool, ...]:
        return tuple(self._core.out)

    @property
    def carpets_left_by_colour(self) -> tuple[int, ...]:
        return tuple(self._core.left)

    def carpets_left(self, seat: int) -> int:
        return self._core.carpets_left(seat)

    def carpet_at(self, sq: int) -> tuple[int, int] | None:
        """(colour, carpet number) of the visible carpet on a square, or None if it is empty."""
        value = self._core.board[sq]
        return None if value < 0 else (value >> CARPET_SHIFT, value & ((1 << CARPET_SHIFT) - 1))

    def visible_squares(self, seat: int) -> int:
        return self._core.visible_squares(seat)

    def region_at(self, sq: int) -> set[int]:
        """The squares of the colour region containing `sq` (empty for an empty square)."""
        if self._core.board[sq] < 0:
            return set()
        return region_squares(self._core.board, sq)

    def scores(self) -> list[int | None]:
        """Each seat's score as it stands now (None for a player who is out)."""
        return self._core.scores()

    def placements_covering(self, sq: int) -> list[Action]:
        """The legal carpet placements that include square `sq` (empty unless placing)."""
        if self._core.phase != PLACE:
            return []
        return [PLACE_ACTIONS[i] for i in self._core.legal_placements() if sq in PLACEMENTS[i]]

    # --- identity and notation ------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        c = self._core
        return (
            c.setup,
            c.phase,
            c.seat,
            c.colour,
            c.assam,
            tuple(c.dirhams),
            tuple(c.left),
            tuple(c.out),
            tuple(c.board),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MarrakechState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        return format_core(self._core)

    def __repr__(self) -> str:
        return f"parse_state({str(self)!r})"
