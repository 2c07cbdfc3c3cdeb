"""The levels a game's computer players come in, by name: a maker of a bot from a seed, and the
most a move at that level may take in seconds (the registry reads a game's LEVELS and
TIME_CAPS). Random and Easy are one idea in every game; each game adds its own Medium and Hard
and the arena's levels."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from common.ai.bot import Bot
from common.ai.evaluate import Evaluator
from common.ai.greedy import GreedyBot
from common.ai.model import SearchModel
from common.ai.random_bot import RandomBot

Maker = Callable[[int], Bot]
B = TypeVar("B", bound=Bot)


def named(level: str, bot: B) -> B:
    """`bot`, telling the arena and the logs it plays at `level`."""
    bot.level = level
    return bot


def random(seed: int = 0) -> Bot:
    return RandomBot(seed)


def one_step_ahead(model: SearchModel, evaluate: Evaluator) -> Maker:
    """Easy: one step ahead with noise (a softmax at 0.03 of the evaluator's values), so it
    avoids the worst moves most of the time and can be beaten."""

    def easy(seed: int = 0) -> Bot:
        return named("easy", GreedyBot(model, evaluate, temperature=0.03, seed=seed))

    return easy


def table(
    model: SearchModel, evaluate: Evaluator, own: Mapping[str, tuple[Maker, float | None]]
) -> tuple[dict[str, Maker], dict[str, float | None]]:
    """The makers and time caps by level: Random and Easy over the game's `model` and
    `evaluate`, then the game's `own` levels (name -> (maker, time cap))."""
    every = {"random": (random, None), "easy": (one_step_ahead(model, evaluate), 0.2), **own}
    makers = {level: maker for level, (maker, _cap) in every.items()}
    return makers, {level: cap for level, (_maker, cap) in every.items()}
