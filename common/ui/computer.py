"""A computer player's move, thought out on a background thread while the window keeps drawing.

The move is shown no sooner than `min_delay` seconds after the turn began, so people at the
table can follow. A bot that fails never stops the game: the seat then plays a random legal move
and the failure is logged.
"""

from __future__ import annotations

import random
from typing import Any

from common.ai.worker import BotWorker, Runner
from common.core import registry
from common.core.api import GameState
from common.core.applog import Log
from common.core.i18n import _

log = Log(__name__)

# What a seat on a setup screen can be: a person, or a computer of one of the levels.
SEAT_LEVELS: tuple[str | None, ...] = (None, *registry.PLAYER_LEVELS)


def seat_labels() -> list[str]:
    return [_("Human"), _("Easy"), _("Medium"), _("Hard")]


def level_label(level: str | None) -> str:
    """How a seat is named on the table: '(Hard)' for a computer, '' for a person."""
    names = dict(zip(SEAT_LEVELS, seat_labels(), strict=True))
    return f"({names[level]})" if level is not None else ""


def seat_tooltip() -> str:
    return _("Who plays this seat: a person, or the computer at Easy, Medium or Hard")


class ComputerMove:
    """One bot choosing one action for one position."""

    def __init__(
        self,
        game: str,
        level: str,
        state: GameState,
        seed: int,
        min_delay: float = 0.0,
        runner: Runner = BotWorker,
    ) -> None:
        """`runner` runs the search: a background thread (BotWorker) unless told otherwise."""
        self.state = state
        self.level = level
        self.min_delay = min_delay
        self.elapsed = 0.0
        self._seed = seed
        entry = registry.find(game)
        self._worker = runner(entry.make_bot(level, seed), state, entry.time_cap(level))

    def poll(self, dt: float) -> Any | None:
        """The chosen action once the bot is done and the delay has passed; else None."""
        self.elapsed += dt
        if self.elapsed < self.min_delay or not self._worker.done():
            return None
        try:
            action = self._worker.result()
        except Exception:
            log.exception("the %s computer player failed; it plays a random move", self.level)
            action = None
        if action is None or self.state.check_action(action) is not None:
            options = self.state.legal_actions()
            action = options[random.Random(self._seed).randrange(len(options))]
        return action

    def cancel(self) -> None:
        self._worker.cancel()
