"""The trunk tiles: 17 patterns of 1–3 segments, their copies, and their distinct orientations.

Edges of a flat-topped hex are numbered clockwise 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. A segment
joins two edges. Turning a tile by k sixths clockwise adds k to every edge. A pattern whose
segments map onto themselves under a turn has fewer than 6 distinct orientations; only rotations
0..orientations-1 are ever offered, so the UI never shows a turn that changes nothing.

PATTERN_TABLE is the one place that holds the tile set [decision: RULES-bombay.md, "Tiles"].
"""

from __future__ import annotations

from dataclasses import dataclass

# name, segments as edge pairs, number of copies. The order is the supply's display order and
# the canonical order of placements in legal_actions().
PATTERN_TABLE: tuple[tuple[str, str, int], ...] = (
    ("A", "01", 8),
    ("B", "02", 8),
    ("C", "03", 6),
    ("D", "01+23", 4),
    ("E", "01+24", 4),
    ("F", "01+25", 4),
    ("G", "01+34", 4),
    ("H", "01+35", 4),
    ("I", "02+13", 4),
    ("J", "02+14", 4),
    ("K", "02+35", 4),
    ("L", "03+14", 4),
    ("M", "01+23+45", 2),
    ("N", "01+24+35", 2),
    ("O", "01+25+34", 2),
    ("P", "02+14+35", 2),
    ("Q", "03+14+25", 2),
)

END_PIECES = 4  # one per elephant

Segment = tuple[int, int]


def rotate_segments(segments: tuple[Segment, ...], steps: int) -> tuple[Segment, ...]:
    """Segments turned clockwise by `steps` sixths, each written (low edge, high edge), sorted."""
    turned = []
    for a, b in segments:
        a, b = (a + steps) % 6, (b + steps) % 6
        turned.append((min(a, b), max(a, b)))
    return tuple(sorted(turned))


def segments_cross(s: Segment, t: Segment) -> bool:
    """True if two segments' ends interleave around the hex, so one trunk passes over the other."""
    (a, b), (c, d) = sorted(s), sorted(t)
    return (a < c < b) != (a < d < b)


@dataclass(frozen=True)
class Pattern:
    index: int
    name: str
    segments: tuple[Segment, ...]
    copies: int
    orientations: int  # distinct ones: 1, 2, 3 or 6

    @property
    def crossing(self) -> bool:
        """True if two of its segments cross (drawn as one trunk passing over the other)."""
        segs = self.segments
        return any(segments_cross(s, t) for i, s in enumerate(segs) for t in segs[i + 1 :])

    @property
    def text(self) -> str:
        """The segments as the rules write them, e.g. "01+24"."""
        return "+".join(f"{a}{b}" for a, b in self.segments)


@dataclass(frozen=True)
class Orientation:
    """A pattern turned by `rotation` sixths clockwise. `index` numbers all orientations in
    canonical order (pattern, then rotation); it is also the placement action's id."""

    index: int
    pattern: Pattern
    rotation: int
    segments: tuple[Segment, ...]
    partner: tuple[int, ...]  # per edge: the other end of the segment there, or -1
    mask: int  # bit e set when a segment ends on edge e

    @property
    def name(self) -> str:
        return f"{self.pattern.name}{self.rotation}"


def _parse_segments(text: str) -> tuple[Segment, ...]:
    return tuple(sorted((int(p[0]), int(p[1])) for p in text.split("+")))


def _distinct_orientations(segments: tuple[Segment, ...]) -> int:
    for period in (1, 2, 3, 6):
        if rotate_segments(segments, period) == segments:
            return period
    raise AssertionError("unreachable: a turn by 6 is always the identity")


def _build() -> tuple[tuple[Pattern, ...], tuple[Orientation, ...]]:
    patterns: list[Pattern] = []
    orientations: list[Orientation] = []
    for index, (name, text, copies) in enumerate(PATTERN_TABLE):
        segments = _parse_segments(text)
        pattern = Pattern(index, name, segments, copies, _distinct_orientations(segments))
        patterns.append(pattern)
        for rotation in range(pattern.orientations):
            turned = rotate_segments(segments, rotation)
            partner = [-1] * 6
            for a, b in turned:
                partner[a], partner[b] = b, a
            mask = sum(1 << e for e in range(6) if partner[e] >= 0)
            orientations.append(
                Orientation(len(orientations), pattern, rotation, turned, tuple(partner), mask)
            )
    return tuple(patterns), tuple(orientations)


PATTERNS, ORIENTATIONS = _build()
PATTERN_BY_NAME = {p.name: p for p in PATTERNS}
ORIENTATION_BY_NAME = {o.name: o for o in ORIENTATIONS}
TRUNK_TILES = sum(p.copies for p in PATTERNS)
# First orientation index of each pattern: orientation(p, r) = ORIENTATIONS[FIRST[p] + r].
FIRST_ORIENTATION = tuple(
    next(o.index for o in ORIENTATIONS if o.pattern.index == p.index) for p in PATTERNS
)


def orientation(pattern: Pattern | int | str, rotation: int) -> Orientation:
    """The orientation of a pattern turned by `rotation` sixths; any whole number is accepted
    and reduced to the distinct orientation it looks like (a UI may turn a tile freely)."""
    if isinstance(pattern, str):
        pattern = PATTERN_BY_NAME[pattern]
    elif isinstance(pattern, int):
        pattern = PATTERNS[pattern]
    return ORIENTATIONS[FIRST_ORIENTATION[pattern.index] + rotation % pattern.orientations]
