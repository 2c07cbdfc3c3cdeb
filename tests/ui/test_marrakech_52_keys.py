"""Issue 52 (Marrakech, smaller): in placement the arrow keys move the carpet that way and
nowhere else (an arrow with no place that way showed the first place of a list, behind the
player's back), and R turns the carpet the arrows show, not only the one in the tray."""

from __future__ import annotations

import random

import pygame

from common.core.rng import pick_outcome
from marrakech.rules.board import SIZE, coords
from marrakech.rules.setup import MarrakechSetup
from marrakech.rules.state import MarrakechState
from marrakech.ui.carpet_hand import KEY_WAYS, nearest_place
from tests.ui.driver import key, reach_placing, start_marrakech


def centre(squares) -> tuple[float, float]:
    (ax, ay), (bx, by) = (coords(sq) for sq in squares)
    return (ax + bx) / 2, (ay + by) / 2


def placements(count: int, seed: int) -> list[MarrakechState]:
    """Positions of random games where a carpet is to be laid, Assam anywhere."""
    rng = random.Random(seed)
    found: list[MarrakechState] = []
    while len(found) < count:
        state = MarrakechState.initial(MarrakechSetup(rng.choice((2, 3, 4))))
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply_action(pick_outcome(state.chance_outcomes(), rng.random()))
                continue
            if state.phase == "place":
                found.append(state)
            state = state.apply_action(rng.choice(state.legal_actions()))
    return found


def test_an_arrow_never_shows_a_carpet_the_other_way():
    edge = 0
    for state in placements(300, 52):
        options = state.legal_actions()
        x, y = state.assam[:2]
        edge += x in (0, SIZE - 1) or y in (0, SIZE - 1)
        for way in KEY_WAYS.values():
            for vertical in (False, True):
                choice = nearest_place(options, None, state, way, vertical)
                if choice is None:  # nothing that way: no carpet is shown
                    continue
                cx, cy = centre(options[choice].squares)
                assert (cx - x) * way[0] + (cy - y) * way[1] > 0, (state, way)
    assert edge > 20  # Assam at the market's edge, where some arrows have no place


def test_r_turns_the_carpet_the_arrows_show(app):
    scene = start_marrakech(app, players=3)
    reach_placing(app, scene)
    key(app, pygame.K_RIGHT)
    before = scene.hand.key_ghost()
    assert before is not None
    key(app, pygame.K_r)
    after = scene.hand.key_ghost()
    a, b = before
    c, d = after
    assert (b - a == SIZE) != (d - c == SIZE), "the shown carpet lies the other way round"
    assert {a, b} & {c, d}, "over one of the squares it covered"
    assert scene.hand.vertical == (d - c == SIZE)  # the carpet in the tray turned with it
    laid = len(scene.record.played)
    key(app, pygame.K_RETURN)
    assert set(scene.record.played[laid].squares) == {c, d}
