"""The moves made since the person's own last turn, read from the record's steps: each one is
marked on the floor in its mover's colour with its number, and told in one line on its mover's
card, until the person moves again (so three computer moves in five seconds can be followed by
someone who looked away)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bombay.rules.board import Cell, cell_name
from bombay.rules.events import ForcedEndPiece, PlayerOut, TilePlaced, TrunkGrew
from common.core.i18n import _
from common.core.record import GameRecord
from common.ui.since import since_last_turn

Segment = tuple[Cell, int, int]


@dataclass(frozen=True)
class Mark:
    """Move `number` (1: the oldest shown) by `seat`: the tile it laid or the end piece it got,
    and every trunk the tile grew."""

    number: int
    seat: int
    cell: Cell
    placed: TilePlaced | None
    grown: tuple[TrunkGrew, ...]
    out: PlayerOut | None


def moves_since(
    record: GameRecord, shown_index: int, is_human: Callable[[int], bool]
) -> list[Mark]:
    """The tiles and end pieces of the first `shown_index` steps laid since the last decision
    of a person (of the person to move, when a person is to move), at most one round of them
    (all the players but one)."""
    steps = since_last_turn(record.steps[:shown_index], is_human)
    moves = [s for s in steps if s.action.kind != "start"]
    moves = moves[-max(1, record.setup.players - 1) :]
    marks = []
    for number, step in enumerate(moves, 1):
        placed = step.event(TilePlaced)
        forced = step.event(ForcedEndPiece)
        cell = placed.cell if placed is not None else forced.cell if forced else None
        if cell is None:
            continue
        grown = tuple(e for e in step.events if isinstance(e, TrunkGrew))
        marks.append(Mark(number, step.seat, cell, placed, grown, step.event(PlayerOut)))
    return marks


def mark_words(mark: Mark, name: Callable[[int], str]) -> str:
    """The move in a few words for its mover's card: "laid tile D on c5: trunk +1"."""
    if mark.placed is None:
        length = mark.out.length if mark.out is not None else 0
        return _("end piece on {cell}: out with {n}").format(cell=cell_name(mark.cell), n=length)
    mine = sum(e.after - e.before for e in mark.grown if e.seat == mark.seat)
    words = _("laid tile {tile} on {cell}: trunk +{n}").format(
        tile=mark.placed.pattern, cell=cell_name(mark.cell), n=mine
    )
    for e in mark.grown:
        if e.seat != mark.seat:
            words += ", " + _("{name} +{n}").format(name=name(e.seat), n=e.after - e.before)
    return words
