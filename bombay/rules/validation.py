"""Why a placement is illegal, in words the UI shows. The rules themselves live in core.py;
this module only names the first rule a refused tile breaks, checking them in the order of
RULES-bombay.md (supply, rule 1, rule 2, rule 4 no-blocking, rule 3, rule 4 no-joining)."""

from __future__ import annotations

from bombay.rules.board import HEAD_INDEX, NEIGHBOUR, OFF, cell_name, cell_of, edge_name
from bombay.rules.core import END, MASK, OPPOSITE, Core
from bombay.rules.tiles import ORIENTATIONS


def player_name(player: int) -> str:
    return f"player {player + 1}"


def placement_reason(core: Core, o: int) -> str | None:
    """None if orientation `o` may go on the mover's open end, else the rule it breaks."""
    p = core.to_move
    ori = ORIENTATIONS[o]
    pattern = ori.pattern
    if not core.supply[pattern.index]:
        return f"no tile {pattern.name} ({pattern.text}) is left in the supply"
    x = core.ocell[p]
    if core.ends[x]:
        return "your trunk points into a cell holding an end piece: you can only end it"
    mask = ori.mask
    entry = core.oedge[p]
    if not mask >> entry & 1:
        return (
            f"it does not extend your trunk: it has no segment on the {edge_name(entry)} edge, "
            "where your trunk enters the cell"
        )
    pointing = core.pointing(x)
    entries = {core.oedge[q]: q for q in pointing}
    for e in range(6):
        if not mask >> e & 1 or e in entries:
            continue
        n = NEIGHBOUR[x][e]
        if n == OFF:
            return f"a segment would leave the board (the {edge_name(e)} edge)"
        if n in HEAD_INDEX:
            return f"a segment would point at an elephant's head (the {edge_name(e)} edge)"
        if core.ends[n]:
            return (
                f"a segment would point at {cell_name(cell_of(n))}, which holds an end piece "
                f"(the {edge_name(e)} edge)"
            )
    for e, q in entries.items():
        if q != p and not mask >> e & 1:
            return (
                f"it would block {player_name(q)}'s trunk, which enters this cell by the "
                f"{edge_name(e)} edge"
            )
    for e in range(6):
        n = NEIGHBOUR[x][e]
        t = core.tile[n]
        if t < 0:
            continue
        theirs = MASK[t] >> OPPOSITE[e] & 1
        mine = mask >> e & 1
        if theirs != mine:
            where = f"the tile on {cell_name(cell_of(n))} (the {edge_name(e)} side)"
            if theirs:
                return f"it does not fit {where}: that tile has a segment there and this one not"
            return f"it does not fit {where}: this tile has a segment there and that one not"
    if len(pointing) > 1:
        joined = core.joined(x, o, [core.oedge[q] for q in pointing])
        if joined is not None:
            a, b = (entries[e] for e in joined)
            first = "your" if a == p else f"{player_name(a)}'s"
            second = "yours" if b == p else f"{player_name(b)}'s"
            return f"it would join {first} trunk to {second}"
    return None


def forced_end_reason(core: Core) -> str | None:
    """Why the mover has to put down their end piece, or None if they may place a tile."""
    p = core.to_move
    if p < 0 or core.legal()[0] != END:
        return None
    if core.ends[core.ocell[p]]:
        return f"{player_name(p)}'s trunk points into a cell holding an end piece"
    return f"no tile left in the supply fits {player_name(p)}'s open end"
