"""Practice from your own mistakes (issue 53): the positions of the player's reviewed games where
their move was a mistake or a blunder, newest first, across both games.

They are kept in the data folder's `practice.jsonl`, one line a reviewed game (its save, the
review in its meta, and the seats its people played) and one line a position solved; so the
Practice screen reads one file, never every save. Each line is read as hostile as a save
(GameRecord.from_json, then the review's own checks against the game replayed): a damaged line
is set aside (kept in `practice-set-aside.jsonl`, the player told why) and the rest of the list
stays. A position is its game's setup, seed and actions and the index of the decision: the
position before that move, replayed by the rules.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import Any

from common.core.errors import RecordError
from common.core.i18n import _
from common.core.record import GameRecord
from common.core.review import GameReview, StepReview
from common.core.safe_read import UnreadableFile, parse_json, read_bytes
from common.core.userdata import data_dir, write_atomically

BOOK = "practice.jsonl"
SET_ASIDE = "practice-set-aside.jsonl"
FORMAT = "bazaar-practice"
VERSION = 1
BOOK_BYTES = 64 * 1024 * 1024
KEY_CHARS = 200


@dataclass(frozen=True)
class Position:
    """One decision to practise: `record` holds its game (the decision is step `index`, made by
    `seat`), `step` its review (the move played, its cost and the better move)."""

    key: str
    record: GameRecord = field(compare=False)
    index: int
    seat: int
    step: StepReview
    unit: str
    when: float

    @property
    def game(self) -> str:
        return self.record.game.name

    def state(self) -> Any:
        """The position before the move."""
        return self.record.state_at(self.index)

    def played(self) -> Any:
        return self.record.actions[self.index]

    def best(self) -> Any:
        assert self.step.best is not None  # a mistake always has a better move
        return self.record.game.parse_action(self.step.best)


@dataclass
class Book:
    """What the practice file holds: the positions not solved yet, newest first; how many are
    solved; and what was set aside (the player's messages)."""

    positions: list[Position]
    solved: int
    problems: list[str]

    @property
    def total(self) -> int:
        return len(self.positions) + self.solved


def position_key(record: GameRecord, index: int) -> str:
    """The name of a game's decision in the practice file: its game, seed, setup and index."""
    game = json.dumps(record.game.setup_to_json(record.setup), sort_keys=True)
    return f"{record.game.name}:{record.seed}:{game}:{index}"[:KEY_CHARS]


def positions_of(
    record: GameRecord, review: GameReview, people: list[int] | tuple[int, ...], when: float
) -> list[Position]:
    """The game's mistakes and blunders by the seats its people played, in the order played."""
    return [
        Position(position_key(record, s.index), record, s.index, s.seat, s, review.unit, when)
        for s in review.mistakes()
        if s.seat in people and s.best is not None
    ]


def keep_game(record: GameRecord, review: GameReview, people: list[int] | tuple[int, ...]) -> int:
    """Add a reviewed game's positions to the practice file (nothing if it has none); how many.
    OSError if it cannot be written."""
    count = len(positions_of(record, review, people, 0.0))
    if count:
        save = record.to_json()
        save["meta"] = dict(save.get("meta", {}), review=review.to_json())
        line = {"format": FORMAT, "version": VERSION, "when": time.time(), "people": list(people)}
        _append(BOOK, dict(line, save=save))
    return count


def solve(position: Position) -> None:
    """The position leaves the list (OSError if that cannot be written)."""
    _append(BOOK, {"format": FORMAT, "version": VERSION, "solved": position.key})


def _append(name: str, line: dict[str, Any]) -> None:
    path = data_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n"
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "a", encoding="utf-8", errors="replace") as handle:
        handle.write(text)


def read_book() -> Book:
    """The practice list; a damaged line is set aside (its message in `problems`), the file
    written again without it."""
    path = data_dir() / BOOK
    try:
        data = read_bytes(path, BOOK_BYTES)
    except FileNotFoundError:
        return Book([], 0, [])
    except (UnreadableFile, OSError) as error:
        return Book([], 0, [_("The practice list could not be read: {why}").format(why=error)])
    found: list[Position] = []
    solved: set[str] = set()
    problems: list[str] = []
    kept: list[bytes] = []
    bad: list[bytes] = []
    for number, line in enumerate(data.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = _line(line)
            if isinstance(item, str):
                solved.add(item)
            else:
                found.extend(item)
            kept.append(line)
        except (RecordError, UnreadableFile, ValueError) as error:
            why = _("A game in the practice list is set aside (line {n}): {why}")
            problems.append(why.format(n=number, why=error))
            bad.append(line)
    if bad:
        _set_aside(path, kept, bad)
    latest = {p.key: p for p in sorted(found, key=lambda p: p.when)}  # a game kept twice: once
    open_ = [p for p in latest.values() if p.key not in solved]
    open_.sort(key=lambda p: (-p.when, p.index))
    done = set(latest) & solved
    return Book(open_, len(done), problems)


def _line(line: bytes) -> list[Position] | str:
    """A game's positions, or the key of a solved one; ValueError or RecordError if damaged."""
    item = parse_json(line)
    if not isinstance(item, dict) or item.get("format") != FORMAT or item.get("version") != 1:
        raise RecordError(_("it is not a line this version of Bazaar reads"))
    if "solved" in item:
        key = item["solved"]
        if not isinstance(key, str) or len(key) > KEY_CHARS:
            raise RecordError(_("its position is not one Bazaar names"))
        return key
    when, people, save = item.get("when"), item.get("people"), item.get("save")
    if not isinstance(when, (int, float)) or isinstance(when, bool) or not 0 <= when < 1e11:
        raise RecordError(_("its date is not a date"))
    record = GameRecord.from_json(save)
    seats = record.state_at(0).num_players()
    if not isinstance(people, list) or not people or not all(_seat(q, seats) for q in people):
        raise RecordError(_("its players are not seats of its game"))
    review = GameReview.from_json(record.meta.get("review"), record.game.name, seats, record.cursor)
    return positions_of(record, review, people, float(when))


def _seat(value: Any, seats: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats


def _set_aside(path: Any, kept: list[bytes], bad: list[bytes]) -> None:
    """The damaged lines go to the set-aside file, the practice file keeps the rest."""
    try:
        aside = data_dir() / SET_ASIDE
        with open(aside, "ab") as handle:
            handle.write(b"".join(line + b"\n" for line in bad))
        write_atomically(path, "".join(line.decode("utf-8", "replace") + "\n" for line in kept))
    except OSError:
        return  # read again, and set aside again, next time
