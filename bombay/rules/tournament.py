"""Tournaments over several rounds with medals, and the solo game's high-score table.

In each round 1st, 2nd and 3rd place take a gold, silver and bronze medal; tied players share
the medal of their place (places as scoring.places counts them, "1, 1, 3"). The tournament winner
has the most gold medals, ties broken by silver, then bronze; players equal on all three share.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bombay.rules.scoring import places
from common.core.cleantext import clean_text
from common.core.errors import NotationError

MEDALS = ("gold", "silver", "bronze")
DEFAULT_ROUNDS = 4
NAME_KEPT = 40  # the most of a best score's player name read back


def round_medals(scores: Sequence[int]) -> list[int | None]:
    """The medal (0 gold, 1 silver, 2 bronze) each player takes in a round, or None."""
    return [place - 1 if place <= len(MEDALS) else None for place in places(scores)]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_ID = re.compile(r"[0-9a-f]{1,16}")  # a tournament's id as saves keep it


@dataclass(frozen=True)
class Tournament:
    """An immutable tournament: `rounds` to play and the trunk lengths of each round played.
    `id` tells its rounds' saves apart from another tournament's (Load groups them): a few hex
    digits, "" for a tournament saved before tournaments had one."""

    players: int
    rounds: int = DEFAULT_ROUNDS
    results: tuple[tuple[int, ...], ...] = ()
    id: str = ""

    @classmethod
    def new(cls, players: int, rounds: int, draw: int) -> Tournament:
        """A tournament not yet begun, its id from `draw` (a random whole number)."""
        return cls(players, rounds, (), f"{draw % (1 << 48):012x}")

    def __post_init__(self) -> None:
        if not _is_int(self.players) or not 2 <= self.players <= 4:
            raise NotationError("a tournament has 2 to 4 players")
        if not _is_int(self.rounds) or not 1 <= self.rounds <= 99:
            raise NotationError("a tournament has 1 to 99 rounds")
        if len(self.results) > self.rounds:
            raise NotationError("more results than rounds")
        for scores in self.results:
            if len(scores) != self.players or not all(_is_int(s) and s >= 0 for s in scores):
                raise NotationError(f"a round's result is {self.players} trunk lengths")
        if not isinstance(self.id, str) or (self.id and not _ID.fullmatch(self.id)):
            raise NotationError("a tournament's id is up to 16 hex digits")

    def add_round(self, scores: Sequence[int]) -> Tournament:
        """The tournament with one more round's trunk lengths (a finished game's scores)."""
        if self.finished:
            raise ValueError("the tournament is over")
        return Tournament(self.players, self.rounds, (*self.results, tuple(scores)), self.id)

    @property
    def finished(self) -> bool:
        return len(self.results) >= self.rounds

    def medals(self) -> list[tuple[int, int, int]]:
        """(gold, silver, bronze) of each player so far."""
        tally = [[0, 0, 0] for _ in range(self.players)]
        for scores in self.results:
            for player, medal in enumerate(round_medals(scores)):
                if medal is not None:
                    tally[player][medal] += 1
        return [(g, s, b) for g, s, b in tally]

    def places(self) -> list[int]:
        """Each player's place in the medal ranking (ties share a place)."""
        medals = self.medals()
        return [1 + sum(1 for other in medals if other > mine) for mine in medals]

    def standings(self) -> list[int]:
        """Players from first to last in the medal ranking (ties in seat order)."""
        medals = self.medals()
        return sorted(range(self.players), key=lambda p: (tuple(-m for m in medals[p]), p))

    def winners(self) -> tuple[int, ...]:
        return tuple(p for p, place in enumerate(self.places()) if place == 1)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "players": self.players,
            "rounds": self.rounds,
            "results": [list(r) for r in self.results],
        }
        if self.id:
            data["id"] = self.id
        return data

    @classmethod
    def from_json(cls, data: Any) -> Tournament:
        fields = {"players", "rounds", "results"}
        if not isinstance(data, dict) or set(data) - {"id"} != fields or not fields <= set(data):
            raise NotationError("a tournament is an object with players, rounds and results")
        results = data["results"]
        if not isinstance(results, list) or not all(isinstance(r, list) for r in results):
            raise NotationError("a tournament's results are lists of trunk lengths")
        rounds = tuple(tuple(r) for r in results)
        return cls(data["players"], data["rounds"], rounds, data.get("id", ""))


@dataclass(frozen=True)
class HighScores:
    """The solo game's best scores, best first (the UI keeps it in a local file as JSON), and
    when and by whom each was played (`played`: (time, name) per score, in the same order; a
    table kept before they were noted has none, and shows none)."""

    scores: tuple[int, ...] = ()
    size: int = 10
    played: tuple[tuple[float, str], ...] = ()

    def add(self, score: int, when: float = 0.0, name: str = "") -> tuple[HighScores, int | None]:
        """The table with `score` entered, and its 1-based rank (None if it did not make it)."""
        rank = 1 + sum(1 for s in self.scores if s > score)
        entries = [*zip(self.scores, self.played_list(), strict=True)]
        entries.insert(rank - 1, (score, (when, name)))
        kept = entries[: self.size]
        table = HighScores(tuple(s for s, _p in kept), self.size, tuple(p for _s, p in kept))
        return table, (rank if rank <= self.size else None)

    def rank_of(self, score: int, name: str, near: float, within: float = 600.0) -> int | None:
        """The 1-based place of a game already entered (a finished game opened again): the
        entry of its score and player noted nearest the time `near` (the game's end), within
        `within` seconds; None if the table no longer holds it."""
        places = [
            (abs(when - near), place)
            for place, (kept, (when, who)) in enumerate(
                zip(self.scores, self.played_list(), strict=True), start=1
            )
            if kept == score and who == name and abs(when - near) <= within
        ]
        return min(places)[1] if places else None

    def played_list(self) -> list[tuple[float, str]]:
        """(time, name) for every score; (0, "") where none was noted."""
        return [*self.played[: len(self.scores)]] + [(0.0, "")] * (
            len(self.scores) - len(self.played)
        )

    @property
    def best(self) -> int | None:
        return self.scores[0] if self.scores else None

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "size": self.size,
            "played": [[when, name] for when, name in self.played_list()],
        }

    @classmethod
    def from_json(cls, data: Any) -> HighScores:
        if not isinstance(data, dict):
            raise NotationError("a high-score table is a JSON object")
        scores, size = data.get("scores", []), data.get("size", 10)
        if not _is_int(size) or size < 1:
            raise NotationError("a high-score table holds at least one score")
        if not isinstance(scores, list) or not all(_is_int(s) for s in scores):
            raise NotationError("high scores are whole numbers")
        played = _played(data.get("played"), len(scores))
        entries = sorted(zip(scores, played, strict=True), key=lambda e: -e[0])[:size]
        return cls(tuple(s for s, _p in entries), size, tuple(p for _s, p in entries))


def _played(data: Any, count: int) -> list[tuple[float, str]]:
    """When and by whom each of `count` scores was played; (0, "") for any not noted well."""
    items = data if isinstance(data, list) else []
    played = []
    for i in range(count):
        item = items[i] if i < len(items) else None
        when, name = item if isinstance(item, list) and len(item) == 2 else (0.0, "")
        good_time = isinstance(when, int | float) and not isinstance(when, bool)
        name = clean_text(name, NAME_KEPT) if isinstance(name, str) else ""
        played.append((float(when) if good_time else 0.0, name))
    return played
