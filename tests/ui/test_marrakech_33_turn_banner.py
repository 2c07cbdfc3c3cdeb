"""Issue 33, item 8: the change of turn is said over the market's top edge, hiding no square,
while the players' rows and the log already tell the carpet just laid."""

from __future__ import annotations

from common.ui.settings import SPEEDS
from marrakech.ui import play_scene
from tests.ui.driver import reach_placing, run_frames, start_marrakech, wait_for


def test_the_turn_banner_hides_no_square_and_the_numbers_are_new(app, monkeypatch):
    app.animation_speed = dict(SPEEDS)["Normal"]
    plaques = []
    real = play_scene.table_draw.draw_turn_banner
    monkeypatch.setattr(
        play_scene.table_draw,
        "draw_turn_banner",
        lambda surface, lay, words: plaques.append(lay) or real(surface, lay, words),
    )
    scene = start_marrakech(app, players=4)
    reach_placing(app, scene)
    mover = scene.table.shown.seat
    scene.submit(scene.record.state.legal_actions()[0])
    wait_for(app, lambda: scene.view_model().banner is not None)
    view = scene.view_model()
    told = scene.told_view(view)
    assert told.state.carpets_left(mover) == view.state.carpets_left(mover) - 1
    assert len(scene.log(scene.table.shown_index + 1)) > len(scene.log())
    scene.draw(app.screen)
    assert plaques, "the turn banner is the slim one"
    for size in ((1024, 640), (1280, 800), (1600, 1000)):
        scene.layout(size)
        run_frames(app)
        lay = scene.lay
        assert not play_scene.table_draw.turn_banner_rect(lay).colliderect(lay.board), size
