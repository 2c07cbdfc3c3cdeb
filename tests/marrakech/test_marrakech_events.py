"""The rules say what happened: Marrakech events against hand-built positions and random games."""

from __future__ import annotations

import random

import pytest

from common.core.i18n import set_language
from marrakech.rules.actions import parse_action
from marrakech.rules.board import square
from marrakech.rules.events import (
    LAST_STANDING,
    NO_CARPET,
    NO_TIE,
    ON_DIRHAMS,
    OWN_CARPET,
    OWNER_OUT,
    SHARED,
    AssamStep,
    AssamTurned,
    AssamWalked,
    CarpetColourDrawn,
    CarpetLaid,
    DieRolled,
    FirstPlayerDrawn,
    GameOver,
    NoTribute,
    PlayerOut,
    TributePaid,
    describe,
)
from marrakech.rules.game import GAME
from marrakech.rules.playout import play_api
from marrakech.rules.setup import MarrakechSetup
from tests.marrakech.positions import END_ROWS, TRIBUTE_ROWS, TWO_PLAYER_ROWS, position


def events_of(before, text):
    action = parse_action(text)
    return describe(before, action, before.apply_action(action))


def test_chance_draws_the_first_player_and_a_two_player_carpet_colour():
    start = GAME.initial_state(MarrakechSetup(2))
    assert events_of(start, "s2") == (FirstPlayerDrawn(1),)
    drawing = position(players=2, phase="draw", seat=1, colour="-")
    assert events_of(drawing, "+p") == (CarpetColourDrawn(0, 2),)


def test_turning_assam_says_from_where_to_where_and_in_words():
    set_language("en")
    (turned,) = events_of(position(phase="turn", assam="A33N", seat=2), "L")
    assert turned == AssamTurned(1, -1, 0, 3)
    assert (turned.facing_words, turned.turn_words) == ("west", "left")
    (straight,) = events_of(position(phase="turn", assam="A33E"), "S")
    assert (straight.from_facing, straight.to_facing, straight.facing_words) == (1, 1, "east")


def test_a_roll_walks_assam_square_by_square_through_the_border_arc():
    # From (6,2) facing north, 4 steps: (6,1), (6,0), the corner arc back in on (6,0) facing
    # west, then (5,0).
    rolled, walked, tribute = events_of(position(phase="roll", assam="A62N"), "d4")
    assert rolled == DieRolled(0, 4, 4)
    assert walked == AssamWalked(
        0,
        square(6, 2),
        0,
        (
            AssamStep(square(6, 1), 0, False),
            AssamStep(square(6, 0), 0, False),
            AssamStep(square(6, 0), 3, True),
            AssamStep(square(5, 0), 3, False),
        ),
    )
    assert tribute == NoTribute(0, square(5, 0), NO_CARPET, None)


def test_an_arc_between_two_rows_is_one_step_that_turns_assam_round():
    _rolled, walked, _tribute = events_of(position(phase="roll", assam="A63E"), "d1")
    assert walked.path == (AssamStep(square(6, 4), 3, True),)


def test_tribute_names_payer_payee_amount_and_the_region():
    _rolled, walked, paid = events_of(position(TRIBUTE_ROWS, phase="roll", assam="A31S"), "d1")
    region = frozenset({square(3, 2), square(4, 2), square(4, 3), square(5, 3)})
    assert paid == TributePaid(0, 1, 4, 4, square(3, 2), region)
    assert walked.end.square == square(3, 2)


@pytest.mark.parametrize(
    ("kwargs", "why", "owner"),
    [
        ({"seat": 2}, OWN_CARPET, 1),
        ({"assam": "A30S"}, NO_CARPET, None),
        ({"out": "2"}, OWNER_OUT, 1),
    ],
)
def test_no_tribute_says_why(kwargs, why, owner):
    settings = {"phase": "roll", "assam": "A31S", **kwargs}
    events = events_of(position(TRIBUTE_ROWS, **settings), "d1")
    assert isinstance(events[-1], NoTribute)
    assert (events[-1].why, events[-1].owner) == (why, owner)


def test_two_players_pay_nothing_on_their_own_second_colour():
    rows = TWO_PLAYER_ROWS
    events = events_of(position(rows, players=2, phase="roll", assam="A31S", seat=2), "d1")
    assert events[-1] == NoTribute(1, square(3, 2), OWN_CARPET, 1)


