"""Issue 52, Marrakech 5: the forecast is never ambiguous: with no arrow hovered a square two
ways reach shows the better chance; the variant's end-of-turn turn says whose roll the badges
are about."""

from __future__ import annotations

from fractions import Fraction

from common.core.record import GameRecord
from marrakech.rules.forecast import forecast
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup
from marrakech.ui import table_words
from marrakech.ui.forecast_view import shown_landings


def test_a_square_two_ways_reach_shows_the_better_chance():
    state = GameRecord(GAME, MarrakechSetup(3), seed=2).state
    assert state.phase == "turn"
    landings = forecast(state)
    shown = {landing.square: landing.chance for landing in shown_landings(landings, None)}
    for squares in landings.values():
        for landing in squares:
            assert shown[landing.square] >= landing.chance
    assert sum(shown.values()) >= Fraction(1), "every square once"
    assert shown_landings(landings, 1) == list(landings[1])


def test_the_variants_end_of_turn_turn_says_it_is_for_the_next_players_roll():
    record = GameRecord(GAME, MarrakechSetup(3, True), seed=4)
    while record.state.phase != "turn":
        if record.waiting_roll is not None:
            record.roll()
        else:
            record.play(record.state.legal_actions()[0])
    words = table_words.status_words(
        record.state, None, True, ["Amira", "Karim", "Leila"].__getitem__, lambda s: False, ""
    )
    assert "for the next player's roll" in words and "their chances" in words
