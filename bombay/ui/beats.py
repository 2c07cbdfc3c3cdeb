"""How long each Bombay Bazar action takes on screen, and when its sounds play, planned from the
events the rules report (bombay.rules.events): a tile flies in (unless a person laid it), the
trunks grow segment by segment; when no tile fits, the reason is shown and the end piece drops."""

from __future__ import annotations

from bombay.rules.events import TrunkGrew
from common.core.step import Step
from common.ui.beats import Beat

FLIGHT = 0.5  # a tile flies from its stack to the cell
SEGMENT_SECONDS = 0.11
MAX_GROWTH_SECONDS = 2.2
SETTLE = 0.25  # after the growth, before the next beat
GROW_SOUND_EVERY = 4  # segments of a long extension between two "grow" notes
FORCED = 1.6  # the rules' reason for an end piece, read before it drops
DROP = 0.55  # an end piece drops
OUT_MOMENT = 1.6  # a light runs down the trunk of the player going out; its end piece rings


def growths(beat: Beat) -> list[TrunkGrew]:
    return [e for e in beat.events if isinstance(e, TrunkGrew)]


def plan_beat(step: Step, by_hand: bool) -> Beat:
    """How the step is shown: its length, sounds and timings."""
    action, events = step.action, step.events
    sounds: list[tuple[float, str]] = []
    plan: dict[str, float] = {}
    if action.kind == "start":
        duration = 1.1
    elif action.kind == "end":
        sounds.append((FORCED + DROP, "end"))
        duration = FORCED + DROP + OUT_MOMENT
    else:
        flight = 0.0 if by_hand else FLIGHT
        grown = [e for e in events if isinstance(e, TrunkGrew)]
        longest = max((e.after - e.before for e in grown), default=1)
        growth = min(MAX_GROWTH_SECONDS, SEGMENT_SECONDS * longest)
        sounds.append((flight, "tile"))
        if grown:  # one rising note as the trunk starts to grow, another every few segments
            for k in range(0, longest, GROW_SOUND_EVERY):
                sounds.append((flight + 0.06 + growth * k / longest, "grow"))
        plan = {"flight": flight, "growth": growth}
        duration = flight + growth + SETTLE
    return Beat(step, duration, tuple(sounds), by_hand, plan)
