"""Hex grid: directions, neighbours, rotation, offset conversion and screen layout."""

import math

import pytest

from common.core.hexgrid import (
    DIRECTIONS,
    EDGE_CORNERS,
    Hex,
    Layout,
    distance,
    hex_round,
    hex_to_oddq,
    neighbour,
    neighbours,
    oddq_to_hex,
    opposite,
    rotate,
    rotate_direction,
)


def test_neighbours_of_an_odd_column_cell_by_hand():
    # Cell (1, 0) of the Bombay board (odd column, set half a cell lower), offset coordinates.
    h = oddq_to_hex(1, 0)
    by_hand = [(1, -1), (2, 0), (2, 1), (1, 1), (0, 1), (0, 0)]  # N NE SE S SW NW
    assert [hex_to_oddq(n) for n in neighbours(h)] == by_hand


def test_neighbours_of_an_even_column_cell_by_hand():
    h = oddq_to_hex(4, 3)
    by_hand = [(4, 2), (5, 2), (5, 3), (4, 4), (3, 3), (3, 2)]
    assert [hex_to_oddq(n) for n in neighbours(h)] == by_hand


def test_opposite_edges_lead_back():
    for q in range(-3, 4):
        for r in range(-3, 4):
            h = Hex(q, r)
            for d in range(6):
                assert neighbour(neighbour(h, d), opposite(d)) == h


def test_directions_are_unit_steps_clockwise():
    assert all(distance(Hex(0, 0), d) == 1 for d in DIRECTIONS)
    for d in range(6):
        assert rotate(DIRECTIONS[d], 1) == DIRECTIONS[(d + 1) % 6]
        assert rotate_direction(d, 1) == (d + 1) % 6


def test_rotation():
    h = Hex(2, -1)
    assert rotate(h, 6) == h
    assert rotate(h, 0) == h
    assert rotate(rotate(h, 2), -2) == h
    assert rotate(h, 3) == Hex(-2, 1)
    assert distance(Hex(0, 0), rotate(h, 1)) == distance(Hex(0, 0), h)


def test_distance():
    assert distance(Hex(0, 0), Hex(3, -1)) == 3
    assert distance(oddq_to_hex(0, 0), oddq_to_hex(8, 7)) == 11
    assert distance(Hex(1, 1), Hex(1, 1)) == 0


def test_offset_round_trip():
    for col in range(-4, 12):
        for row in range(-4, 12):
            assert hex_to_oddq(oddq_to_hex(col, row)) == (col, row)


def test_pixel_round_trip_and_rounding():
    layout = Layout.flat(30.0, (100.0, 50.0))
    for q in range(-4, 5):
        for r in range(-4, 5):
            h = Hex(q, r)
            centre = layout.hex_to_pixel(h)
            assert layout.pixel_to_hex(centre) == h
            # A point well inside the hex, towards each corner, still belongs to it.
            for corner in layout.corners(h):
                inside = (
                    centre.x + 0.8 * (corner.x - centre.x),
                    centre.y + 0.8 * (corner.y - centre.y),
                )
                assert layout.pixel_to_hex(inside) == h


def test_flat_topped_geometry():
    layout = Layout.flat(10.0)
    # The next hex south is straight below, one hex height (sqrt 3 * size) away.
    below = layout.hex_to_pixel(DIRECTIONS[3])
    assert below.x == pytest.approx(0.0)
    assert below.y == pytest.approx(10 * math.sqrt(3))
    # NE hex is up and to the right on a screen with y down.
    ne = layout.hex_to_pixel(DIRECTIONS[1])
    assert ne.x > 0 and ne.y < 0
    # The edge midpoint towards each neighbour lies halfway to its centre.
    for d in range(6):
        mid = layout.edge_midpoint(Hex(0, 0), d)
        centre = layout.hex_to_pixel(DIRECTIONS[d])
        assert mid.x == pytest.approx(centre.x / 2)
        assert mid.y == pytest.approx(centre.y / 2)
    assert len(EDGE_CORNERS) == 6


def test_hex_round_picks_nearest():
    assert hex_round(0.4, 0.1) == Hex(0, 0)
    assert hex_round(0.6, 0.0) == Hex(1, 0)
    assert hex_round(-0.1, -0.8) == Hex(0, -1)
