"""Short lines the Bombay Bazar table says about the game in progress: what the last move did,
the solo score so far (from the rules' scoring) and the tournament's round."""

from __future__ import annotations

from collections.abc import Callable

from bombay.rules.board import cell_name
from bombay.rules.scoring import solo_score
from bombay.rules.state import BombayState
from bombay.ui.session import BombaySession
from bombay.ui.table_view import LastMove
from common.core.i18n import _


def last_move_words(last: LastMove | None, name: Callable[[int], str]) -> str:
    """The last move in one line: "Arjun laid tile G on c3: trunk +2" (and any other trunk the
    tile carried on)."""
    if last is None:
        return ""
    placed = last.placed
    mine = sum(e.after - e.before for e in last.grown if e.seat == placed.seat)
    words = _("{name} laid tile {tile} on {cell}: trunk +{n}").format(
        name=name(placed.seat), tile=placed.pattern, cell=cell_name(placed.cell), n=mine
    )
    for e in last.grown:
        if e.seat != placed.seat:
            words += ", " + _("{name}'s trunk +{n}").format(name=name(e.seat), n=e.after - e.before)
    return words


def solo_note(state: BombayState, best: int | None) -> str:
    """Solo: the score the game would have if it ended now, and the best so far."""
    score = solo_score(state.core()).score
    if best is None:
        return _("score now {n}").format(n=score)
    return _("score now {n} · best {best}").format(n=score, best=best)


def round_note(session: BombaySession) -> str:
    """In a tournament: "Round 2 of 3"; nothing otherwise."""
    if session.tournament is None:
        return ""
    return _("Round {x} of {y}").format(x=session.round_number, y=session.tournament.rounds)
