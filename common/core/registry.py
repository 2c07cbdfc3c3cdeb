"""The games Bazaar plays, each registered once by its own package (as OpenSpiel registers games).

    from common.core import registry
    entry = registry.find("marrakech")    # RecordError for a name Bazaar does not know
    entry.game()                          # the rules' Game object, for records and saves
    entry.make_bot("hard", seed)          # a computer player of a level
    entry.open_setup(app)                 # the setup screen; entry.resume(app, record) the table
    entry.describe(before, action, after) # what an action did, as the rules' events
    entry.data_files()                    # the files it keeps in the data folder (Bombay's scores)
    entry.save_fields()                   # its own fields of a save's details, with their checks
    for entry in registry.games(): ...    # every game, in the title screen's order

A game package registers its GameEntry when it is imported (`register(...)` in its __init__).
Bazaar imports the packages named in GAME_PACKAGES, a fixed list: no folder is scanned. An entry
is plain data: the names of the game's modules, imported only when first needed, so registering
costs nothing at start-up and the headless parts never load pygame. PyInstaller cannot see
imports by name, so build.spec lists the packages and every module an entry names (a test
checks it does).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, NamedTuple

from common.core.cleantext import quoted
from common.core.errors import RecordError

if TYPE_CHECKING:  # types only: the core imports neither the AI, the rules' API nor the record
    from common.ai.bot import Bot
    from common.core.api import Game, GameState
    from common.core.record import GameRecord

GAME_PACKAGES = ("marrakech", "bombay")

# The levels a seat can be given on a setup screen, and the level a Hint asks (every game has
# them among its computer module's LEVELS).
PLAYER_LEVELS = ("easy", "medium", "hard")
HINT_LEVEL = "hard"


class GameEntry(NamedTuple):
    """One game as the app knows it: plain data, and the modules that hold the rest, imported
    when first needed.

    name: the key saves and `--game` use. title, blurb: marked with N_, translated where shown.
    players: the table sizes it plays.
    rules: the module whose GAME is the rules' Game object (for records and saves).
    events: the module whose describe(before, action, after) tells what an action did.
    computer: the module whose LEVELS (level name -> bot factory taking a seed) and TIME_CAPS
    (level name -> seconds) are its computer players.
    screens: the module whose SCREENS (common.ui.game_flow.GameScreens) open its setup screen
    (open_setup(app)) and its table at a record's cursor (resume(app, record)); its
    rules_pages() and emblem(size) (a picture of the game about `size` pixels across, for the
    app's icon), where it has them.
    data: the module (headless) whose DATA_FILES (common.core.filekinds.DataFile: the files the
    game keeps in the data folder) and SAVE_FIELDS (field name -> check: its own fields of a
    save's details) declare the game's data, so common/ names none of it; "" for none."""

    name: str
    title: str
    blurb: str
    players: tuple[int, ...]
    rules: str
    events: str
    computer: str
    screens: str
    data: str = ""

    def modules(self) -> tuple[str, ...]:
        named = (self.rules, self.events, self.computer, self.screens, self.data)
        return tuple(module for module in named if module)

    def _module(self, name: str) -> Any:
        return importlib.import_module(name)

    def _screens(self) -> Any:
        """The game's screens: its screens module's SCREENS (common.ui.game_flow.GameScreens)."""
        return self._module(self.screens).SCREENS

    def game(self) -> Game[Any]:
        game: Game[Any] = self._module(self.rules).GAME
        return game

    def describe(self, before: GameState, action: Any, after: GameState) -> tuple[Any, ...]:
        """The rules' events of one action (common.core.events)."""
        return tuple(self._module(self.events).describe(before, action, after))

    def level_names(self) -> list[str]:
        """Every level of the game's computer players."""
        return list(self._module(self.computer).LEVELS)

    def make_bot(self, level: str, seed: int = 0) -> Bot:
        """A fresh bot of the named level; ValueError for a level the game does not have."""
        factories = self._module(self.computer).LEVELS
        factory = factories.get(level)
        if factory is None:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(factories)}")
        bot: Bot = factory(seed)
        return bot

    def time_cap(self, level: str) -> float | None:
        """The most a move of that level should take, in seconds (None: no limit needed)."""
        cap: float | None = self._module(self.computer).TIME_CAPS.get(level)
        return cap

    def open_setup(self, app: object) -> None:
        """`app` is the window (common.ui.app.App), handed on to the game's screens."""
        self._screens().open_setup(app)

    def resume(self, app: object, record: GameRecord) -> None:
        self._screens().resume(app, record)

    def has_guide(self) -> bool:
        """A guided first game (its screens' open_guide(app))."""
        return hasattr(self._screens(), "open_guide")

    def open_guide(self, app: object) -> None:
        self._screens().open_guide(app)

    def has_rules(self) -> bool:
        return hasattr(self._screens(), "rules_pages")

    def rules_pages(self) -> list[Any]:
        return list(self._screens().rules_pages())

    def data_files(self) -> tuple[Any, ...]:
        """The files the game keeps in the data folder (common.core.filekinds.DataFile)."""
        return tuple(self._module(self.data).DATA_FILES) if self.data else ()

    def save_fields(self) -> dict[str, Any]:
        """The game's own fields of a save's details, each with its check."""
        return dict(self._module(self.data).SAVE_FIELDS) if self.data else {}

    def save_round(self, meta: dict[str, Any]) -> tuple[int, int, str] | None:
        """Which round of how many of a series (a tournament) a save's game is, and the
        series' id ("" if it has none), as its data module's save_round reads them from the
        save's details; None for a game of no series."""
        read = getattr(self._module(self.data), "save_round", None) if self.data else None
        return None if read is None else read(meta)

    def emblem(self, size: int) -> Any | None:
        """A picture of the game for the app's icon, or None if it has none."""
        draw = getattr(self._screens(), "emblem", None)
        return None if draw is None else draw(size)


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
        raise RecordError(f"unknown game {quoted(name)}; Bazaar plays {', '.join(names())}")
    return entry


def get_game(name: str) -> Game[Any]:
    """The rules' Game object for a name a save file gives."""
    return find(name).game()
