"""Perft counts (kept in perft.json) and the command line."""

import json
from pathlib import Path

import pytest

from bombay.__main__ import main
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.simulate import perft, perft_from

DATA = json.loads((Path(__file__).parent / "perft.json").read_text())


def api_perft(state, depth):
    """The same count through the public, immutable API."""
    counts = [0] * depth

    def walk(s, level):
        actions = s.legal_actions()
        counts[level] += len(actions)
        if level + 1 < depth:
            for a in actions:
                child = s.apply_action(a)
                if not child.is_terminal():
                    walk(child, level + 1)

    walk(state, 0)
    return counts


def after(players, moves):
    s = GAME.initial_state(Setup(players))
    for m in moves:
        s = s.apply_action(GAME.parse_action(m))
    return s


@pytest.mark.parametrize("players", ["1", "2", "3", "4"])
def test_perft_from_the_start(players):
    expected = DATA["start"][players]
    assert expected[0] == 16
    assert perft(int(players), len(expected)) == expected
    for first in range(int(players)):  # 16 at every seat
        assert perft(int(players), 1, first) == [16]


@pytest.mark.parametrize("case", DATA["after"], ids=lambda c: " ".join(c["moves"]))
def test_perft_after_fixed_sequences(case):
    s = after(case["players"], case["moves"])
    assert perft_from(s.core(), len(case["counts"])) == case["counts"]
    assert api_perft(s, 2) == case["counts"][:2]


@pytest.mark.parametrize("case", DATA["positions"], ids=lambda c: c["state"][:12])
def test_perft_from_positions(case):
    s = GAME.parse_state(case["state"])
    assert perft_from(s.core(), len(case["counts"])) == case["counts"]
    assert api_perft(s, 2) == case["counts"][:2]


def test_api_perft_matches_the_core_at_the_start():
    s = after(2, ["s1"])
    assert api_perft(s, 3) == DATA["start"]["2"][:3]


def test_cli_perft(capsys):
    assert main(["perft", "--players", "3", "--depth", "2"]) == 0
    assert capsys.readouterr().out.split() == [str(n) for n in DATA["start"]["3"][:2]]


@pytest.mark.parametrize("args", [["--players", "4"], ["--solo"], ["--players", "2"]])
def test_cli_simulate_prints_one_json_line(capsys, args):
    assert main(["simulate", "--games", "20", "--seed", "3", *args]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    result = json.loads(out)
    for key in (
        "games",
        "seconds",
        "games_per_s",
        "us_per_turn",
        "mean_trunk_length",
        "max_trunk_length",
        "mean_tiles_placed",
        "mean_turns",
        "extension_rate",
    ):
        assert key in result
    assert result["games"] == 20
    assert result["solo"] == (args == ["--solo"])
    assert 0 < result["mean_tiles_placed"] <= 61
    assert result["max_trunk_length"] >= result["mean_trunk_length"] >= 1
    # the same seed gives the same games
    main(["simulate", "--games", "20", "--seed", "3", *args])
    again = json.loads(capsys.readouterr().out)
    assert again["mean_trunk_length"] == result["mean_trunk_length"]
