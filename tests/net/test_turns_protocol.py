"""Issue 49's messages are schema-checked like every other (unknown fields refused, ranges and
kinds checked, webhook URLs https and printable ASCII only), and a room's options and webhooks
are kept with it in the store and read back as hostile as the rest of its file."""

from __future__ import annotations

import json

import pytest

from common.core.safe_read import UnreadableFile
from common.net.protocol import (
    CLIENT_FRAME_BYTES,
    CLIENT_MESSAGES,
    MAX_MY_GAMES,
    ProtocolError,
    decode,
    encode,
)
from common.net.room import Room, Seat
from common.net.room_options import TURN_BASED, RoomOptions
from common.net.store import room_from_json, room_to_json
from tests.net.netkit import setup_json

TOKEN = "0123456789abcdef" * 2


def read(message: dict) -> dict:
    return decode(json.dumps(message), CLIENT_MESSAGES, CLIENT_FRAME_BYTES)


CREATE = {"type": "create", "name": "Ana", "game": "marrakech", "setup": {}, "seats": []}


@pytest.mark.parametrize(
    "message",
    [
        {"type": "watch", "code": "ACDEFG"},
        {"type": "my_games", "seats": [{"code": "ACDEFG", "token": TOKEN}]},
        {"type": "open_tables"},
        {"type": "rematch", "accept": True},
        {"type": "webhook", "url": "https://ntfy.sh/bazaar-turns?x=1"},
        {"type": "webhook", "url": ""},
        {**CREATE, "tempo": "turn", "move_seconds": 259200, "listed": True, "language": "hu"},
    ],
)
def test_the_new_requests_read_back_as_written(message):
    assert read(message) == message


@pytest.mark.parametrize(
    "message",
    [
        {"type": "watch", "code": "ACDEFG", "token": TOKEN},  # a watcher has no token
        {"type": "my_games", "seats": [{"code": "ACDEFG"}]},
        {"type": "my_games", "seats": [{"code": "ACDEFG", "token": TOKEN, "seed": 1}]},
        {"type": "my_games", "seats": [{"code": "ACDEFG", "token": TOKEN}] * 51},
        {"type": "open_tables", "all": True},
        {"type": "rematch", "accept": "yes"},
        {"type": "webhook", "url": "http://ntfy.sh/bazaar"},  # https only
        {"type": "webhook", "url": "https://ntfy.sh/a b"},
        {"type": "webhook", "url": "https://ntfy.sh/\r\nX-Evil: 1"},
        {"type": "webhook", "url": "https://ntfy.sh/ünïcode"},
        {"type": "webhook", "url": "https://" + "a" * 300},
        {"type": "webhook", "url": "javascript:alert(1)"},
        {**CREATE, "tempo": "blitz"},
        {**CREATE, "language": "xx"},
        {**CREATE, "watchable": "no"},
        {**CREATE, "listed": 1},
        {**CREATE, "public": True},
    ],
)
def test_bad_new_requests_are_refused_with_a_reason(message):
    with pytest.raises(ProtocolError) as refused:
        read(message)
    assert str(refused.value)


def a_room() -> Room:
    room = Room("ACDEFG", "marrakech", None, [Seat("local"), Seat("remote")])
    room.setup = room.game.setup_from_json(setup_json("marrakech", 2))
    return room


def test_a_rooms_options_and_webhooks_are_kept_and_read_back():
    room = a_room()
    room.options = RoomOptions(TURN_BASED, 86400, watchable=False, listed=True, language="pl")
    member, _token = room.add_member("Ana", creator=True)
    member.webhook = "https://ntfy.sh/ana"
    back = room_from_json(json.loads(json.dumps(room_to_json(room))))
    assert back.options == room.options and back.members[0].webhook == "https://ntfy.sh/ana"


def test_a_room_file_from_before_has_the_default_options():
    data = room_to_json(a_room())
    del data["options"]
    assert room_from_json(data).options == RoomOptions()


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["options"].update(move_seconds=5),
        lambda d: d["options"].update(tempo="realtime", move_seconds=3600),
        lambda d: d.update(options=["turn"]),
        lambda d: d["members"][0].update(webhook="http://10.0.0.1/"),
    ],
)
def test_a_damaged_option_or_webhook_refuses_the_room_file(damage):
    room = a_room()
    room.add_member("Ana", creator=True)
    data = room_to_json(room)
    damage(data)
    with pytest.raises((ValueError, UnreadableFile)):
        room_from_json(data)


def test_the_largest_my_games_request_fits_a_clients_frame():
    seats = [{"code": "ACDEFG", "token": TOKEN}] * MAX_MY_GAMES
    text = encode("my_games", CLIENT_MESSAGES, seats=seats)
    assert len(text.encode()) <= CLIENT_FRAME_BYTES and read(json.loads(text))["seats"] == seats
