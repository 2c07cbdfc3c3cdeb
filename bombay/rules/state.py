"""The public, immutable Bombay Bazar state: a thin layer over a Core it never mutates."""

from __future__ import annotations

from fractions import Fraction

from bombay.rules import vocabulary as words
from bombay.rules.actions import ACTIONS, Action
from bombay.rules.board import ELEPHANT_TABLE, PLAYABLE_INDEX, Cell, cell_of
from bombay.rules.core import END, START, Core
from bombay.rules.notation import format_state, picture
from bombay.rules.scoring import game_scores, places, solo_score
from bombay.rules.tiles import ORIENTATIONS, PATTERNS, Orientation, Pattern
from bombay.rules.validation import forced_end_reason, placement_reason
from common.core.api import CHANCE, TERMINAL, GameState, Outcome
from common.core.refusal import Refusal


class BombayState(GameState):
    """A position. How far a move grew each trunk is told by its events (TrunkGrew in
    bombay.rules.events), not kept here."""

    __slots__ = ("_core", "_legal")

    def __init__(self, core: Core) -> None:
        self._core = core
        self._legal: list[Action] | None = None

    # --- the game API ----------------------------------------------------------------------

    def current_player(self) -> int:
        return self._core.to_move

    def num_players(self) -> int:
        return self._core.n

    def legal_actions(self) -> list[Action]:
        return list(self._legal_cached())

    def _legal_cached(self) -> list[Action]:
        if self._legal is None:
            self._legal = [ACTIONS[a] for a in self._core.legal()]
        return self._legal

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self._core.to_move != CHANCE:
            return []
        n = self._core.n
        return [(ACTIONS[START + q], Fraction(1, n)) for q in range(n)]

    def check_action(self, action: object) -> Refusal | None:
        if not isinstance(action, Action):
            return words.NOT_A_MOVE.tell()
        core = self._core
        p = core.to_move
        if p == TERMINAL:
            return words.GAME_OVER.tell()
        if p == CHANCE:
            if action.kind != "start":
                return words.DRAW_FIRST.tell()
            if action.seat < core.n:
                return None
            return words.NO_SUCH_PLAYER.tell({"player": action.seat})
        if action.kind == "start":
            return words.DRAWN_AT_START.tell()
        if action in self._legal_cached():
            return None
        if action.kind == "end":
            return words.END_TOO_SOON.tell()
        return placement_reason(core, action.id) or words.CANNOT_PLACE.tell()

    def _apply_legal(self, action: Action) -> BombayState:
        core = self._core.copy()
        core.apply(action.id)
        return BombayState(core)

    def outcome(self) -> Outcome | None:
        core = self._core
        if core.to_move != TERMINAL:
            return None
        scores = game_scores(core)
        if core.n == 1:
            solo = solo_score(core)
            told = words.SOLO_SCORE.tell(
                score=solo.score,
                length=solo.length,
                empty=solo.empty_cells,
                unused=solo.unused_segments,
            )
            return Outcome((scores[0],), (0,), told)
        best = max(scores)
        winners = tuple(q for q in range(core.n) if scores[q] == best)
        if len(winners) == 1:
            reason = words.WINS.tell({"name": winners[0]}, n=best)
        else:
            reason = words.SHARE_THE_WIN.tell({"names": winners}, n=best)
        return Outcome(tuple(scores), winners, reason)

    # --- value semantics -------------------------------------------------------------------

    def __str__(self) -> str:
        return format_state(self._core)

    def __repr__(self) -> str:
        return f"parse_state({str(self)!r})"

    def _key(self) -> tuple[object, ...]:
        c = self._core
        return (c.n, c.to_move, tuple(c.out), tuple(c.tile))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BombayState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # --- what the UI and the AI read -------------------------------------------------------

    def core(self) -> Core:
        """A copy of the fast core, for search (the state's own core is never exposed)."""
        return self._core.copy()

    def picture(self) -> str:
        return picture(self._core)

    def elephant(self, player: int) -> int:
        """The elephant (1..4, the rules' seat) that `player` plays."""
        return self._core.elephants[player]

    def elephant_place(self, player: int) -> str:
        return ELEPHANT_TABLE[self.elephant(player) - 1][1]

    def open_end(self, player: int) -> tuple[Cell, int]:
        """(cell, entry edge) that player's trunk points into."""
        c = self._core
        return cell_of(c.ocell[player]), c.oedge[player]

    def play_cell(self) -> Cell | None:
        """The one cell the mover may play, or None at chance or the end."""
        p = self._core.to_move
        return None if p < 0 else cell_of(self._core.ocell[p])

    def trunk(self, player: int) -> list[tuple[Cell, int, int]]:
        """The trunk from the head: (cell, entry edge, exit edge) for each segment."""
        return [(cell_of(i), e, f) for i, e, f in self._core.trunk_walk(player)]

    def length(self, player: int) -> int:
        """Trunk length as scored: segments, +1 once the end piece is down."""
        return self._core.lengths()[player]

    def lengths(self) -> list[int]:
        return self._core.lengths()

    def is_out(self, player: int) -> bool:
        return self._core.out[player]

    def tiles(self) -> dict[Cell, Orientation]:
        c = self._core
        return {cell_of(i): ORIENTATIONS[c.tile[i]] for i in PLAYABLE_INDEX if c.tile[i] >= 0}

    def end_pieces(self) -> dict[Cell, int]:
        c = self._core
        return {cell_of(i): c.ends[i] for i in PLAYABLE_INDEX if c.ends[i]}

    def supply(self) -> dict[Pattern, int]:
        """Copies left of every pattern, in display order."""
        return {p: self._core.supply[p.index] for p in PATTERNS}

    def forced_reason(self) -> Refusal | None:
        """Why the mover must put down their end piece, or None if they may place a tile."""
        return forced_end_reason(self._core)

    def legal_placements(self) -> list[Orientation]:
        return [a.orientation for a in self.legal_actions() if a.kind == "place"]

    def legal_rotations(self, pattern: Pattern) -> list[int]:
        """The rotations of `pattern` that may be played now (to light up a picked-up tile)."""
        return [o.rotation for o in self.legal_placements() if o.pattern == pattern]

    def places(self) -> list[int]:
        """Each player's place now (1 = longest trunk; ties share a place)."""
        return places(game_scores(self._core))

    @property
    def forced_end(self) -> bool:
        return self._core.to_move >= 0 and self._legal_cached()[0].id == END

    def forced_action(self) -> Action | None:
        """The end piece, when no tile can go on the mover's open end (rule 5)."""
        return ACTIONS[END] if self.forced_end else None
