"""Hard's evaluation at 3-4 players: each seat's chance of finishing first against the whole
field, which at two players is the very lead over the other seat that Hard always used."""

from __future__ import annotations

import pytest

from marrakech.ai.heuristic import Heuristic, evaluate, field_chances, win_chances
from marrakech.rules.core import OVER
from tests.ai.marrakech_positions import decision_positions

FIELD = Heuristic(chances=field_chances)


def test_at_two_players_the_field_is_the_lead_over_the_other_seat():
    for material in ([10.0, 7.0], [3.0, 30.0], [12.5, 12.5]):
        for scale in (2.0, 9.0):
            out = [False, False]
            assert field_chances(out, material, scale) == pytest.approx(
                win_chances(out, material, scale)
            )
    two = [s.core() for s in decision_positions(60, seed=3) if s.num_players() == 2]
    two = [core for core in two if core.phase != OVER]
    assert len(two) > 10
    for core in two:
        assert FIELD(core) == pytest.approx(evaluate(core))


def test_the_field_chances_share_one_win_among_the_seats_still_in():
    chances = field_chances([False, True, False, False], [20.0, 40.0, 18.0, 11.0], 4.0)
    assert chances[1] == 0
    assert sum(chances) == pytest.approx(1)
    assert chances[0] > chances[2] > chances[3] > 0


def test_against_the_field_gaining_is_worth_more_than_hurting_the_leader():
    # Seat 0 trails the leader (seat 1) by 3 and leads seat 2 by 3. By the lead over the best
    # other seat, the leader losing 4 is worth as much to seat 0 as gaining 4 itself, and seat 2
    # losing 4 is worth nothing; against the field, gaining is worth more than either loss,
    # and each rival's loss counts.
    out, scale = [False] * 3, 4.0
    material = [20.0, 23.0, 17.0]

    def worth(chances, seat: int, change: float) -> float:
        after = material[:]
        after[seat] += change
        return chances(out, after, scale)[0] - chances(out, material, scale)[0]

    assert worth(win_chances, 0, 4) == pytest.approx(worth(win_chances, 1, -4))
    assert worth(win_chances, 2, -4) == 0
    gain = worth(field_chances, 0, 4)
    assert gain > worth(field_chances, 1, -4) > worth(field_chances, 2, -4) > 0
