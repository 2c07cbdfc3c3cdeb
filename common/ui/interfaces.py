"""The seams between the app's rooms, as protocols (as pygame_gui keeps its core/interfaces):
a module that only needs another room's services types them with these, so it imports no
screen's module and mypy still checks every call across the seam."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from common.core.record import GameRecord


class Navigation(Protocol):
    """The ways between screens (`app.nav`; common.ui.navigation.Navigator is the one)."""

    def title(self) -> None: ...

    def setup(self, game: str) -> None: ...

    def resume(self, record: GameRecord) -> None: ...

    def load(self) -> None: ...

    def online(self) -> None: ...

    def my_games(self) -> None: ...

    def practice(self) -> None: ...

    def has_rules(self, game: str) -> bool: ...

    def rules(self, game: str) -> None: ...

    def choose_rules(self) -> None: ...
