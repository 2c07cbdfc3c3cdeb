"""What a room's creator chooses beside the table (issue 49): its tempo and move clock, whether
anyone with the code may watch, whether it is listed among the server's open tables, and the
language its players speak (shown on that list). Chosen once, at creation; kept with the room.

Tempo `realtime` is a game everyone sits at; `turn` (turn-based) is a game that lasts days: a
clock per turn from a bounded set (MOVE_CLOCKS: 1 hour, 1 day, 3 days, or none among friends),
never an arbitrary number, so no clock can be set absurd.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from common.core.filekinds import flag, one_of, record
from common.core.safe_read import UnreadableFile

REALTIME, TURN_BASED = "realtime", "turn"
TEMPOS = (REALTIME, TURN_BASED)
HOUR, DAY = 3600, 86400
MOVE_CLOCKS = (0, HOUR, DAY, 3 * DAY)  # seconds a turn may take; 0: no clock
LANGUAGES = ("en", "ru", "bg", "pl", "hu")  # the languages the app speaks


@dataclass(frozen=True)
class RoomOptions:
    tempo: str = REALTIME
    move_seconds: int = 0  # turn-based only: the clock per turn (0: none)
    watchable: bool = True  # anyone with the code may watch
    listed: bool = False  # among the server's open tables until it starts or fills
    language: str = "en"

    @property
    def turn_based(self) -> bool:
        return self.tempo == TURN_BASED

    @property
    def clocked(self) -> bool:
        return self.turn_based and self.move_seconds > 0


# The optional fields of `create` (and of a room's file): each checked, none else.
FIELDS = {
    "tempo": one_of(TEMPOS),
    "move_seconds": one_of(MOVE_CLOCKS),
    "watchable": flag,
    "listed": flag,
    "language": one_of(LANGUAGES),
}
_CHECK = record(FIELDS, keep_unknown=False)


def options_from(fields: dict[str, Any]) -> RoomOptions:
    """The options among a checked message's or file's fields (those left out: the defaults);
    ValueError for a clock on a real-time room (it would never run)."""
    try:
        chosen = _CHECK({k: v for k, v in fields.items() if k in FIELDS})
    except UnreadableFile as error:
        raise ValueError(str(error)) from error
    options = RoomOptions(**chosen)
    if options.move_seconds and not options.turn_based:
        raise ValueError("a move clock on a real-time room")
    return options


def options_to_json(options: RoomOptions) -> dict[str, Any]:
    return {
        "tempo": options.tempo,
        "move_seconds": options.move_seconds,
        "watchable": options.watchable,
        "listed": options.listed,
        "language": options.language,
    }
