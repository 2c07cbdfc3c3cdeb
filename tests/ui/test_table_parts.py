"""The table controller's parts (issue 51, 4): Undo's answer is worked out once per position
and setting, not every frame, and the player's practice setting never becomes the record's;
the online table swaps parts rather than overriding the local table's members."""

from __future__ import annotations

from common.core.record import GameRecord
from common.ui.online_controller import OnlineController
from common.ui.table_controller import TableController
from tests.ui.driver import click, play_decisions, run_frames, versus_computer, wait_for


def test_undo_is_asked_once_per_position_and_practice_stays_the_players(app, monkeypatch):
    scene = versus_computer(app)
    play_decisions(app, scene, 2)  # a turn and a carpet; the computer then turns and rolls
    wait_for(app, lambda: scene.human_to("turn"))
    record = scene.record
    asked: list[object] = []
    check = GameRecord.undo_refusal

    def counted(self, *args, **options):
        asked.append(args or options)
        return check(self, *args, **options)

    monkeypatch.setattr(GameRecord, "undo_refusal", counted)
    run_frames(app, 30)
    assert len(asked) <= 1  # the buttons ask every frame: the answer is kept
    assert not scene.undo_button.enabled  # the computer's die is shown: a commitment
    app.settings.practice = True  # the player's setting, from the settings screen
    run_frames(app, 30)
    assert len(asked) <= 2 and scene.undo_button.enabled
    assert record.practice is False  # the record keeps its own mode
    cursor = record.cursor
    click(app, scene.undo_button.rect.center)
    assert record.cursor < cursor and scene.human_to("place")  # back across the shown die
    assert record.practice is False


def test_the_online_table_swaps_parts_and_overrides_no_member():
    shared = set(vars(OnlineController)) & set(vars(TableController))
    assert shared <= {"__init__", "__doc__", "__module__"}, shared
