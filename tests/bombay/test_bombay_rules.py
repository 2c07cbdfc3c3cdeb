"""The placement rules, automatic extension, end pieces and scoring, on fixed positions.

Positions are written in state notation (see bombay/rules/notation.py); their pictures are in the
comments. Players are numbered from 1 in the notation and the reasons, from 0 in the API.
"""

import pytest

from bombay.rules.actions import END_ACTION, START_ACTIONS, parse_action
from bombay.rules.events import trunk_growth
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from bombay.rules.tiles import ORIENTATIONS
from common.core.api import TERMINAL
from common.core.errors import IllegalActionError, NotationError
from common.core.refusal import Refusal
from tests.bombay.positions import SHARED_DEAD_END, TWO_INTO_ONE

A = parse_action


def state(text):
    return GAME.parse_state(text)


def start(players, first=0):
    return GAME.initial_state(Setup(players)).apply_action(START_ACTIONS[first])


def reasons(s):
    """The rules' reason, in words, for every way round of every tile (None where it fits)."""
    refusals = {o.name: s.check_action(A(o.name)) for o in ORIENTATIONS}
    return {name: None if r is None else str(r) for name, r in refusals.items()}


# --- the start and the first cells next to the heads ------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_first_player_has_16_placements_on_their_first_cell(players):
    for first in range(players):
        s = start(players, first)
        assert s.current_player() == first
        assert len(s.legal_actions()) == 16
        cell, edge = s.open_end(first)
        assert cell == [(1, 0), (7, 0), (7, 6), (1, 6)][s.elephant(first) - 1]
        # every legal tile takes the trunk in from the head and points no segment off the board
        for o in s.legal_placements():
            assert o.mask >> edge & 1


def test_first_cell_edges_next_to_the_head():
    s = start(2)  # player 1 on b1, entered by NW from the head; N faces the outside
    assert s.check_action(A("A1")) is not None  # 12: NE-SE, does not touch NW
    assert "does not extend your trunk" in str(s.check_action(A("A1")))
    assert "NW edge" in str(s.check_action(A("A1")))
    assert "would leave the board (the N edge)" in str(s.check_action(A("A5")))  # 50: NW-N
    assert s.check_action(A("A4")) is None  # 45: NW-SW, into a2
    after = s.apply_action(A("A4"))
    assert after.open_end(0) == ((0, 1), 1)  # a2, entered by NE
    # a2's N edge faces elephant 1's head: a segment may not point at it
    two = state("2p 1 - b1D2,h7H5")  # player 1 at a2 again, after D2 (23+45 turned: 45+01)
    assert two.open_end(0) == ((0, 1), 1)
    assert "point at an elephant's head (the N edge)" in str(two.check_action(A("A0")))
    assert [str(a) for a in two.legal_actions()] == ["A1", "B1"]


def test_unused_elephants_are_capped_at_setup():
    s = GAME.initial_state(Setup(2))
    assert s.end_pieces() == {(7, 0): 1, (1, 6): 1}  # elephants 2 and 4
    assert [s.elephant(p) for p in range(2)] == [1, 3]
    assert GAME.initial_state(Setup(4)).end_pieces() == {}
    assert GAME.initial_state(Setup(3)).end_pieces() == {(1, 6): 1}
    assert len(GAME.initial_state(Setup(1)).end_pieces()) == 3


def test_a_segment_may_not_point_at_an_end_piece():
    # 2 players: elephant 4 is unused, so b7 (its first cell) holds an end piece.
    s = state("2p 1 2 a3B1,a4B0,a5A1,b1E1,b2H1,b4A4,b5E1,f7H1,g7H5,h7F0")
    assert s.play_cell() == (1, 5)  # b6, just above b7
    assert str(s.check_action(A("C0"))) == (
        "a segment would point at b7, which holds an end piece (the S edge)"
    )
    for o in s.legal_placements():
        assert not o.mask >> 3 & 1


