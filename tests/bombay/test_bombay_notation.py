"""Notation of actions, states and setups: round trips and clear errors."""

import random

import pytest

from bombay.rules.actions import ACTIONS, END_ACTION, START_ACTIONS, parse_action, place
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.core.errors import NotationError


def test_every_action_round_trips():
    for a in ACTIONS:
        assert GAME.parse_action(str(a)) is a
    assert str(END_ACTION) == "end"
    assert [str(a) for a in START_ACTIONS] == ["s1", "s2", "s3", "s4"]
    assert len({str(a) for a in ACTIONS}) == len(ACTIONS) == 75 + 1 + 4


def test_free_turns_reduce_to_the_distinct_orientation():
    assert place("E", 7) is parse_action("E1")
    assert place("Q", 5) is parse_action("Q0")
    assert place("C", 4) is parse_action("C1")
    assert place("M", -1) is parse_action("M1")


@pytest.mark.parametrize("text", ["", "Z0", "E6", "A", "end!", "s5", "s0", "e1", "EE"])
def test_bad_actions_are_refused(text):
    with pytest.raises(NotationError):
        GAME.parse_action(text)


def test_a_turn_that_changes_nothing_is_explained():
    with pytest.raises(NotationError, match=r"Q .* has 1 distinct orientation"):
        GAME.parse_action("Q1")


def test_initial_state_notation():
    s = GAME.initial_state(Setup(4))
    assert str(s) == "4p ? - -"
    assert GAME.parse_state(str(s)) == s
    started = s.apply_action(START_ACTIONS[1])
    assert str(started) == "4p 2 - -"


def test_states_round_trip_through_a_game():
    rng = random.Random(5)
    for players in (1, 2, 3, 4):
        s = GAME.initial_state(Setup(players))
        while True:
            again = GAME.parse_state(str(s))
            assert again == s and hash(again) == hash(s)
            assert str(again) == str(s)
            assert again.legal_actions() == s.legal_actions()
            assert again.lengths() == s.lengths()
            if s.is_terminal():
                break
            actions = s.legal_actions()
            s = s.apply_action(actions[int(rng.random() * len(actions))])
        assert s.picture().endswith(str(s))
        assert str(s).split()[1] == "#"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("4p 1 -", "4 fields"),
        ("5p 1 - -", "players field"),
        ("2p 3 - -", "the mover is 1..2"),
        ("2p 1 3 -", "players out"),
        ("2p 1 11 -", "players out"),
        ("2p 1 1 -", "player 1 is out"),
        ("2p # 1 -", "every trunk has its end piece"),
        ("2p ? - b1A4", "before any tile"),
        ("2p 1 - b1Z4", "not a tile and turn"),
        ("2p 1 - b1Q1", "not a tile and turn"),
        ("2p 1 - a1A0", "elephant's head"),
        ("2p 1 - b8A0", "not a cell"),
        ("2p 1 - b1A4,b1A4", "two tiles"),
        ("2p 1 - b1A5", "leaves the board"),
        ("2p 1 - b1A4,a2A0", "leaves the board"),
        ("2p 1 - b1A4,a2B0", "do not fit"),
        ("2p 1 - c3A0", "on no trunk"),
        ("2p 1 - h1B2", "holds an end piece"),
        ("3p 1 - b1B5,c1B2,d1L1,e2B5,f1I1,g2P2,g6N4,g7K0,h1F2,h7F0", "joined"),
        ("2p 1 - b1A4,a2A1,a3A1,a4A1,a5A1,a6A1,a7A1,c2A0,c3A0", "more tiles A than the 8"),
    ],
)
def test_bad_states_are_refused_with_a_reason(text, words):
    with pytest.raises(NotationError, match=words):
        GAME.parse_state(text)


def test_too_many_copies_is_refused():
    # Ten copies of A (there are 8) laid head to tail from b1.
    s = GAME.initial_state(Setup(1)).apply_action(START_ACTIONS[0])
    count = 0
    while count < 9:
        a = next((a for a in s.legal_actions() if str(a).startswith("A")), None)
        if a is None:
            break
        s = s.apply_action(a)
        count += 1
    assert count == 8
    assert all(not str(a).startswith("A") for a in s.legal_actions())


def test_setup_json():
    for players in (1, 2, 3, 4):
        setup = Setup(players)
        data = GAME.setup_to_json(setup)
        assert GAME.setup_from_json(data) == setup
        assert data["solo"] == (players == 1)
    assert GAME.setup_from_json({"players": 3}) == Setup(3)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {},
        {"players": 0},
        {"players": 5},
        {"players": "2"},
        {"players": True},
        {"players": 2, "solo": True},
        {"players": 1, "solo": False},
        {"players": 1, "solo": "yes"},
        {"players": 2, "colour": "red"},
    ],
)
def test_bad_setups_are_refused(data):
    with pytest.raises(NotationError):
        GAME.setup_from_json(data)
