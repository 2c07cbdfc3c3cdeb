"""In solo the computer plays for the solo score (every finished solo game is a "win", so a bot
that only wants to win plays at random), and `python -m benchmarks.bombay_arena --solo` compares
levels on the same games."""

from __future__ import annotations

import json

import pytest

from benchmarks.bombay_arena import main as arena_main
from bombay.ai.levels import LEVELS
from bombay.ai.model import MODEL, returns, solo_value
from bombay.rules.core import Core
from bombay.rules.game import GAME
from bombay.rules.scoring import solo_score
from common.core.api import TERMINAL

# Found in random solo games, near the end. Placing I4 leads at best to 37 and K2 to 35; the
# four other tiles trap the trunk, so the game ends at once with 26 or 28: a "win" all the same.
LATE_SOLO = (
    "1p 1 - a2A1,a3A2,a4D0,b1A4,b2J1,b3P1,c2J2,c3P1,c4F0,c5A1,c7G2,c8A0,d1H2,d2O2,d3M0,d4O2,"
    "d5D5,d7K2,e2A4,e3H4,e4H5,e5D2,e6M1,e7F5,e8B5,f1B1,f2J0,f4B5,f5I2,f6N2,f7B4,g1A3,g2J2,"
    "g3F0,g4L1,g6F3,g7E5,h2A4,h3H4"
)


def best_final_score(state) -> int:
    if state.is_terminal():
        return state.outcome().scores[0]
    return max(best_final_score(state.apply_action(a)) for a in state.legal_actions())


def test_the_position_is_what_it_claims():
    state = GAME.parse_state(LATE_SOLO)
    best = {str(a): best_final_score(state.apply_action(a)) for a in state.legal_actions()}
    assert best == {"D4": 28, "E4": 28, "G1": 28, "I4": 37, "K2": 35, "L1": 26}
    for tile in ("D4", "E4", "G1", "L1"):
        after = state.apply_action(next(a for a in state.legal_actions() if str(a) == tile))
        assert [str(a) for a in after.legal_actions()] == ["end"]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_search_levels_play_for_the_highest_solo_score(level):
    state = GAME.parse_state(LATE_SOLO)
    for seed in range(4):
        assert str(LEVELS[level](seed).choose(state)) == "I4"


def test_easy_rates_going_on_above_ending_the_game_now():
    state = GAME.parse_state(LATE_SOLO)
    bot = LEVELS["easy"](0)
    values = dict(zip(map(str, state.legal_actions()), bot.action_values(state), strict=True))
    assert min(values["I4"], values["K2"]) > max(values[t] for t in ("D4", "E4", "G1", "L1"))


def test_a_finished_solo_game_is_worth_its_solo_score():
    state = GAME.parse_state(LATE_SOLO)
    finals = []
    for action in state.legal_actions():
        final = state.apply_action(action)
        while not final.is_terminal():
            final = final.apply_action(final.legal_actions()[0])
        finals.append(final)
    values = {solo_score(f.core()).score: returns(f.core())[0] for f in finals}
    assert len(values) > 1
    ordered = [values[s] for s in sorted(values)]
    assert ordered == sorted(ordered) and len(set(ordered)) == len(ordered)
    assert all(0.0 <= v <= 1.0 for v in ordered)
    assert solo_value(10_000) == 1.0 and solo_value(-10_000) == 0.0
    assert all(f.returns() == [1.0] for f in finals)  # the rules' own returns are unchanged


def test_with_rivals_the_win_comes_first_and_the_margin_breaks_ties():
    def finished(segs: list[int]) -> Core:
        core = Core.initial(len(segs))
        core.segs, core.out, core.active, core.to_move = segs, [True] * len(segs), 0, TERMINAL
        return core

    narrow, wide, tied = finished([20, 19]), finished([30, 10]), finished([15, 15])
    assert MODEL.returns(wide)[0] > MODEL.returns(narrow)[0] > MODEL.returns(tied)[0]
    assert MODEL.returns(tied)[0] > MODEL.returns(narrow)[1] > MODEL.returns(wide)[1]
    assert MODEL.returns(narrow)[0] - MODEL.returns(narrow)[1] > 0.98


def _solo_arena(capsys, *args: str) -> dict:
    assert arena_main(["--solo", *args]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    return json.loads(lines[0])


def test_the_solo_arena_prints_each_levels_mean_score_with_its_interval(capsys):
    result = _solo_arena(capsys, "--bots", "easy,random", "--games", "3", "--seed", "2")
    assert result["solo"] is True and result["bots"] == ["easy", "random"]
    assert result["games"] == 3
    for name in ("easy", "random"):
        low, high = result["ci95"][name]
        assert low <= result["mean_score"][name] <= high
        assert result["worst_score"][name] <= result["mean_score"][name]
        assert result["mean_score"][name] <= result["best_score"][name]
        assert set(result["sec_per_move"][name]) == {"mean", "max"}
        assert result["moves"][name] > 0
    difference = result["paired_difference"]["easy-random"]
    assert difference["mean"] == pytest.approx(
        result["mean_score"]["easy"] - result["mean_score"]["random"], abs=0.02
    )


def test_the_solo_arena_repeats_itself_for_a_seed_and_pairs_the_games(capsys):
    args = ("--bots", "random,easy,random", "--games", "4", "--seed", "7")
    first, second = _solo_arena(capsys, *args), _solo_arena(capsys, *args)
    for key in ("mean_score", "ci95", "best_score", "worst_score", "paired_difference", "moves"):
        assert first[key] == second[key]
    # The same level given twice plays the very same games: a paired comparison.
    assert first["paired_difference"]["random-random#2"] == {"mean": 0.0, "ci95": [0.0, 0.0]}
    other = _solo_arena(capsys, "--bots", "random", "--games", "4", "--seed", "8")
    assert other["mean_score"]["random"] != first["mean_score"]["random"]


def test_the_solo_arena_rejects_unknown_levels(capsys):
    with pytest.raises(SystemExit):
        arena_main(["--solo", "--bots", "grandmaster", "--games", "1"])
    assert "grandmaster" in capsys.readouterr().err
    assert set(LEVELS) >= {"random", "easy", "medium", "hard"}
