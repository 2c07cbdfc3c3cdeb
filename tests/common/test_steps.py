"""The record keeps each step once: redo brings back the very same steps, a new line drops
them, listeners hear of every change, and a fold over the steps reads each step only once."""

from __future__ import annotations

import random

from common.core.record import GameRecord
from common.core.step import StepFold
from marrakech.rules.events import CarpetLaid, DieRolled
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import roll_if_waiting


def played(moves: int, seed: int = 3) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(3), seed)
    roll_if_waiting(record)
    rng = random.Random(seed)
    while len(record.actions) < moves and not record.state.is_terminal():
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        roll_if_waiting(record)
    return record


def test_a_step_holds_what_the_rules_said_and_redo_brings_back_the_same_steps():
    record = played(30)
    rolls = [s for s in record.steps if s.action.kind == "roll"]
    assert rolls and all(s.event(DieRolled).face == s.action.value for s in rolls)
    record.practice = True
    kept = list(record.steps)
    record.undo()
    assert record.steps == kept, "undo keeps the steps for redo"
    record.redo()
    assert all(a is b for a, b in zip(record.steps, kept, strict=True))


def test_a_new_line_after_undo_drops_the_old_steps():
    record = played(30)
    record.practice = True
    record.undo()
    cursor = record.cursor
    old = record.steps[cursor]
    other = next(a for a in record.state.legal_actions() if a != record.actions[cursor])
    record.play(other)
    assert record.steps[cursor] is not old and record.steps[cursor].action == other
    assert len(record.steps) == len(record.actions)


def test_listeners_hear_of_every_move_undo_and_redo():
    record = played(12)
    record.practice = True
    heard: list[int] = []
    record.listen(lambda r: heard.append(r.cursor))
    record.undo()
    record.redo()
    record.play(record.state.legal_actions()[0])
    roll_if_waiting(record)
    assert heard == [heard[0], heard[1], record.cursor]
    assert heard[0] < heard[1] < heard[2]


def test_a_fold_reads_each_step_once_and_after_an_undo_only_the_new_line():
    record = played(60)
    read: list[int] = []

    def carpets(step, earlier):
        read.append(step.index)
        laid = step.event(CarpetLaid)
        return [laid.squares] if laid else []

    fold = StepFold(carpets)
    for upto in range(record.cursor + 1):  # the screen moves on one step at a time
        fold.items(record.steps, upto)
    assert sorted(read) == list(range(record.cursor)), "each step read once"
    placements = [s.action.squares for s in record.steps if s.action.kind == "place"]
    assert list(fold.items(record.steps, record.cursor)) == placements
    record.practice = True
    record.undo()
    record.play(record.state.legal_actions()[-1])
    roll_if_waiting(record)
    read.clear()
    fold.items(record.steps, record.cursor)
    assert len(read) <= record.cursor - min(read) and min(read) >= record.cursor - 8
    assert fold.count(record.steps, 1) == len(fold.items(record.steps, 1))
