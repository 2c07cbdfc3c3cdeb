"""The seams between the app's rooms, as protocols (as pygame_gui keeps its core/interfaces):
a module that only needs another room's services types them with these, so it imports no
screen's module and mypy still checks every call across the seam."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from common.core.record import GameRecord
    from common.ui.table_parts import SeatBase


class Navigation(Protocol):
    """The ways between screens (`app.nav`; common.ui.navigation.Navigator is the one)."""

    def title(self, at_start: bool = False) -> None: ...

    def setup(self, game: str) -> None: ...

    def resume(self, record: GameRecord) -> None: ...

    def load(self) -> None: ...

    def online(self) -> None: ...

    def my_games(self) -> None: ...

    def practice(self) -> None: ...

    def has_rules(self, game: str) -> bool: ...

    def rules(self, game: str) -> None: ...

    def choose_rules(self) -> None: ...


class TableSession(Protocol):
    """Who sits at a table and what they play (marrakech.ui.session.MarrakechSession,
    bombay.ui.session.BombaySession): what the common table, replay and flows read."""

    @property
    def setup(self) -> object: ...  # the game's own setup, handed to its rules

    @property
    def seats(self) -> Sequence[SeatBase]: ...

    @property
    def seed(self) -> int: ...

    def to_meta(self) -> dict[str, Any]: ...


class TableLayout(Protocol):
    """A game's table geometry as the common table reads it (marrakech.ui.layout.BoardLayout,
    bombay.ui.layout.BombayLayout): where the table buttons go and the players' cards."""

    @property
    def menu_button(self) -> pygame.Rect: ...

    @property
    def undo_button(self) -> pygame.Rect: ...

    @property
    def redo_button(self) -> pygame.Rect: ...

    @property
    def hint_button(self) -> pygame.Rect: ...

    @property
    def player_rows(self) -> Sequence[pygame.Rect]: ...
