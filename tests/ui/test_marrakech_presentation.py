"""What a player sees and does at the Marrakech table (issue 12), checked through real events
and the view model: the person rolls the die, the arrows name the way Assam faces, messages
stay until the player acts, a drop lands only on its green ghost, 'No tribute' is said, the
change of turn is announced, the forecast shows, and the results card celebrates only a
person who won."""

from __future__ import annotations

import random

import pygame

from common.core.record import GameRecord
from marrakech.rules.events import NoTribute
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui.beats import plan_beat
from marrakech.ui.log_panel import log_rows
from marrakech.ui.results_scene import ResultsScene
from marrakech.ui.session import MarrakechSession, Seat
from marrakech.ui.table_view import build_view
from marrakech.ui.table_words import banner_words
from tests.helpers import roll_if_waiting
from tests.ui.driver import (
    click,
    drag,
    key,
    play_human_turn,
    reach_placing,
    run_frames,
    start_marrakech,
    turn_key,
    wait_for,
)


def test_a_person_rolls_the_die_and_the_screen_waits_for_it(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    before = scene.record.cursor
    key(app, turn_key(scene, 0))
    run_frames(app, 20)
    assert len(scene.record.actions) == before + 1, "the die is not drawn before the roll"
    assert scene.table.shown_index == before + 1 and scene.rolling()
    assert scene.view_model().roll_ready and scene.roll_button.visible
    assert "roll the die" in scene.status_text()
    click(app, scene.lay.die.center)  # a click on the die rolls it
    assert not scene.rolling() and scene.record.actions[before + 1].kind == "roll"
    assert scene.table.shown_index >= before + 2


def test_the_roll_button_rolls_too(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    key(app, turn_key(scene, 1))
    assert scene.rolling()
    click(app, scene.roll_button.rect.center)
    wait_for(app, lambda: scene.human_to("place"))


def test_the_arrow_pressed_is_the_way_assam_faces_and_the_log_says_so(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    facing = scene.record.state.assam[2]
    west_or_east = pygame.K_LEFT if facing != 1 else pygame.K_RIGHT
    key(app, west_or_east)
    faces = 3 if west_or_east == pygame.K_LEFT else 1
    assert scene.table.shown.assam[2] == faces
    assert scene.log()[-1].text.endswith(("face west.", "face east."))


def test_a_click_on_the_square_ahead_turns_assam_to_face_it(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    x, y, facing = scene.record.state.assam  # the centre: every neighbour is on the board
    before = scene.record.cursor
    right = (facing + 1) % 4
    dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[right]
    click(app, scene.lay.square_centre((y + dy) * 7 + x + dx))
    assert str(scene.record.actions[before]) == "R"


def test_the_turn_arrows_stay_inside_assams_square(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    x, y, _facing = scene.record.state.assam
    square = scene.lay.square_rect(y * 7 + x)
    for (cx, cy), radius in scene.turn_arrows().values():
        arrow = pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius)
        assert square.contains(arrow)


def test_a_message_stays_until_the_player_acts(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    key(app, turn_key(scene, 2))  # a U-turn is refused, and said
    message = scene.message
    assert message and "cannot turn round" in message
    for _ in range(10):
        app.step(1.0)  # ten seconds later
    assert scene.message == message
    key(app, turn_key(scene, 0))
    assert scene.message is None


def test_a_carpet_dropped_over_assam_goes_back_instead_of_snapping_elsewhere(app):
    scene = start_marrakech(app)
    reach_placing(app, scene)
    state = scene.record.state
    x, y, _facing = state.assam
    centre = scene.lay.square_centre(y * 7 + x)  # the carpet held half over Assam
    drag(app, scene.hand.sprite.center, (centre[0] + scene.lay.cell / 2, centre[1]))
    run_frames(app, 30)
    assert scene.record.state is state
    assert scene.hand.sprite.center == scene.hand.sprite.home


def _record_with(players: int, wanted) -> tuple[GameRecord, int]:
    """A random game's record and the index of its first action that `wanted` accepts."""
    for seed in range(40):
        record = GameRecord(GAME, MarrakechSetup(players), seed, {})
        roll_if_waiting(record)
        rng = random.Random(seed)
        while not record.state.is_terminal():
            record.play(rng.choice(record.state.legal_actions()))
            roll_if_waiting(record)
        for i, action in enumerate(record.actions):
            if wanted(record, i, action):
                return record, i
    raise AssertionError("no such action in forty games")


def test_no_tribute_is_said_where_assam_stops(app):
    def nothing_due(record, i, action):
        if action.kind != "roll":
            return False
        return any(isinstance(e, NoTribute) for e in record.steps[i].events)

    record, i = _record_with(3, nothing_due)
    beat = plan_beat(record.steps[i], False)
    scene = start_marrakech(app, players=3)
    beat.elapsed = beat.plan["walk_end"] + 0.1
    view = build_view(scene.lay, beat.before, beat, 0, None, False)
    assert isinstance(view.no_tribute, NoTribute)
    beat.elapsed = beat.plan["walk_end"] - 0.1  # not before he gets there
    assert build_view(scene.lay, beat.before, beat, 0, None, False).no_tribute is None


def test_the_change_of_turn_is_announced_after_a_carpet_is_laid(app):
    def hands_over(record, i, action):
        return action.kind == "place" and not record.state_at(i + 1).is_terminal()

    record, i = _record_with(3, hands_over)
    before, after = record.state_at(i), record.state_at(i + 1)
    beat = plan_beat(record.steps[i], True)
    scene = start_marrakech(app, players=3)
    beat.elapsed = beat.duration - 0.01
    view = build_view(scene.lay, before, beat, 0, None, False)
    assert view.banner == ("next", after.seat)
    words = banner_words(view.banner, scene.names(), scene.table.is_human)
    assert words.startswith(scene.name(after.seat))


def test_the_forecast_shows_while_a_person_turns_assam_and_can_be_turned_off(app):
    scene = start_marrakech(app)
    wait_for(app, lambda: scene.human_to("turn"))
    run_frames(app)
    with_forecast = pygame.Surface.copy(app.screen)
    app.settings.forecast = False
    app.dirty = True
    run_frames(app)
    board = scene.lay.board
    differs = any(
        with_forecast.get_at((x, y)) != app.screen.get_at((x, y))
        for x in range(board.left, board.right, 4)
        for y in range(board.top, board.bottom, 4)
    )
    assert differs  # the badges were drawn on the board, and now they are not


def _finished_results(app, computer_wins: bool) -> ResultsScene:
    record, _i = _record_with(2, lambda r, i, a: i == 0)
    winners = record.state.outcome().winners
    seats = [Seat("Leila", None, [0, 4]), Seat("Omar", None, [1, 5])]
    for seat in range(2):
        if (seat in winners) == computer_wins:
            seats[seat].level = "easy"
    session = MarrakechSession(record.setup, seats, record.seed)
    scene = ResultsScene(app, record, session, lambda: None, lambda: None)
    app.push(scene)
    return scene


def test_confetti_only_for_a_person_who_won(app):
    assert _finished_results(app, computer_wins=False).human_won()
    assert not _finished_results(app, computer_wins=True).human_won()


def test_the_results_show_the_final_market_and_a_click_enlarges_it(app):
    scene = _finished_results(app, computer_wins=False)
    run_frames(app)
    assert scene.market_rect.width > 40
    click(app, scene.market_rect.center)
    assert scene.enlarged
    click(app, (5, 5))
    assert not scene.enlarged


def test_the_log_groups_turns_scrolls_and_a_hovered_line_lights_its_squares(app):
    scene = start_marrakech(app, players=3)
    for _ in range(12):
        wait_for(app, lambda: scene.human_to("turn") or scene.human_to("place"))
        play_human_turn(app, scene)
    run_frames(app)
    rows = log_rows(scene.log())
    assert any(entry is None and words.startswith("Turn 2") for words, _seat, entry in rows)
    laid = scene.log_panel._shown[-1]  # the newest line shows at the bottom: a carpet laid
    rect, entry = laid
    assert entry is not None and len(entry.squares) == 2
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    run_frames(app)
    assert scene.log_panel.hovered is entry
    lit = [squares for squares, _glow in scene.board_view(scene.view_model()).highlights]
    assert set(entry.squares) in lit
    pygame.mouse.set_pos(rect.center)
    newest = scene.log_panel._shown[-1][1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    run_frames(app)
    assert scene.log_panel.back == 2 and scene.log_panel._shown[-1][1] is not newest


def test_only_people_at_this_screen_are_told_to_take_the_mouse():
    """Online (issue 47, 1.6) the seats played here are this window's own: a computer's or a
    friend's turn is never "your turn!", and one person alone here passes no mouse."""
    names = ["Amira", "Computer (Medium)", "Leila"]
    online_here = {0}.__contains__
    assert banner_words(("next", 1), names, online_here) == "Computer (Medium)'s turn"
    assert banner_words(("next", 2), names, online_here) == "Leila's turn"
    assert banner_words(("next", 0), names, online_here) == "Amira's turn"
    pass_and_play = {0, 2}.__contains__
    assert banner_words(("next", 2), names, pass_and_play) == "Leila, your turn!"
    assert banner_words(("next", 1), names, pass_and_play) == "Computer (Medium)'s turn"
