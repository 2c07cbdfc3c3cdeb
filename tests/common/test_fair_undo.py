"""Undo that cannot cheat: a shown die or first-player draw is a commitment (a carpet draw,
which no move changes, is drawn again as it was); in practice mode a take-back across it is
allowed, and a new line draws fresh outcomes."""

from __future__ import annotations

import random

import pytest

from common.core.errors import RecordError, UndoRefusedError
from common.core.record import GameRecord
from marrakech.rules.actions import parse_action
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import roll_if_waiting

STRAIGHT, LEFT = parse_action("S"), parse_action("L")


def new_record(seed: int, players: int = 4) -> GameRecord:
    return GameRecord(GAME, MarrakechSetup(players), seed)


def roll_after(record: GameRecord, direction) -> object:
    record.play(direction)
    roll_if_waiting(record)
    assert record.actions[-1].kind == "roll"
    return record.actions[-1]


def test_after_the_roll_undo_cannot_reach_the_turning_decision():
    record = new_record(5)
    roll_after(record, STRAIGHT)
    assert not record.can_undo()
    assert record.undo_refusal().code == "die-rolled"
    with pytest.raises(UndoRefusedError) as refused:
        record.undo()
    assert refused.value.reason.words() == "The die has been rolled: a roll once seen stays"
    assert record.state.phase == "place" and not record.chance.practised


def test_against_the_computer_undo_cannot_go_back_past_its_roll():
    record = new_record(6)
    rng = random.Random(6)
    person = record.state.current_player()
    while record.state.current_player() == person:  # the person's turn and carpet
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        roll_if_waiting(record)
    assert record.can_undo(by=lambda seat: seat == person)  # the carpet, before the next roll
    record.play(STRAIGHT)  # the computer turns Assam and rolls: its die is shown
    record.roll()
    assert record.undo_refusal(by=lambda seat: seat == person).code == "die-rolled"


def test_in_two_player_games_a_carpet_can_be_taken_back_and_the_draw_stays():
    """Issue 52: the next carpet is drawn from the next player's own pile as a carpet lands;
    no placement changes that pile, so taking the carpet back and laying it elsewhere draws
    the very same carpet: a placement can be taken back until the next roll, as at 3 and 4."""
    for seed in range(20):
        record = new_record(seed, players=2)
        roll_after(record, STRAIGHT)
        first, second = record.state.legal_actions()[:2]
        record.play(first)  # the carpet: the next player's is drawn
        assert record.actions[-1].kind == "draw"
        drawn = record.actions[-1]
        assert record.undo_refusal() is None
        record.undo()
        assert record.state.phase == "place" and record.can_redo()
        record.play(second)
        assert record.actions[-1] == drawn  # the same carpet, not a fresh draw
        assert not record.chance.practised
        record.play(STRAIGHT)  # the next player's turn of Assam, and their roll
        roll_if_waiting(record)
        assert record.undo_refusal().code == "die-rolled"


def test_in_practice_another_direction_gets_a_fresh_roll_and_the_same_one_replays():
    differ = 0
    for seed in range(60):
        record = new_record(seed)
        record.practice = True
        first = roll_after(record, STRAIGHT)
        record.undo()
        assert record.chance.take_backs == 1
        assert roll_after(record, STRAIGHT) == first  # the very same line: redo
        assert record.can_redo() is False and record.chance.starts == []
        record.undo()
        record.redo()
        assert record.actions[-1] == first
        record.undo()
        differ += roll_after(record, LEFT) != first
    # a fresh die differs from a given one about 72% of the time (1, 4: 1/6; 2, 3: 2/6)
    assert 30 <= differ <= 56


def test_a_line_left_after_a_practice_take_back_is_never_met_again():
    for seed in range(40):
        record = new_record(seed)
        record.practice = True
        for direction in (STRAIGHT, LEFT, STRAIGHT, LEFT):
            roll_after(record, direction)
            record.undo()
        # each new line drew with a salt of its own: none meets a die shown on another
        assert record.chance.salts_used == 3 and record.chance.take_backs == 4


def test_a_practice_game_saves_its_fresh_draws_and_replays_exactly():
    record = new_record(21)
    record.practice = True
    rng = random.Random(3)
    for _ in range(40):
        options = record.state.legal_actions()
        record.play(options[rng.randrange(len(options))])
        roll_if_waiting(record)
        if rng.random() < 0.3 and record.can_undo():
            record.undo()
    assert record.chance.practised
    loaded = GameRecord.loads(record.to_bytes())
    assert loaded.actions == record.actions and loaded.state == record.state
    assert loaded.chance == record.chance and not loaded.practice
    data = record.to_json()
    assert data["version"] == 2 and data["practice"]["take_backs"] == record.chance.take_backs


def test_damaged_practice_details_are_refused_with_a_reason():
    record = new_record(22)
    record.practice = True
    roll_after(record, STRAIGHT)
    record.undo()
    roll_after(record, LEFT)
    good = record.to_json()
    for bad in ({"epochs": "x"}, {"epochs": [[1, 99]]}, {"take_backs": -1}, {"epochs": [[1]]}):
        data = dict(good, practice=dict(good["practice"], **bad))
        with pytest.raises(RecordError):
            GameRecord.from_json(data)
    without = {k: v for k, v in good.items() if k != "practice"}
    with pytest.raises(RecordError, match="does not match the game's seed"):
        GameRecord.from_json(without)


def test_a_fair_game_is_saved_as_before():
    record = new_record(23)
    roll_after(record, STRAIGHT)
    data = record.to_json()
    assert data["version"] == 1 and "practice" not in data