# --- rule 3: fitting the neighbours -----------------------------------------------------------


def test_tiles_must_fit_every_placed_neighbour():
    # Player 1 at b3; c3-side neighbours hold tiles.
    s = state("2p 1 - b1F3,b3E0,c2P0,c3I4,h6H1,h7G1,i6B4,i7A4")
    r = s.check_action(A("E5"))
    assert r is not None and str(r).startswith("it does not fit the tile on c3")
    for o in s.legal_placements():
        # every legal tile has a segment end exactly where each placed neighbour has one
        after = s.apply_action(A(o.name))
        assert after.tiles()[s.play_cell()] == o


def test_fit_reason_names_both_directions():
    texts = set()
    for text in (
        "2p 1 - b1F3,b3E0,c2P0,c3I4,h6H1,h7G1,i6B4,i7A4",
        "2p 1 - b1C2,c2G2,h7G1,i7B4",
    ):
        for r in reasons(state(text)).values():
            if r and "does not fit" in r:
                texts.add(r.split(": ")[1])
    assert texts == {"that tile has a segment there and this one not",
                     "this tile has a segment there and that one not"}  # fmt: skip


# --- rule 4: two trunks pointing into one cell -----------------------------------------------


def test_two_trunks_into_one_cell_neither_blocked_nor_joined():
    s = state(TWO_INTO_ONE)
    assert s.open_end(0) == ((4, 1), 5)
    assert s.open_end(1) == ((4, 1), 1)
    legal = s.legal_placements()
    assert legal
    for o in legal:
        assert o.mask >> 5 & 1 and o.mask >> 1 & 1  # both trunks go on
        assert o.partner[5] != 1  # no segment joins them directly
    r = reasons(s)
    assert r["B5"] == "it would join your trunk to player 2's"  # 51: NW-NE
    assert r["A4"].startswith("it would block player 2's trunk, which enters this cell by the NE")


def test_a_placement_extends_the_other_trunk_too():
    s = state(TWO_INTO_ONE)
    after = s.apply_action(A("O0"))  # 01+25+34: player 1 runs NW to SE, player 2 NE to N
    grown = trunk_growth(s, A("O0"))
    assert {e.seat for e in grown} == {0, 1}
    assert after.length(0) > s.length(0) and after.length(1) > s.length(1)
    assert not any(e.ran_on for e in grown)  # each took one segment of the new tile only
    assert after.current_player() == 1


# --- automatic extension ----------------------------------------------------------------------


def test_extension_through_a_chain_of_three_old_tiles():
    # Player 1 plays H5 on c3: the trunk runs on through unused segments of b2, b1 and c2
    # (each of them for the second time) and ends pointing into d2.
    s = state("2p 1 - a2A1,b1D2,b2N3,c2O0,g6P2,h5F3,h6F4,h7J0")
    assert s.length(0) == 4
    after = s.apply_action(A("H5"))
    assert [(e.seat, e.before, e.after) for e in trunk_growth(s, A("H5"))] == [(0, 4, 8)]
    assert [c for c, _, _ in after.trunk(0)[4:]] == [(2, 2), (1, 1), (1, 0), (2, 1)]
    assert after.open_end(0) == ((3, 1), 5)
    assert after.length(0) == 8


def test_a_trunk_passes_the_same_tile_twice():
    # Player 2's F5 on g7 sends the trunk round g6 and h6 and back through g7 itself.
    s = state("2p 2 1 a3D0,b1J3,b2P1,f6N1,g6F2,h5E0,h6G1,h7A1,i6A4,i7A4")
    after = s.apply_action(A("F5"))
    assert [(e.seat, e.before, e.after) for e in trunk_growth(s, A("F5"))] == [(1, 7, 11)]
    cells = [c for c, _, _ in after.trunk(1)]
    assert cells.count((6, 6)) == 2  # g7, the new tile, by two of its segments
    assert cells.count((6, 5)) == 2  # g6 again
    assert len(cells) == after.length(1) == 11  # a tile crossed twice counts twice


