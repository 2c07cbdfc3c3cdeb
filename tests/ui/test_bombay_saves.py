"""Bombay Bazar never loses a game: autosave and Resume from the title, Save and Load from the
pause menu, Undo and Redo (past the computer's tiles and the end pieces the rules put on), and a
tournament that goes on where it was left. Driven by posted mouse and keyboard events."""

from __future__ import annotations

import json

import pygame

from bombay.ui.play_scene import PlayScene
from bombay.ui.results_scene import ResultsScene
from bombay.ui.session import BombaySession
from bombay.ui.setup_scene import ROUND_CHOICES
from common.core import saves
from common.ui.dialogs import Dialog
from common.ui.load_dialog import LoadDialog
from common.ui.savegames import SaveDialog
from common.ui.title import TitleScene
from tests.helpers import HeldRunner
from tests.ui.driver import (
    click,
    ctrl,
    key,
    open_bombay_setup,
    play_tiles,
    run_frames,
    start_bombay,
    wait_for,
    wait_for_human,
)


def settle(app, scene: PlayScene) -> None:
    """Until the screen shows the record's position and a person is to place a tile."""
    wait_for(app, lambda: scene.table.caught_up and scene.human_to_place)


def menu(app, label: str) -> None:
    """Esc, then the pause menu's button with this label."""
    key(app, pygame.K_ESCAPE)
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "Paused"
    click(app, next(b for b in dialog.buttons if b.label == label).rect.center)


def resume_from_title(app) -> PlayScene:
    title = app.top
    assert isinstance(title, TitleScene) and title.resume_button is not None
    assert title.resume_button.label == "Resume Bombay Bazar"
    click(app, title.resume_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene)
    return scene


def seats(scene: PlayScene) -> list[tuple[str, str | None, int]]:
    return [(s.name, s.level, s.colour) for s in scene.session.seats]


def test_the_game_is_autosaved_and_resumed_from_the_title_with_its_seats(app):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(2).center)  # 3 players
    click(app, setup.names[1].rect.center)
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Kavya"))
    click(app, setup.colour_rects[0][0].center)  # seat 1 takes another colour
    click(app, setup.kinds[2].segment(1).center)  # seat 3: Easy
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene)
    table = seats(scene)
    assert table[1][0] == "Kavya" and table[0][2] != 0 and table[2][1] == "easy"
    play_tiles(app, scene, 5)
    settle(app, scene)
    position, actions = scene.record.state, list(scene.record.actions)
    saved = json.loads(saves.autosave_path("bombay").read_text())
    assert saved["game"] == "bombay" and saved["meta"]["seats"][1]["name"] == "Kavya"
    menu(app, "Back to title")
    resumed = resume_from_title(app)
    assert resumed is not scene
    assert resumed.record.state == position and resumed.record.actions == actions
    assert seats(resumed) == table
    assert resumed.table.shown == position and resumed.table.caught_up  # no replay of the moves
    play_tiles(app, resumed, 1, start=5)  # and the game goes on
    assert len(resumed.record.actions) > len(actions)


def test_a_computer_to_move_after_resume_starts_thinking(app):
    app.runner = thinking = HeldRunner()  # the computer is still thinking when the game is left
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(1).center)  # 2 players
    click(app, setup.kinds[1].segment(2).center)  # seat 2: Medium (it thinks a little while)
    click(app, setup.start_button.rect.center)
    scene = app.top
    play_tiles(app, scene, 1)
    wait_for(app, lambda: scene.table.computer is not None)
    menu(app, "Back to title")
    resumed = resume_from_title(app)
    assert resumed.record.state.current_player() == 1
    wait_for(app, lambda: resumed.table.computer is not None)
    thinking.release()
    settle(app, resumed)  # it played, and the person is to move
    assert resumed.record.steps[len(resumed.record.actions) - 1].seat == 1


