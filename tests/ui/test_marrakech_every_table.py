"""Every Marrakech table, the end-of-turn variant included, is drawn at every step of random
games by the real table: the forecast over each arrow, the log, the die, the cards. A table
that fails to draw one position (the two-player variant's forecast did) is caught here."""

from __future__ import annotations

import random

import pytest

from common.core.record import GameRecord
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.play_scene import PlayScene
from marrakech.ui.session import MarrakechSession
from tests.ui.driver import run_frames

SETUPS = [MarrakechSetup(n, variant) for n in (2, 3, 4) for variant in (False, True)]


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}p-{s.end_turn_rotation}")
def test_the_table_draws_every_step_of_random_games(app, setup):
    app.settings.forecast = True
    rng = random.Random(setup.players)
    record = GameRecord(GAME, setup, seed=setup.players)
    scene = PlayScene(app, MarrakechSession.from_record(record), lambda r, s: None, record)
    app.replace(scene)
    turns_drawn = 0
    for _ in range(2000):
        table = scene.table
        if table.roll_waiting() is not None:
            assert table.roll()
        elif table.human_to_move():
            state = record.state
            if state.phase == "turn":  # (unhovered, it was drawn by the frame that showed it)
                for hovered in (-1, 0, 1):
                    scene.hovered_turn = hovered
                    scene.draw(app.screen)
                scene.hovered_turn = None
                turns_drawn += 1
            assert table.submit(rng.choice(state.legal_actions())) is None
        elif record.state.is_terminal() and table.caught_up:
            break
        app.dirty = True  # every step is drawn, the frame after it is played
        run_frames(app, 1)
    assert record.state.is_terminal(), "the game was played to its end"
    assert turns_drawn > 10
