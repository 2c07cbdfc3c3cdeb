"""Dice anyone can check. The server draws a secret seed and a nonce, and sends only
SHA-256(seed as 8 big-endian bytes || nonce's 16 bytes) when the game starts. At the end it
reveals both; every client checks the hash and then replays the game's actions on a GameRecord
with that seed, which refuses any chance outcome the seed does not give (common.core.record).
The nonce keeps the seed from being guessed from the commitment (63 bits could be searched).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.save_fields import FORMAT_NAME


def new_seed() -> int:
    return secrets.randbits(63)


def new_nonce() -> str:
    return secrets.token_hex(16)


def commitment(seed: int, nonce: str) -> str:
    return hashlib.sha256(seed.to_bytes(8, "big") + bytes.fromhex(nonce)).hexdigest()


@dataclass(frozen=True)
class Verdict:
    """Whether the revealed seed explains the game: `fair`, why not in words (`reason`), and
    the game as an ordinary record (with its seed: a save whose replay works) when it does."""

    fair: bool
    reason: str
    record: GameRecord | None = None


def check_game(
    game: str,
    setup: dict[str, Any],
    actions: Sequence[str],
    promised: str,
    seed: int,
    nonce: str,
    meta: dict[str, Any] | None = None,
) -> Verdict:
    """Check the commitment and every chance outcome of the game's actions against the seed."""
    if not hmac.compare_digest(commitment(seed, nonce), promised):
        return Verdict(False, _("The revealed seed does not match the one promised at the start"))
    save = {
        "format": FORMAT_NAME,
        "version": 1,
        "game": game,
        "setup": setup,
        "seed": seed,
        "actions": list(actions),
        "meta": dict(meta or {}),
    }
    try:
        record = GameRecord.from_json(save)
    except RecordError as error:
        return Verdict(False, _("The dice do not match the seed: {why}").format(why=error))
    return Verdict(True, _("Every roll of the game matches the seed promised at the start"), record)
