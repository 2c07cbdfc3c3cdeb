"""A corpus of hostile files for Bazaar's data folder, made by code (nothing binary is stored).

Each Case writes one file (or special file, or folder) where the app reads one: the autosave,
a named save, the settings, the solo high scores, or the data folder itself. `reported` says
whether the app must tell the player it could not be read (and keep the file) or may quietly
use it (an odd detail falls back to a default). Used by tests/hostile/test_corpus.py and by
the random-events run (python -m tests.hostile.soak).

    python -m tests.hostile.corpus FOLDER     # write every case under FOLDER/<case name>/
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import os
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.helpers import roll_if_waiting

AUTOSAVE = "autosave-marrakech.json"  # the Marrakech game's slot
LEGACY_AUTOSAVE = "autosave.json"  # one slot for every game, from before a slot per game
SETTINGS = "settings.json"
HIGH_SCORES = "bombay-solo-highscores.json"
SAVE = "saves/hostile.json"
INDEX = "saves-index.jsonl"  # the index of the saves: a cache, rebuilt unsaid when damaged


@dataclass(frozen=True)
class Case:
    name: str
    where: str  # the path in the data folder, or "" for the data folder itself
    make: Callable[[Path], None]  # writes the hostile thing at that path
    reported: bool = True  # the player is told it could not be read
    special: bool = False  # a FIFO, device, link or folder (not a plain file)


def _good(game: str = "marrakech", players: int = 4, decisions: int = 12, seed: int = 7) -> dict:
    """A save the app wrote: a game with some decisions played (a fresh copy each time)."""
    return copy.deepcopy(_played(game, players, decisions, seed))


@functools.cache
def _played(game: str, players: int, decisions: int, seed: int) -> dict:
    from common.core.record import GameRecord
    from common.core.registry import get_game

    game_object = get_game(game)
    if game == "marrakech":
        from marrakech.rules.setup import MarrakechSetup

        setup: Any = MarrakechSetup(players)
    else:
        from bombay.rules.setup import Setup

        setup = Setup(players)
    names = [f"P{n + 1}" for n in range(players)]
    record = GameRecord(game_object, setup, seed, {"players": names, "saved_at": 1.7e9})
    roll_if_waiting(record)
    record.meta["seats"] = [{"name": n, "level": None} for n in names]
    rng = random.Random(seed)
    while decisions > 0 and not record.state.is_terminal():
        record.play(rng.choice(record.state.legal_actions()))
        roll_if_waiting(record)
        decisions -= 1
    return record.to_json()


def good_save_text(game: str = "marrakech", players: int = 4, name: str = "Good game") -> str:
    data = _good(game, players)
    data["meta"]["name"] = name
    return json.dumps(data, ensure_ascii=False, indent=1)


def nearly_finished_solo() -> dict:
    """A solo Bombay Bazar game one decision before its end (to finish from the title)."""
    return nearly_finished("bombay", 1, 5)


def nearly_finished(game: str, players: int, seed: int) -> dict:
    """A game one decision before its end, its seats people's (to finish from the title)."""
    from common.core.errors import RecordError
    from common.core.record import GameRecord

    finished = _good(game, players, decisions=10_000, seed=seed)
    for cut in range(1, 10):  # the rules may put the last end pieces on themselves
        data = {**finished, "actions": finished["actions"][:-cut]}
        data.pop("cursor", None)
        try:
            record = GameRecord.from_json(data)
        except RecordError:
            continue
        if not record.state.is_terminal():
            return record.to_json()
    raise AssertionError("no decision before the end")


