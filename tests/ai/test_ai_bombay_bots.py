"""Every Bombay Bazar level plays only legal tiles, repeats itself for a seed, never changes the
position it is shown, and Hard takes a tile that runs its trunk through a long chain."""

from __future__ import annotations

import json

import pytest

from bombay.ai.heuristic import evaluate, growth_prior, mobility, room
from bombay.ai.levels import LEVELS
from bombay.ai.model import MODEL
from bombay.rules.game import GAME
from bombay.rules.setup import Setup
from common.ai.mcts import MctsBot
from common.core import registry
from tests.helpers import positions_from_random_games


def make_bot(level: str, seed: int = 0):
    return registry.find("bombay").make_bot(level, seed)


# Which tile a search may choose, and whether its seed repeats the choice, do not depend on
# how long it searches: there Hard (its prior, its exploration, its seed) thinks a tenth as long
# as in a game (2400 searches a move), over more positions.
SHORT_SEARCH = 240


def short_thinking(level: str, seed: int):
    bot = make_bot(level, seed)
    if isinstance(bot, MctsBot):
        bot.iterations = min(bot.iterations, SHORT_SEARCH)
    return bot


POSITIONS = positions_from_random_games(
    lambda rng: GAME.initial_state(Setup(rng.choice((2, 3, 4)))), 30, 4, (0, 45)
)


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_only_ever_chooses_legal_actions(level):
    bot = short_thinking(level, seed=2)
    states = POSITIONS if level in ("random", "easy", "medium") else POSITIONS[:12]
    for state in states:
        action = bot.choose(state)
        assert state.check_action(action) is None, (level, str(state), str(action))


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_seeded_bot_repeats_its_choices_and_leaves_the_state_alone(level):
    states = [s for s in POSITIONS if len(s.legal_actions()) > 3][:3]
    before = [str(s) for s in states]
    first = [str(short_thinking(level, seed=5).choose(s)) for s in states]
    second = [str(short_thinking(level, seed=5).choose(s)) for s in states]
    assert first == second
    assert [str(s) for s in states] == before


# Found in random games: the mover (player 1) has two tiles that run the trunk on through a long
# chain of old segments (+8 and +10 segments at once); no other tile gives more than 1 or 2.
CHAINS = [
    (
        "2p 1 - b1B3,b2L0,b3D4,c2E2,c3J0,d2H4,d3J4,d7B0,e4N0,e5N4,e6O0,e7I5,e8B5,f3M1,f4M1,"
        "f5P2,f6Q0,f7J4,g3B2,g4F3,g5O1,g6H5,g7H2,g8A5,h2B1,h3A5,h4L1,h5C2,h6H4,h7D5,i2A3,i3C0,"
        "i4B4,i5B3,i6F4,i7B4",
        8,
    ),
    (
        "2p 1 - a3B1,a4I0,a5A0,b1J1,b2H1,b3F2,b4O1,b5D0,c1A3,c2D3,c3P0,c4N2,d1A1,d2I1,d3N2,"
        "e1A3,e2F4,e3H5,e6F2,f2A1,f3H4,f4M0,f5O1,f6I5,g2F3,g3I3,g4G0,g5D3,g6D4,g7C2,h3C1,h5B2,"
        "h7L1,i3A3,i4C0,i5C0,i6A5",
        10,
    ),
]


@pytest.mark.parametrize(("text", "gain"), CHAINS)
def test_hard_runs_its_trunk_through_the_long_chain(text, gain):
    state = GAME.parse_state(text)
    gains = growth_prior(MODEL.root(state), [a.id for a in state.legal_actions()])
    assert max(gains) == gain and sorted(gains)[-3] <= 2  # the position is what it claims
    for seed in range(3):
        action = make_bot("hard", seed=seed).choose(state)
        assert state.apply_action(action).length(0) - state.length(0) == gain


def test_the_heuristic_counts_room_and_moves():
    state = GAME.parse_state(CHAINS[0][0])
    core = state.core()
    assert mobility(core, 0) == len(state.legal_actions())
    assert 0 < room(core, core.ocell[0]) <= 64
    values = evaluate(core)
    assert len(values) == 2 and all(0 <= v <= 1 for v in values)
    assert str(state) == CHAINS[0][0]  # evaluating a core copy leaves the state alone


def test_bombay_arena_prints_one_json_line_keyed_by_level(capsys):
    from benchmarks.bombay_arena import main

    assert main(["--bots", "easy,random", "--games", "2", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert set(result["win_rate"]) == {"easy", "random"}
    assert sum(result["win_rate"].values()) == pytest.approx(1.0)
    assert set(result["sec_per_move"]["easy"]) == {"mean", "max"}
