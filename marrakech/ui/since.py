"""The carpets laid since the person's own last turn (common.ui.since), read from the record's
steps: each is numbered on the market in its mover's colour and told in a few words on its
mover's card ("2: B2-C2, paid 3"), at most one round of them (all the players but one)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.since import since_last_turn
from marrakech.rules.events import CarpetLaid, TributePaid
from marrakech.ui.story import square_label


@dataclass(frozen=True)
class Mark:
    """Carpet `number` (1: the oldest shown) laid by `seat`, and what its turn paid."""

    number: int
    seat: int
    laid: CarpetLaid
    paid: TributePaid | None


def moves_since(
    record: GameRecord, shown_index: int, is_human: Callable[[int], bool]
) -> list[Mark]:
    """The carpets of the first `shown_index` steps laid since the viewer's last decision."""
    steps = since_last_turn(record.steps[:shown_index], is_human)
    marks: list[Mark] = []
    paid: dict[int, TributePaid] = {}
    for step in steps:
        tribute = step.event(TributePaid)
        if tribute is not None:
            paid[tribute.payer] = tribute
        laid = step.event(CarpetLaid)
        if laid is not None:
            marks.append(Mark(0, laid.seat, laid, paid.pop(laid.seat, None)))
    marks = marks[-max(1, record.setup.players - 1) :]
    return [Mark(n, m.seat, m.laid, m.paid) for n, m in enumerate(marks, 1)]


def mark_words(mark: Mark, name: Callable[[int], str]) -> str:
    """The turn in a few words for its mover's card: "2: B2-C2, paid 3 to Amira"."""
    a, b = mark.laid.squares
    words = _("{n}: {a}-{b}").format(n=mark.number, a=square_label(a), b=square_label(b))
    if mark.paid is not None:
        words += ", " + _("paid {n} to {name}").format(
            n=mark.paid.amount, name=name(mark.paid.payee)
        )
    return words