def test_a_player_who_cannot_pay_pays_all_and_goes_out():
    state = position(TRIBUTE_ROWS, phase="roll", assam="A31S", dirhams=[3, 30, 30, 30])
    *_walk, paid, out = events_of(state, "d1")
    assert (paid.amount, paid.due) == (3, 4)
    assert out == PlayerOut(0, 4, 3)


def test_the_last_player_standing_ends_the_game():
    state = position(
        TRIBUTE_ROWS, players=3, phase="roll", assam="A31S", out="3", dirhams=[1, 30, 0]
    )
    *_walk, out, over = events_of(state, "d1")
    assert out == PlayerOut(0, 4, 1)
    assert over.winners == (1,) and over.tie_break == LAST_STANDING


def test_a_carpet_laid_says_whose_which_and_what_it_covered():
    rows = [".......", ".......", "... y00 y00 ..", ".......", ".......", ".......", "......."]
    state = position(rows, seat=1, left=[10, 11, 12, 12])
    (laid,) = events_of(state, "42-43")
    assert laid == CarpetLaid(0, 0, (square(4, 2), square(4, 3)), 2, ((1, 0), None))


def test_game_over_gives_the_breakdown_and_how_the_winner_was_found():
    final_move = position(END_ROWS, seat=4, left=[0, 0, 0, 1], dirhams=[30, 30, 30, 30])
    laid, over = events_of(final_move, "31-32")
    assert isinstance(laid, CarpetLaid) and isinstance(over, GameOver)
    assert [(s.dirhams, s.squares, s.total) for s in over.scores] == [
        (30, 2, 32),
        (30, 4, 34),
        (30, 0, 30),
        (30, 2, 32),
    ]
    assert (over.winners, over.tie_break, over.level, over.best) == ((1,), NO_TIE, (1,), 34)


def test_a_tie_on_score_is_told_as_won_on_dirhams_or_shared():
    on_dirhams = position(END_ROWS, seat=4, left=[0, 0, 0, 1], dirhams=[32, 30, 30, 30])
    over = events_of(on_dirhams, "31-32")[-1]
    assert (over.winners, over.tie_break) == ((0,), ON_DIRHAMS)
    assert set(over.level) == {0, 1}
    rows = list(END_ROWS)
    rows[6] = "y00 y00 . . . . ."
    shared = position(rows, seat=4, left=[0, 0, 0, 1], dirhams=[30, 30, 30, 30])
    over = events_of(shared, "31-32")[-1]
    assert (over.winners, over.tie_break, over.level) == ((0, 1, 3), SHARED, (0, 1, 3))


@pytest.mark.parametrize("setup", [MarrakechSetup(n, v) for n in (2, 3, 4) for v in (False, True)])
def test_over_random_games_the_events_account_for_every_change(setup):
    for seed in range(12):
        final, actions = play_api(GAME.initial_state(setup), random.Random(seed).random)
        state = GAME.initial_state(setup)
        overs = []
        for action in actions:
            after = state.apply_action(action)
            events = describe(state, action, after)
            paid = [0] * setup.players
            for event in events:
                if isinstance(event, TributePaid):
                    paid[event.payer] -= event.amount
                    paid[event.payee] += event.amount
                    assert event.square in event.region and event.amount <= event.due
                if isinstance(event, AssamWalked):
                    assert len(event.path) == action.value
                    x, y, facing = after.assam
                    assert (event.end.square, event.end.facing) == (square(x, y), facing)
                if isinstance(event, PlayerOut):
                    assert after.out[event.seat] and not state.out[event.seat]
                if isinstance(event, CarpetLaid):
                    assert after.carpet_at(event.squares[0]) == (event.colour, event.number)
                if isinstance(event, GameOver):
                    overs.append(event)
            change = [after.dirhams[s] - state.dirhams[s] for s in range(setup.players)]
            assert paid == change, "payments in the events are exactly the dirhams that moved"
            went_out = {e.seat for e in events if isinstance(e, PlayerOut)}
            assert went_out == {s for s in range(setup.players) if after.out[s] > state.out[s]}
            state = after
        assert len(overs) == 1 and state == final
        outcome = final.outcome()
        assert overs[0].winners == outcome.winners
        assert tuple(s.total for s in overs[0].scores) == outcome.scores
