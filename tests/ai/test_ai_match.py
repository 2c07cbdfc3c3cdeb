"""The match runner and `python -m benchmarks.marrakech_arena`: seats rotate, ties count half,
and the result is one JSON line keyed by the level names."""

from __future__ import annotations

import json

import pytest

from benchmarks.marrakech_arena import main as arena_main
from benchmarks.match import Entrant, play_game, run_match, unique_names, wilson
from common.ai.expectimax import ExpectimaxBot
from common.ai.mcts import MctsBot
from common.ai.model import ApiModel
from common.ai.random_bot import RandomBot
from marrakech.ai.heuristic import evaluate
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState


def test_wilson_interval_brackets_the_rate():
    low, high = wilson(95, 100)
    assert low < 0.95 < high
    assert low > 0.88 and high < 0.99
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(200, 200)[1] == 1.0


def test_repeated_level_names_are_told_apart():
    assert unique_names(["hard", "hard", "random"]) == ["hard", "hard#2", "random"]


def test_seats_rotate_and_every_game_counts():
    seats_seen = []

    def make(name):
        def factory(seed):
            bot = RandomBot(seed)
            original = bot.choose

            def choose(state, budget=None, cancel=None):
                seats_seen.append((name, state.current_player()))
                return original(state, budget, cancel)

            bot.choose = choose
            return bot

        return factory

    setup = MarrakechSetup(2)
    result = run_match(
        lambda: MarrakechState.initial(setup),
        [Entrant("a", make("a")), Entrant("b", make("b"))],
        games=4,
        seed=3,
        players=2,
    )
    assert {("a", 0), ("a", 1), ("b", 0), ("b", 1)} <= set(seats_seen)
    assert sum(result["win_rate"].values()) == pytest.approx(1.0)
    assert result["games"] == 4


def test_the_same_seed_replays_the_same_match():
    setup = MarrakechSetup(3)
    entrants = [Entrant("easy", lambda s: RandomBot(s)), Entrant("r", lambda s: RandomBot(s))]

    def run():
        result = run_match(lambda: MarrakechState.initial(setup), entrants, 3, 7, 3)
        return result["win_rate"], result["mean_score"]

    assert run() == run()


def test_generic_search_works_through_the_public_api_with_three_players():
    # The same search code over the immutable public states (slow, so few iterations).
    model = ApiModel()
    bots = [
        MctsBot(model, None, iterations=20, seed=1),
        ExpectimaxBot(model, lambda s: evaluate(s.core()), depth=1, seed=2),
        RandomBot(3),
    ]
    final, result = play_game(MarrakechState.initial(MarrakechSetup(3)), bots, seed=5)
    assert final.is_terminal()
    assert sum(result.returns) == pytest.approx(1.0)


def test_arena_prints_one_json_line_keyed_by_level(capsys):
    assert arena_main(["--bots", "medium,random", "--games", "2", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert set(result["win_rate"]) == {"medium", "random"}
    assert sum(result["win_rate"].values()) == pytest.approx(1.0)
    for name in ("medium", "random"):
        low, high = result["ci95"][name]
        assert low <= result["win_rate"][name] <= high
        assert set(result["sec_per_move"][name]) == {"mean", "max"}
        assert name in result["mean_score"]


def test_arena_rejects_an_unknown_level(capsys):
    with pytest.raises(SystemExit):
        arena_main(["--bots", "grandmaster,random"])
    assert "grandmaster" in capsys.readouterr().err


def test_sharing_the_games_among_processes_gives_the_same_match(capsys):
    def run(jobs: str) -> dict:
        argv = ["--bots", "easy,random", "--games", "6", "--seed", "4", "--jobs", jobs]
        assert arena_main(argv) == 0
        result = json.loads(capsys.readouterr().out)
        return {k: result[k] for k in ("win_rate", "mean_score", "eliminated", "moves")}

    assert run("2") == run("1")
