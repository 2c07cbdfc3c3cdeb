"""One test (or a few) per rule of RULES-marrakech.md, on hand-built positions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from common.core.errors import IllegalActionError
from marrakech.rules.actions import parse_action
from marrakech.rules.board import square
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from tests.marrakech.positions import (
    END_ROWS,
    TRIBUTE_ROWS,
    TWO_PLAYER_ROWS,
    legal_texts,
    play,
    position,
)

# --- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "carpets"), [(2, 24), (3, 15), (4, 12)])
def test_a_new_game_deals_coins_and_carpets_and_a_random_seat_starts(players, carpets):
    state = GAME.initial_state(MarrakechSetup(players))
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"s{s + 1}" for s in range(players)]
    assert all(p == Fraction(1, players) for _, p in outcomes)
    started = state.apply_action(parse_action("s2"))
    assert started.seat == 1
    assert started.dirhams == (30,) * players
    assert [started.carpets_left(s) for s in range(players)] == [carpets] * players
    assert started.assam == (3, 3, 0)


# --- turning Assam -------------------------------------------------------------------------


def test_assam_turns_a_quarter_left_or_right_or_keeps_his_facing():
    state = position(phase="turn", assam="A33N")
    assert legal_texts(state) == ["L", "S", "R"]
    assert play(state, "L").assam == (3, 3, 3)
    assert play(state, "S").assam == (3, 3, 0)
    assert play(state, "R").assam == (3, 3, 1)
    assert play(position(phase="turn", assam="A33W"), "R").assam == (3, 3, 0)


def test_assam_never_turns_around_and_the_player_is_told_why():
    state = position(phase="turn", assam="A33N")
    reason = state.check_action(parse_action("U"))
    assert reason and reason.code == "turn-back" and "never" in str(reason)
    with pytest.raises(IllegalActionError) as error:
        state.apply_action(parse_action("U"))
    assert error.value.reason == reason


def test_turning_comes_before_the_roll_and_the_die_before_placing():
    state = position(phase="turn")
    assert "turned" in str(state.check_action(parse_action("34-35")))
    assert "die" in str(position(phase="roll").check_action(parse_action("L")))
    assert "carpet" in str(position(phase="place").check_action(parse_action("L")))


# --- the die and the walk ------------------------------------------------------------------


def test_the_die_shows_1_2_2_3_3_4():
    state = play(position(phase="turn"), "S")
    assert state.is_chance_node()
    assert {str(a): p for a, p in state.chance_outcomes()} == {
        "d1": Fraction(1, 6),
        "d2": Fraction(1, 3),
        "d3": Fraction(1, 3),
        "d4": Fraction(1, 6),
    }


@pytest.mark.parametrize(
    ("assam", "roll", "expected"),
    [
        ("A33N", "d3", (3, 0, 0)),  # straight ahead
        ("A20N", "d1", (3, 0, 2)),  # north edge arc joins columns 2 and 3
        ("A50N", "d1", (4, 0, 2)),
        ("A60N", "d1", (6, 0, 3)),  # top-right corner arc
        ("A63E", "d1", (6, 4, 3)),  # east edge arc joins rows 3 and 4
        ("A60E", "d1", (6, 0, 2)),  # top-right corner arc, other way
        ("A56S", "d1", (6, 6, 0)),  # south edge arc joins columns 5 and 6
        ("A66S", "d1", (5, 6, 0)),  # the rules' example
        ("A06S", "d1", (0, 6, 1)),  # bottom-left corner arc
        ("A02W", "d1", (0, 3, 1)),  # west edge arc joins rows 2 and 3
        ("A06W", "d1", (0, 6, 0)),  # bottom-left corner arc, other way
        ("A00N", "d1", (1, 0, 2)),  # top-left is an ordinary U-turn
        ("A00W", "d1", (0, 1, 1)),
        ("A66E", "d1", (6, 5, 3)),  # bottom-right is an ordinary U-turn
        ("A31N", "d4", (2, 2, 2)),  # the re-entry square counts as a step
        ("A62N", "d4", (5, 0, 3)),  # through the corner arc and on
    ],
)
def test_assam_walks_and_follows_the_border_arcs(assam, roll, expected):
    state = play(position(phase="roll", assam=assam), roll)
    assert state.assam == expected


# --- tribute -------------------------------------------------------------------------------


def test_the_mover_pays_the_owner_one_dirham_per_square_of_the_region_under_assam():
    # Assam lands on (3,2); yellow joins (3,2) (4,2) (4,3) (5,3) edge to edge. The yellow carpet
    # at (1,1)-(2,1) only touches the region diagonally, so it does not count.
    state = play(position(TRIBUTE_ROWS, phase="roll", assam="A31S"), "d1")
    assert state.assam[:2] == (3, 2)
    assert state.dirhams == (26, 34, 30, 30)
    assert state.phase == "place"


def test_nothing_is_paid_on_ones_own_colour_an_empty_square_or_a_player_who_is_out():
    own = play(position(TRIBUTE_ROWS, phase="roll", assam="A31S", seat=2), "d1")
    assert own.dirhams == (30, 30, 30, 30)
    empty = play(position(TRIBUTE_ROWS, phase="roll", assam="A30S"), "d1")
    assert empty.dirhams == (30, 30, 30, 30)
    owner_out = play(position(TRIBUTE_ROWS, phase="roll", assam="A31S", out="2"), "d1")
    assert owner_out.dirhams == (30, 30, 30, 30)


def test_a_mover_who_cannot_pay_in_full_pays_all_and_is_out():
    state = play(position(TRIBUTE_ROWS, phase="roll", assam="A31S", dirhams=[3, 30, 30, 30]), "d1")
    assert state.dirhams == (0, 33, 30, 30)
    assert state.out == (True, False, False, False)
    assert state.seat == 1 and state.phase == "turn"  # no carpet; the next player turns Assam


def test_paying_exactly_everything_keeps_the_mover_in_with_nothing():
    state = play(position(TRIBUTE_ROWS, phase="roll", assam="A31S", dirhams=[4, 30, 30, 30]), "d1")
    assert state.dirhams == (0, 34, 30, 30)
    assert state.out == (False,) * 4
    assert state.phase == "place"


def test_an_out_players_carpets_still_block_and_an_out_player_is_skipped():
    rows = [".......", "... y00 ...", "... y00 ...", ".......", ".......", ".......", "......."]
    state = position(rows, out="2")
    assert state.check_action(parse_action("31-32")) is not None
    assert play(state, "32-42").seat == 2  # seat 2 (index 1) is out: seat 3 moves next


# --- two players ---------------------------------------------------------------------------


def test_two_players_regions_are_of_one_colour_only():
    # Seat 2 owns yellow and red; only the yellow region under Assam is paid.
    state = play(position(TWO_PLAYER_ROWS, players=2, phase="roll", assam="A31S"), "d1")
    assert state.dirhams == (28, 32)


def test_two_players_pay_nothing_on_their_other_colour():
    state = play(position(TWO_PLAYER_ROWS, players=2, phase="roll", assam="A31S"), "d2")
    assert state.assam[:2] == (3, 3)  # on purple, seat 1's second colour
    assert state.dirhams == (30, 30)


def test_two_players_draw_their_next_colour_with_exact_odds():
    state = position(players=2, seat=2, left=[5, 12, 3, 12])
    after = play(state, "31-32")
    assert after.seat == 0 and after.is_chance_node()
    assert {str(a): p for a, p in after.chance_outcomes()} == {
        "+c": Fraction(5, 8),
        "+p": Fraction(3, 8),
    }
    assert play(after, "+p").colour_to_place == 2


def test_two_players_with_one_colour_left_need_no_draw():
    state = play(position(players=2, seat=2, left=[0, 12, 3, 12]), "31-32")
    assert not state.is_chance_node()
    assert state.phase == "turn" and state.colour_to_place == 2


def test_both_colours_score_for_their_owner():
    rows = [
        "c00 c00 p00 p00 . . .",
        ".......",
        ".......",
        ".......",
        ".......",
        ".......",
        ".......",
    ]
    state = position(rows, players=2, seat=2, colour="r", left=[0, 0, 0, 1])
    final = play(state, "31-32")
    assert final.is_terminal()
    assert final.outcome().scores == (34, 32)


# --- placing carpets -----------------------------------------------------------------------


def test_a_carpet_must_touch_assam_and_not_lie_under_him():
    state = position(assam="A33N")
    assert "touch" in str(state.check_action(parse_action("00-10")))
    assert "under" in str(state.check_action(parse_action("33-34")))
    assert state.check_action(parse_action("32-42")) is None


def test_the_legal_placements_around_assam_come_in_a_fixed_order():
    state = position(assam="A33N")
    assert len(state.legal_actions()) == 12
    assert position(assam="A00N").legal_actions() == [
        parse_action(t) for t in ("10-20", "10-11", "01-11", "01-02")
    ]
    covering = state.placements_covering(square(3, 2))
    assert [str(a) for a in covering] == ["31-32", "22-32", "32-42"]


@pytest.mark.parametrize("owner", ["y", "c"])
def test_a_carpet_cannot_cover_both_visible_halves_of_one_carpet_even_ones_own(owner):
    rows = [
        ".......",
        f"... {owner}00 ...",
        f"... {owner}00 ...",
        ".......",
        ".......",
        ".......",
        ".......",
    ]
    state = position(rows)
    assert "both" in str(state.check_action(parse_action("31-32")))
    assert state.check_action(parse_action("32-42")) is None  # one half is fine


def test_a_carpet_may_cover_halves_of_two_different_carpets():
    rows = [
        ".......",
        ".......",
        "... y00 y01 . .",
        "... . y01 . .",
        ".......",
        ".......",
        ".......",
    ]
    state = position(rows)
    assert state.check_action(parse_action("32-42")) is None
    placed = play(state, "32-42")
    assert placed.carpet_at(square(3, 2)) == (0, 0)  # cyan's first carpet
    assert placed.carpet_at(square(4, 3)) == (1, 1)  # yellow's other half still shows


# --- the end -------------------------------------------------------------------------------


def test_the_game_ends_when_every_player_still_in_has_placed_all_carpets():
    state = position(END_ROWS, seat=4, left=[0, 0, 0, 1], dirhams=[30, 30, 30, 30])
    assert not state.is_terminal()
    final = play(state, "31-32")
    assert final.is_terminal() and final.legal_actions() == []
    assert final.outcome().scores == (32, 34, 30, 32)
    assert final.outcome().winners == (1,)
    assert final.returns() == [0.0, 1.0, 0.0, 0.0]


def test_a_tied_score_goes_to_the_most_dirhams():
    state = position(END_ROWS, seat=4, left=[0, 0, 0, 1], dirhams=[32, 30, 30, 30])
    assert play(state, "31-32").outcome().winners == (0,)


def test_players_tied_on_score_and_dirhams_share_the_win():
    rows = list(END_ROWS)
    rows[6] = "y00 y00 . . . . ."
    shared = play(position(rows, seat=4, left=[0, 0, 0, 1], dirhams=[30, 30, 30, 30]), "31-32")
    assert shared.outcome().winners == (0, 1, 3)
    reason = shared.outcome().reason
    assert reason.code == "share-the-win"
    assert reason.sentence(["Amira", "Karim", "Leila", "Omar"]) == (
        "Amira & Karim & Omar share the win with 32 each."
    )
    assert shared.returns() == pytest.approx([1 / 3, 1 / 3, 0, 1 / 3])


def test_the_game_ends_when_only_one_player_is_left():
    state = position(
        TRIBUTE_ROWS, players=3, phase="roll", assam="A31S", out="3", dirhams=[1, 30, 0]
    )
    final = play(state, "d1")
    assert final.is_terminal()
    assert final.outcome().winners == (1,)
    assert final.outcome().scores == (None, 31 + 6, None)
    reason = final.outcome().reason
    assert reason.code == "last-merchant"
    assert (
        reason.sentence(["Amira", "Karim", "Leila"]) == "Karim is the last merchant in the market."
    )


# --- the variant: turn Assam at the end of the turn ----------------------------------------


def test_in_the_end_turn_variant_the_mover_rolls_first_and_turns_assam_after_placing():
    state = GAME.initial_state(MarrakechSetup(4, end_turn_rotation=True))
    state = play(state, "s1")
    assert state.is_chance_node() and state.phase == "roll"
    state = play(state, "d2")
    assert state.phase == "place" and state.seat == 0
    state = state.apply_action(state.legal_actions()[0])
    assert state.phase == "turn" and state.seat == 0
    state = play(state, "R")
    assert state.seat == 1 and state.phase == "roll"


def test_in_the_end_turn_variant_a_player_who_goes_out_does_not_turn_assam():
    state = position(
        TRIBUTE_ROWS, phase="roll", assam="A31S", dirhams=[3, 30, 30, 30], variant=True
    )
    after = play(state, "d1")
    assert after.out[0] and after.seat == 1 and after.phase == "roll"
