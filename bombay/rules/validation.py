"""Why a placement is illegal, in words the UI shows. The rules themselves live in core.py;
this module only names the first rule a refused tile breaks, checking them in the order of
RULES-bombay.md (supply, rule 1, rule 2, rule 4 no-blocking, rule 3, rule 4 no-joining).

Every reason is a Refusal (common.core.refusal): a code, a whole message marked for the
translation function, and the values of its placeholders (a cell, an edge, a tile, a player),
told in the player's language and with the players' names only when it is shown.
"""

from __future__ import annotations

from bombay.rules.board import HEAD_INDEX, NEIGHBOUR, OFF, cell_name, cell_of
from bombay.rules.core import END, MASK, OPPOSITE, Core
from bombay.rules.tiles import ORIENTATIONS
from common.core.i18n import N_
from common.core.refusal import Refusal, refuse

# The compass points of a flat-topped hex's edges, 0 N clockwise to 5 NW, as the reasons
# name them ("the NW edge").
EDGE_NAMES = (N_("N"), N_("NE"), N_("SE"), N_("S"), N_("SW"), N_("NW"))


def placement_reason(core: Core, o: int) -> Refusal | None:
    """None if orientation `o` may go on the mover's open end, else the rule it breaks."""
    p = core.to_move
    ori = ORIENTATIONS[o]
    pattern = ori.pattern
    if not core.supply[pattern.index]:
        return refuse(
            "none-left",
            N_("no tile {tile} ({segments}) is left in the supply"),
            tile=pattern.name,
            segments=pattern.text,
        )
    x = core.ocell[p]
    if core.ends[x]:
        return refuse(
            "at-end-piece",
            N_("your trunk points into a cell holding an end piece: you can only end it"),
        )
    mask = ori.mask
    entry = core.oedge[p]
    if not mask >> entry & 1:
        return refuse(
            "no-entry",
            N_(
                "it does not extend your trunk: it has no segment on the {edge} edge, "
                "where your trunk enters the cell"
            ),
            terms={"edge": EDGE_NAMES[entry]},
        )
    pointing = core.pointing(x)
    entries = {core.oedge[q]: q for q in pointing}
    for e in range(6):
        if not mask >> e & 1 or e in entries:
            continue
        n = NEIGHBOUR[x][e]
        if n == OFF:
            return refuse(
                "off-board",
                N_("a segment would leave the board (the {edge} edge)"),
                terms={"edge": EDGE_NAMES[e]},
            )
        if n in HEAD_INDEX:
            return refuse(
                "at-head",
                N_("a segment would point at an elephant's head (the {edge} edge)"),
                terms={"edge": EDGE_NAMES[e]},
            )
        if core.ends[n]:
            return refuse(
                "at-end",
                N_("a segment would point at {cell}, which holds an end piece (the {edge} edge)"),
                terms={"edge": EDGE_NAMES[e]},
                cell=cell_name(cell_of(n)),
            )
    for e, q in entries.items():
        if q != p and not mask >> e & 1:
            return refuse(
                "blocks",
                N_("it would block {player}'s trunk, which enters this cell by the {edge} edge"),
                {"player": q},
                terms={"edge": EDGE_NAMES[e]},
            )
    for e in range(6):
        n = NEIGHBOUR[x][e]
        t = core.tile[n]
        if t < 0:
            continue
        theirs = MASK[t] >> OPPOSITE[e] & 1
        mine = mask >> e & 1
        if theirs != mine:
            edge, cell = {"edge": EDGE_NAMES[e]}, cell_name(cell_of(n))
            if theirs:
                return refuse(
                    "misfit",
                    N_(
                        "it does not fit the tile on {cell} (the {edge} side): that tile has "
                        "a segment there and this one not"
                    ),
                    terms=edge,
                    cell=cell,
                )
            return refuse(
                "misfit",
                N_(
                    "it does not fit the tile on {cell} (the {edge} side): this tile has "
                    "a segment there and that one not"
                ),
                terms=edge,
                cell=cell,
            )
    if len(pointing) > 1:
        joined = core.joined(x, o, [core.oedge[q] for q in pointing])
        if joined is not None:
            a, b = (entries[e] for e in joined)
            if a == p:
                return refuse("joins", N_("it would join your trunk to {other}'s"), {"other": b})
            if b == p:
                return refuse("joins", N_("it would join {other}'s trunk to yours"), {"other": a})
            return refuse(
                "joins",
                N_("it would join {first}'s trunk to {second}'s"),
                {"first": a, "second": b},
            )
    return None


def forced_end_reason(core: Core) -> Refusal | None:
    """Why the mover has to put down their end piece, or None if they may place a tile."""
    p = core.to_move
    if p < 0 or core.legal()[0] != END:
        return None
    if core.ends[core.ocell[p]]:
        return refuse(
            "end-at-end-piece",
            N_("{player}'s trunk points into a cell holding an end piece"),
            {"player": p},
        )
    return refuse(
        "end-nothing-fits", N_("no tile left in the supply fits {player}'s open end"), {"player": p}
    )
