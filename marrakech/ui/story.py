"""What happened in a game of Marrakech, told from its record: the game log's lines and the
results screen's statistics. Everything is read from consecutive states; nothing is stored."""

from __future__ import annotations

from dataclasses import dataclass, field

from common.core.i18n import _, n_
from common.core.record import GameRecord
from marrakech.rules.board import PLACEMENTS
from marrakech.rules.state import MarrakechState


def square_label(sq: int) -> str:
    """A square as players read it: column letter A-G, row number 1-7 from the top."""
    return "ABCDEFG"[sq % 7] + str(sq // 7 + 1)


@dataclass
class Stats:
    """Per seat: tribute paid and received, the largest region at the end, times out."""

    paid: list[int] = field(default_factory=list)
    received: list[int] = field(default_factory=list)
    largest_region: list[int] = field(default_factory=list)
    eliminations: list[int] = field(default_factory=list)  # the turn number each went out, or 0


def _payment(before: MarrakechState, after: MarrakechState) -> tuple[int, int, int] | None:
    """(payer, payee, amount) if a roll made someone pay."""
    changes = [after.dirhams[s] - before.dirhams[s] for s in range(len(after.dirhams))]
    if not any(changes):
        return None
    payer = min(range(len(changes)), key=lambda s: changes[s])
    payee = max(range(len(changes)), key=lambda s: changes[s])
    return payer, payee, changes[payee]


def log_lines(record: GameRecord, names: list[str], upto: int | None = None) -> list[str]:
    """One line per event, oldest first, up to action number `upto` (default: the cursor)."""
    lines = []
    for i in range(record.cursor if upto is None else upto):
        before, after = record.state_at(i), record.state_at(i + 1)
        action = record.actions[i]
        who = names[before.seat] if before.seat >= 0 else ""
        if action.kind == "start":
            lines.append(_("{name} goes first.").format(name=names[action.value]))
        elif action.kind == "turn":
            way = {-1: _("left"), 0: _("straight on"), 1: _("right")}[action.value]
            lines.append(_("{name} turns Assam {way}.").format(name=who, way=way))
        elif action.kind == "roll":
            lines.append(_("{name} rolls {n}.").format(name=who, n=action.value))
            paid = _payment(before, after)
            if paid is not None:
                payer, payee, amount = paid
                lines.append(
                    n_(
                        "{payer} pays {payee} {n} dirham.",
                        "{payer} pays {payee} {n} dirhams.",
                        amount,
                    ).format(payer=names[payer], payee=names[payee], n=amount)
                )
            if after.out[before.seat] and not before.out[before.seat]:
                lines.append(_("{name} is out of the game.").format(name=who))
        elif action.kind == "place":
            a, b = PLACEMENTS[action.value]
            lines.append(
                _("{name} lays a carpet on {a} and {b}.").format(
                    name=who, a=square_label(a), b=square_label(b)
                )
            )
    return lines


def statistics(record: GameRecord) -> Stats:
    players = record.setup.players
    stats = Stats([0] * players, [0] * players, [0] * players, [0] * players)
    turn = 0
    for i in range(record.cursor):
        before, after = record.state_at(i), record.state_at(i + 1)
        if record.actions[i].kind != "roll":
            continue
        turn += 1
        paid = _payment(before, after)
        if paid is not None:
            payer, payee, amount = paid
            stats.paid[payer] += amount
            stats.received[payee] += amount
        if after.out[before.seat] and not before.out[before.seat]:
            stats.eliminations[before.seat] = turn
    final = record.state
    for sq in range(49):
        carpet = final.carpet_at(sq)
        if carpet is not None:
            owner = final.setup.owner(carpet[0])
            stats.largest_region[owner] = max(stats.largest_region[owner], len(final.region_at(sq)))
    return stats
