"""A review told in words: the one line that says what decided the game, and each player's
figures (luck, what their decisions lost, their marks) in the game's own unit."""

from __future__ import annotations

from collections.abc import Sequence

from common.core.i18n import _, n_
from common.core.review import GameReview, StepReview

MARKS = ("good", "inaccuracy", "mistake", "blunder")
SHOWN_ZERO = 0.5  # less than this of the game's unit reads as nothing


def mark_name(mark: str) -> str:
    """A decision's mark in the player's language."""
    names = {
        "good": _("good"),
        "inaccuracy": _("inaccuracy"),
        "mistake": _("mistake"),
        "blunder": _("blunder"),
    }
    return names.get(mark, "")


def figure(value: float, signed: bool = False, like: float | None = None) -> str:
    """A figure rounded to the whole unit, or to a tenth below 10 (where a whole says little);
    `like`: rounded as that other figure is, where the two are said together."""
    digits = 0 if abs(value if like is None else like) >= 9.95 else 1
    shown = round(value, digits) + 0.0  # never "-0.0"
    return f"{shown:+.{digits}f}" if signed else f"{shown:.{digits}f}"


def amount(review: GameReview, value: float, signed: bool = False) -> str:
    """ "9 dirhams", "+9 dirhams": a figure in the game's unit (a message of its own for each
    unit: after a figure, which may be a fraction, a language may say it otherwise than as a
    heading, e.g. abbreviated)."""
    after_a_figure = {"dirhams": _("{n} dirhams"), "points": _("{n} points")}
    phrase = after_a_figure.get(review.unit)
    if phrase is None:
        return _("{n} {unit}").format(n=figure(value, signed), unit=_(review.unit))
    return phrase.format(n=figure(value, signed))


def marks_line(review: GameReview, seat: int) -> str:
    """ "31 good · 2 inaccuracies · 1 mistake": the counts of a player's marks, none left out
    but the ones at zero."""
    counts = review.marks(seat)
    words = {
        "good": n_("{n} good", "{n} good", counts.get("good", 0)),
        "inaccuracy": n_("{n} inaccuracy", "{n} inaccuracies", counts.get("inaccuracy", 0)),
        "mistake": n_("{n} mistake", "{n} mistakes", counts.get("mistake", 0)),
        "blunder": n_("{n} blunder", "{n} blunders", counts.get("blunder", 0)),
    }
    shown = [words[m].format(n=counts[m]) for m in MARKS if counts.get(m, 0)]
    return " · ".join(shown) if shown else _("no decisions")


DICE, DICE_AND_DRAWS, LUCK = "dice", "dice and draws", "luck"  # what chance is in a game


def luck_words(review: GameReview, seat: int, names: Sequence[str], chance: str) -> str:
    """ "Omar's dice were 9 dirhams better than average" (worse, below it); `chance` says what
    chance is in the game (DICE, DICE_AND_DRAWS or LUCK)."""
    luck = review.luck(seat)
    phrases = {
        (DICE, True): _("{name}'s dice were {n} better than average"),
        (DICE, False): _("{name}'s dice were {n} worse than average"),
        (DICE_AND_DRAWS, True): _("{name}'s dice and draws were {n} better than average"),
        (DICE_AND_DRAWS, False): _("{name}'s dice and draws were {n} worse than average"),
        (LUCK, True): _("{name}'s luck was {n} better than average"),
        (LUCK, False): _("{name}'s luck was {n} worse than average"),
    }
    phrase = phrases.get((chance, luck >= 0), phrases[LUCK, luck >= 0])
    return phrase.format(name=names[seat], n=amount(review, abs(luck)))


def decisions_words(review: GameReview, seat: int, names: Sequence[str]) -> str:
    """ "Leila lost 12 dirhams in decisions, 8 of them on turn 23"."""
    lost = review.lost(seat)
    if lost < SHOWN_ZERO:
        return _("{name} made the best decision every time").format(name=names[seat])
    worst = review.worst(seat)
    on_turn = review.lost_on_turn(seat, worst.turn) if worst is not None else 0.0
    if worst is None or on_turn < SHOWN_ZERO or on_turn > lost - SHOWN_ZERO:
        return _("{name} lost {n} in decisions").format(name=names[seat], n=amount(review, lost))
    return _("{name} lost {n} in decisions, {m} of them on turn {turn}").format(
        name=names[seat],
        n=amount(review, lost),
        m=figure(on_turn, like=lost),
        turn=worst.turn,
    )


def verdict(review: GameReview, names: Sequence[str], chance: str) -> str:
    """What decided the game, in one line: the luckiest player's luck (where there was any)
    and the costliest decisions."""
    seats = range(review.seats)
    parts = []
    lucky = max(seats, key=lambda s: abs(review.luck(s)))
    if abs(review.luck(lucky)) >= SHOWN_ZERO:
        parts.append(luck_words(review, lucky, names, chance))
    costly = max(seats, key=review.lost)
    parts.append(decisions_words(review, costly, names))
    if len(parts) == 2:
        return _("{first}; {second}.").format(first=parts[0], second=parts[1])
    return _("{only}.").format(only=parts[0])


def step_words(review: GameReview, step: StepReview, names: Sequence[str]) -> str:
    """A decision's mark as the replay says it: "Leila: mistake, 6 dirhams lost"."""
    if step.mark == "good" or step.cost < SHOWN_ZERO / 5:
        return _("{name}: good").format(name=names[step.seat])
    return _("{name}: {mark}, {n} lost").format(
        name=names[step.seat], mark=mark_name(step.mark), n=amount(review, step.cost)
    )


def thresholds_words(review: GameReview) -> str:
    """How the marks are given, in a line under the figures."""
    t = review.thresholds
    return _(
        "Each decision against the best move the review found: an inaccuracy loses {a} or "
        "more, a mistake {b}, a blunder {c}."
    ).format(
        a=amount(review, t.inaccuracy), b=amount(review, t.mistake), c=amount(review, t.blunder)
    )
