"""The fast, mutable rules core: the one implementation of Bombay Bazar's rules.

The public state (state.py) is a thin immutable layer over a Core it never mutates; an AI copies
a Core and applies actions in place. Everything is small ints in flat lists:

- cells are indices col * 8 + row (board.py), OFF for the outside;
- `tile[i]` is the orientation index placed on cell i, or -1;
- `need[i]` / `ban[i]` are edge bits of an empty cell where a tile must / must not have a segment
  end, kept up to date as tiles and end pieces go down (rules 2 and 3);
- a trunk is its open end (`ocell`, `oedge`) and its number of segments `segs`. The trunk itself
  is always the longest walk from its head through placed tiles (automatic extension makes it so),
  so it is never stored: `trunk_walk` rebuilds it.

Action ids: 0..74 place orientation i on the mover's open end, END places the mover's end piece,
START + p is the chance outcome "player p moves first".
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from bombay.rules.board import (
    BLOCKED_EDGES,
    ELEPHANTS_IN_PLAY,
    ENTRY_EDGES,
    FIRST_INDEX,
    NEIGHBOUR,
    OFF,
    PLAYABLE_INDEX,
    PLAYABLE_NEIGHBOURS,
    SLOTS,
)
from bombay.rules.tiles import ORIENTATIONS, PATTERNS
from common.core.api import CHANCE, TERMINAL
from common.core.rng import cumulative, pick_index

PLACEMENTS = len(ORIENTATIONS)
END = PLACEMENTS
START = PLACEMENTS + 1
ACTION_COUNT = START + 4

PARTNER: tuple[tuple[int, ...], ...] = tuple(o.partner for o in ORIENTATIONS)
MASK: tuple[int, ...] = tuple(o.mask for o in ORIENTATIONS)
PATTERN_OF: tuple[int, ...] = tuple(o.pattern.index for o in ORIENTATIONS)
SEGMENTS_OF: tuple[int, ...] = tuple(len(o.segments) for o in ORIENTATIONS)
COPIES: tuple[int, ...] = tuple(p.copies for p in PATTERNS)
OPPOSITE = (3, 4, 5, 0, 1, 2)
# The first player is uniform over the players: thresholds as common.core.rng computes them.
START_THRESHOLDS = {n: cumulative([Fraction(1, n)] * n) for n in range(1, 5)}
END_ONLY: tuple[int, ...] = (END,)

# _CANDIDATES[(must << 6) | forbid]: the orientations, in canonical order, with a segment end on
# every `must` edge and on no `forbid` edge. Filled on first use.
_CANDIDATES: list[tuple[int, ...] | None] = [None] * 4096


def _candidates(key: int) -> tuple[int, ...]:
    must, forbid = key >> 6, key & 63
    found = tuple(i for i, m in enumerate(MASK) if m & must == must and not m & forbid)
    _CANDIDATES[key] = found
    return found


class Core:
    """A position, mutable. `copy()` is cheap; `apply(a)` changes it in place."""

    __slots__ = (
        "active",
        "ban",
        "elephants",
        "ends",
        "exhausted",
        "extensions",
        "n",
        "need",
        "ocell",
        "oedge",
        "out",
        "placed",
        "segs",
        "supply",
        "tile",
        "to_move",
    )

    n: int
    elephants: tuple[int, ...]
    tile: list[int]
    ends: list[int]
    need: list[int]
    ban: list[int]
    supply: list[int]
    exhausted: int
    ocell: list[int]
    oedge: list[int]
    segs: list[int]
    out: list[bool]
    active: int
    to_move: int
    placed: int
    extensions: int

    @classmethod
    def initial(cls, players: int) -> Core:
        """The start of a game for 1..4 players: the first player is still to be drawn."""
        core = cls.__new__(cls)
        core.n = players
        core.elephants = ELEPHANTS_IN_PLAY[players]
        core.tile = [-1] * SLOTS
        core.ends = [0] * SLOTS
        core.need = [0] * SLOTS
        core.ban = list(BLOCKED_EDGES)
        core.supply = list(COPIES)
        core.exhausted = 0
        core.ocell = [FIRST_INDEX[e - 1] for e in core.elephants]
        core.oedge = [ENTRY_EDGES[e - 1] for e in core.elephants]
        core.segs = [0] * players
        core.out = [False] * players
        core.active = players
        core.to_move = CHANCE
        core.placed = 0
        core.extensions = 0
        for elephant in range(1, 5):
            if elephant not in core.elephants:
                core.put_end_piece(FIRST_INDEX[elephant - 1])
        return core

    def copy(self) -> Core:
        c = Core.__new__(Core)
        c.n = self.n
        c.elephants = self.elephants
        c.tile = self.tile[:]
        c.ends = self.ends[:]
        c.need = self.need[:]
        c.ban = self.ban[:]
        c.supply = self.supply[:]
        c.exhausted = self.exhausted
        c.ocell = self.ocell[:]
        c.oedge = self.oedge[:]
        c.segs = self.segs[:]
        c.out = self.out[:]
        c.active = self.active
        c.to_move = self.to_move
        c.placed = self.placed
        c.extensions = self.extensions
        return c

    # --- what may be played ----------------------------------------------------------------

    def pointing(self, cell: int) -> list[int]:
        """The players still in the game whose open end points into `cell`, in seat order."""
        out, ocell = self.out, self.ocell
        return [q for q in range(self.n) if not out[q] and ocell[q] == cell]

    def placement_key(self, cell: int) -> int:
        """(must << 6) | forbid for a tile on `cell`: rules 1–3 and rule 4's no-blocking part.
        The edges by which active trunks enter are required and never count as off the board."""
        entries = 0
        out, ocell, oedge = self.out, self.ocell, self.oedge
        for q in range(self.n):
            if ocell[q] == cell and not out[q]:
                entries |= 1 << oedge[q]
        return ((self.need[cell] | entries) << 6) | (self.ban[cell] & ~entries)

    def legal(self) -> tuple[int, ...] | list[int]:
        """The legal action ids in canonical order (never empty before the end)."""
        p = self.to_move
        if p < 0:
            return [START + q for q in range(self.n)] if p == CHANCE else []
        x = self.ocell[p]
        if self.ends[x]:
            return END_ONLY
        key = self.placement_key(x)
        found: tuple[int, ...] | list[int] = _CANDIDATES[key] or _candidates(key)
        if self.exhausted:
            supply = self.supply
            found = [o for o in found if supply[PATTERN_OF[o]]]
        edges = [self.oedge[q] for q in self.pointing(x)]
        if len(edges) > 1:
            found = [o for o in found if self.joined(x, o, edges) is None]
        return found or END_ONLY

    def joined(self, cell: int, o: int, edges: list[int]) -> tuple[int, int] | None:
        """If orientation `o` on `cell` would connect two of the trunks entering it by `edges`,
        the pair of entry edges it connects, else None (rule 4). A trunk that follows the tile
        and old unused segments can only meet another trunk by coming back out of `cell` through
        that trunk's entry edge (every other segment end it reaches is unused)."""
        tile = self.tile
        for k, start in enumerate(edges[:-1]):
            others = edges[k + 1 :]
            here, e, t = cell, start, o
            while True:
                f = PARTNER[t][e]
                if here == cell and f in others:
                    return start, f
                here = NEIGHBOUR[here][f]
                e = OPPOSITE[f]
                t = o if here == cell else tile[here]
                if t < 0:
                    break
        return None

    # --- playing ---------------------------------------------------------------------------

    def apply(self, a: int) -> int:
        """Play action id `a` (legal: not checked). Returns the number of trunk segments the
        move added, over all trunks (more than 1 means automatic extension went further)."""
        p = self.to_move
        if a < END:
            return self._place(p, a)
        if a == END:
            self.put_end_piece(self.ocell[p])
            self.out[p] = True
            self.active -= 1
            self._pass_turn(p)
            return 0
        self.to_move = a - START
        return 0

    def _place(self, p: int, o: int) -> int:
        x = self.ocell[p]
        self.lay_tile(x, o)
        tile = self.tile
        # Follow every trunk that points into x (the mover's and any other), as far as it goes.
        grown = longest = 0
        ocell, oedge, segs, out = self.ocell, self.oedge, self.segs, self.out
        for q in range(self.n):
            if ocell[q] != x or out[q]:
                continue
            here, e, t, steps = x, oedge[q], o, 0
            while True:
                f = PARTNER[t][e]
                steps += 1
                here = NEIGHBOUR[here][f]
                e = OPPOSITE[f]
                t = tile[here]
                if t < 0:
                    break
            ocell[q] = here
            oedge[q] = e
            segs[q] += steps
            grown += steps
            longest = max(longest, steps)
        if longest > 1:  # some trunk ran on beyond the placed tile's own segment
            self.extensions += 1
        self._pass_turn(p)
        return grown

    def lay_tile(self, x: int, o: int) -> None:
        """Put orientation `o` on cell `x` and take it from the supply; no trunk moves."""
        self.tile[x] = o
        self.placed += 1
        pattern = PATTERN_OF[o]
        self.supply[pattern] -= 1
        if not self.supply[pattern]:
            self.exhausted += 1
        m = MASK[o]
        need, ban = self.need, self.ban
        for e, n, back in PLAYABLE_NEIGHBOURS[x]:
            if m >> e & 1:
                need[n] |= back
            else:
                ban[n] |= back

    def put_end_piece(self, cell: int) -> None:
        if not self.ends[cell]:
            ban = self.ban
            for _, n, back in PLAYABLE_NEIGHBOURS[cell]:
                ban[n] |= back
        self.ends[cell] += 1

    def _pass_turn(self, p: int) -> None:
        if not self.active:
            self.to_move = TERMINAL
            return
        n, out = self.n, self.out
        q = (p + 1) % n
        while out[q]:
            q = (q + 1) % n
        self.to_move = q

    # --- reading ---------------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.to_move == TERMINAL

    def lengths(self) -> list[int]:
        """Each player's trunk length as scored: segments, plus 1 once the end piece is down."""
        return [s + (1 if o else 0) for s, o in zip(self.segs, self.out, strict=True)]

    def empty_cells(self) -> int:
        """Playable cells holding neither a trunk tile nor an end piece."""
        tile, ends = self.tile, self.ends
        return sum(1 for i in PLAYABLE_INDEX if tile[i] < 0 and not ends[i])

    def unused_segments(self) -> int:
        """Segments on placed tiles that no trunk runs through."""
        total = sum(SEGMENTS_OF[t] for t in self.tile if t >= 0)
        return total - sum(self.segs)

    def trunk_walk(self, player: int) -> list[tuple[int, int, int]]:
        """The trunk of `player` walked from its head: (cell, entry edge, exit edge) per segment."""
        elephant = self.elephants[player]
        here, e = FIRST_INDEX[elephant - 1], ENTRY_EDGES[elephant - 1]
        path = []
        while here != OFF and self.tile[here] >= 0:
            f = PARTNER[self.tile[here]][e]
            path.append((here, e, f))
            here, e = NEIGHBOUR[here][f], OPPOSITE[f]
        return path


def random_playout(core: Core, random: Callable[[], float]) -> int:
    """Play `core` to the end in place, each decision uniform over legal() in canonical order
    (int(random() * count)), the first player uniform by cumulative thresholds. Returns the number
    of decisions played."""
    turns = 0
    if core.to_move == CHANCE:
        core.apply(START + pick_index(START_THRESHOLDS[core.n], random()))
    legal, apply = core.legal, core.apply
    while core.to_move >= 0:
        actions = legal()
        apply(actions[int(random() * len(actions))])
        turns += 1
    return turns
