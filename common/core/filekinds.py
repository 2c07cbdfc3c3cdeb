"""Every kind of file Bazaar reads: its size limit and the schema its JSON must fit, field by
field (type and range). Checking returns a clean copy (text cleaned and capped by
common.core.cleantext) or raises UnreadableFile saying which field is wrong and why. A game's
own data files and fields of a save's details are the game's: it declares them (DataFile,
save fields) through its registry entry (common.core.registry.GameEntry.data).

A record schema is strict (a bad field makes the file damaged) or lenient (a bad field is
dropped, so its owner's default applies): settings and a save's details are lenient, because
a player would rather keep the moves of a game than lose them to an odd name or date.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from common.core import registry
from common.core.cleantext import clean_text, quoted
from common.core.i18n import _
from common.core.safe_read import UnreadableFile

Check = Callable[[Any], Any]

SETTINGS_BYTES = 64 * 1024
LATEST_TIME = 253402300799.0  # the last second of the year 9999
NAME_CHARS = 60  # a saved game's name, as common.core.saves.MAX_NAME allows
PLAYER_CHARS = 16  # a player's name, as the setup screens allow
# A name as the tables show it: a player's, or a computer's with its level in any language.
SHOWN_NAME_CHARS = 40
SERVER_CHARS = 200  # a server's address (host:port)
MAX_SERVERS = 8  # the servers remembered in the settings
MAX_SEATS = 4


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole(low: int, high: int, clamp: bool = False) -> Check:
    """A whole number from low to high (clamp: a whole number outside is brought inside)."""

    def check(value: Any) -> int:
        if _is_whole(value) and (clamp or low <= value <= high):
            return max(low, min(high, int(value)))
        raise UnreadableFile(_("a whole number from {low} to {high}").format(low=low, high=high))

    return check


def real(low: float, high: float) -> Check:
    """A number from low to high (NaN and infinities never are)."""

    def check(value: Any) -> float:
        number = isinstance(value, float) or _is_whole(value)
        if number and math.isfinite(value) and low <= value <= high:
            return float(value)
        raise UnreadableFile(_("a number from {low:g} to {high:g}").format(low=low, high=high))

    return check


def flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise UnreadableFile(_("true or false"))


def text(limit: int) -> Check:
    """Text, cleaned and capped at `limit` characters for display."""

    def check(value: Any) -> str:
        if isinstance(value, str):
            return clean_text(value, limit)
        raise UnreadableFile(_("text"))

    return check


def one_of(choices: Iterable[Any]) -> Check:
    allowed = tuple(choices)

    def check(value: Any) -> Any:
        if any(value == c and type(value) is type(c) for c in allowed):
            return value
        listed = ", ".join(str(c) for c in allowed)
        raise UnreadableFile(_("one of: {choices}").format(choices=listed))

    return check


def list_of(item: Check, most: int) -> Check:
    def check(value: Any) -> list[Any]:
        if not isinstance(value, list) or len(value) > most:
            raise UnreadableFile(_("a list of at most {n}").format(n=most))
        return [item(v) for v in value]

    return check


def anything(value: Any) -> Any:
    """Kept as it is (the reader already bounded its size and depth, and mended its text)."""
    return value


def optional(check: Check) -> Check:
    return lambda value: None if value is None else check(value)


def record(fields: dict[str, Check], lenient: bool = False, keep_unknown: bool = True) -> Check:
    """A JSON object whose known fields pass their checks. Lenient: a field that does not is
    left out. keep_unknown: fields the schema does not name are kept (a newer version's)."""

    def check(value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise UnreadableFile(_("it does not hold the right kind of data"))
        result = {k: v for k, v in value.items() if keep_unknown and k not in fields}
        for name, field_check in fields.items():
            if name not in value:
                continue
            try:
                result[name] = field_check(value[name])
            except UnreadableFile as error:
                if not lenient:
                    raise UnreadableFile(
                        _("{field} should be {what}").format(field=quoted(name), what=error)
                    ) from error
        return result

    return check


def settings_schema(languages: Iterable[str], speeds: Iterable[str]) -> Check:
    """settings.json: the language and animation speed the owner lists, volume 0-100."""
    return record(
        {
            "language": one_of(languages),
            "speed": one_of(speeds),
            "sound": flag,
            "volume": whole(0, 100, clamp=True),
            "fullscreen": flag,
            "colour_blind": flag,
            "confirm_placing": flag,
            "practice": flag,
            "forecast": flag,
            "turn_alert": flag,
            "turn_notice": flag,
            "webhook": text(300),  # checked again before it is used (common.ui.webhook_setting)
            "online_name": text(PLAYER_CHARS),
            "lan_hosting": flag,
            "servers": list_of(text(SERVER_CHARS), MAX_SERVERS),
            "guides_offered": list_of(text(16), 8),
        },
        lenient=True,
        keep_unknown=False,
    )


class DataFile:
    """A file a game keeps in the data folder, read at start so the title screen can say if it
    cannot be: its name there, its label (marked with N_), its size limit and its schema."""

    __slots__ = ("label", "limit", "name", "schema")

    def __init__(self, name: str, label: str, limit: int, schema: Check) -> None:
        self.name, self.label, self.limit, self.schema = name, label, limit, schema


_SEAT = record(
    {
        "name": optional(text(SHOWN_NAME_CHARS)),
        "level": optional(text(16)),
        "colour": anything,
        "colours": anything,
    },
    lenient=True,
)


def seat(value: Any) -> dict[str, Any]:
    """One seat of a saved table (anything odd in it: the table's default for that seat)."""
    return _SEAT(value) if isinstance(value, dict) else {}


# A saved game's details ("meta"): what the Load list and the Resume button show.
_SAVE_FIELDS: dict[str, Check] = {
    "name": text(NAME_CHARS),
    "saved_at": real(0.0, LATEST_TIME),
    "players": list_of(text(SHOWN_NAME_CHARS), MAX_SEATS),
    "seats": list_of(seat, MAX_SEATS),
}


def _save_details(meta: Any) -> dict[str, Any]:
    """The fields every game's save has, and those the games declare of their own."""
    fields = dict(_SAVE_FIELDS)
    for entry in registry.games():
        fields.update(entry.save_fields())
    checked: dict[str, Any] = record(fields, lenient=True)(meta)
    return checked


SAVE_DETAILS: Check = _save_details
