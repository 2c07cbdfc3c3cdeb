"""What the saved games show of a record's details: its date (one every system can show), its
players' names (one that shows nothing becomes "Player 2"), a game's title, and the name of a
game Bazaar kept by itself, worded when shown so it reads in the player's language."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common.core import registry
from common.core.cleantext import clean_text, visible_or
from common.core.errors import RecordError
from common.core.i18n import _, n_

# The latest time every system's time.localtime() can show: 1 January 3000 (Windows refuses
# anything after the year 3000). A date read from a file or the disk is never later than this.
LATEST_SHOWN_TIME = 32_503_680_000.0


def shown_time(value: Any) -> float:
    """A time from a file, as a number every system's clock functions take (0 if not one)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return 0.0
    try:
        return max(0.0, min(float(value), LATEST_SHOWN_TIME))
    except OverflowError:
        return 0.0


def player_names(meta: dict[str, Any]) -> tuple[str, ...]:
    """The players' names to show; one that shows nothing is "Player 2"."""
    names = meta.get("players", ())
    names = [name for name in names if isinstance(name, str)] if isinstance(names, list) else []
    return tuple(visible_or(name, _("Player {n}").format(n=n + 1)) for n, name in enumerate(names))


@dataclass(frozen=True)
class SaveInfo:
    """One saved game as the load list shows it (common.core.saves reads it); `error` says why
    it cannot be loaded. A slot is a game's autosave (its unfinished game, resumed from the
    title). `turn`: the turn it reached (common.core.turns). `kept`: Bazaar kept it by itself,
    so its name is worded from its facts when shown (`title`), in the player's language; a
    finished game's `winners` and `scores` are its outcome's."""

    path: Path
    name: str
    game: str = ""
    players: tuple[str, ...] = ()
    saved_at: float = 0.0
    turn: int = 0
    finished: bool = False
    practice: bool = False
    slot: bool = False
    error: str | None = None
    kept: bool = False
    winners: tuple[int, ...] = ()
    scores: tuple[int | None, ...] = ()
    round: tuple[int, int] | None = None  # a tournament's round: (its number, of how many)
    series: str = ""  # the id of the tournament it is a round of ("" for none, or unknown)

    @property
    def result(self) -> str:
        """How a finished game ended, in the player's language ("" for an unfinished one)."""
        if not self.finished:
            return ""
        return result_words(self.players, self.winners, self.scores)

    @property
    def title(self) -> str:
        """The name to show: one Bazaar gave it is worded now, in the player's language."""
        if not self.kept or self.error:
            return self.name
        result = self.result if self.finished else None
        return kept_name(self.saved_at, self.players, self.turn, result)


MAX_ROUNDS = 99  # the most rounds of a series (a tournament) a save's row can show


def round_words(round_of: tuple[int, int]) -> str:
    """Which round of a tournament: "Tournament: round 2 of 3"."""
    return _("Tournament: round {n} of {total}").format(n=round_of[0], total=round_of[1])


def when(saved_at: float) -> str:
    """A save's date and time as the lists show it ("" if the system cannot say)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(shown_time(saved_at)))
    except (OverflowError, OSError, ValueError):
        return ""


def turn_words(turn: int, finished: bool) -> str:
    """How far a game went, in turns (common.core.turns): "turn 12" for one still being played
    (the turn it goes on with), "no move yet" for one not begun, "34 turns" for a finished one."""
    if not finished and turn == 0:
        return _("no move yet")
    if finished:
        return n_("{n} turn", "{n} turns", turn).format(n=turn)
    return _("turn {n}").format(n=turn)


def result_words(
    players: Sequence[str], winners: Sequence[int], scores: Sequence[int | None]
) -> str:
    """How a finished game ended: "Karim won", "Karim & Leila won", a solo game's score."""
    if len(scores) == 1:
        return _("score {n}").format(n=scores[0])
    called = [players[w] if w < len(players) else _("Player {n}").format(n=w + 1) for w in winners]
    return _("{names} won").format(names=" & ".join(called)) if called else _("no winner")


def kept_name(
    saved_at: float,
    players: Sequence[str],
    turn: int,
    result: str | None = None,
) -> str:
    """The name of a game Bazaar kept in the saved games by itself: a finished one "date ·
    result", an unfinished one "date · players · turn 12"."""
    if result is not None:
        return _("{date} · {result}").format(date=when(saved_at), result=result)
    return _("{date} · {players} · {moves}").format(
        date=when(saved_at), players=", ".join(players), moves=turn_words(turn, False)
    )


def game_title(game: str) -> str:
    """A game's title in the player's language (its name, for a game Bazaar does not know)."""
    try:
        return _(registry.find(game).title)
    except RecordError:
        return clean_text(game, 40)


def rehomed(game: str, slot: str, kept_as: str | None) -> str:
    """What the title says of a game of `game` found in the slot of `slot`: it was moved to
    its own slot (kept_as None), or kept in the saved games under the name `kept_as`."""
    titles = {"game": game_title(game), "slot": game_title(slot)}
    if kept_as is None:
        return _(
            "A game of {game} was in the place of the unfinished game of {slot}: it is in its "
            "own place now, to be resumed from the title."
        ).format(**titles)
    return _(
        "A game of {game} was in the place of the unfinished game of {slot}: it is kept in the "
        "saved games as “{name}”."
    ).format(name=kept_as, **titles)
