"""The gauntlet's opponents play legal, seeded moves and the avoider avoids tribute; the
gauntlet plays the same dice and seats in both arms and prints its figures as one JSON line."""

from __future__ import annotations

import json

import pytest

from benchmarks import arena_levels, match
from benchmarks import marrakech_gauntlet as gauntlet
from benchmarks.marrakech_opponents import AVOIDER_FACE_WEIGHTS, expected_net_tribute
from common.core import registry
from tests.ai.marrakech_positions import YELLOW_NORTH, decision_positions
from tests.marrakech.positions import position

POSITIONS = decision_positions(40, seed=9)
OPPONENTS = ["avoider", "coverer"]


def make_bot(level: str, seed: int = 0):
    return arena_levels.make_bot("marrakech", level, seed)


@pytest.mark.parametrize("level", OPPONENTS)
def test_the_opponents_choose_only_legal_actions_and_repeat_for_a_seed(level):
    before = [str(s) for s in POSITIONS]
    first = []
    for state in POSITIONS:
        action = make_bot(level, seed=4).choose(state)
        assert state.check_action(action) is None, (level, str(state), str(action))
        first.append(str(action))
    assert [str(make_bot(level, seed=4).choose(s)) for s in POSITIONS] == first
    assert [str(s) for s in POSITIONS] == before


def test_the_opponents_are_the_arenas_own_and_no_game_offers_them():
    assert set(OPPONENTS) <= set(arena_levels.level_names("marrakech"))
    for entry in registry.games():
        assert not {*OPPONENTS, "review"} & set(entry.level_names()), entry.name
    assert not set(OPPONENTS) & set(registry.PLAYER_LEVELS)


def test_the_avoider_turns_to_the_lowest_expected_tribute_with_its_weights():
    state = position(YELLOW_NORTH, phase="turn", assam="A33N", seat=1)
    core = state.core()
    # North every face lands on yellow; west only a 4 does (off the board at (0,3), back on
    # (0,2)), weighted 1 of 5; east nothing does.
    assert expected_net_tribute(core, 0, AVOIDER_FACE_WEIGHTS) == pytest.approx(-21)
    assert expected_net_tribute(core, -1, AVOIDER_FACE_WEIGHTS) == pytest.approx(-21 * 0.2)
    assert expected_net_tribute(core, 1, AVOIDER_FACE_WEIGHTS) == 0
    for seed in range(3):
        assert str(make_bot("avoider", seed).choose(state)) == "R"


def test_the_coverer_covers_an_opponent_carpet_when_it_can():
    # Yellow (seat 2) on (3,2)-(4,2), just north of Assam; cyan is to place.
    rows = [".......", ".......", "... y00 y00 . .", *["......."] * 4]
    state = position(rows, phase="place", assam="A33N", seat=1)
    for seed in range(3):
        action = make_bot("coverer", seed).choose(state)
        assert {2 * 7 + 3, 2 * 7 + 4} & set(action.squares), str(action)


def test_a_table_rotates_the_bot_through_every_seat_and_the_opponents_orders():
    plans = [gauntlet.plan_game("hard", ("avoider", "coverer"), 1, i) for i in range(6)]
    assert {p.bot_seat for p in plans} == {0, 1, 2}
    assert all(p.levels[p.bot_seat] == "hard" for p in plans)
    after_bot = {p.levels[(p.bot_seat + 1) % 3] for p in plans}
    assert after_bot == {"avoider", "coverer"}
    # A round of three games shares its chance seed, as in the arena.
    assert len({p.seed for p in plans}) == 2


def test_both_arms_play_the_same_dice_and_seats(monkeypatch):
    drawn: list[str] = []

    def recording(outcomes, u):
        outcome = match_pick(outcomes, u)
        drawn.append(str(outcome))
        return outcome

    match_pick = match.pick_outcome
    monkeypatch.setattr(match, "pick_outcome", recording)
    arms = []
    for level in ("easy", "medium"):
        plan = gauntlet.plan_game(level, ("avoider", "coverer"), 3, 4)
        drawn.clear()
        gauntlet.play_plan(plan)
        arms.append((plan, list(drawn)))
    (plan_a, dice_a), (plan_b, dice_b) = arms
    assert plan_a.seed == plan_b.seed and plan_a.bot_seat == plan_b.bot_seat
    others = [s for s in range(3) if s != plan_a.bot_seat]
    assert [plan_a.levels[s] for s in others] == [plan_b.levels[s] for s in others]
    common = min(len(dice_a), len(dice_b))
    assert common > 30 and dice_a[:common] == dice_b[:common]


def test_the_json_line_has_each_tables_figures(capsys):
    assert gauntlet.main(["--bot", "easy", "--games", "2", "--tables", "avoider+coverer"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert (line["bot"], line["versus"], line["seed"]) == ("easy", "medium", 1)
    (table,) = line["tables"]
    assert table["table"] == "3:avoider+coverer" and table["games"] == 2
    for field in ("bot_share", "versus_share", "diff"):
        assert isinstance(table[field], float)
    for field in ("bot_ci95", "versus_ci95", "diff_ci95"):
        low, high = table[field]
        assert low <= high
    assert table["diff"] == pytest.approx(table["bot_share"] - table["versus_share"])
