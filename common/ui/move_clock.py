"""The move clock of a turn-based online game (issue 49), in words: how long is left, counted
down here from what the server last said (the server sends the clock when the turn passes and
when it runs out), and which seat ran out of time (then the others may give it to a computer
or end the game: common.ui.online_endings)."""

from __future__ import annotations

from typing import Any

from common.core.i18n import _

MINUTE, HOUR, DAY = 60, 3600, 86400


def time_left_words(seconds: float) -> str:
    """A move clock's time left, as short as it can say it: '2 d 5 h', '5 h 20 min', '42 min',
    'under a minute'."""
    whole = int(seconds)
    if whole >= DAY:
        return _("{d} d {h} h left").format(d=whole // DAY, h=whole % DAY // HOUR)
    if whole >= HOUR:
        return _("{h} h {m} min left").format(h=whole // HOUR, m=whole % HOUR // MINUTE)
    if whole >= MINUTE:
        return _("{m} min left").format(m=whole // MINUTE)
    return _("under a minute left")


class MoveClock:
    """What the table's client last heard of the clock, and when (`now`: the table's clock)."""

    def __init__(self) -> None:
        self.view: dict[str, Any] | None = None
        self.heard_at = 0.0

    def follow(self, view: dict[str, Any] | None, now: float) -> None:
        if view is not self.view:
            self.view, self.heard_at = view, now

    def overdue(self) -> int | None:
        """The seat whose time ran out, if one did."""
        view = self.view
        return view["seat"] if view is not None and view["out"] else None

    def words(self, name: str, now: float) -> str | None:
        """'23 h 59 min left', or '{name}'s time ran out' (`name`: the seat's); None with no
        clock."""
        view = self.view
        if view is None:
            return None
        if view["out"]:
            return _("{name}'s time ran out").format(name=name)
        return time_left_words(max(0.0, view["seconds_left"] - (now - self.heard_at)))
