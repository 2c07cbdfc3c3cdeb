"""Bombay Bazar played through the real scenes with mouse and keyboard events, headless."""

from __future__ import annotations

import json

import pygame
import pytest

from bombay.rules.actions import place
from bombay.rules.scoring import solo_score
from bombay.rules.tiles import PATTERNS
from bombay.ui.play_scene import PlayScene
from bombay.ui.results_scene import ResultsScene
from bombay.ui.setup_scene import ROUND_CHOICES
from bombay.ui.storage import HIGH_SCORE_FILE
from common.ai.worker import BotWorker
from common.ui import seat_players as table
from common.ui.dialogs import Dialog
from tests.helpers import HeldRunner
from tests.ui.driver import (
    click,
    key,
    motion,
    open_bombay_setup,
    place_tile_as_dropped,
    place_tile_by_clicking,
    place_tile_by_dragging,
    post,
    run_frames,
    start_bombay,
    turn_tile_to,
    wait_for,
    wait_for_human,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """High scores go to a temporary folder, never to the user's."""
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(tmp_path))
    return tmp_path


def play_to_the_end(app, scene: PlayScene, limit: int = 200) -> int:
    """Place tiles as a person would until the game ends; the number placed."""
    for turn in range(limit):
        if not wait_for_human(app, scene):
            return turn
        state = scene.record.state
        options = [a for a in state.legal_actions() if a.kind == "place"]
        action = options[(turn * 7) % len(options)]
        before = scene.record.cursor
        if turn % 3 == 2:
            place_tile_by_clicking(app, scene, action)
        else:
            place_tile_by_dragging(app, scene, action)
        assert scene.record.cursor > before, f"{action} was not taken in {state}"
        assert scene.record.actions[before] == action
    raise AssertionError("the game did not end")


def test_a_whole_two_player_game_from_the_setup_to_the_results(app):
    scene = start_bombay(app, players=2)
    assert scene.record.state.num_players() == 2
    assert [scene.record.state.elephant(q) for q in range(2)] == [1, 3]  # opposite elephants
    placed = play_to_the_end(app, scene)
    for _ in range(30):
        run_frames(app, 1)
    assert isinstance(app.top, ResultsScene)
    state = app.top.record.state
    assert state.is_terminal() and all(state.is_out(q) for q in range(2))
    assert placed >= 10
    assert sum(state.lengths()) > placed  # trunks grew, and each got its end piece


def test_the_held_tile_turns_through_its_distinct_orientations_only(app):
    scene = start_bombay(app)
    assert wait_for_human(app, scene)
    click(app, scene.legal_only.rect.center)  # every orientation, legal or not
    assert not scene.legal_only.checked
    a = next(i for i, p in enumerate(PATTERNS) if p.orientations == 6)
    click(app, scene.lay.stacks[a])
    assert scene.hand.held == a and scene.hand.rotation == 0
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    run_frames(app, 1)
    assert scene.hand.rotation == 1
    key(app, pygame.K_q)
    key(app, pygame.K_q)
    assert scene.hand.rotation == 5
    post(pygame.MOUSEBUTTONDOWN, pos=scene.lay.centre((4, 4)), button=3)  # right click: turn
    run_frames(app)
    assert scene.hand.rotation == 0
    key(app, pygame.K_ESCAPE)
    assert scene.hand.held is None and scene.hand.drag.dragging is None
    straight = next(i for i, p in enumerate(PATTERNS) if p.orientations == 3)
    click(app, scene.lay.stacks[straight])
    for expected in (1, 2, 0, 1):
        key(app, pygame.K_RIGHT)
        assert scene.hand.rotation == expected
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)  # right click off the board: cancel
    run_frames(app)
    assert scene.hand.held is None
    assert scene.hand.stacks[straight].center == scene.hand.stacks[straight].home


