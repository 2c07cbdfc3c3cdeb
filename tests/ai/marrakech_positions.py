"""Seeded Marrakech positions where a player must decide, for the bot tests."""

from __future__ import annotations

import random

from common.core.rng import pick_outcome
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState

# The top three rows are one yellow region of 21 squares (seat 2's); the rest is empty.
YELLOW_NORTH = [
    "y00 y00 y01 y01 y02 y02 y03",
    "y04 y04 y05 y05 y06 y06 y03",
    "y07 y07 y08 y08 y09 y09 y10",
    ".......",
    ".......",
    ".......",
    ".......",
]

# Cyan's three carpets in the top row, two yellow ones beside Assam's (3,3): for the last carpet
# of a game, where covering both yellow halves (32-42) decides it.
LAST_CARPET = [
    "c00c00c01c01c02c02.",
    ".......",
    "..y00y00y01y01.",
    ".......",
    ".......",
    ".......",
    ".......",
]


def decision_positions(count: int, seed: int) -> list[MarrakechState]:
    """`count` positions from random games at 2, 3 and 4 players and both variants, taken at
    random moments (turns and placements, early and late)."""
    rng = random.Random(seed)
    positions = []
    setups = [MarrakechSetup(n, variant) for n in (2, 3, 4) for variant in (False, True)]
    while len(positions) < count:
        state = MarrakechState.initial(rng.choice(setups))
        stop = rng.randrange(2, 90)
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply_action(pick_outcome(state.chance_outcomes(), rng.random()))
                continue
            if steps == stop:
                positions.append(state)
                break
            steps += 1
            state = state.apply_action(rng.choice(state.legal_actions()))
    return positions
