"""The fields that name a seat online: a room's code, a seat's token, a game's name, each a
check as common.net.protocol checks every message's fields (`pattern`). The seats this computer
keeps (common.net.seat_tokens) are read with them at the title, without the whole protocol."""

from __future__ import annotations

import re
from typing import Any

from common.core.filekinds import Check
from common.core.i18n import N_, _
from common.core.safe_read import UnreadableFile

CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"  # no 0/O, 1/I/L, 2/Z, 5/S, 8/B
CODE_LENGTH = 6
TOKEN_HEX = 32  # secrets.token_hex(16): 128 bits


def pattern(regex: str, what: str) -> Check:
    """Text matching `regex` in full (no cleaning: it must be exactly right); re compiles
    the pattern when a value is first checked."""

    def check(value: Any) -> str:
        if isinstance(value, str) and re.fullmatch(regex, value):
            return value
        raise UnreadableFile(_(what))

    return check


CODE = pattern(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}", N_("a room code"))
TOKEN = pattern(f"[0-9a-f]{{{TOKEN_HEX}}}", N_("a seat token"))
GAME = pattern("[a-z_]{1,24}", N_("a game's name"))
