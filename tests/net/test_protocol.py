"""The protocol's schema, the room codes, the following record, the rate counters and the calm
collector, without a network; and common.net never imports pygame (a server runs where there is no
display)."""

from __future__ import annotations

import asyncio
import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

from common.core import registry
from common.core.errors import RecordError
from common.core.record import GameRecord
from common.net.collector import calm_collector
from common.net.limits import AddressWindow, RateLimiter
from common.net.protocol import (
    CLIENT_FRAME_BYTES,
    CLIENT_MESSAGES,
    CODE,
    SERVER_MESSAGES,
    ProtocolError,
    decode,
    encode,
)
from tests.net.netkit import setup_json

REPO = Path(__file__).resolve().parents[2]


def read(text):
    return decode(text, CLIENT_MESSAGES, CLIENT_FRAME_BYTES)


def test_a_good_message_reads_back_as_it_was_written():
    text = encode("join", CLIENT_MESSAGES, code="ACDEFG", name="Leila")
    assert read(text) == {"type": "join", "code": "ACDEFG", "name": "Leila"}


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "join", "code": "ACDEFG", "name": "Leila", "admin": true}',  # unknown field
        '{"type": "join", "code": "ACDEFG"}',  # a field missing
        '{"type": "join", "code": 123456, "name": "Leila"}',  # a number for text
        '{"type": "join", "code": "ABCDEF", "name": "Leila"}',  # B is not in the alphabet
        '{"type": "action", "index": true, "action": "L"}',  # a flag for a number
        '{"type": "action", "index": -1, "action": "L"}',
        '{"type": "action", "index": 0, "action": "a move with spaces"}',
        '{"type": "chat", "id": "you are a cheat"}',  # chat is a fixed list
        '{"type": "create", "name": "A", "game": "marrakech", "setup": {"x": [1]}, "seats": []}',
        '{"type": "become_admin"}',
        '{"code": "ACDEFG"}',  # no type
        '["join"]',
        '{"type": "join", "code": "ACDE',  # cut short
        "NaN",
        "\x00\xff garbage",
    ],
)
def test_anything_else_is_refused_with_a_reason(text):
    with pytest.raises(ProtocolError) as refused:
        read(text)
    assert str(refused.value)


def test_a_message_larger_than_the_limit_is_refused_before_it_is_parsed():
    huge = json.dumps({"type": "join", "code": "ACDEFG", "name": "x" * CLIENT_FRAME_BYTES})
    with pytest.raises(ProtocolError, match="too large"):
        read(huge)


def test_names_are_cleaned_and_capped():
    text = json.dumps({"type": "join", "code": "ACDEFG", "name": "Le\u202eila\x00" + "x" * 50})
    name = read(text)["name"]
    assert "\u202e" not in name and "\x00" not in name and len(name) <= 16


def test_the_server_checks_what_it_sends_too():
    with pytest.raises(ProtocolError):
        encode("steps", SERVER_MESSAGES, first=0, steps=[{"action": "L", "seat": 9, "kind": "x"}])


def test_room_codes_have_no_look_alike_letters():
    for bad in ("ACDEF0", "ACDEFO", "ACDEF1", "ACDEFI", "ACDEFL", "ACDEFS", "acdefg", "ACDEF"):
        with pytest.raises(ValueError):
            CODE(bad)


def test_a_following_record_refuses_a_step_out_of_order_or_against_the_rules():
    game = registry.find("bombay").game()
    record = GameRecord.follower(game, game.setup_from_json(setup_json("bombay", 2)))
    with pytest.raises(RecordError):
        record.receive(1, game.parse_action("s1"))
    chance = [a for a, _ in record.state.chance_outcomes()]
    record.receive(0, chance[0])
    with pytest.raises(RecordError):
        record.receive(1, chance[0])  # a chance outcome where a player decides
    decision = record.state.legal_actions()[0]
    record.receive(1, decision)
    record.take_back_to(1)
    assert record.played == [chance[0]] and record.state is record.state_at(1)
    with pytest.raises(RecordError):
        record.take_back_to(5)


def test_the_rate_limiter_allows_a_burst_then_the_rate():
    now = [0.0]
    limiter = RateLimiter(rate=2.0, burst=3, clock=lambda: now[0])
    assert [limiter.allow() for _ in range(4)] == [True, True, True, False]
    now[0] = 1.0
    assert [limiter.allow() for _ in range(3)] == [True, True, False]


def test_the_address_window_blocks_after_the_limit_for_its_time():
    now = [0.0]
    window = AddressWindow(most=3, seconds=60.0, clock=lambda: now[0])
    for _ in range(3):
        assert not window.blocked("127.0.0.1")
        window.record("127.0.0.1")
    assert window.blocked("127.0.0.1") and not window.blocked("::1")
    now[0] = 61.0
    assert not window.blocked("127.0.0.1")


NO_PYGAME = """
import importlib, pkgutil, sys

class NoPygame:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("pygame in headless code: " + name)

sys.meta_path.insert(0, NoPygame())
import common.net
for info in pkgutil.walk_packages(common.net.__path__, "common.net."):
    importlib.import_module(info.name)
    print(info.name)
"""


def test_common_net_never_imports_pygame():
    result = subprocess.run(
        [sys.executable, "-c", NO_PYGAME], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert {"common.net.server", "common.net.client", "common.net.serve"} <= set(
        result.stdout.split()
    )


def test_the_calm_collector_freezes_what_lives_and_thaws_it_in_time():
    async def watch():
        loop = asyncio.get_running_loop()
        calm_collector(loop, freeze_seconds=0.05, thaw_seconds=0.12)
        counts = []
        for _ in range(20):  # 0.3 s
            counts.append(gc.get_freeze_count())
            await asyncio.sleep(0.015)
        return counts

    try:
        counts = asyncio.run(asyncio.wait_for(watch(), 5))
    finally:
        gc.unfreeze()
    assert counts[0] > 0  # frozen at once
    thawed = counts.index(0)  # then thawed, and frozen again after
    assert any(c > 0 for c in counts[thawed:])
