"""Assam's forecast is the rules' own: every landing, its chance and its tribute agree with
rolling the die for real."""

from __future__ import annotations

import random
from fractions import Fraction

from marrakech.rules.events import NoTribute, TributePaid, describe
from marrakech.rules.forecast import forecast
from marrakech.rules.game import GAME
from marrakech.rules.setup import MarrakechSetup


def turn_decisions(players: int, seed: int, count: int, variant: bool = False):
    state = GAME.initial_state(MarrakechSetup(players, variant))
    rng = random.Random(seed)
    while not state.is_terminal() and count:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state = state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        if state.phase == "turn":
            yield state
            count -= 1
        state = state.apply_action(rng.choice(state.legal_actions()))


def test_each_turn_lists_where_the_die_sends_assam_with_chances_summing_to_one():
    for state in turn_decisions(3, seed=5, count=30):
        result = forecast(state)
        assert sorted(result) == sorted(a.value for a in state.legal_actions())
        for turn, landings in result.items():
            assert sum(landing.chance for landing in landings) == 1
            assert all(
                landing.chance in {Fraction(k, 6) for k in range(1, 7)} for landing in landings
            )
            turned = state.apply_action(next(a for a in state.legal_actions() if a.value == turn))
            for roll, _chance in turned.chance_outcomes():
                events = describe(turned, roll, turned.apply_action(roll))
                end = next(e for e in events if isinstance(e, (TributePaid, NoTribute)))
                landing = next(x for x in landings if x.square == end.square)
                paid = end.amount if isinstance(end, TributePaid) else 0
                assert landing.tribute == paid


def test_in_the_variant_the_forecast_is_the_next_players_roll_at_every_table_size():
    """After the end-of-turn rotation the next player rolls (with two players, once their
    carpet is drawn): the forecast plays that draw through and still sums to one."""
    for players in (2, 3, 4):
        for state in turn_decisions(players, seed=players, count=25, variant=True):
            for landings in forecast(state).values():
                assert sum(landing.chance for landing in landings) == 1