def test_ctrl_z_takes_back_a_tile_and_ctrl_y_plays_it_again(app):
    scene = start_bombay(app, players=2)
    play_tiles(app, scene, 3)
    settle(app, scene)
    after, cursor = scene.record.state, scene.record.cursor
    ctrl(app, pygame.K_z)
    before = scene.record.state
    assert before != after and scene.record.cursor == cursor - 1
    assert scene.human_to_place and scene.table.shown == before and scene.table.beat is None
    assert scene.redo_button.enabled and scene.message == "Move taken back."
    ctrl(app, pygame.K_z)
    assert scene.record.cursor == cursor - 2
    ctrl(app, pygame.K_z, shift=True)  # Ctrl+Shift+Z redoes too
    assert scene.record.cursor == cursor - 1
    ctrl(app, pygame.K_y)
    assert scene.record.state == after and not scene.record.can_redo()
    assert not scene.redo_button.enabled
    run_frames(app, 10)
    assert scene.record.state == after  # nothing replays by itself
    play_tiles(app, scene, 1, start=9)  # playing on after an undo drops the redo tail
    assert not scene.record.can_redo()


def test_undo_against_a_computer_goes_back_to_the_persons_previous_tile(app):
    app.runner = thinking = HeldRunner()  # the computer thinks until released
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(1).center)  # 2 players
    click(app, setup.kinds[1].segment(2).center)  # seat 2: Medium (it thinks a little while)
    click(app, setup.start_button.rect.center)
    scene = app.top
    for turn in range(3):
        wait_for(app, lambda: scene.table.computer is not None or scene.human_to_place)
        thinking.release()
        play_tiles(app, scene, 1, start=turn)
    wait_for(app, lambda: scene.table.computer is not None)
    thinking.release()
    settle(app, scene)
    record = scene.record
    people = [i for i in range(record.cursor) if record.steps[i].seat == 0]
    assert record.steps[record.cursor - 1].seat == 1  # the computer played last
    position_before_mine = record.state_at(people[-1])
    assert scene.undo_button.enabled
    click(app, scene.undo_button.rect.center)
    assert record.cursor == people[-1] and record.state == position_before_mine
    assert record.state.current_player() == 0 and scene.human_to_place
    assert scene.table.computer is None  # nobody thinks while the person is to move
    click(app, scene.redo_button.rect.center)
    assert record.state.current_player() == 0 and not record.can_redo()
    # Play on until the computer's turn comes round with a tile to think about (on some tables
    # the computer is stuck now and then, and its end piece goes on by itself).
    for turn in range(3, 9):
        play_tiles(app, scene, 1, start=turn)
        wait_for(
            app,
            lambda: (
                scene.table.computer is not None
                or scene.human_to_place
                or scene.record.state.is_terminal()
            ),
        )
        if scene.table.computer is not None:
            break
    assert scene.table.computer is not None, "the computer never had a tile to think about"
    click(app, scene.undo_button.rect.center)  # undo while it thinks: it stops
    assert scene.table.computer is None and record.state.current_player() == 0
    settle(app, scene)


def test_undo_and_redo_go_past_the_end_pieces_the_rules_put_on(app):
    scene = start_bombay(app, players=2)
    record = scene.record
    turn = 0
    while not any(a.kind == "end" for a in record.actions):
        play_tiles(app, scene, 1, start=turn)
        turn += 1
        assert turn < 100
    wait_for(
        app, lambda: scene.table.caught_up and (scene.human_to_place or record.state.is_terminal())
    )
    # The tests' seeded tables deal a game where one trunk ends while the other goes on.
    assert not record.state.is_terminal()
    end = next(i for i, a in enumerate(record.actions) if a.kind == "end")
    finished = record.steps[end].seat
    after_end = record.state
    ctrl(app, pygame.K_z)
    assert not record.state.forced_end and scene.human_to_place
    assert record.cursor < end  # back before the end piece
    ctrl(app, pygame.K_z)
    ctrl(app, pygame.K_y)
    ctrl(app, pygame.K_y)
    assert record.state == after_end and not record.can_redo()
    assert record.state.is_out(finished)
    # the game goes on to the end: the other trunk's end piece goes on by itself as well
    for _ in range(100):
        if not wait_for_human(app, scene):
            break
        play_tiles(app, scene, 1, start=turn)
        turn += 1
    for _ in range(30):
        run_frames(app, 1)
    assert isinstance(app.top, ResultsScene) and app.top.record.state.is_terminal()
    assert not saves.autosave_path("bombay").exists()  # a finished game leaves nothing to resume


