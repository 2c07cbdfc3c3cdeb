"""What the saved games show of a record's details: its date (one every system can show), its
players' names (one that shows nothing becomes "Player 2") and a game's title."""

from __future__ import annotations

from typing import Any

from common.core import registry
from common.core.cleantext import clean_text, visible_or
from common.core.errors import RecordError
from common.core.i18n import _

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


def player_names(meta: dict) -> tuple[str, ...]:
    """The players' names to show; one that shows nothing is "Player 2"."""
    names = meta.get("players", ())
    names = [name for name in names if isinstance(name, str)] if isinstance(names, list) else []
    return tuple(visible_or(name, _("Player {n}").format(n=n + 1)) for n, name in enumerate(names))


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
