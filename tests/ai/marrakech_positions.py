"""Seeded Marrakech positions where a player must decide, for the bot tests."""

from __future__ import annotations

from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState
from tests.helpers import positions_from_random_games

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
    setups = [MarrakechSetup(n, variant) for n in (2, 3, 4) for variant in (False, True)]
    found = positions_from_random_games(
        lambda rng: MarrakechState.initial(rng.choice(setups)), count, seed, (2, 90)
    )
    return [MarrakechState.of(state) for state in found]
