"""The games Bazaar plays, each registered once by its own package (as OpenSpiel registers games).

    from common.core import registry
    entry = registry.find("marrakech")    # RecordError for a name Bazaar does not know
    entry.game()                          # the rules' Game object, for records and saves
    entry.make_bot("hard", seed)          # a computer player of a level
    entry.open_setup(app)                 # the setup screen; entry.resume(app, record) the table
    for entry in registry.games(): ...    # every game, in the title screen's order

A game package registers its GameEntry when it is imported (`register(...)` in its __init__).
Bazaar imports the packages named in GAME_PACKAGES, a fixed list: no folder is scanned, so a
PyInstaller bundle finds them as long as build.spec names them as hidden imports. An entry holds
plain data and small functions that import the game's modules only when called, so registering
costs nothing at start-up and the headless parts never load pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from common.core.api import Game, GameState
from common.core.errors import RecordError

GAME_PACKAGES = ("marrakech", "bombay")

# The levels a seat can be given on a setup screen, and the level a Hint asks.
PLAYER_LEVELS = ("easy", "medium", "hard")
HINT_LEVEL = "hard"

BotFactory = Callable[[int], Any]  # seed -> a common.ai.bot.Bot
Levels = tuple[Mapping[str, BotFactory], Mapping[str, float | None]]  # factories, time caps


@dataclass(frozen=True)
class GameEntry:
    """One game as the app knows it.

    name: the key saves and `--game` use. title, blurb: marked with N_, translated where shown.
    players: the table sizes it plays. load_game, load_levels: the rules' Game object and the
    computer players (every level by name, the arena's too, with each level's time cap).
    open_setup(app), resume(app, record): its setup screen, and its table at a record's cursor.
    describe(before, action, after): the rules' events for one action (common.core.events).
    rules_pages(): its illustrated rules pages, if it has them. emblem(size): a picture of the
    game (a pygame Surface about `size` pixels across) for the app's icon, if it has one."""

    name: str
    title: str
    blurb: str
    players: tuple[int, ...]
    load_game: Callable[[], Game]
    load_levels: Callable[[], Levels]
    open_setup: Callable[[Any], None]
    resume: Callable[[Any, Any], None]
    describe: Callable[[GameState, Any, GameState], tuple]
    rules_pages: Callable[[], list] | None = None
    emblem: Callable[[int], Any] | None = None
    levels: tuple[str, ...] = PLAYER_LEVELS
    hint_level: str = HINT_LEVEL

    def game(self) -> Game:
        return self.load_game()

    def level_names(self) -> list[str]:
        """Every level of the game's computer players, the arena's extra ones included."""
        return list(self.load_levels()[0])

    def make_bot(self, level: str, seed: int = 0) -> Any:
        """A fresh bot of the named level; ValueError for a level the game does not have."""
        factories = self.load_levels()[0]
        factory = factories.get(level)
        if factory is None:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(factories)}")
        return factory(seed)

    def time_cap(self, level: str) -> float | None:
        """The most a move of that level should take, in seconds (None: no limit needed)."""
        return self.load_levels()[1].get(level)


_ENTRIES: dict[str, GameEntry] = {}
_loaded = False


def register(entry: GameEntry) -> GameEntry:
    """Add a game (what a game package's __init__ does). Registering a name twice is an
    error unless it is the same entry again."""
    known = _ENTRIES.get(entry.name)
    if known is not None and known != entry:
        raise ValueError(f"a game named {entry.name!r} is registered already")
    _ENTRIES[entry.name] = entry
    return entry


def load_games() -> None:
    """Import every package in GAME_PACKAGES, once; each registers its game."""
    global _loaded
    if not _loaded:
        for package in GAME_PACKAGES:
            importlib.import_module(package)
        _loaded = True


def games() -> tuple[GameEntry, ...]:
    """Every registered game, in GAME_PACKAGES order (then any other registered)."""
    load_games()
    order = {name: i for i, name in enumerate(GAME_PACKAGES)}
    return tuple(sorted(_ENTRIES.values(), key=lambda e: (order.get(e.name, len(order)), e.name)))


def names() -> list[str]:
    return [entry.name for entry in games()]


def find(name: str) -> GameEntry:
    """The game called `name`; RecordError (a ValueError) for a name Bazaar does not know."""
    load_games()
    entry = _ENTRIES.get(name)
    if entry is None:
        raise RecordError(f"unknown game {name!r}; Bazaar plays {', '.join(names())}")
    return entry


def get_game(name: str) -> Game:
    """The rules' Game object for a name a save file gives."""
    return find(name).game()
