"""What the Play online screen offers beside hosting and joining (issue 49), mixed into its
scene (common.ui.online_screens.OnlineScene): the room's choices when hosting (tempo, open
table, watchers: common.ui.room_choices), the server's Open tables (common.ui.open_tables),
watching a room by its code instead of joining it, and Paste invite, which takes an invite
(filled in) or a seat's own line copied on another computer (common.net.seat_tokens'
export line: straight back to that seat)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from common.core.i18n import _
from common.net import seat_tokens
from common.net.protocol import DEFAULT_PORT
from common.ui.online_connect import code_problem
from common.ui.online_invite import parse_invite
from common.ui.online_servers import normal_address
from common.ui.room_choices import RoomChoices, RoomChoicesDialog
from common.ui.theme import font
from common.ui.widgets import Button, TextField, WidgetGroup

if TYPE_CHECKING:
    from common.ui.app import App


class OnlineExtras:
    """Needs the scene's widgets, app, address and code fields, join button, status and
    _connect (common.ui.online_screens.OnlineScene)."""

    app: App
    widgets: WidgetGroup
    address: TextField
    code: TextField
    join_button: Button
    left: pygame.Rect
    right: pygame.Rect
    status: str
    error: bool
    join: Callable[[], None]
    rejoin: Callable[[dict[str, Any]], None]
    _connect: Callable[..., None]

    def add_extras(self) -> None:
        self.room_choices = RoomChoices()
        self.room_button = self.widgets.add(
            Button(
                self.room_choices.summary(),
                self.choose_room,
                tooltip=_("Real time or turn-based; an open table; watchers"),
            )
        )
        self.tables_button = self.widgets.add(
            Button(
                _("Open tables"),
                self.open_tables,
                tooltip=_("The games on this server waiting for players: sit down at one"),
            )
        )
        self.watch_button = self.widgets.add(
            Button(
                _("Watch"),
                self.watch,
                tooltip=_("Follow the game in this room without playing"),
            )
        )

    def room_options(self) -> dict[str, Any]:
        """The `create` request's options: the room's choices, in the window's language."""
        return self.room_choices.options(self.app.settings.language)

    def lay_extras(self, unit: int) -> None:
        """The room's choices and Open tables right of their columns' headings; Watch beside
        Join, a third of its width."""
        size = int(unit * 0.5)
        for button, column, heading in (
            (self.room_button, self.left, _("Host a game")),
            (self.tables_button, self.right, _("Join a game")),
        ):
            room = column.width - font(size, True).size(heading)[0] - unit // 2
            button.rect = pygame.Rect(0, 0, room, int(unit * 0.8))
            button.rect.topright = (column.right, column.top - unit // 8)
        join = self.join_button.rect
        third = join.width // 3
        self.watch_button.rect = pygame.Rect(join.right - third, join.top, third, join.height)
        join.width -= third + 8

    def choose_room(self) -> None:
        def changed() -> None:
            self.room_button.label = self.room_choices.summary()
            self.app.dirty = True

        self.app.push(RoomChoicesDialog(self.app, self.room_choices, changed))

    def _server_typed(self) -> str | None:
        """The Join column's address, normalised; None (said in the status) if it is none."""
        address = normal_address(self.address.value)
        if address is None:
            words = _("Type the server's address, like play.example.org:{port}")
            self.status, self.error = words.format(port=DEFAULT_PORT), True
            return None
        self.address.value = address
        return address

    def open_tables(self) -> None:
        from common.ui.open_tables import OpenTablesScene

        address = self._server_typed()
        if address is not None:
            self.app.push(OpenTablesScene(self.app, address, self.sit_at))

    def sit_at(self, address: str, code: str) -> None:
        """An open table chosen: joined as if its code had been typed."""
        self.address.value, self.code.value = address, code
        self.join()

    def watch(self) -> None:
        code = self.code.value.strip().upper()
        address = self._server_typed()
        problem = code_problem(code)
        if address is None:
            return
        if problem is not None:
            self.status, self.error = problem, True
            return
        self.code.value = code
        self._connect(address, lambda net: net.call("watch", code), asked="watch")

    def paste_invite(self) -> None:
        """The line on the clipboard: an invite into Join's address and code, or a seat's
        line, whose seat is rejoined at once (from anywhere here: the button, Ctrl+V)."""
        try:
            line = pygame.scrap.get_text() or ""
        except pygame.error:
            line = ""
        seat = seat_tokens.parse_export(line)
        if seat is not None:
            server, code, token = seat
            self.rejoin({"server": server, "code": code, "token": token, "hosted": False})
            return
        invite = parse_invite(line)
        if invite is None:
            self.status, self.error = _("That is not an invite line."), True
            return
        self.address.value, self.code.value = invite
        self.status, self.error = _("The invite is filled in: press Join."), False
        self.app.dirty = True
