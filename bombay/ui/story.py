"""What happened in a game of Bombay Bazar, told from its record's steps: the game log's lines
and the results screen's statistics, read from the events the rules told once for each action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bombay.rules.board import Cell, cell_name
from bombay.rules.events import (
    FirstPlayerDrawn,
    ForcedEndPiece,
    PlayerOut,
    TilePlaced,
    TrunkGrew,
)
from bombay.rules.state import BombayState
from bombay.rules.tiles import PATTERNS, segments_cross
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.step import Step
from common.ui.game_log import GameLog

Segment = tuple[Cell, int, int]


@dataclass
class Stats:
    """Per player, over the actions up to the record's cursor:

    - `longest[q]`: the longest single extension, the most segments player q's trunk gained
      from one tile (one action): the placed tile's own segment and every segment automatic
      extension ran on through, whoever placed the tile.
    - `knots[q]`: crossings on player q's trunk in the final position. A knot is a crossing,
      on one crossing tile, of two of its segments (one passes over the other), where q's
      trunk runs along at least one of the two; a crossing both of whose segments carry q's
      trunk (the trunk crosses itself) is one knot.
    - `patterns[q][k]`: how many tiles of pattern k (PATTERNS order, A..Q) player q placed.
    """

    longest: list[int] = field(default_factory=list)
    knots: list[int] = field(default_factory=list)
    patterns: list[list[int]] = field(default_factory=list)

    def tiles(self, player: int) -> int:
        """Tiles player placed (every tile placed is of exactly one pattern)."""
        return sum(self.patterns[player])


def knots(state: BombayState, player: int) -> int:
    """The knots on `player`'s trunk in `state` (see Stats)."""
    used: dict = {}  # cell -> the segments (as edge pairs) the trunk runs along there
    for cell, e, f in state.trunk(player):
        used.setdefault(cell, set()).add((min(e, f), max(e, f)))
    tiles = state.tiles()
    count = 0
    for cell, mine in used.items():
        segments = tiles[cell].segments
        for i, s in enumerate(segments):
            for t in segments[i + 1 :]:
                if segments_cross(s, t) and (s in mine or t in mine):
                    count += 1
    return count


def statistics(record: GameRecord) -> Stats:
    players = record.setup.players
    stats = Stats([0] * players, [0] * players, [[0] * len(PATTERNS) for _q in range(players)])
    for step in record.played_steps:
        for event in step.events:
            if isinstance(event, TilePlaced):
                stats.patterns[event.seat][step.action.orientation.pattern.index] += 1
            elif isinstance(event, TrunkGrew):
                stats.longest[event.seat] = max(
                    stats.longest[event.seat], event.after - event.before
                )
    final = BombayState.of(record.state)
    stats.knots = [knots(final, q) for q in range(players)]
    return stats


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log: the turn it belongs to (0: before the first), whose turn,
    its words, and what it names on the board (lit while the line is hovered): cells, and
    trunk segments with their owner."""

    turn: int
    seat: int
    text: str
    cells: frozenset[Cell] = frozenset()
    segments: tuple[tuple[int, tuple[Segment, ...]], ...] = ()

    @property
    def names_something(self) -> bool:
        return bool(self.cells or self.segments)


def first_words(seat: int, names: Sequence[str]) -> str:
    """Who goes first, in the log and on the floor; alone, no one goes first: the game begins."""
    if len(names) == 1:
        return _("{name} plays solo: grow the longest trunk you can.").format(name=names[seat])
    return _("{name} goes first.").format(name=names[seat])


def step_entries(step: Step, earlier: Sequence[LogEntry], names: Sequence[str]) -> list[LogEntry]:
    """The log lines of one step: who went first, each tile and how far it grew every trunk,
    each end piece. Every tile or end piece is a turn of its own."""
    events = step.events
    turn = (earlier[-1].turn if earlier else 0) + (step.action.kind != "start")
    grown = [e for e in events if isinstance(e, TrunkGrew)]
    lit = tuple((e.seat, e.segments) for e in grown)
    entries: list[LogEntry] = []
    for event in events:
        if isinstance(event, FirstPlayerDrawn):
            entries.append(LogEntry(0, event.seat, first_words(event.seat, names)))
        elif isinstance(event, TilePlaced):
            line = _("{name} lays tile {tile} on {cell}: trunk +{n}.").format(
                name=names[event.seat],
                tile=event.pattern,
                cell=cell_name(event.cell),
                n=sum(e.after - e.before for e in grown if e.seat == event.seat),
            )
            entries.append(LogEntry(turn, event.seat, line, frozenset({event.cell}), lit))
        elif isinstance(event, TrunkGrew) and event.seat != step.seat:
            line = _("{name}'s trunk runs on too: +{n}.").format(
                name=names[event.seat], n=event.after - event.before
            )
            mine = ((event.seat, event.segments),)
            entries.append(LogEntry(turn, step.seat, line, frozenset(event.cells), mine))
        elif isinstance(event, PlayerOut):
            cell = next(e.cell for e in events if isinstance(e, ForcedEndPiece))
            line = _("{name}'s end piece goes on {cell}: a trunk of {n}.").format(
                name=names[event.seat], cell=cell_name(cell), n=event.length
            )
            entries.append(LogEntry(turn, event.seat, line, frozenset({cell})))
    return entries


def bombay_log() -> GameLog[LogEntry]:
    """A game log of Bombay Bazar, told step by step as the record moves (see GameLog)."""
    return GameLog(step_entries)


def log_entries(
    record: GameRecord, names: list[str], upto: int | None = None
) -> list[tuple[int, str]]:
    """(player, line) per event, oldest first, up to action number `upto` (default: the
    cursor)."""
    upto = record.cursor if upto is None else upto
    return [(e.seat, e.text) for e in bombay_log().entries(record, names, upto)]


def log_lines(record: GameRecord, names: list[str], upto: int | None = None) -> list[str]:
    """The game log's lines, oldest first (see log_entries)."""
    return [line for _player, line in log_entries(record, names, upto)]


def pattern_counts_text(stats: Stats, player: int) -> str:
    """e.g. "A 3 · B 2 · K 1", the patterns a player placed, most used first."""
    counts = stats.patterns[player]
    used = sorted((k for k in range(len(PATTERNS)) if counts[k]), key=lambda k: (-counts[k], k))
    return " · ".join(f"{PATTERNS[k].name} {counts[k]}" for k in used)
