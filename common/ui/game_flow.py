"""The way both games' screens follow one another: the setup opens the table (keeping an
unfinished game in the slot first, if the player agrees), and the table, once the game is over,
its results. Each game's flow module (marrakech.ui.flow, bombay.ui.flow) names its own scenes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import pygame

from common.core.record import GameRecord
from common.ui.app import App
from common.ui.interfaces import TableSession

S = TypeVar("S", bound=TableSession)
S_co = TypeVar("S_co", bound=TableSession, covariant=True)


class SessionKind(Protocol[S_co]):
    """A game's table class (MarrakechSession, BombaySession): the table of a saved game."""

    def from_record(self, record: GameRecord) -> S_co: ...


def open_setup(
    app: App, game: str, setup_scene: type, start_game: Callable[[App, S], None]
) -> None:
    """Show `game`'s setup; its Start button sits the players down through `start_game`."""
    from common.ui.keep_unfinished import keep_unfinished_first

    def start(session: S) -> None:  # an unfinished game in the slot is kept, if the player agrees
        keep_unfinished_first(app, game, lambda: start_game(app, session))

    app.replace(setup_scene(app, start, app.nav.title))


def sit_down(
    app: App,
    play_scene: type,
    session: S,
    record: GameRecord | None,
    show_results: Callable[[App, GameRecord, S], None],
) -> None:
    """The table: a new game, or the game of `record` where it stood; its end shows the
    results through `show_results`."""
    app.replace(play_scene(app, session, lambda r, s: show_results(app, r, s), record))


@dataclass(frozen=True)
class Scenes:
    """A game's scenes and pages, imported by its flow module when first needed."""

    setup: type
    table: type
    results: type
    rules_pages: Callable[[], list]
    open_guide: Callable[[App], None]


class GameScreens(Generic[S]):
    """One game's screens as the registry's entry opens them (open_setup, resume, rules_pages,
    open_guide, emblem) and an online table is built on them (table_parts). The game's flow
    module gives its scenes, its table's class (`session`, with from_record), how a finished
    game's results are shown, and how a finished game reopens from Load."""

    def __init__(
        self,
        game: str,
        scenes: Callable[[], Scenes],
        session: SessionKind[S],
        show_results: Callable[[App, GameRecord, S], None],
        reopen_finished: Callable[[App, GameRecord, S], None] | None = None,
        emblem: Callable[[int], pygame.Surface] | None = None,
    ) -> None:
        self.game = game
        self.scenes = scenes
        self.session = session
        self.show_results = show_results
        self.reopen_finished = reopen_finished or show_results
        self.emblem = emblem

    def rules_pages(self) -> list:
        """The rules, page by page, with pictures."""
        return self.scenes().rules_pages()

    def open_guide(self, app: App) -> None:
        """The guided first game."""
        self.scenes().open_guide(app)

    def open_setup(self, app: App) -> None:
        open_setup(app, self.game, self.scenes().setup, self.start_game)

    def start_game(self, app: App, session: S, record: GameRecord | None = None) -> None:
        """Sit down at the table: a new game, or the game of `record` where it stood."""
        sit_down(app, self.scenes().table, session, record, self.show_results)

    def resume(self, app: App, record: GameRecord) -> None:
        """Reopen a saved or autosaved game at its table; a finished game on its results."""
        session = self.session.from_record(record)
        if record.state.is_terminal():
            self.reopen_finished(app, record, session)
        else:
            self.start_game(app, session, record)

    def table_parts(self, record: GameRecord) -> tuple[type, S]:
        """The table scene and the table of a record (an online game's table is built on them)."""
        return self.scenes().table, self.session.from_record(record)