def test_extension_into_an_end_piece_traps_the_trunk():
    # Player 2's A3 on c1 runs on through b1 into a2, where player 1's end piece lies.
    s = state("3p 2 1 a3F1,b1L1,b2J3,b3F5,c2M0,d1C1,e1B2,f1J1,g2N3,h1F2,h6M1,h7H1,i5A3,i6B4,i7A4")
    after = s.apply_action(A("A3"))
    assert after.open_end(1) == ((0, 1), 1)
    assert after.current_player() == 2
    later = after.apply_action(after.legal_actions()[0])
    assert later.current_player() == 1
    assert later.legal_actions() == [END_ACTION]
    assert str(later.forced_reason()) == "player 2's trunk points into a cell holding an end piece"


# --- end pieces -------------------------------------------------------------------------------


def test_end_piece_on_a_cell_two_trunks_point_into():
    s = state(SHARED_DEAD_END)
    assert s.open_end(0)[0] == s.open_end(1)[0] == (4, 0)
    assert s.legal_actions() == [END_ACTION]
    assert str(s.forced_reason()) == "no tile left in the supply fits player 1's open end"
    assert s.check_action(A("D0")) is not None
    after = s.apply_action(END_ACTION)
    assert after.is_out(0) and after.length(0) == s.length(0) + 1
    assert after.end_pieces()[(4, 0)] == 1
    # player 2 is trapped by it and must end too: both end pieces share the cell
    assert after.current_player() == 1
    assert str(after.forced_reason()) == "player 2's trunk points into a cell holding an end piece"
    r = after.check_action(A("A0"))
    assert r is not None
    both = after.apply_action(END_ACTION)
    assert both.end_pieces()[(4, 0)] == 2
    assert both.current_player() == 2  # out players are skipped


def test_end_is_refused_while_a_tile_fits():
    s = start(4)
    assert str(s.check_action(END_ACTION)) == (
        "you may end your trunk only when no tile can be placed on its open end"
    )
    with pytest.raises(IllegalActionError):
        s.apply_action(END_ACTION)


def test_no_copies_left():
    s = state("2p 2 - b1C2,c1A2,c2D3,d1J1,e2K2,f1F2,f2A5,g1A3,g2A5,g7M0,g8A0,h5O1,h6H1,h7L1,"
              "i5A4,i6A4,i7A4")  # fmt: skip
    assert s.supply()[ORIENTATIONS[0].pattern] == 0
    assert str(s.check_action(A("A0"))) == "no tile A (01) is left in the supply"
    assert all(o.pattern.name != "A" for o in s.legal_placements())


def test_chance_and_turn_errors():
    s = GAME.initial_state(Setup(3))
    assert str(s.check_action(A("A0"))) == "chance first draws who starts"
    assert str(s.check_action(START_ACTIONS[3])) == "there is no player 4"
    started = s.apply_action(START_ACTIONS[2])
    assert started.current_player() == 2
    assert (
        str(started.check_action(START_ACTIONS[0])) == "the first player is drawn only at the start"
    )
    assert started.check_action("A0") is not None


# --- the end of the game and scoring ----------------------------------------------------------


def test_last_player_plays_on_then_the_game_ends():
    s = state(SHARED_DEAD_END).apply_action(END_ACTION).apply_action(END_ACTION)
    while not s.is_terminal():
        assert s.current_player() == 2
        s = s.apply_action(s.legal_actions()[0])
    assert s.current_player() == TERMINAL
    out = s.outcome()
    assert out.scores == tuple(s.lengths())
    assert out.scores[0] == 4 and out.scores[1] == 4  # 3 segments + the end piece each
    best = max(out.scores)
    assert out.winners == tuple(p for p in range(3) if out.scores[p] == best)
    assert s.legal_actions() == []
    assert str(s.check_action(END_ACTION)) == "the game is over"


