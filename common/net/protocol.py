"""The messages of online play: JSON objects with a "type", each checked against its schema in
both directions (unknown fields refused, every field's type and range checked, sizes capped
before parsing). Nothing but json.loads ever reads a byte from the network.

A client says hello with PROTOCOL; a server that speaks another version refuses it in words.
Chat is a fixed list of message ids (CHAT), never free text, so nobody can be sent abuse.
"""

from __future__ import annotations

import json
from typing import Any

from common.core.filekinds import (
    PLAYER_CHARS,
    Check,
    flag,
    list_of,
    one_of,
    record,
    text,
    whole,
)
from common.core.i18n import N_, _
from common.core.safe_read import UnreadableFile
from common.net.room_options import FIELDS as ROOM_OPTIONS
from common.net.room_options import MOVE_CLOCKS, TEMPOS
from common.net.seat_fields import CODE, GAME, TOKEN, pattern
from common.net.seat_fields import CODE_ALPHABET as CODE_ALPHABET
from common.net.seat_fields import CODE_LENGTH as CODE_LENGTH

PROTOCOL = 2  # 2: turn-based rooms, watching, My games, open tables, rematch, webhooks
MAX_SEATS = 4
MAX_ACTIONS = 4000  # the longest games have a few hundred actions
MAX_BATCH = 64  # steps in one message (a move brings a handful)
CLIENT_FRAME_BYTES = 4 * 1024  # the largest client message (a create) is well under 1 KB
SERVER_FRAME_BYTES = 256 * 1024  # a room with its whole history

DEFAULT_PORT = 8765  # where a server listens unless told otherwise

REMOTE, LOCAL, COMPUTER = "remote", "local", "computer"
SEAT_KINDS = (REMOTE, LOCAL, COMPUTER)
STEP_KINDS = ("decision", "chance", "forced")

CHAT = {
    "hello": N_("Hello!"),
    "good_luck": N_("Good luck!"),
    "well_played": N_("Well played!"),
    "thanks": N_("Thank you!"),
    "oops": N_("Oops!"),
    "thinking": N_("Let me think…"),
    "your_turn": N_("Your turn!"),
    "bye": N_("Goodbye!"),
}

# Error codes (for programs); each error also carries a reason in words (for people).
BAD_MESSAGE = "bad_message"
OLD_PROTOCOL = "protocol"
TOO_FAST = "too_fast"
TIMEOUT = "timeout"
BLOCKED = "blocked"
FULL = "full"
NO_ROOM = "no_room"
NOT_ALLOWED = "not_allowed"
STALE = "stale"
ILLEGAL = "illegal"
UNDO = "undo"
ELSEWHERE = "elsewhere"
SLOW_READER = "slow_reader"
STARTED = "started"  # a join after the start: only the seats' own tokens come back
NAME_TAKEN = "name_taken"
BAD_NAME = "bad_name"  # a name that shows nothing or passes for another (common.net.names)
PAUSED = "paused"  # the room cannot be stored just now: nothing is acknowledged until it can
UNAVAILABLE = "unavailable"  # a cluster's process cannot reach its shared store just now
BAD_URL = "bad_url"  # a webhook the server will not call (common.net.webhooks)
ERROR_CODES = (
    BAD_MESSAGE,
    OLD_PROTOCOL,
    TOO_FAST,
    TIMEOUT,
    BLOCKED,
    FULL,
    NO_ROOM,
    NOT_ALLOWED,
    STALE,
    ILLEGAL,
    UNDO,
    ELSEWHERE,
    SLOW_READER,
    STARTED,
    NAME_TAKEN,
    PAUSED,
    BAD_NAME,
    UNAVAILABLE,
    BAD_URL,
)
# A connection the server ended after one of these is not tried again by itself: the same seat
# is open in another window, this address is blocked for a while, the server speaks another
# version of the protocol.
FINAL_CODES = frozenset({ELSEWHERE, BLOCKED, OLD_PROTOCOL})


class ProtocolError(ValueError):
    """A message that is not one of ours; str(error) says why, in words."""


def _plain(key: Any, value: Any) -> bool:
    short = not isinstance(value, str) or len(value) <= 32
    return isinstance(key, str) and len(key) <= 32 and isinstance(value, (bool, int, str)) and short


def setup_fields(value: Any) -> dict[str, Any]:
    """A game's setup as its setup_to_json writes it: a few plain fields (the game's own
    setup_from_json checks their meaning)."""
    if isinstance(value, dict) and len(value) <= 16 and all(_plain(k, v) for k, v in value.items()):
        return dict(value)
    raise UnreadableFile(_("a table's setup"))


