"""The generic searches on a toy game with chance and three players, through the public API."""

from __future__ import annotations

import pytest

from common.ai.expectimax import ExpectimaxBot
from common.ai.greedy import GreedyBot
from common.ai.mcts import MctsBot
from common.ai.model import ApiModel
from tests.ai.toy_game import ToyState


def _no_idea(state):
    return [1 / 3] * 3


BOTS = {
    "mcts": lambda seed: MctsBot(ApiModel(), None, iterations=600, seed=seed),
    "expectimax": lambda seed: ExpectimaxBot(ApiModel(), _no_idea, depth=2, seed=seed),
    "greedy": lambda seed: GreedyBot(ApiModel(), _no_idea, seed=seed),
}


@pytest.mark.parametrize("name", ["mcts", "expectimax"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_search_averages_chance_and_each_seat_plays_for_itself(name, seed):
    # Safe wins 70% for seat 0 only if seat 1, when it decides, takes the win for itself
    # rather than handing it to seat 2: both are max-n choices.
    assert BOTS[name](seed).choose(ToyState()) == "safe"
    assert BOTS[name](seed).choose(ToyState(("risky", "lose"))) == "me"


def test_the_greedy_bot_sees_one_chance_step_ahead():
    assert BOTS["greedy"](0).choose(ToyState(("safe", "lose"))) == "me"
