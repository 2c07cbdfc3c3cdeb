"""The tables random play reads instead of working things out (marrakech/rules/playout.py) say
what the rules say, for every position they can meet, not only those seeded games reach."""

from __future__ import annotations

from marrakech.rules import playout
from marrakech.rules.board import CANDIDATES, NEIGHBOURS, OVERLAPPING_BITS, SQUARES
from marrakech.rules.tables import PLACING, new_legal_placements


def _whole_carpet_sets(sq: int) -> list[int]:
    """Every set of candidate placements next to `sq` that can be whole carpets at once (no two
    share a square), as bits, the largest first."""
    sets = [0]
    for i, _a, _b in CANDIDATES[sq]:
        sets += [chosen | 1 << i for chosen in sets if not chosen & OVERLAPPING_BITS[i]]
    return sorted(sets, key=int.bit_count, reverse=True)


def test_the_placements_random_play_offers_are_the_legal_ones_next_to_every_square():
    # Worked out one step from another entry (the lowest whole carpet taken out), largest sets
    # first so that most steps start from an entry not seen yet: the same placements, in the
    # same order, as Core.legal_placements works them out, and their count.
    met = 0
    for sq in range(SQUARES):
        for blocked in _whole_carpet_sets(sq):
            count, options = (
                playout._PLACINGS[sq][0] if blocked == 0 else playout._new_placings(sq, blocked)
            )
            legal = new_legal_placements(sq, blocked)
            assert options == tuple(PLACING[i] for i in legal)
            assert count == len(legal)
            met += 1
    assert met == 4334  # every position of whole carpets around Assam there can be


def test_the_neighbours_random_play_checks_are_each_squares_neighbours():
    for sq in range(SQUARES):
        assert len(playout._NEAR4[sq]) == 4
        assert set(playout._NEAR4[sq]) == set(NEIGHBOURS[sq])