def test_an_illegal_drop_changes_nothing_and_says_why(app):
    scene = start_bombay(app)
    assert wait_for_human(app, scene)
    state = scene.record.state
    supply = state.supply()
    # a tile that fits some way round (one that fits none is not even picked up), turned a
    # way it does not fit, with every way round offered
    bad, wrong = next(
        (p, r)
        for p in PATTERNS
        if supply[p] and state.legal_rotations(p)
        for r in range(p.orientations)
        if r not in state.legal_rotations(p)
    )
    reason = state.check_action(place(bad.name, wrong))
    assert reason
    click(app, scene.legal_only.rect.center)
    assert not scene.legal_only.checked
    start = scene.lay.stacks[bad.index]
    target = scene.lay.centre(state.play_cell())
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    motion(((start[0] + target[0]) / 2, (start[1] + target[1]) / 2))
    motion(target)
    run_frames(app, 1)
    turn_tile_to(app, scene, wrong, use_keys=False)
    run_frames(app, 1)
    assert scene.view.ghost is not None and scene.view.ghost[2] is False
    assert (
        scene.hand.ghost_reason
        and str(reason).split("(")[0].strip().lower() in scene.hand.ghost_reason.lower()
    )
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    run_frames(app, 30)
    assert scene.record.state == state and scene.record.cursor == len(scene.record.actions)
    assert scene.message and str(reason).split("(")[0].strip().lower() in scene.message.lower()
    assert (
        scene.hand.held == bad.index and scene.hand.drag.dragging is scene.hand.stacks[bad.index]
    )  # in hand
    # a legal tile dropped on another cell is refused too, with the cell to play named
    good = next(p for p in PATTERNS if state.legal_rotations(p))
    other = next(c for c in [(4, 3), (4, 4), (3, 3)] if c != state.play_cell())
    post(pygame.MOUSEBUTTONDOWN, pos=scene.lay.stacks[good.index], button=1)
    motion(scene.lay.centre(other))
    post(pygame.MOUSEBUTTONUP, pos=scene.lay.centre(other), button=1)
    run_frames(app, 30)
    assert scene.record.state == state
    assert "glowing cell" in scene.message


def test_a_solo_game_reaches_its_score_and_the_high_score_table(app, data_dir):
    scene = start_bombay(app, players=1)
    assert scene.record.state.num_players() == 1
    play_to_the_end(app, scene)
    for _ in range(30):
        run_frames(app, 1)
    results = app.top
    assert isinstance(results, ResultsScene)
    score = solo_score(results.record.state.core()).score
    assert results.high_scores.scores == (score,) and results.rank == 1
    saved = json.loads((data_dir / HIGH_SCORE_FILE).read_text())
    assert saved["scores"] == [score]


def test_a_tournament_of_two_rounds_reaches_the_medal_table(app):
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(2).center)  # 3 players
    for seat in range(3):
        click(app, setup.kinds[seat].segment(1).center)
    click(app, setup.tournament.rect.center)
    click(app, setup.rounds.segment(ROUND_CHOICES.index(2)).center)
    click(app, setup.start_button.rect.center)
    for round_number in (1, 2):
        for _ in range(3000):
            if isinstance(app.top, ResultsScene):
                break
            run_frames(app, 1)
        results = app.top
        assert isinstance(results, ResultsScene)
        tournament = results.session.tournament
        assert len(tournament.results) == round_number
        if round_number == 1:
            click(app, results.again.rect.center)  # next round
            assert isinstance(app.top, PlayScene)
    assert tournament.finished and tournament.winners()
    medals = tournament.medals()
    assert sum(g for g, _s, _b in medals) >= 2  # a gold (or shared golds) in each round


def test_escape_pauses_and_resume_goes_back_to_the_table(app):
    scene = start_bombay(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Dialog)
    key(app, pygame.K_RETURN)  # Resume
    assert app.top is scene


