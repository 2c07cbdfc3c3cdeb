"""A finished game's review as data: every seat's expected final standing after every step, the
luck of every chance step and the cost of every decision, in the game's own unit (Marrakech's
dirhams, Bombay's points). Pure data: common.ai.review works it out, the screens read it.

How a game's result is split, seat by seat. `standing` is each seat's expected final result
after a step (before step 0: `start`; after the last step: the real final scores). Every
step's change of standing goes to exactly one of two terms:

- a chance step's change is **luck**. The review values every outcome chance could have given
  there and takes the standing before the step to be their probability-weighted average, so
  luck is what this outcome gained against the average outcome, and is zero on average: a
  player whose dice were kind has positive luck, not good decisions.
- a decision's (or a forced step's) change goes to **decisions**: the seat's own moves, the
  moves of the others as they bear on it, and the review's second thoughts as it looks
  further ahead.

So for every seat, exactly, `start + luck(seat) + decisions(seat) == final`: the sum
telescopes over the steps' standings. Separately from the identity, each decision has a
`cost`: what the move lost its mover against the best move the review found (zero for the
best move itself), and a mark from the game's Thresholds; `lost(seat)` sums them.

A review is kept with the game (record.meta["review"]); `from_json` reads it back as hostile
data, so a damaged one is refused with RecordError and simply worked out again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from common.core.api import CHANCE
from common.core.errors import NotationError, RecordError
from common.core.i18n import N_, _
from common.core.registry import get_game
from common.core.step import CHANCE_STEP, DECISION, FORCED

GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
MARKS = (GOOD, INACCURACY, MISTAKE, BLUNDER)
#: The units a review may be in (msgids: the screens translate them).
UNITS = (N_("dirhams"), N_("points"))
FORMAT_VERSION = 1
# A chance step's luck is its change of standing; a kept review may differ by float rounding.
_SLACK = 1e-6
# No game's standing, luck or cost comes near this (a few hundred dirhams or points): a kept
# review with a larger figure is damaged, and worked out again.
MOST = 1e6


@dataclass(frozen=True)
class Thresholds:
    """How much a decision may cost before it is marked, in the game's unit: a cost below
    `inaccuracy` is good, below `mistake` an inaccuracy, below `blunder` a mistake."""

    inaccuracy: float
    mistake: float
    blunder: float

    def mark(self, cost: float) -> str:
        if cost < self.inaccuracy:
            return GOOD
        if cost < self.mistake:
            return INACCURACY
        return MISTAKE if cost < self.blunder else BLUNDER


@dataclass(frozen=True)
class StepReview:
    """The review of record.steps[index]; see the module's docstring for the terms."""

    index: int
    turn: int
    seat: int
    kind: str
    standing: tuple[float, ...]
    luck: tuple[float, ...]
    cost: float
    best: str | None
    best_standing: float | None
    mark: str

    @property
    def is_decision(self) -> bool:
        return self.kind == DECISION


@dataclass(frozen=True)
class GameReview:
    """A whole game's review: one StepReview per step of the record, in order."""

    game: str
    unit: str
    seats: int
    start: tuple[float, ...]
    steps: tuple[StepReview, ...]
    thresholds: Thresholds

    @property
    def final(self) -> tuple[float, ...]:
        return self.steps[-1].standing if self.steps else self.start

    def luck(self, seat: int) -> float:
        return sum(step.luck[seat] for step in self.steps)

    def decisions(self, seat: int) -> float:
        """The change of the seat's standing over every step that was not chance."""
        total = 0.0
        before = self.start[seat]
        for step in self.steps:
            if step.kind != CHANCE_STEP:
                total += step.standing[seat] - before
            before = step.standing[seat]
        return total

    def _own(self, seat: int) -> list[StepReview]:
        return [step for step in self.steps if step.is_decision and step.seat == seat]

    def lost(self, seat: int) -> float:
        return sum(step.cost for step in self._own(seat))

    def marks(self, seat: int) -> dict[str, int]:
        counts = dict.fromkeys(MARKS, 0)
        for step in self._own(seat):
            counts[step.mark] += 1
        return counts

    def worst(self, seat: int) -> StepReview | None:
        """The seat's costliest decision (the first of equals), None if none cost anything."""
        costly = [step for step in self._own(seat) if step.cost > 0]
        return max(costly, key=lambda step: step.cost) if costly else None

    def lost_on_turn(self, seat: int, turn: int) -> float:
        return sum(step.cost for step in self._own(seat) if step.turn == turn)

    def mistakes(self) -> list[StepReview]:
        """Every decision marked mistake or blunder, in the order played."""
        return [s for s in self.steps if s.is_decision and s.mark in (MISTAKE, BLUNDER)]

    # --- keeping it with the game ---------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        t = self.thresholds
        return {
            "version": FORMAT_VERSION,
            "game": self.game,
            "unit": self.unit,
            "seats": self.seats,
            "start": list(self.start),
            "thresholds": [t.inaccuracy, t.mistake, t.blunder],
            "steps": [
                {
                    "turn": s.turn,
                    "seat": s.seat,
                    "kind": s.kind,
                    "standing": list(s.standing),
                    "luck": list(s.luck),
                    "cost": s.cost,
                    "best": s.best,
                    "best_standing": s.best_standing,
                    "mark": s.mark,
                }
                for s in self.steps
            ],
        }

    @classmethod
    def from_json(cls, data: Any, game: str, seats: int, steps: int) -> GameReview:
        """The review `to_json` gave, for this game (registry name), number of seats and of
        the record's steps; RecordError saying what is wrong with anything else."""
        if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
            raise RecordError(_("the kept review is not one this version of Bazaar reads"))
        if data.get("game") != game or data.get("seats") != seats:
            raise RecordError(_("the kept review is of another game"))
        unit = data.get("unit")
        if unit not in UNITS:
            raise RecordError(_("the kept review's unit is unknown"))
        limits = _numbers(data.get("thresholds"), 3, "thresholds")
        if not 0 < limits[0] <= limits[1] <= limits[2]:
            raise RecordError(_("the kept review's thresholds are out of order"))
        thresholds = Thresholds(*limits)
        start = _numbers(data.get("start"), seats, "start")
        items = data.get("steps")
        if not isinstance(items, list) or len(items) != steps:
            raise RecordError(_("the kept review does not cover the game's steps"))
        read = _StepReader(game, seats, thresholds)
        before = start
        reviewed: list[StepReview] = []
        for index, item in enumerate(items):
            step = read(index, item, before, reviewed[-1].turn if reviewed else 1)
            reviewed.append(step)
            before = step.standing
        return cls(game, unit, seats, start, tuple(reviewed), thresholds)


