"""The game-independent door to the levels that the UI uses."""

from __future__ import annotations

import pytest

from common.ai.levels import PLAYER_LEVELS, level_names, make_bot, time_cap
from common.ai.worker import BotWorker
from tests.marrakech.positions import position


@pytest.mark.parametrize("game", ["marrakech", "bombay"])
def test_both_games_offer_the_three_levels_with_time_caps(game):
    names = level_names(game)
    for level in PLAYER_LEVELS:
        assert level in names
        assert make_bot(game, level, seed=1).level == level
    assert time_cap(game, "hard") <= 2.0
    assert time_cap(game, "easy") <= 0.2 and time_cap(game, "medium") <= 0.2


def test_unknown_games_and_levels_are_refused_by_name():
    with pytest.raises(ValueError, match="chess"):
        make_bot("chess", "hard")
    with pytest.raises(ValueError, match="grandmaster"):
        make_bot("marrakech", "grandmaster")


def test_a_hint_is_the_hard_bot_thinking_in_a_worker():
    state = position(phase="place", assam="A33N")
    worker = BotWorker(make_bot("marrakech", "hard", seed=1), state, time_cap("marrakech", "hard"))
    assert worker.wait(10)
    assert state.check_action(worker.result()) is None
