"""State notation and a text picture of the board.

A state is one line of four fields:

    4p 2 13 b1E1,c2A0,...

- players: "1p" .. "4p" (1p is the solo game);
- to move: the player number 1..n, "?" while chance draws the first player, "#" at the end;
- players out (their end piece is down): their numbers in order, or "-";
- trunk tiles: cell name and orientation, in cell order, or "-".

Everything else (trunks, open ends, end pieces, supply) follows from these, because a trunk is
always the longest walk from its head through the tiles (automatic extension makes it so).
Parsing rebuilds the position and checks that it obeys the rules.
"""

from __future__ import annotations

from bombay.rules.board import (
    COLUMN_LETTERS,
    COLUMNS,
    ENTRY_EDGES,
    FIRST_INDEX,
    HEAD_INDEX,
    NEIGHBOUR,
    OFF,
    PLAYABLE_INDEX,
    cell_name,
    cell_of,
    index,
    parse_cell,
    rows_in_column,
)
from bombay.rules.core import MASK, OPPOSITE, PARTNER, Core
from bombay.rules.tiles import ORIENTATION_BY_NAME, ORIENTATIONS, PATTERNS
from common.core.api import CHANCE, TERMINAL
from common.core.errors import NotationError


def format_state(core: Core) -> str:
    n = core.n
    if core.to_move == CHANCE:
        mover = "?"
    elif core.to_move == TERMINAL:
        mover = "#"
    else:
        mover = str(core.to_move + 1)
    out = "".join(str(q + 1) for q in range(n) if core.out[q]) or "-"
    tiles = ",".join(
        f"{cell_name(cell_of(i))}{ORIENTATIONS[core.tile[i]].name}"
        for i in PLAYABLE_INDEX
        if core.tile[i] >= 0
    )
    return f"{n}p {mover} {out} {tiles or '-'}"


def parse_state_core(text: str) -> Core:
    """The core position written as `text`; NotationError saying what is wrong."""
    if not isinstance(text, str):
        raise NotationError("a state is written as text")
    fields = text.split()
    if len(fields) != 4:
        raise NotationError("a Bombay Bazar state has 4 fields: players, mover, out, tiles")
    players_text, mover_text, out_text, tiles_text = fields
    if players_text not in ("1p", "2p", "3p", "4p"):
        raise NotationError(f"{players_text!r}: the players field is 1p .. 4p")
    n = int(players_text[0])
    out: list[int] = []
    if out_text != "-":
        for ch in out_text:
            if not ch.isdigit() or not 1 <= int(ch) <= n or int(ch) - 1 in out:
                raise NotationError(f"{out_text!r}: players out are distinct numbers 1..{n}")
            out.append(int(ch) - 1)
    tiles: dict[int, int] = {}
    if tiles_text != "-":
        for item in tiles_text.split(","):
            cell = parse_cell(item[:2])
            o = ORIENTATION_BY_NAME.get(item[2:])
            if o is None:
                raise NotationError(f"{item!r}: {item[2:]!r} is not a tile and turn like E1")
            i = index(cell)
            if i not in PLAYABLE_INDEX:
                raise NotationError(f"{item!r}: {item[:2]} is an elephant's head")
            if i in tiles:
                raise NotationError(f"{item!r}: two tiles on {item[:2]}")
            tiles[i] = o.index
    core = _rebuild(n, tiles, out)
    if mover_text == "?":
        if tiles or out:
            raise NotationError("chance draws the first player only before any tile is placed")
        core.to_move = CHANCE
    elif mover_text == "#":
        if core.active:
            raise NotationError("the game ends only when every trunk has its end piece")
        core.to_move = TERMINAL
    elif mover_text.isdigit() and 1 <= int(mover_text) <= n:
        q = int(mover_text) - 1
        if core.out[q]:
            raise NotationError(f"player {q + 1} is out and cannot be the one to move")
        core.to_move = q
    else:
        raise NotationError(f"{mover_text!r}: the mover is 1..{n}, ? (chance) or # (game over)")
    return core