def _numbers(value: Any, count: int, what: str) -> tuple[float, ...]:
    """`count` numbers (ints or floats, never bools or text) from -MOST to MOST, as floats."""
    if not isinstance(value, list) or len(value) != count or not all(map(_is_figure, value)):
        why = _("the kept review's {what} should be {n} numbers from -{most:g} to {most:g}")
        raise RecordError(why.format(what=what, n=count, most=MOST))
    return tuple(float(v) for v in value)


def _is_figure(value: Any) -> bool:
    """A number a review may hold: from -MOST to MOST (NaN and infinities never are)."""
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    return number and -MOST <= value <= MOST


class _StepReader:
    """Reads one kept StepReview, checking it against the game and the step before it."""

    def __init__(self, game: str, seats: int, thresholds: Thresholds) -> None:
        self.game = game
        self.seats = seats
        self.thresholds = thresholds

    def __call__(
        self, index: int, item: Any, before: tuple[float, ...], last_turn: int
    ) -> StepReview:
        def bad(what: str) -> RecordError:
            why = _("the kept review's step {n} is damaged: {what}")
            return RecordError(why.format(n=index + 1, what=what))

        if not isinstance(item, dict):
            raise bad(_("it is not a record"))

        def field(name: str) -> Any:
            return item.get(name)

        turn, seat, kind = field("turn"), field("seat"), field("kind")
        if not isinstance(turn, int) or isinstance(turn, bool) or not 1 <= last_turn <= turn:
            raise bad(_("its turn"))
        if kind not in (DECISION, CHANCE_STEP, FORCED):
            raise bad(_("its kind"))
        seat_ok = isinstance(seat, int) and not isinstance(seat, bool)
        if not seat_ok or not (seat == CHANCE if kind == CHANCE_STEP else 0 <= seat < self.seats):
            raise bad(_("its seat"))
        standing = _numbers(field("standing"), self.seats, "standing")
        luck = _numbers(field("luck"), self.seats, "luck")
        change = [after - was for after, was in zip(standing, before, strict=True)]
        if kind == CHANCE_STEP:
            if any(abs(a - b) > _SLACK * (1 + abs(b)) for a, b in zip(luck, change, strict=True)):
                raise bad(_("its luck is not its change of standing"))
        elif any(luck):
            raise bad(_("luck on a step that was not chance"))
        cost = field("cost")
        if not _is_figure(cost) or cost < 0:
            raise bad(_("its cost"))
        if kind != DECISION and cost:
            raise bad(_("a cost on a step that was not a decision"))
        best, best_standing = field("best"), field("best_standing")
        if best is None:
            if best_standing is not None:
                raise bad(_("a standing for no better move"))
        else:
            self._check_move(best, kind, bad)
            if not _is_figure(best_standing):
                raise bad(_("the better move's standing"))
            best_standing = float(best_standing)
        mark = field("mark")
        expected = self.thresholds.mark(float(cost)) if kind == DECISION else ""
        if mark != expected:
            raise bad(_("its mark"))
        return StepReview(
            index, turn, seat, kind, standing, luck, float(cost), best, best_standing, mark
        )

    def _check_move(self, best: Any, kind: str, bad: Any) -> None:
        if kind != DECISION or not isinstance(best, str) or len(best) > 200:
            raise bad(_("its better move"))
        try:
            get_game(self.game).parse_action(best)
        except NotationError as error:
            raise bad(_("its better move")) from error
