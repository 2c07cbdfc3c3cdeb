"""A room's table: its seats and the members holding them (each with its token's SHA-256 and,
if it chose one, its webhook), and a take-back being asked. Plain data, kept with the room."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass
class Seat:
    kind: str
    level: str | None = None
    name: str | None = None  # a local or computer seat's own name
    member: int | None = None  # index into Room.members


@dataclass
class Member:
    name: str
    token_sha256: str
    seats: list[int]
    creator: bool = False
    connection: Any = None  # the server's connection while online
    webhook: str = ""  # where the server tells it that it is its turn (common.net.webhooks)

    @property
    def online(self) -> bool:
        return self.connection is not None


@dataclass
class UndoRequest:
    number: int
    member: Member
    waiting: set[int] = field(default_factory=set)  # members still to answer


def told(reason: Any, names: list[str]) -> str:
    """A rules' refusal in words: text as it is, or a refusal that words itself
    (`words(names)`: the rules' refusals as data)."""
    words = getattr(reason, "words", None)
    return words(names) if callable(words) else str(reason)
