"""Issue 52, Marrakech 6: the results say each player's place, a full tie as a shared place,
and that level scores were split by dirhams."""

from __future__ import annotations

from marrakech.ui.results_scene import finishing_places, split_by_dirhams


def test_places_follow_the_order_and_a_full_tie_shares_its_place():
    order = [1, 3, 0, 2]
    scores = (46, 48, 20, 46)
    dirhams = (33, 35, 13, 39)  # seats 0 and 3 level on score, 3 ahead on dirhams
    assert finishing_places(order, scores, dirhams) == {1: "1.", 3: "2.", 0: "3.", 2: "4."}
    level = (46, 48, 46, 20)
    same_purse = (33, 35, 33, 13)
    order = [1, 0, 2, 3]
    assert finishing_places(order, level, same_purse) == {1: "1.", 0: "2=", 2: "2=", 3: "4."}


def test_a_player_out_has_no_place_and_level_scores_are_noticed():
    assert finishing_places([0, 1], (30, None), (30, 0)) == {0: "1.", 1: "–"}
    assert split_by_dirhams((46, 48, 20, 46))
    assert not split_by_dirhams((46, 48, 20, None))
