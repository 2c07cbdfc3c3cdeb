"""Issue 52 (Marrakech 3): what Undo takes back is the same at every table. A carpet can be taken
back until the next roll at two players as at three (at two it was refused at once: "The next
carpet has been drawn"), a turn of Assam until its die is rolled, and Redo plays again what
Undo took back, the same carpet drawn."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.driver import click, key, open_marrakech_setup, run_frames, turn_key, wait_for


def table(app, players: int, variant: bool):
    setup = open_marrakech_setup(app)
    click(app, setup.count.segment(players - 2).center)
    if setup.variant.checked != variant:
        click(app, setup.variant.rect.center)
    click(app, setup.start_button.rect.center)
    run_frames(app)
    return app.top


def undo_and_redo(app, scene) -> None:
    """Undo is offered and takes the move back; Redo is offered and plays it again."""
    run_frames(app)
    after = (scene.record.cursor, scene.record.actions[: scene.record.cursor])
    assert scene.undo_button.enabled, scene.undo_button.tooltip
    assert "until the next die is rolled" in scene.undo_button.tooltip  # what, and until when
    click(app, scene.undo_button.rect.center)
    run_frames(app)
    assert scene.record.cursor < after[0] and scene.message == "Move taken back."
    assert scene.redo_button.enabled
    click(app, scene.redo_button.rect.center)
    run_frames(app)
    assert (scene.record.cursor, scene.record.actions[: scene.record.cursor]) == after
    assert not scene.redo_button.enabled


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("variant", [False, True])
def test_a_carpet_and_a_turn_are_taken_back_alike_at_every_table(app, players, variant):
    scene = table(app, players, variant)
    for _ in range(2):  # two players' turns
        if scene.rolling():
            key(app, pygame.K_SPACE)
        wait_for(app, lambda: scene.table.caught_up and scene.table.human_to_move())
        if scene.human_to("turn"):
            key(app, turn_key(scene, 0))
            undo_and_redo(app, scene)  # the turn, its die not rolled
            key(app, pygame.K_SPACE)
        wait_for(app, lambda: scene.human_to("place") and scene.table.caught_up)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        wait_for(app, lambda: scene.table.caught_up)
        undo_and_redo(app, scene)  # the carpet, at two players across the next one's draw
        if variant:
            wait_for(app, lambda: scene.human_to("turn") and scene.table.caught_up)
            key(app, turn_key(scene, 0))
            undo_and_redo(app, scene)  # the end-of-turn turn, the next die not rolled
