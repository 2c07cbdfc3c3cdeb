"""The tile set and the board, checked against RULES-bombay.md."""

from itertools import combinations

import pytest

from bombay.rules.board import (
    BLOCKED_EDGES,
    CELLS,
    ELEPHANT_TABLE,
    FIRST_CELLS,
    HEADS,
    NE,
    NW,
    PLAYABLE,
    SE,
    SW,
    cell_name,
    cell_neighbour,
    index,
    parse_cell,
)
from bombay.rules.tiles import (
    END_PIECES,
    ORIENTATIONS,
    PATTERNS,
    TRUNK_TILES,
    orientation,
    rotate_segments,
)
from common.core.errors import NotationError


def all_segment_sets():
    """Every set of 1..3 disjoint segments on the six edges of a hex."""
    pairs = list(combinations(range(6), 2))
    for k in (1, 2, 3):
        for chosen in combinations(pairs, k):
            ends = [e for p in chosen for e in p]
            if len(set(ends)) == len(ends):
                yield tuple(sorted(chosen))


def canonical(segments):
    return min(rotate_segments(segments, k) for k in range(6))


def test_seventeen_patterns_cover_every_tile_up_to_rotation_once():
    classes = {canonical(s) for s in all_segment_sets()}
    assert len(classes) == 17
    assert sorted(canonical(p.segments) for p in PATTERNS) == sorted(classes)


def test_distinct_orientations_and_copies_as_the_rules_table():
    # From the table in RULES-bombay.md, pattern by pattern.
    expected = [
        ("01", 6, 8), ("02", 6, 8), ("03", 3, 6),
        ("01+23", 6, 4), ("01+24", 6, 4), ("01+25", 6, 4), ("01+34", 3, 4), ("01+35", 6, 4),
        ("02+13", 6, 4), ("02+14", 6, 4), ("02+35", 3, 4), ("03+14", 3, 4),
        ("01+23+45", 2, 2), ("01+24+35", 6, 2), ("01+25+34", 3, 2), ("02+14+35", 3, 2),
        ("03+14+25", 1, 2),
    ]  # fmt: skip
    assert [(p.text, p.orientations, p.copies) for p in PATTERNS] == expected
    assert TRUNK_TILES == 68
    assert TRUNK_TILES + END_PIECES == 72
    assert sum(p.copies for p in PATTERNS if len(p.segments) == 1) == 22
    assert sum(p.copies for p in PATTERNS if len(p.segments) == 2) == 36
    assert sum(p.copies for p in PATTERNS if len(p.segments) == 3) == 10


def test_crossing_patterns_are_the_ones_marked_c():
    assert [p.text for p in PATTERNS if p.crossing] == [
        "02+13", "02+14", "03+14", "01+24+35", "02+14+35", "03+14+25",
    ]  # fmt: skip


def test_orientations_are_distinct_and_every_turn_is_one_of_them():
    assert len(ORIENTATIONS) == 75
    assert len({o.segments for o in ORIENTATIONS}) == 75
    for p in PATTERNS:
        shown = {orientation(p, r).segments for r in range(p.orientations)}
        every_turn = {rotate_segments(p.segments, k) for k in range(6)}
        assert shown == every_turn
        for r in range(6):
            assert orientation(p, r).segments == rotate_segments(p.segments, r)


def test_orientation_partner_table():
    o = orientation("E", 1)  # 01+24 turned once: 12+35
    assert o.segments == ((1, 2), (3, 5))
    assert o.partner == (-1, 2, 1, 5, -1, 3)
    assert o.mask == 0b101110
    assert o.name == "E1"


def test_board_has_68_cells_and_64_playable():
    assert len(CELLS) == 68
    assert len(PLAYABLE) == 64
    assert HEADS == ((0, 0), (8, 0), (8, 7), (0, 7))


def test_first_cells_face_their_heads_through_the_entry_edge():
    assert FIRST_CELLS == ((1, 0), (7, 0), (7, 6), (1, 6))
    assert [e[4] for e in ELEPHANT_TABLE] == [NW, NE, SE, SW]
    for _, _, head, first, entry in ELEPHANT_TABLE:
        assert cell_neighbour(first, entry) == head


def test_first_cell_of_seat_one_has_four_open_edges():
    # (1, 0): N faces the outside, NW the head, the other four face playable cells.
    i = index((1, 0))
    assert BLOCKED_EDGES[i] == 0b100001
    assert [cell_neighbour((1, 0), e) for e in range(6)] == [
        None, (2, 0), (2, 1), (1, 1), (0, 1), (0, 0),
    ]  # fmt: skip
    assert cell_neighbour((7, 6), SE) == (8, 7)
    assert cell_neighbour((1, 6), SW) == (0, 7)


def test_cell_names():
    assert cell_name((1, 0)) == "b1"
    assert cell_name((8, 7)) == "i8"
    assert all(parse_cell(cell_name(c)) == c for c in CELLS)
    for bad in ("b8", "j1", "a0", "a9", "", "aa", "A1"):
        with pytest.raises(NotationError):
            parse_cell(bad)
