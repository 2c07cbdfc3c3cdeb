"""Why a placement is illegal, in words the UI shows. The rules themselves live in core.py;
this module only names the first rule a refused tile breaks, checking them in the order of
RULES-bombay.md (supply, rule 1, rule 2, rule 4 no-blocking, rule 3, rule 4 no-joining).

Every reason is a Refusal (common.core.refusal): a code, a whole message marked for the
translation function, and the values of its placeholders (a cell, an edge, a tile, a player),
told in the player's language and with the players' names only when it is shown.
"""

from __future__ import annotations

from bombay.rules import vocabulary as words
from bombay.rules.board import HEAD_INDEX, NEIGHBOUR, OFF, cell_name, cell_of
from bombay.rules.core import END, MASK, OPPOSITE, Core
from bombay.rules.tiles import ORIENTATIONS
from common.core.i18n import N_
from common.core.refusal import Refusal

# The compass points of a flat-topped hex's edges, 0 N clockwise to 5 NW, as the reasons
# name them ("the NW edge").
EDGE_NAMES = (N_("N"), N_("NE"), N_("SE"), N_("S"), N_("SW"), N_("NW"))


def placement_reason(core: Core, o: int) -> Refusal | None:
    """None if orientation `o` may go on the mover's open end, else the rule it breaks."""
    p = core.to_move
    ori = ORIENTATIONS[o]
    pattern = ori.pattern
    if not core.supply[pattern.index]:
        return words.NONE_LEFT.tell(tile=pattern.name, segments=pattern.text)
    x = core.ocell[p]
    if core.ends[x]:
        return words.AT_END_PIECE.tell()
    mask = ori.mask
    entry = core.oedge[p]
    if not mask >> entry & 1:
        return words.NO_ENTRY.tell(terms={"edge": EDGE_NAMES[entry]})
    pointing = core.pointing(x)
    entries = {core.oedge[q]: q for q in pointing}
    for e in range(6):
        if not mask >> e & 1 or e in entries:
            continue
        n = NEIGHBOUR[x][e]
        if n == OFF:
            return words.OFF_BOARD.tell(terms={"edge": EDGE_NAMES[e]})
        if n in HEAD_INDEX:
            return words.AT_HEAD.tell(terms={"edge": EDGE_NAMES[e]})
        if core.ends[n]:
            return words.AT_END.tell(terms={"edge": EDGE_NAMES[e]}, cell=cell_name(cell_of(n)))
    for e, q in entries.items():
        if q != p and not mask >> e & 1:
            return words.BLOCKS.tell({"player": q}, terms={"edge": EDGE_NAMES[e]})
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
                return words.MISFIT_THEIRS.tell(terms=edge, cell=cell)
            return words.MISFIT_MINE.tell(terms=edge, cell=cell)
    if len(pointing) > 1:
        joined = core.joined(x, o, [core.oedge[q] for q in pointing])
        if joined is not None:
            a, b = (entries[e] for e in joined)
            if a == p:
                return words.JOINS_YOURS_TO.tell({"other": b})
            if b == p:
                return words.JOINS_TO_YOURS.tell({"other": a})
            return words.JOINS_TWO.tell({"first": a, "second": b})
    return None


def forced_end_reason(core: Core) -> Refusal | None:
    """Why the mover has to put down their end piece, or None if they may place a tile."""
    p = core.to_move
    if p < 0 or core.legal()[0] != END:
        return None
    if core.ends[core.ocell[p]]:
        return words.END_AT_END_PIECE.tell({"player": p})
    return words.END_NOTHING_FITS.tell({"player": p})