def _rebuild(n: int, tiles: dict[int, int], out: list[int]) -> Core:
    core = Core.initial(n)
    for i, o in tiles.items():
        core.lay_tile(i, o)
    for p in PATTERNS:
        if core.supply[p.index] < 0:
            raise NotationError(f"more tiles {p.name} than the {p.copies} in the game")
    entries = {FIRST_INDEX[e - 1]: ENTRY_EDGES[e - 1] for e in core.elephants}
    for i, o in tiles.items():
        for e in range(6):
            n_i = NEIGHBOUR[i][e]
            mine = MASK[o] >> e & 1
            if n_i == OFF or n_i in HEAD_INDEX:
                if mine and entries.get(i) != e:
                    raise NotationError(f"the tile on {cell_name(cell_of(i))} leaves the board")
            elif mine and core.ends[n_i]:  # only the caps of unused elephants are down yet
                raise NotationError(
                    f"the tile on {cell_name(cell_of(i))} points at the end piece on "
                    f"{cell_name(cell_of(n_i))}"
                )
            elif core.tile[n_i] >= 0 and mine != MASK[core.tile[n_i]] >> OPPOSITE[e] & 1:
                raise NotationError(
                    f"the tiles on {cell_name(cell_of(i))} and {cell_name(cell_of(n_i))} do not fit"
                )
    for i in tiles:
        if core.ends[i]:
            raise NotationError(f"{cell_name(cell_of(i))} holds an end piece, not a tile")
    used: set[tuple[int, int]] = set()
    for q in range(n):
        here, e = FIRST_INDEX[core.elephants[q] - 1], core.oedge[q]
        steps = 0
        while core.tile[here] >= 0:
            f = PARTNER[core.tile[here]][e]
            if (here, e) in used:
                raise NotationError(f"two trunks are joined on {cell_name(cell_of(here))}")
            used.update(((here, e), (here, f)))
            steps += 1
            here, e = NEIGHBOUR[here][f], OPPOSITE[f]
        core.ocell[q], core.oedge[q], core.segs[q] = here, e, steps
    for i in tiles:
        if not any((i, e) in used for e in range(6)):
            raise NotationError(f"the tile on {cell_name(cell_of(i))} is on no trunk")
    for q in sorted(out):
        core.put_end_piece(core.ocell[q])
        core.out[q] = True
        core.active -= 1
    return core


def picture(core: Core) -> str:
    """The board as text, for test failures and the console: two lines per row, even columns on
    the first, odd columns (half a cell lower) on the second. `E1` a tile, `@1` elephant 1's head,
    `X` end piece(s), `>2` player 2's open end, `.` an empty cell."""
    tokens: dict[int, str] = {}
    for k, h in enumerate(HEAD_INDEX):
        tokens[h] = f"@{k + 1}"
    for i in PLAYABLE_INDEX:
        t = core.tile[i]
        tokens[i] = ORIENTATIONS[t].name if t >= 0 else ("X" * min(core.ends[i], 2) or ".")
    for q in range(core.n):
        i = core.ocell[q]
        if not core.out[q] and not core.ends[i]:
            tokens[i] = (tokens[i] if tokens[i].startswith(">") else ">") + str(q + 1)
    lines = ["    " + "".join(f"{c:<4}" for c in COLUMN_LETTERS)]
    for row in range(8):
        for parity in (0, 1):
            cells = []
            for col in range(COLUMNS):
                token = ""
                if col % 2 == parity and row < rows_in_column(col):
                    token = tokens[col * 8 + row]
                cells.append(f"{token:<4}")
            label = f"{row + 1:>2}  " if parity == 0 else "    "
            lines.append((label + "".join(cells)).rstrip())
    lines.append(format_state(core))
    return "\n".join(lines)
