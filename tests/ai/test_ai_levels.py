"""The game-independent door to the levels that the UI uses: each game's registry entry."""

from __future__ import annotations

import pytest

from common.ai.worker import BotWorker
from common.core import registry
from common.core.errors import RecordError
from tests.marrakech.positions import position


@pytest.mark.parametrize("game", ["marrakech", "bombay"])
def test_both_games_offer_the_three_levels_with_time_caps(game):
    entry = registry.find(game)
    names = entry.level_names()
    for level in registry.PLAYER_LEVELS:
        assert level in names
        assert entry.make_bot(level, seed=1).level == level
    assert entry.time_cap("hard") <= 2.0
    assert entry.time_cap("easy") <= 0.2 and entry.time_cap("medium") <= 0.2


def test_unknown_games_and_levels_are_refused_by_name():
    with pytest.raises(RecordError, match="chess"):
        registry.find("chess")
    with pytest.raises(ValueError, match="grandmaster"):
        registry.find("marrakech").make_bot("grandmaster")


def test_a_hint_is_the_hard_bot_thinking_in_a_worker():
    entry = registry.find("marrakech")
    state = position(phase="place", assam="A33N")
    worker = BotWorker(entry.make_bot(registry.HINT_LEVEL, seed=1), state, entry.time_cap("hard"))
    assert worker.wait(10)
    assert state.check_action(worker.result()) is None
