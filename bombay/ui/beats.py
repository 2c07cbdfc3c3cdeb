"""How long each Bombay Bazar action takes on screen, and when its sounds play: a tile flies in
(unless a person laid it), the trunks grow segment by segment, an end piece drops."""

from __future__ import annotations

from bombay.rules.actions import Action
from bombay.rules.state import BombayState
from common.ui.beats import Beat

FLIGHT = 0.5  # a tile flies from its stack to the cell
SEGMENT_SECONDS = 0.11
MAX_GROWTH_SECONDS = 2.2
SETTLE = 0.25  # after the growth, before the next beat
GROW_SOUND_EVERY = 4  # segments of a long extension between two "grow" notes
DROP = 0.55  # an end piece drops
OUT_BANNER = 1.3


def grown(after: BombayState) -> list[tuple[int, int, int]]:
    """(player, length before, length after) of each trunk the action lengthened."""
    return [(q, b, a) for q, b, a in after.growth if a > b]


def plan_beat(
    index: int, before: BombayState, action: Action, after: BombayState, by_hand: bool
) -> Beat:
    sounds: list[tuple[float, str]] = []
    plan: dict[str, float] = {}
    if action.kind == "start":
        duration = 1.1
    elif action.kind == "end":
        sounds.append((DROP, "end"))
        duration = DROP + OUT_BANNER
    else:
        flight = 0.0 if by_hand else FLIGHT
        longest = max((a - b for _q, b, a in grown(after)), default=1)
        growth = min(MAX_GROWTH_SECONDS, SEGMENT_SECONDS * longest)
        sounds.append((flight, "tile"))
        if grown(after):  # one rising note as the trunk starts to grow, another every few
            for k in range(0, longest, GROW_SOUND_EVERY):
                sounds.append((flight + 0.06 + growth * k / longest, "grow"))
        plan = {"flight": flight, "growth": growth}
        duration = flight + growth + SETTLE
    return Beat(index, before, action, after, duration, (), tuple(sounds), by_hand, plan)
