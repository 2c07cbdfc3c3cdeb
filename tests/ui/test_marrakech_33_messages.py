"""Issue 33, item 6: a refusal gives way to the prompt when the turn passes (it stays while the
player has not acted: tests/ui/test_marrakech_presentation.py), and the prompt is never drawn in
the refusal's red."""

from __future__ import annotations

from marrakech.ui import play_scene
from tests.ui.driver import reach_placing, run_frames, start_marrakech, wait_for


def test_a_refusal_ends_when_the_turn_passes_and_the_prompt_is_not_red(app, monkeypatch):
    calls = []
    real = play_scene.table_draw.draw_status
    monkeypatch.setattr(
        play_scene.table_draw,
        "draw_status",
        lambda surface, lay, words, error: (
            calls.append((words, error)) or real(surface, lay, words, error)
        ),
    )
    scene = start_marrakech(app, players=3)
    reach_placing(app, scene)
    scene.say("No.", error=True)
    scene.submit(scene.record.state.legal_actions()[0])  # laid (not by a key: it stays said)
    scene.message = "No."  # as if nothing had cleared it
    wait_for(app, lambda: scene.human_to("turn"))
    run_frames(app)
    assert scene.message is None, "the turn passed: the refusal is gone"
    scene.draw(app.screen)
    words, error = calls[-1]
    assert words == scene.status_text() and not error, "the prompt in its own colour"
