"""How long each Marrakech action takes on screen, and when its sounds play: the beat of an
action, planned from the events the rules report (marrakech.rules.events)."""

from __future__ import annotations

from common.core.step import Step
from common.ui.beats import Beat
from marrakech.rules.events import AssamWalked, PlayerOut, TributePaid
from marrakech.rules.state import MarrakechState

TUMBLE = 0.75  # the die rolls
STEP = 0.26  # Assam walks one square
COIN_DELAY = 0.5  # after the walk, before the first coin flies (the region glows)
COIN_GAP = 0.08
COIN_FLIGHT = 0.8
PAID_HOLD = 0.9  # the region and the -N/+N stay a moment after the coins land
NO_TRIBUTE = 1.0
TURN_BANNER = (
    0.9  # "Omar's turn" after a carpet is laid  # "No tribute" is said where Assam stopped
)
OUT_MOMENT = 1.6  # a player who cannot pay: their carpets glow, their card says it
FLIGHT = 0.5  # a carpet flies from the tray to the board
MAX_COINS = 10


def coin_count(amount: int) -> int:
    return max(1, min(amount, MAX_COINS))


def plan_beat(step: Step, by_hand: bool) -> Beat:
    """How the step is shown: its length, sounds and timings."""
    before, after = MarrakechState.of(step.before), MarrakechState.of(step.after)
    action, events = step.action, step.events
    kind = action.kind
    sounds: list[tuple[float, str]] = []
    plan: dict[str, float] = {}
    if kind == "start":
        duration = 1.1
    elif kind == "draw":
        duration = 0.3
    elif kind == "turn":
        duration = 0.28
    elif kind == "roll":
        duration = _plan_roll(events, plan, sounds)
    elif by_hand:  # the person dropped the carpet where it goes
        duration = 0.12
        sounds.append((0.0, "carpet"))
    else:  # it flies from the tray
        duration = FLIGHT
        sounds.append((FLIGHT, "carpet"))
    if kind == "place" and not after.is_terminal() and after.seat != before.seat:
        plan["next_turn"] = duration  # the change of turn is said on the board
        duration += TURN_BANNER
    return Beat(step, duration, tuple(sounds), by_hand, plan)


def _plan_roll(events, plan: dict[str, float], sounds: list[tuple[float, str]]) -> float:
    walk = next(e for e in events if isinstance(e, AssamWalked))
    sounds.append((0.0, "die"))
    for i in range(len(walk.path)):
        sounds.append((TUMBLE + (i + 0.5) * STEP, "step"))
    walk_end = TUMBLE + len(walk.path) * STEP
    plan["walk_end"] = walk_end
    paid = next((e for e in events if isinstance(e, TributePaid)), None)
    if paid is None or paid.amount == 0:
        return walk_end + NO_TRIBUTE
    coins_from = walk_end + COIN_DELAY
    sounds.append((coins_from, "coins"))
    pay_end = coins_from + coin_count(paid.amount) * COIN_GAP + COIN_FLIGHT + PAID_HOLD
    plan["coins_from"] = coins_from
    plan["pay_end"] = pay_end
    if any(isinstance(e, PlayerOut) for e in events):
        pay_end += OUT_MOMENT
    return pay_end + 0.1
