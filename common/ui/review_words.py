"""A review told in words: the one line that says what decided the game, and each player's
figures (expected at the start, luck, decisions, the result: as shown they add up; their
marks) in the game's own unit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from common.core.i18n import _, n_
from common.core.review import GameReview, StepReview
from common.core.step import CHANCE_STEP

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
    return in_unit(review, figure(value, signed))


def in_unit(review: GameReview, shown: str) -> str:
    """A figure already rounded for showing ("-3"), in the game's unit ("-3 points")."""
    return figure_in(review.unit, shown)


def figure_in(unit: str, shown: str) -> str:
    """A figure already rounded for showing, in a review's unit (its msgid)."""
    after_a_figure = {"dirhams": _("{n} dirhams"), "points": _("{n} points")}
    phrase = after_a_figure.get(unit)
    if phrase is None:
        return _("{n} {unit}").format(n=shown, unit=_(unit))
    return phrase.format(n=shown)


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
FIRST = "first"  # chance only draws who goes first (Bombay Bazar)


def chance_title(chance: str) -> str:
    """The heading of the luck column."""
    return _("who went first") if chance == FIRST else _("luck")


def swings_words(chance: str) -> str:
    """What the chart's gold bands mark, beside its caption: rolls only where there are dice."""
    if chance == FIRST:
        return _("the draw of who went first")
    if chance in (DICE, DICE_AND_DRAWS):
        return _("the rolls that swung it most")
    return _("the chance that swung it most")


def progress_words(chance: str) -> str:
    """What the review does while it is worked out: rolls only where there are dice."""
    if chance in (DICE, DICE_AND_DRAWS):
        return _("The computer looks again at every decision and every roll of the game…")
    return _("The computer looks again at every decision of the game…")


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
        (FIRST, True): _("The draw for who goes first gained {name} {n}"),
        (FIRST, False): _("The draw for who goes first cost {name} {n}"),
    }
    phrase = phrases.get((chance, luck >= 0), phrases[LUCK, luck >= 0])
    return phrase.format(name=names[seat], n=amount(review, abs(luck)))


def balance(review: GameReview, seat: int) -> tuple[str, str, str, str]:
    """A seat's expected result at the start, luck, decisions and result as shown, rounded
    alike so that they add up as shown (the decisions take what rounding leaves over)."""
    start, luck, final = review.start[seat], review.luck(seat), review.final[seat]
    like = max(abs(start), abs(final), abs(luck), abs(review.decisions(seat)))
    digits = 0 if like >= 9.95 else 1
    start_r, luck_r, final_r = (round(v, digits) for v in (start, luck, final))
    decisions_r = round(final_r - start_r - luck_r, digits)
    return (
        figure(start_r, like=like),
        figure(luck_r, signed=True, like=like),
        figure(decisions_r, signed=True, like=like),
        figure(final_r, like=like),
    )


def balance_words(review: GameReview, seat: int, names: Sequence[str], chance: str = DICE) -> str:
    """How one player's result came about, in figures that add up: "Amira: expected 31
    points at the start; decisions -9, luck +2; 24 at the end" (no luck where there was
    none; where chance only drew who went first, named so, as the luck column is)."""
    start, luck, decisions, end = balance(review, seat)
    values = {"name": names[seat], "start": start, "decisions": decisions, "luck": luck}
    values["end"] = end
    values["start"] = in_unit(review, start)
    if abs(review.luck(seat)) < SHOWN_ZERO / 5:
        alone = _("{name}: expected {start} at the start; decisions {decisions}; {end} at the end")
        return alone.format(**values)
    if chance == FIRST:
        return _(
            "{name}: expected {start} at the start; decisions {decisions}, who went first "
            "{luck}; {end} at the end"
        ).format(**values)
    return _(
        "{name}: expected {start} at the start; decisions {decisions}, luck {luck}; {end} at "
        "the end"
    ).format(**values)


def verdict(
    review: GameReview, names: Sequence[str], chance: str, person: int | None = None
) -> str:
    """What decided the game, in one line: about `person` (the one who asked, where the
    table knows), how their result came about and their costliest decision; else the
    luckiest player's luck (where there was any) and how the result of the player whose
    decisions cost the most came about."""
    seats = range(review.seats)
    if person is not None and 0 <= person < review.seats:
        worst = review.worst(person)
        balance = balance_words(review, person, names, chance)
        if worst is None or worst.cost < SHOWN_ZERO:
            return _("{only}.").format(only=balance)
        costly = _("the costliest decision on turn {n} ({lost})").format(
            n=worst.turn, lost=amount(review, -worst.cost, signed=True)
        )
        return _("{first}; {second}.").format(first=balance, second=costly)
    parts = []
    lucky = max(seats, key=lambda s: abs(review.luck(s)))
    if abs(review.luck(lucky)) >= SHOWN_ZERO:
        parts.append(luck_words(review, lucky, names, chance))
    costliest = min(seats, key=review.decisions)
    parts.append(balance_words(review, costliest, names, chance))
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


def turn_words(
    review: GameReview, turn: int, names: Sequence[str], told: Sequence[str] = ()
) -> str:
    """A turn as the chart's tooltip says it: the turn's moves as the log tells them (`told`),
    what its mover's decisions cost them (the worst one's mark, all of them together) and what
    chance gave them that turn against the average."""
    head = _("Turn {n}: {what}").format(n=turn, what=" ".join(told)) if told else ""
    lines = [head or _("Turn {n}").format(n=turn)]
    steps = [s for s in review.steps if s.turn == turn]
    decisions = [s for s in steps if s.is_decision and 0 <= s.seat < len(names)]
    if decisions:
        mover = decisions[0].seat
        own = [s for s in decisions if s.seat == mover]
        worst = max(own, key=lambda s: s.cost)
        lines.append(step_words(review, replace(worst, cost=sum(s.cost for s in own)), names))
        luck = sum(s.luck[mover] for s in steps if s.kind == CHANCE_STEP)
        if abs(luck) >= SHOWN_ZERO / 5:
            luck_line = _("Luck this turn: {n}").format(n=amount(review, luck, signed=True))
            lines.append(luck_line)
    return "\n".join(lines)


def thresholds_words(review: GameReview) -> str:
    """How the marks are given, in a line under the figures."""
    t = review.thresholds
    return _(
        "Each decision against the best move the review found: an inaccuracy loses {a} or "
        "more, a mistake {b}, a blunder {c}."
    ).format(
        a=amount(review, t.inaccuracy), b=amount(review, t.mistake), c=amount(review, t.blunder)
    )