HEX64 = pattern("[0-9a-f]{64}", N_("a SHA-256 in hex"))
NOTATION = pattern("[!-~]{1,24}", N_("a move's notation"))
LEVEL = pattern("[a-z_]{1,16}", N_("a computer player's level"))
NAME = text(PLAYER_CHARS)
SEAT = whole(0, MAX_SEATS - 1)
INDEX = whole(0, MAX_ACTIONS)
MAX_MY_GAMES = 50  # seats asked about in one `my_games` (50 fit a client's 4 KB frame)
MAX_OPEN_TABLES = 50  # rooms in one `open_tables` answer
MAX_WATCHERS = 10_000
SECONDS_LEFT = whole(0, max(MOVE_CLOCKS))
# A webhook as the player pastes it: https and printable ASCII only (common.net.webhooks checks
# its host); "" takes it away.
WEBHOOK_URL = pattern("(https://[!-~]{1,290})?", N_("an https:// address"))


def _fields(fields: dict[str, Check], optional: tuple[str, ...] = ()) -> Check:
    """A JSON object with exactly these fields (those in `optional` may be left out)."""
    check = record(fields, keep_unknown=False)

    def strict(value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise UnreadableFile(_("an object"))
        unknown = set(value) - set(fields)
        missing = set(fields) - set(value) - set(optional)
        if unknown or missing:
            names = ", ".join(sorted(str(n)[:24] for n in unknown | missing))
            raise UnreadableFile(_("exactly its own fields (not: {names})").format(names=names))
        return check(value)

    return strict


STEP = _fields({"action": NOTATION, "seat": whole(-1, MAX_SEATS - 1), "kind": one_of(STEP_KINDS)})
# A seat as its creator asks for it: a computer's level; a local seat's player's name.
SEAT_REQUEST = _fields(
    {"kind": one_of(SEAT_KINDS), "level": LEVEL, "name": NAME}, optional=("level", "name")
)
SEAT_VIEW = _fields(
    {"kind": one_of(SEAT_KINDS), "level": LEVEL, "name": NAME, "online": flag},
    optional=("level", "name"),
)
SEATS_VIEW = list_of(SEAT_VIEW, MAX_SEATS)
SEAT_TOKEN = _fields({"code": CODE, "token": TOKEN})
CLOCK = _fields({"seat": SEAT, "seconds_left": SECONDS_LEFT, "out": flag})
REMATCH = _fields({"accepted": list_of(SEAT, MAX_SEATS), "waiting": list_of(SEAT, MAX_SEATS)})
# One of "my games": never a secret (no seed, no token, no move but how many).
GAME_SUMMARY = _fields(
    {
        "code": CODE,
        "found": flag,
        "game": GAME,
        "players": list_of(NAME, MAX_SEATS),  # each seat's name ("" for one without)
        "seats": SEATS_VIEW,  # each seat as the room's own `seats` says it (kind, level...)
        "you": list_of(SEAT, MAX_SEATS),
        "tempo": one_of(TEMPOS),
        "turn": whole(-1, MAX_SEATS - 1),
        "seconds_left": SECONDS_LEFT,
        "started": flag,
        "ended": flag,
        "moves": INDEX,
    },
    optional=(
        "game",
        "players",
        "seats",
        "you",
        "tempo",
        "turn",
        "seconds_left",
        "started",
        "ended",
        "moves",
    ),
)
OPEN_TABLE = _fields(
    {
        "code": CODE,
        "game": GAME,
        "host": NAME,
        "players": whole(1, MAX_SEATS),
        "free": whole(1, MAX_SEATS),
        "tempo": one_of(TEMPOS),
        "move_seconds": one_of(MOVE_CLOCKS),
        "language": ROOM_OPTIONS["language"],
    }
)

CLIENT_MESSAGES: dict[str, Check] = {
    "hello": _fields({"protocol": whole(0, 1 << 31), "app": text(40)}),
    "create": _fields(
        {
            "name": NAME,
            "game": GAME,
            "setup": setup_fields,
            "seats": list_of(SEAT_REQUEST, 4),
            **ROOM_OPTIONS,
        },
        optional=tuple(ROOM_OPTIONS),
    ),
    "join": _fields({"code": CODE, "name": NAME}),
    "rejoin": _fields({"code": CODE, "token": TOKEN}),
    "start": _fields({}),
    "action": _fields({"index": INDEX, "action": NOTATION}),
    "roll": _fields({"index": INDEX}),
    "undo": _fields({}),
    "undo_answer": _fields({"request": whole(0, 1 << 31), "accept": flag}),
    "chat": _fields({"id": one_of(CHAT)}),
    "give_seat": _fields({"seat": SEAT, "level": LEVEL}),
    "end_game": _fields({}),
    "watch": _fields({"code": CODE}),
    "my_games": _fields({"seats": list_of(SEAT_TOKEN, MAX_MY_GAMES)}),
    "open_tables": _fields({}),
    "rematch": _fields({"accept": flag}),
    "webhook": _fields({"url": WEBHOOK_URL}),
}

SERVER_MESSAGES: dict[str, Check] = {
    "welcome": _fields({"protocol": whole(0, 1 << 31), "server": text(40)}),
    "room": _fields(
        {
            "code": CODE,
            "game": GAME,
            "setup": setup_fields,
            "seats": SEATS_VIEW,
            "you": list_of(SEAT, MAX_SEATS),
            "creator": flag,
            "token": TOKEN,
            "commitment": HEX64,
            "actions": list_of(NOTATION, MAX_ACTIONS),
            "options": _fields(ROOM_OPTIONS),
            "watchers": whole(0, MAX_WATCHERS),
            "watching": flag,  # this connection watches: it holds no seat and no token
            "clock": CLOCK,
            "rematch": REMATCH,  # a rematch offered and not yet answered by all
        },
        optional=("commitment", "token", "options", "watchers", "watching", "clock", "rematch"),
    ),
    "seats": _fields({"seats": SEATS_VIEW, "watchers": whole(0, MAX_WATCHERS)}, ("watchers",)),
    # A turn-based room's clock: the seat to move and its time left (out: it ran out).
    "clock": CLOCK,
    "my_games": _fields({"games": list_of(GAME_SUMMARY, MAX_MY_GAMES)}),
    "open_tables": _fields({"tables": list_of(OPEN_TABLE, MAX_OPEN_TABLES)}),
    # Play again: the seats that said yes, those still to answer, and who said no (the offer
    # is then over).
    "rematch": _fields(
        {
            "accepted": list_of(SEAT, MAX_SEATS),
            "waiting": list_of(SEAT, MAX_SEATS),
            "declined_by": NAME,
        },
        optional=("declined_by",),
    ),
    "webhook": _fields({"set": flag}),
    "started": _fields({"commitment": HEX64}),
    # The steps one move brought (the decision and the chance and forced steps after it),
    # actions number first, first + 1, ...: one message, so one frame per client per move.
    "steps": _fields({"first": INDEX, "steps": list_of(STEP, MAX_BATCH)}),
    "undone": _fields({"cursor": INDEX}),
    "undo_asked": _fields({"request": whole(0, 1 << 31), "name": NAME}),
    "undo_result": _fields({"request": whole(0, 1 << 31), "accepted": flag, "name": NAME}),
    "chat": _fields(
        {"name": NAME, "id": one_of(CHAT), "seats": list_of(SEAT, MAX_SEATS)}, optional=("seats",)
    ),
    # The seed at the end; `ended_by`: the creator ended the game before its end (no result).
    # `computers`: the seats a computer took over during the game and finished.
    "end": _fields(
        {
            "seed": whole(0, (1 << 63) - 1),
            "nonce": TOKEN,
            "ended_by": NAME,
            "computers": list_of(SEAT, MAX_SEATS),
        },
        optional=("ended_by", "computers"),
    ),
    "error": _fields({"code": one_of(ERROR_CODES), "reason": text(300)}),
}


def decode(data: str | bytes, schema: dict[str, Check], limit: int) -> dict[str, Any]:
    """One message from the wire, checked; ProtocolError saying what is wrong with it."""
    if len(data) > limit:
        raise ProtocolError(_("the message is too large"))
    try:
        value = json.loads(data)
    except (ValueError, RecursionError) as error:
        raise ProtocolError(_("the message is not valid JSON")) from error
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise ProtocolError(_("the message has no type"))
    kind = value.pop("type")
    check = schema.get(kind)
    if check is None:
        raise ProtocolError(_("there is no message of that type"))
    try:
        message = check(value)
    except UnreadableFile as error:
        raise ProtocolError(_("the message is malformed: {why}").format(why=error)) from error
    message["type"] = kind
    return message


def encode(kind: str, schema: dict[str, Check], /, **fields: Any) -> str:
    """A message for the wire, checked against the same schema its reader uses."""
    try:
        schema[kind](fields)
    except UnreadableFile as error:
        raise ProtocolError(f"{kind}: {error}") from error
    return json.dumps({"type": kind, **fields}, separators=(",", ":"))
