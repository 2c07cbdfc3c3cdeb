"""Why a placement is illegal, in words the UI shows. The rules themselves live in core.py;
this module only names the first rule a refused tile breaks, checking them in the order of
RULES-bombay.md (supply, rule 1, rule 2, rule 4 no-blocking, rule 3, rule 4 no-joining).

Every reason is a whole message passed through the translation function, with placeholders
for what changes (a cell, an edge, a tile, a player). A reason that names a player is a
`Reason`: as a string it calls them "player 2"; `reason.told(names)` says it again with the
names the players chose, so the UI never edits the words it shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bombay.rules.board import HEAD_INDEX, NEIGHBOUR, OFF, cell_name, cell_of
from bombay.rules.core import END, MASK, OPPOSITE, Core
from bombay.rules.tiles import ORIENTATIONS
from common.core.i18n import N_, _

# The compass points of a flat-topped hex's edges, 0 N clockwise to 5 NW, as the reasons
# name them ("the NW edge").
EDGE_NAMES = (N_("N"), N_("NE"), N_("SE"), N_("S"), N_("SW"), N_("NW"))


def edge_word(edge: int) -> str:
    return _(EDGE_NAMES[edge])


def player_name(player: int) -> str:
    """A player as the rules call them when their name is not known: "player 2"."""
    return _("player {n}").format(n=player + 1)


class Reason(str):
    """A reason in words. The string itself calls players "player N"; `told(names)` is the
    same message (already translated) with the players' own names in their placeholders.

    `template` is the translated message, `players` maps placeholders to players (0-based),
    `fields` holds the other placeholders' values."""

    template: str
    players: dict[str, int]
    fields: dict[str, Any]

    def __new__(cls, template: str, players: dict[str, int] | None = None, **fields: Any) -> Reason:
        players = dict(players or {})
        words = template.format(**fields, **{k: player_name(q) for k, q in players.items()})
        reason = super().__new__(cls, words)
        reason.template, reason.players, reason.fields = template, players, fields
        return reason

    def told(self, names: Sequence[str]) -> str:
        """The reason with each player called by name (a seat with no name stays "player N")."""
        called = {
            key: names[q] if 0 <= q < len(names) else player_name(q)
            for key, q in self.players.items()
        }
        return self.template.format(**self.fields, **called)

    def __reduce__(self):  # pickled (sent to a worker process) as what it is
        return (_remake, (self.template, self.players, self.fields))


def _remake(template: str, players: dict[str, int], fields: dict[str, Any]) -> Reason:
    return Reason(template, players, **fields)


def told(reason: str, names: Sequence[str]) -> str:
    """Any reason (a Reason or a plain message) with the players' names."""
    return reason.told(names) if isinstance(reason, Reason) else reason


def placement_reason(core: Core, o: int) -> Reason | None:
    """None if orientation `o` may go on the mover's open end, else the rule it breaks."""
    p = core.to_move
    ori = ORIENTATIONS[o]
    pattern = ori.pattern
    if not core.supply[pattern.index]:
        return Reason(
            _("no tile {tile} ({segments}) is left in the supply"),
            tile=pattern.name,
            segments=pattern.text,
        )
    x = core.ocell[p]
    if core.ends[x]:
        return Reason(_("your trunk points into a cell holding an end piece: you can only end it"))
    mask = ori.mask
    entry = core.oedge[p]
    if not mask >> entry & 1:
        return Reason(
            _(
                "it does not extend your trunk: it has no segment on the {edge} edge, "
                "where your trunk enters the cell"
            ),
            edge=edge_word(entry),
        )
    pointing = core.pointing(x)
    entries = {core.oedge[q]: q for q in pointing}
    for e in range(6):
        if not mask >> e & 1 or e in entries:
            continue
        n = NEIGHBOUR[x][e]
        if n == OFF:
            return Reason(_("a segment would leave the board (the {edge} edge)"), edge=edge_word(e))
        if n in HEAD_INDEX:
            return Reason(
                _("a segment would point at an elephant's head (the {edge} edge)"),
                edge=edge_word(e),
            )
        if core.ends[n]:
            return Reason(
                _("a segment would point at {cell}, which holds an end piece (the {edge} edge)"),
                cell=cell_name(cell_of(n)),
                edge=edge_word(e),
            )
    for e, q in entries.items():
        if q != p and not mask >> e & 1:
            return Reason(
                _("it would block {player}'s trunk, which enters this cell by the {edge} edge"),
                {"player": q},
                edge=edge_word(e),
            )
    for e in range(6):
        n = NEIGHBOUR[x][e]
        t = core.tile[n]
        if t < 0:
            continue
        theirs = MASK[t] >> OPPOSITE[e] & 1
        mine = mask >> e & 1
        if theirs != mine:
            where = {"cell": cell_name(cell_of(n)), "edge": edge_word(e)}
            if theirs:
                return Reason(
                    _(
                        "it does not fit the tile on {cell} (the {edge} side): that tile has "
                        "a segment there and this one not"
                    ),
                    **where,
                )
            return Reason(
                _(
                    "it does not fit the tile on {cell} (the {edge} side): this tile has "
                    "a segment there and that one not"
                ),
                **where,
            )
    if len(pointing) > 1:
        joined = core.joined(x, o, [core.oedge[q] for q in pointing])
        if joined is not None:
            a, b = (entries[e] for e in joined)
            if a == p:
                return Reason(_("it would join your trunk to {other}'s"), {"other": b})
            if b == p:
                return Reason(_("it would join {other}'s trunk to yours"), {"other": a})
            return Reason(
                _("it would join {first}'s trunk to {second}'s"), {"first": a, "second": b}
            )
    return None


def forced_end_reason(core: Core) -> Reason | None:
    """Why the mover has to put down their end piece, or None if they may place a tile."""
    p = core.to_move
    if p < 0 or core.legal()[0] != END:
        return None
    if core.ends[core.ocell[p]]:
        return Reason(_("{player}'s trunk points into a cell holding an end piece"), {"player": p})
    return Reason(_("no tile left in the supply fits {player}'s open end"), {"player": p})