def _bytes(content: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(content)


def _text(content: str) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(content.encode("utf-8", "surrogatepass"))


def _json(value: Any) -> Callable[[Path], None]:
    return _text(json.dumps(value))


def _changed(base: Callable[[], dict], change: Callable[[dict], None]) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        data = base()
        change(data)
        path.write_text(json.dumps(data), encoding="utf-8")

    return make


def _put(keys: tuple, value: Any) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


def _raw_meta(fragment: str) -> Callable[[Path], None]:
    """A good save whose meta gets a field written as raw JSON text (NaN, escapes...)."""

    def make(path: Path) -> None:
        text = json.dumps(_good())
        path.write_text(text.replace('"meta": {', '"meta": {' + fragment + ", ", 1))

    return make


def _raw_time(number: str) -> Callable[[Path], None]:
    """A good save whose meta's saved_at is written as raw JSON text (a 400-digit number)."""

    def make(path: Path) -> None:
        text = json.dumps(_good())
        assert '"saved_at": 1700000000.0' in text
        path.write_text(text.replace('"saved_at": 1700000000.0', f'"saved_at": {number}'))

    return make


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link(target: str) -> Callable[[Path], None]:
    return lambda path: os.symlink(target, path)


def _folder(path: Path) -> None:
    path.mkdir()


def _loop(path: Path) -> None:
    os.symlink(path.name, path)


def _nested(depth: int, opener: str = "[") -> str:
    closer = "]" if opener == "[" else "}"
    inner = '{"a":' if opener == "{" else "["
    return inner * depth + "1" + closer * depth


def _file_cases(prefix: str, where: str) -> list[Case]:
    """What is wrong with any file, whatever it should hold."""
    rng = random.Random(prefix)
    cases = [
        ("empty", _bytes(b"")),
        ("random-bytes", _bytes(bytes(rng.randrange(256) for _ in range(3000)))),
        ("nul-bytes", _bytes(b"\0" * 5000)),
        ("utf16", _bytes('{"format": "bazaar-game"}'.encode("utf-16"))),
        ("latin1", _bytes('{"name": "caf\xe9"}'.encode("latin-1"))),
        ("bom", _bytes(b"\xef\xbb\xbf{}")),
        ("cut-short", _text(good_save_text()[:500])),
        ("nested-100k", _text(_nested(100_000))),
        ("nested-objects", _text(_nested(50_000, "{"))),
        ("open-brackets", _text("[" * 3_000_000)),
        ("too-large", _text(" " * 5_000_000 + "{}")),
        ("nan", _text("NaN")),
        ("infinity", _text('{"a": -Infinity}')),
        ("huge-int", _text("1" * 5000)),
        ("top-null", _text("null")),
        ("top-string", _text('"' + "x" * 100_000 + '"')),
        ("top-list", _text("[1, 2, 3]")),
        ("two-values", _text("{} {}")),
        ("surrogate-key", _text('[{"\\ud800": 1}]')),
    ]
    made = [Case(f"{prefix}-{name}", where, make) for name, make in cases]
    specials = [
        ("fifo", _fifo),
        ("dev-zero", _link("/dev/zero")),
        ("dev-null", _link("/dev/null")),
        ("dev-urandom", _link("/dev/urandom")),
        ("link-loop", _loop),
        ("folder", _folder),
    ]
    made += [Case(f"{prefix}-{name}", where, make, special=True) for name, make in specials]
    # A link to nothing is no file: only the load list, which lists it, says so.
    dangling = _link("nowhere-at-all.json")
    made.append(Case(f"{prefix}-dangling-link", where, dangling, where == SAVE, special=True))
    return made


def _save_cases(prefix: str, where: str) -> list[Case]:
    """What is wrong with a saved game, autosaved or saved by name."""
    damaged = [
        ("not-bazaar", _json({"format": "chess", "version": 1})),
        ("version-0", _changed(_good, _put(("version",), 0))),
        ("version-99", _changed(_good, _put(("version",), 99))),
        ("version-text", _changed(_good, _put(("version",), "1"))),
        ("version-true", _changed(_good, _put(("version",), True))),
        ("game-unknown", _changed(_good, _put(("game",), "chess"))),
        ("game-number", _changed(_good, _put(("game",), 7))),
        ("game-3m-chars", _changed(_good, _put(("game",), "g" * 900_000))),
        ("seed-negative", _changed(_good, _put(("seed",), -1))),
        ("seed-huge", _changed(_good, _put(("seed",), 2**80))),
        ("seed-float", _changed(_good, _put(("seed",), 1.5))),
        ("setup-five", _changed(_good, _put(("setup", "players"), 5))),
        ("setup-text", _changed(_good, _put(("setup",), "four"))),
        ("setup-50k-keys", _changed(_bombay, _put(("setup",), {str(i): 1 for i in range(50_000)}))),
        ("actions-number", _changed(_good, _put(("actions",), 12))),
        ("actions-numbers", _changed(_good, _put(("actions",), [1, 2, 3]))),
        ("move-200k", _changed(_good, _put(("actions", 3), "9" * 200_000))),
        ("move-4000-digits", _changed(_good, _put(("actions", 3), "7" * 4000))),
        ("move-nul", _changed(_good, _put(("actions", 3), "3\0" * 50))),
        ("move-surrogate", _changed(_good, _put(("actions", 3), "\ud800" * 30))),
        ("move-illegal", _changed(_good, _put(("actions", 3), "00-01"))),
        ("moves-after-end", _changed(lambda: _good(decisions=10_000), _extend_actions)),
        ("cursor-huge", _changed(_good, _put(("cursor",), 10**9))),
        ("cursor-negative", _changed(_good, _put(("cursor",), -3))),
        ("cursor-text", _changed(_good, _put(("cursor",), "3"))),
        ("meta-list", _changed(_good, _put(("meta",), [1, 2]))),
        ("meta-nan-time", _raw_meta('"saved_at": NaN')),
        ("meta-infinite-time", _raw_meta('"saved_at": Infinity')),
        ("meta-400-digit-time", _raw_time("9" * 400)),
        ("meta-minus-400-digit-time", _raw_time("-" + "9" * 400)),
        ("review-400-digit-start", _raw_meta('"review": {"start": [' + "9" * 400 + "]}")),
        ("meta-players-500k", _changed(_good, _put(("meta", "players"), ["P"] * 500_000))),
    ]
    accepted = [
        ("time-1e300", _changed(_good, _put(("meta", "saved_at"), 1e300))),
        ("time-before-1970", _changed(_good, _put(("meta", "saved_at"), -1e18))),
        ("time-text", _changed(_good, _put(("meta", "saved_at"), "yesterday"))),
        ("time-list", _changed(_good, _put(("meta", "saved_at"), [1, 2]))),
        ("time-true", _changed(_good, _put(("meta", "saved_at"), True))),
        ("name-nul", _changed(_good, _put(("meta", "name"), "Game\0one"))),
        ("name-surrogate", _changed(_good, _put(("meta", "name"), "Game \ud800 two"))),
        ("name-controls", _changed(_good, _put(("meta", "name"), "\x1b[31m\r\n\t\x7f\x85"))),
        ("name-bidi", _changed(_good, _put(("meta", "name"), "\u202eevil\u2066x"))),
        ("name-1m", _changed(_good, _put(("meta", "name"), "N" * 900_000))),
        ("name-number", _changed(_good, _put(("meta", "name"), 12345))),
        ("name-object", _changed(_good, _put(("meta", "name"), {"a": [1]}))),
        ("name-zalgo", _changed(_good, _put(("meta", "name"), "Z" + "\u0301" * 5000))),
        ("players-number", _changed(_good, _put(("meta", "players"), 4))),
        ("players-text", _changed(_good, _put(("meta", "players"), "Ann, Bob"))),
        ("players-nul", _changed(_good, _put(("meta", "players"), ["A\0", "\ud800", "C", "D"]))),
        ("players-nested", _changed(_good, _put(("meta", "players"), [[["x"]], {}, None, 1]))),
        ("players-long-names", _changed(_good, _put(("meta", "players"), ["L" * 50_000] * 4))),
        ("seats-odd", _changed(_good, _put(("meta", "seats"), [7, "x", {"name": "\0"}, None]))),
        ("seat-name-surrogate", _changed(_good, _seat_names("\udfff\0" * 10))),
        ("seat-level-odd", _changed(_good, _put(("meta", "seats"), [{"level": "\0" * 99}] * 4))),
        ("meta-extra", _changed(_good, _put(("meta", "future"), {"x": ["\ud800"] * 10}))),
        ("tournament-odd", _changed(_bombay, _put(("meta", "tournament"), {"players": -1}))),
        ("tournament-list", _changed(_bombay, _put(("meta", "tournament"), [[[1]]]))),
    ]
    return [Case(f"{prefix}-{n}", where, make) for n, make in damaged] + [
        Case(f"{prefix}-{n}", where, make, reported=False) for n, make in accepted
    ]


def _bombay() -> dict:
    return _good("bombay", 2)


def _extend_actions(data: dict) -> None:
    data["actions"] = data["actions"] + data["actions"][-3:]
    data.pop("cursor", None)


def _seat_names(name: str) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        for seat in data["meta"]["seats"]:
            seat["name"] = name

    return change


def _settings_cases() -> list[Case]:
    reported = [
        ("not-object", _json([1, 2])),
        ("volume-huge", _json({"volume": 10**300})),  # no file holds a number beyond 2**64
        ("nested-settings", _text('{"language": ' + _nested(100_000) + "}")),
        ("over-64k", _json({"language": "en", "pad": "x" * 70_000})),
    ]
    accepted = [
        ("language-traversal", _json({"language": "../../../etc/passwd"})),
        ("language-nul", _json({"language": "ru\0"})),
        ("language-long", _json({"language": "r" * 60_000})),
        ("volume-float", _json({"volume": 1e300})),
        ("volume-negative", _json({"volume": -5})),
        ("volume-text", _json({"volume": "loud"})),
        ("speed-odd", _json({"speed": ["Fast"]})),
        ("flags-odd", _json({"sound": "yes", "fullscreen": 1, "colour_blind": None})),
        ("unknown-keys", _json({"x" * 100: 1, "language": "ru"})),
    ]
    return [Case(f"settings-{n}", SETTINGS, make) for n, make in reported] + [
        Case(f"settings-{n}", SETTINGS, make, reported=False) for n, make in accepted
    ]


def _high_score_cases() -> list[Case]:
    reported = [
        ("scores-text", _json({"scores": ["1"], "size": 10})),
        ("scores-below-any-game", _json({"scores": [-5000], "size": 10})),  # -22 is a game
        ("scores-huge", _json({"scores": [10**100], "size": 10})),
        ("scores-float", _json({"scores": [1e300], "size": 10})),
        ("scores-many", _json({"scores": list(range(10_000)), "size": 10})),
        ("size-zero", _json({"scores": [], "size": 0})),
        ("size-huge", _json({"scores": [], "size": 10**9})),
        ("not-object", _json([3, 2, 1])),
    ]
    return [Case(f"scores-{n}", HIGH_SCORES, make) for n, make in reported]


def _index_cases() -> list[Case]:
    """The index of the saves is only a cache of what they hold: anything wrong with it costs
    reading the saves again, and the player is told nothing."""
    header = json.dumps({"format": "bazaar-saves-index", "version": 1})
    lie = ["good-marrakech.json", 1, 2, "", "Lie", "marrakech", [], 0, 1, True, False, False]
    lies = [
        ("index-lies", _text(f"{header}\n{json.dumps([*lie, [], [], None])}\n")),
        ("index-huge-entry", _text(f'{header}\n["x.json", {"9" * 400}]\n')),
    ]
    made = [dataclasses.replace(case, reported=False) for case in _file_cases("index", INDEX)]
    return made + [Case(name, INDEX, make, reported=False) for name, make in lies]


def _folder_cases() -> list[Case]:
    def unopenable(path: Path) -> None:
        path.mkdir(exist_ok=True)
        path.chmod(0)

    return [
        Case("folder-is-a-file", "", _bytes(b"not a folder"), special=True),
        Case("folder-unopenable", "", unopenable, special=True),
        Case("folder-link-loop", "", _loop, special=True),
        Case("saves-folder-is-a-file", "saves", _bytes(b"x"), reported=False, special=True),
        Case("saves-folder-fifo", "saves", _fifo, reported=False, special=True),
    ]


def _lock_cases() -> list[Case]:
    """The file that keeps a second Bazaar off the data folder."""
    where = "bazaar.lock"
    return [
        Case("lock-fifo", where, _fifo, reported=False, special=True),
        Case("lock-folder", where, _folder, reported=False, special=True),
        Case("lock-dev-zero", where, _link("/dev/zero"), reported=False, special=True),
        Case("lock-link-loop", where, _loop, reported=False, special=True),
    ]


def cases() -> list[Case]:
    """Every case, each with a unique name."""
    return [
        *_file_cases("autosave", AUTOSAVE),
        *_save_cases("autosave", AUTOSAVE),
        *_file_cases("legacy", LEGACY_AUTOSAVE),
        Case("legacy-400-digit-time", LEGACY_AUTOSAVE, _raw_time("9" * 400)),
        *_file_cases("save", SAVE),
        *_save_cases("save", SAVE),
        *_file_cases("settings", SETTINGS),
        *_settings_cases(),
        *_file_cases("scores", HIGH_SCORES),
        *_high_score_cases(),
        *_index_cases(),
        *_folder_cases(),
        *_lock_cases(),
    ]


def place(case: Case, data_folder: Path) -> Path:
    """Put the case's hostile file in the data folder; returns its path."""
    path = data_folder / case.where if case.where else data_folder
    path.parent.mkdir(parents=True, exist_ok=True)
    case.make(path)
    return path


def refuse_folder(monkeypatch, folder: Path) -> None:
    """Make `folder` refuse to be opened, as a folder without permissions does for anyone but
    the superuser (tests run as root in some containers, and root opens anything)."""
    import errno

    prefix = str(folder)
    for name in ("open", "scandir", "stat", "lstat", "rename"):
        real = getattr(os, name)

        def refuse(path, *args, real=real, **kwargs):
            if str(path).startswith(prefix):
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real(path, *args, **kwargs)

        monkeypatch.setattr(os, name, refuse)


def main(argv: list[str]) -> int:
    root = Path(argv[0] if argv else "hostile-corpus")
    for case in cases():
        place(case, root / case.name)
    print(f"{len(cases())} cases under {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
