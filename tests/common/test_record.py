"""The game record: chance from the seed, undo/redo that never re-rolls, and safe JSON saves."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from common.core.errors import IllegalActionError, RecordError
from common.core.record import GameRecord
from common.core.rng import chance_uniform, pick_outcome
from marrakech.rules.actions import parse_action
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.helpers import play_moves, roll_if_waiting


def new_record(seed: int = 5, players: int = 4) -> GameRecord:
    return GameRecord(GAME, MarrakechSetup(players), seed)


def test_the_record_resolves_chance_from_its_seed_so_a_player_is_to_move():
    record = new_record()
    assert not record.state.is_chance_node()
    first = record.actions[0]
    expected = pick_outcome(
        GAME.initial_state(MarrakechSetup(4)).chance_outcomes(), chance_uniform(5, 0)
    )
    assert first == expected


def test_undo_takes_back_a_carpet_and_redo_lays_it_again():
    record = new_record()
    record.play(parse_action("S"))
    roll_if_waiting(record)
    before = record.state
    record.play(record.state.legal_actions()[0])  # the carpet; the next seat has not rolled
    after = record.state
    assert record.undo() == before
    assert record.can_redo()
    assert record.redo() == after


def test_there_is_nothing_to_undo_at_the_start():
    record = new_record()
    assert not record.can_undo()
    with pytest.raises(IndexError):
        record.undo()


def test_an_illegal_move_is_refused_with_its_reason_and_changes_nothing():
    record = new_record()
    before = record.state
    with pytest.raises(IllegalActionError) as error:
        record.play(parse_action("33-34"))
        roll_if_waiting(record)
    assert "turned" in str(error.value.reason)
    assert record.state == before and len(record.actions) == 1


def test_a_saved_game_loads_to_the_same_position_with_its_redo_history():
    record = new_record(seed=11, players=2)
    play_moves(record, 30)
    record.practice = True  # in two-player games only practice takes back across a draw
    record.undo()
    loaded = GameRecord.loads(record.dumps())
    assert loaded.state == record.state
    assert loaded.actions == record.actions
    assert loaded.redo() == record.redo()


def test_a_finished_game_round_trips():
    record = new_record(seed=3)
    play_moves(record, 1000)
    assert record.state.is_terminal()
    assert GameRecord.loads(record.dumps()).state.outcome() == record.state.outcome()


BAD_SAVES = {
    "random bytes": bytes(range(256)) * 4,
    "empty": b"",
    "truncated": None,  # filled in below from a real save
    "foreign JSON": b'{"name": "something else"}',
    "a list": b"[1, 2, 3]",
    "newer version": None,
    "unknown game": None,
    "illegal move": None,
    "die not from the seed": None,
    "bad seed": None,
    "bad cursor": None,
    "deep nesting": b"[" * 100000 + b"]" * 100000,
    "pickle": b"\x80\x04\x95\x1d\x00\x00\x00\x00\x00\x00\x00\x8c\x02os\x94\x8c\x06system\x94",
}


def _edited(edit) -> bytes:
    record = new_record(seed=7)
    play_moves(record, 20)
    data = record.to_json()
    edit(data)
    return json.dumps(data).encode()


def _bad_saves() -> dict[str, bytes]:
    saves = dict(BAD_SAVES)
    good = new_record(seed=7)
    play_moves(good, 20)
    saves["truncated"] = good.dumps().encode()[:-40]
    saves["newer version"] = _edited(lambda d: d.update(version=99))
    saves["unknown game"] = _edited(lambda d: d.update(game="chess"))
    saves["illegal move"] = _edited(lambda d: d["actions"].__setitem__(3, "00-01"))
    saves["die not from the seed"] = _edited(
        lambda d: d["actions"].__setitem__(2, "d1" if d["actions"][2] != "d1" else "d4")
    )
    saves["bad seed"] = _edited(lambda d: d.update(seed="abc"))
    saves["bad cursor"] = _edited(lambda d: d.update(cursor=10_000))
    return saves


@pytest.mark.parametrize("name", list(BAD_SAVES))
def test_a_bad_save_gives_a_clear_error(name):
    data = _bad_saves()[name]
    with pytest.raises(RecordError) as error:
        GameRecord.loads(data)
    message = str(error.value)
    assert message and "Traceback" not in message
    expected_words = {
        "newer version": "newer",
        "illegal move": "not legal",
        "die not from the seed": "seed",
        "truncated": "damaged",
    }
    assert expected_words.get(name, "") in message


def test_the_illegal_move_edit_hits_a_placement():
    record = new_record(seed=7)
    play_moves(record, 20)
    assert record.actions[3].kind == "place"


def test_the_die_in_the_edited_save_really_was_a_roll():
    record = new_record(seed=7)
    play_moves(record, 20)
    assert record.actions[2].kind == "roll"


def test_damaged_saves_never_raise_anything_but_a_record_error():
    good = new_record(seed=9)
    play_moves(good, 40)
    text = good.dumps().encode()
    rng = random.Random(1)
    for _ in range(400):
        data = bytearray(text)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        cut = data[: rng.randrange(len(data) + 1)] if rng.random() < 0.3 else data
        with contextlib.suppress(RecordError):
            GameRecord.loads(bytes(cut))


def a_turn_to_make(seed: int = 12) -> GameRecord:
    record = GameRecord(GAME, MarrakechSetup(players=3), seed=seed)
    play_moves(record, 6, rng_seed=3)
    while record.state.phase != "turn":
        play_moves(record, 1, rng_seed=4)
    return record


def test_the_die_is_drawn_only_when_its_roller_rolls_and_a_changed_turn_meets_the_same_die():
    record = a_turn_to_make()
    turn_at = record.cursor
    record.play(parse_action("L"))
    assert len(record.actions) == turn_at + 1, "nothing is drawn before the roll"
    assert record.waiting_roll == record.steps[turn_at].seat
    assert record.unrolled_decision() == turn_at
    record.play(parse_action("R"))  # another way before the roll replaces the turn
    assert [str(a) for a in record.actions[turn_at:]] == ["R"]
    assert record.chance.take_backs == 0 and not record.chance.practised
    record.roll()
    die = record.actions[turn_at + 1]
    other = a_turn_to_make()
    other.play(parse_action("R"))
    other.roll()
    assert other.actions[turn_at + 1] == die, "the same draw of the die as without the change"


def test_a_game_closed_before_its_roll_holds_no_roll_and_reopens_waiting_for_it():
    record = a_turn_to_make()
    record.play(parse_action("S"))
    saved = record.dumps()
    assert json.loads(saved)["actions"][-1] == "S", "the coming roll is nowhere in the file"
    loaded = GameRecord.loads(saved)
    assert [str(a) for a in loaded.actions] == [str(a) for a in record.actions]
    assert loaded.waiting_roll == record.waiting_roll is not None
    record.roll()
    loaded.roll()
    assert loaded.actions == record.actions


def test_a_turn_whose_die_waits_may_be_undone_without_practice_and_no_roll_is_left_to_redo():
    record = a_turn_to_make()
    turn_at = record.cursor
    record.play(parse_action("L"))
    assert record.undo_refusal() is None
    record.undo()
    assert record.cursor == turn_at and record.chance.take_backs == 0
    with pytest.raises(RecordError):
        record.roll()
