"""What happened in a game of Marrakech, told from its record's steps: the game log's lines and
the results screen's statistics, read from the events the rules told once for each action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from common.core.i18n import _, n_
from common.core.record import GameRecord
from common.core.step import Step
from common.ui.game_log import GameLog
from marrakech.rules.events import (
    OWN_CARPET,
    OWNER_OUT,
    AssamTurned,
    CarpetLaid,
    DieRolled,
    FirstPlayerDrawn,
    NoTribute,
    PlayerOut,
    TributePaid,
)
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


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log: the turn it belongs to (0: before the first), whose turn,
    its words, and the squares it names (lit on the board while the line is hovered)."""

    turn: int
    seat: int
    text: str
    squares: frozenset[int] = frozenset()


def step_entries(step: Step, earlier: Sequence[LogEntry], names: Sequence[str]) -> list[LogEntry]:
    """The log lines of one step; a turn begins when its player turns Assam, or, when Assam is
    turned at the end of one's turn (the variant), when its player rolls: that rotation is the
    last line of the mover's own turn."""
    turn = earlier[-1].turn if earlier else 0
    before = MarrakechState.of(step.before)
    begins = DieRolled if before.setup.end_turn_rotation else AssamTurned
    entries = []
    for event in step.events:
        if isinstance(event, begins):
            turn += 1
        line = _log_line(event, names)
        if line:
            entries.append(LogEntry(turn, before.seat, line, _named_squares(event)))
    return entries


def marrakech_log() -> GameLog[LogEntry]:
    """A game log of Marrakech, told step by step as the record moves (see GameLog)."""
    return GameLog(step_entries)


def log_entries(record: GameRecord, names: list[str], upto: int | None = None) -> list[LogEntry]:
    """The log, oldest first, up to action number `upto` (default: the cursor)."""
    return list(marrakech_log().entries(record, names, record.cursor if upto is None else upto))


def log_lines(record: GameRecord, names: list[str], upto: int | None = None) -> list[str]:
    """One line per event, oldest first, up to action number `upto` (default: the cursor)."""
    return [entry.text for entry in log_entries(record, names, upto)]


def _named_squares(event) -> frozenset[int]:
    if isinstance(event, CarpetLaid):
        return frozenset(event.squares)
    if isinstance(event, TributePaid):
        return event.region
    if isinstance(event, NoTribute):
        return frozenset({event.square})
    return frozenset()


def _log_line(event, names: Sequence[str]) -> str | None:
    if isinstance(event, FirstPlayerDrawn):
        return _("{name} goes first.").format(name=names[event.seat])
    if isinstance(event, AssamTurned):
        return _("{name} turns Assam to face {way}.").format(
            name=names[event.seat], way=event.facing_words
        )
    if isinstance(event, NoTribute):
        return no_tribute_words(event, names)
    if isinstance(event, DieRolled):
        return _("{name} rolls {n}.").format(name=names[event.seat], n=event.face)
    if isinstance(event, TributePaid) and event.amount:
        return n_(
            "{payer} pays {payee} {n} dirham.", "{payer} pays {payee} {n} dirhams.", event.amount
        ).format(payer=names[event.payer], payee=names[event.payee], n=event.amount)
    if isinstance(event, PlayerOut):
        return _("{name} is out of the game.").format(name=names[event.seat])
    if isinstance(event, CarpetLaid):
        a, b = event.squares
        return _("{name} lays a carpet on {a} and {b}.").format(
            name=names[event.seat], a=square_label(a), b=square_label(b)
        )
    return None


def no_tribute_words(event: NoTribute, names: Sequence[str]) -> str:
    """Why nothing was paid where Assam stopped."""
    if event.why == OWN_CARPET:
        return _("No tribute: {name}'s own carpet.").format(name=names[event.seat])
    if event.why == OWNER_OUT:
        return _("No tribute: its owner is out of the game.")
    return _("No tribute: an empty square.")


def statistics(record: GameRecord) -> Stats:
    players = record.setup.players
    stats = Stats([0] * players, [0] * players, [0] * players, [0] * players)
    turn = 0
    for step in record.played_steps:
        for event in step.events:
            if isinstance(event, DieRolled):
                turn += 1
            elif isinstance(event, TributePaid):
                stats.paid[event.payer] += event.amount
                stats.received[event.payee] += event.amount
            elif isinstance(event, PlayerOut):
                stats.eliminations[event.seat] = turn
    final = MarrakechState.of(record.state)
    for sq in range(49):
        carpet = final.carpet_at(sq)
        if carpet is not None:
            owner = final.setup.owner(carpet[0])
            stats.largest_region[owner] = max(stats.largest_region[owner], len(final.region_at(sq)))
    return stats