def test_computer_seats_play_at_their_level_until_the_end(app, monkeypatch):
    asked: list[tuple[int, str]] = []  # (seat, level) of every computer move started

    class Recorded(table.ComputerMove):
        def __init__(self, game, level, state, *args, **kwargs) -> None:
            asked.append((state.current_player(), level))
            super().__init__(game, level, state, *args, **kwargs)

    monkeypatch.setattr(table, "ComputerMove", Recorded)  # computer seats' moves start there
    app.runner = thinking = HeldRunner()  # each computer is seen thinking, then released
    setup = open_bombay_setup(app)
    click(app, setup.count.segment(2).center)  # 3 players
    click(app, setup.kinds[1].segment(1).center)  # seat 2: Easy
    click(app, setup.kinds[2].segment(2).center)  # seat 3: Medium
    click(app, setup.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene)
    assert [seat.level for seat in scene.session.seats] == [None, "easy", "medium"]
    placed = thought = 0
    for _ in range(5000):
        if not isinstance(app.top, PlayScene):
            break
        state = scene.record.state
        if scene.human_to_place:
            assert scene.hint_button.enabled
            options = [a for a in state.legal_actions() if a.kind == "place"]
            place_tile_as_dropped(app, scene, options[(placed * 5) % len(options)])
            placed += 1
            continue
        if scene.table.computer is not None:
            assert not scene.hint_button.enabled
            assert "is thinking" in scene.status_text()
            thinking.release()
            thought += 1
        run_frames(app, 1)
    for _ in range(30):
        run_frames(app, 1)
    assert isinstance(app.top, ResultsScene)
    record = scene.record
    computer_moves = [
        (record.steps[i].seat, a) for i, a in enumerate(record.actions) if a.kind == "place"
    ]
    computer_moves = [(q, a) for q, a in computer_moves if q in (1, 2)]
    assert sorted(set(asked)) == [(1, "easy"), (2, "medium")]
    assert thought == len(asked)  # every computer move was seen thinking
    assert len(asked) == len(computer_moves)  # each computer tile came from its own bot
    assert {q for q, _a in computer_moves} == {1, 2}
    ends = [a for a in record.actions if a.kind == "end"]
    assert len(ends) == 3  # every trunk got its end piece, the person's too, unasked
    assert placed >= 3


def test_the_hint_button_shows_the_hard_players_move_without_playing_it(app):
    scene = start_bombay(app)
    assert wait_for_human(app, scene)
    before = len(scene.record.actions)
    click(app, scene.hint_button.rect.center)
    assert scene.table.hint is not None and scene.table.hint.level == "hard"
    wait_for(app, lambda: scene.shown_hint() is not None)
    hint = scene.shown_hint()
    state = scene.record.state
    assert state.check_action(hint) is None
    assert len(scene.record.actions) == before
    assert scene.message.startswith("Hint") and hint.orientation.pattern.name in scene.message
    run_frames(app, 2)
    assert scene.view.ghost == (hint.orientation, state.play_cell(), True)  # on the board
    assert scene.view.previews  # with the trunk it would grow
    scene.message = None  # the player acted: the words stay in the status once it has gone
    run_frames(app, 2)
    assert scene.message is None and scene.status_text().startswith("Hint")
    place_tile_by_dragging(app, scene, hint)  # playing on clears the hint
    assert scene.record.actions[before] == hint
    assert scene.shown_hint() is None and scene.table.hint is None
    assert wait_for_human(app, scene)
    run_frames(app, 2)
    assert scene.view.ghost is None and not scene.view.previews


def test_leaving_the_table_stops_a_thinking_computer_player(app):
    app.runner = BotWorker  # the app's own: each search on a background thread

    def hard_table():
        setup = open_bombay_setup(app)
        click(app, setup.count.segment(1).center)  # 2 players
        for seat in (0, 1):
            click(app, setup.kinds[seat].segment(3).center)  # Hard
        click(app, setup.start_button.rect.center)
        if isinstance(app.top, Dialog):  # the game left before had a move: keep it, start
            click(app, app.top.buttons[0].rect.center)
        scene = app.top
        assert isinstance(scene, PlayScene)
        assert [seat.level for seat in scene.session.seats] == ["hard", "hard"]
        wait_for(app, lambda: scene.table.computer is not None)
        return scene, scene.table.computer._worker

    # The test never stops the bot itself: only the scene's own stop can have cancelled it.
    scene, worker = hard_table()
    app.nav.title()  # what "Back to title" does after its confirmation
    assert scene.table.computer is None
    assert worker.wait(5.0) and worker.cancelled, "the bot kept thinking after the game was left"
    scene, worker = hard_table()
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # closing the window
    app.run()
    assert scene.table.computer is None
    assert worker.wait(5.0) and worker.cancelled, "the bot kept thinking after the window closed"