def test_a_tile_may_not_join_two_trunks_through_a_loop_of_old_segments():
    # Both open ends point into e4 (player 1 through its N edge, player 2 through its NE edge).
    # K1 (segments N-SW and NE-S) links neither edge to the other directly, but its segments
    # run out into old unused segments that loop back into the other trunk.
    state = GAME.parse_state(
        "2p 2 - b1B5,b2D1,c1B2,c2C1,c3J1,c4H0,d1A4,d2I1,d3D4,d5I0,d6H3,e1A2,e3I3,e4B0,e5C1,"
        "e7O0,f1E3,f2F1,f3C0,f4P2,f5I0,f6P2,f7H5,g1A3,g2J2,g3D5,g4F2,g5N1,g6M1,h2G1,h3H4,h4N0,"
        "h5O1,h6Q0,h7J0"
    )
    reason = state.check_action(GAME.parse_action("K1"))
    assert reason is not None and reason.code == "joins" and "join" in str(reason)
    for action in state.legal_actions():
        after = state.apply_action(action)
        assert after.open_end(0) != after.open_end(1) or after.is_terminal()


def test_two_trunks_each_taking_one_segment_is_no_extension():
    state = GAME.parse_state("3p 1 - b1B5,c1B2,d1L1,f1I1,g2P2,g6N4,g7K0,h1F2,h7F0")
    grown = trunk_growth(state, GAME.parse_action("D4"))
    assert [(e.before, e.after) for e in grown] == [(3, 4), (3, 4)]
    assert not any(e.ran_on for e in grown)


def test_a_position_with_a_tile_pointing_at_an_unused_elephants_cap_is_refused():
    with pytest.raises(NotationError, match="end piece"):
        GAME.parse_state("2p 1 - b1B5,c1B2,d1B5,e1B2,f1B5,g1B2")


# --- the reasons in words ---------------------------------------------------------------------


def test_reasons_name_players_through_a_placeholder():
    s = state(TWO_INTO_ONE)
    join, block = s.check_action(A("B5")), s.check_action(A("A4"))
    assert isinstance(join, Refusal) and join.code == "joins" and join.players == (("other", 1),)
    assert join.words(["Asha", "Bilal", "Chitra"]) == "it would join your trunk to Bilal's"
    assert block.words(["Asha", "Bilal", "Chitra"]).startswith("it would block Bilal's trunk")
    assert block.words(["Asha"]).startswith("it would block player 2's trunk")  # no such name
    assert block.sentence(["Asha", "Bilal"]).startswith("It would block Bilal's")
    assert block.sentence().endswith(".")
    forced = state(SHARED_DEAD_END).forced_reason()
    assert forced.words(["Asha", "Bilal"]) == "no tile left in the supply fits Asha's open end"


def test_every_reason_goes_through_the_translation_function(monkeypatch):
    import gettext

    from common.core import translation

    class Marked(gettext.NullTranslations):
        def gettext(self, message):
            return "«" + message + "»"

    monkeypatch.setattr(translation, "_translation", Marked())
    texts = [
        "2p 1 - b1F3,b3E0,c2P0,c3I4,h6H1,h7G1,i6B4,i7A4",
        "2p 1 2 a3B1,a4B0,a5A1,b1E1,b2H1,b4A4,b5E1,f7H1,g7H5,h7F0",
        TWO_INTO_ONE,
    ]
    seen = set()
    for text in texts:
        s = state(text)
        for o in ORIENTATIONS:
            refusal = s.check_action(A(o.name))
            if refusal is not None:
                reason = str(refusal)
                assert reason.startswith("«") and reason.endswith("»"), reason
                assert "{" not in reason  # every placeholder filled
                seen.add(refusal.message)
    assert len(seen) >= 4  # different rules, different messages
    assert str(start(2).check_action(A("A5"))) == "«a segment would leave the board (the «N» edge)»"
    assert str(state(SHARED_DEAD_END).forced_reason()) == (
        "«no tile left in the supply fits «player 1»'s open end»"
    )