def test_a_game_saved_by_name_loads_from_the_titles_list(app):
    scene = start_bombay(app, players=2, computers=(1,))
    play_tiles(app, scene, 3)
    settle(app, scene)
    position, table = scene.record.state, seats(scene)
    menu(app, "Save game…")
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    for _ in range(45):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Monsoon"))
    click(app, dialog.save_button.rect.center)
    assert isinstance(app.top, Dialog) and "Monsoon" in app.top.message
    key(app, pygame.K_RETURN)  # OK
    assert app.top is scene
    play_tiles(app, scene, 1, start=3)  # the game goes on past the save
    assert [info.name for info in saves.list_saves()] == ["Monsoon"]
    assert saves.list_saves()[0].game == "bombay"
    menu(app, "Back to title")
    run_frames(app)
    click(app, app.top.load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadDialog)
    assert [info.slot for info in load.entries] == [True, False]  # the game goes on, in its slot
    click(app, load.rows[1].center)  # Monsoon: an earlier position than the slot's
    assert isinstance(app.top, Dialog) and "open this one?" in app.top.message
    click(app, app.top.buttons[0].rect.center)  # keep the unfinished game in Load and open
    opened = app.top
    assert isinstance(opened, PlayScene) and opened.record.state == position
    assert seats(opened) == table and opened.human_to_place


def test_a_resumed_tournament_keeps_its_earlier_rounds_medals(app):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(2).center)  # 3 players, all computers
    for seat in range(3):
        click(app, setup.kinds[seat].segment(1).center)
    click(app, setup.tournament.rect.center)
    click(app, setup.rounds.segment(ROUND_CHOICES.index(3)).center)
    click(app, setup.start_button.rect.center)
    wait_for(app, lambda: isinstance(app.top, ResultsScene))
    first = app.top.session.tournament
    assert len(first.results) == 1 and first.rounds == 3
    medals = first.medals()
    # leaving between rounds keeps the tournament: Resume opens the next round
    click(app, app.top.title.rect.center)
    pending = saves.load_autosave("bombay")
    assert pending is not None and saves.decisions_made(pending) == 0
    assert pending.meta["tournament"] == first.to_json()
    opened = PlayScene(app, BombaySession.from_record(pending), lambda r, s: None, pending)
    assert opened.table.shown_index == 0  # a round not yet begun announces who goes first
    opened.on_exit()
    scene = resume_from_title(app)
    assert scene.session.tournament == first and scene.session.round_number == 2
    assert scene.record.seed == pending.seed
    wait_for(app, lambda: len(scene.record.actions) >= 6)
    menu(app, "Back to title")  # in the middle of round 2
    scene = resume_from_title(app)
    assert scene.session.tournament == first and scene.session.tournament.medals() == medals
    assert [s.level for s in scene.session.seats] == ["easy"] * 3
    wait_for(app, lambda: isinstance(app.top, ResultsScene))  # the computers play on
    second = app.top.session.tournament
    assert second.results[0] == first.results[0] and len(second.results) == 2
    assert app.top.again.label == "Next round"


def test_odd_or_missing_details_in_a_save_get_sensible_defaults(app):
    scene = start_bombay(app, players=3)
    record = scene.record
    record.meta = {
        "seats": [{"name": "", "level": "genius", "colour": 99}, "x", {"colour": 0}],
        "tournament": {"players": 4, "rounds": 2, "results": []},
    }
    session = BombaySession.from_record(record)
    assert [s.name for s in session.seats] == ["Player 1", "Player 2", "Player 3"]
    assert [s.level for s in session.seats] == [None, None, None]
    assert [s.colour for s in session.seats] == [0, 1, 2]  # valid and all different
    assert session.tournament is None  # a tournament for another table is dropped
    record.meta = {"tournament": {"players": 3, "rounds": 2, "results": [[4, 5, 6]]}}
    assert BombaySession.from_record(record).tournament.results == ((4, 5, 6),)


def test_quit_from_the_pause_menu_asks_first_and_says_the_game_is_kept(app):
    """Issue 52, Marrakech 8 (both games' pause menu): Quit Bazaar asks once."""
    scene = start_bombay(app, players=2)
    settle(app, scene)
    menu(app, "Quit Bazaar")
    question = app.top
    assert isinstance(question, Dialog) and question.title == "Quit Bazaar?"
    assert "Resume" in question.message and app.running
    key(app, pygame.K_ESCAPE)  # Esc stays
    assert app.running and app.top is scene
    menu(app, "Quit Bazaar")
    click(app, app.top.buttons[1].rect.center)
    assert not app.running
